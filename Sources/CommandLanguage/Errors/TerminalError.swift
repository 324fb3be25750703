/// A command that needs what only the interactive shell on a terminal has (single keys, a
/// screen to redraw, a lesson player), typed where there is none or it is busy.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// `slide` (the command's name) from a script or a pipe.
    case needsTerminal(String)
    /// `watch PATH` outside the interactive shell.
    case watchNeedsTerminal(path: String)
    /// `play` without a terminal to read keys from.
    case playNeedsTerminal
    /// `play` from a step of a lesson being played.
    case alreadyPlaying

    package var description: String {
        switch self {
        case .needsTerminal(let command):
            "'\(command)' needs a terminal: it reads single keys and redraws in place; in a script,"
                + " use 'sweep' (or set the value directly)"
        case .watchNeedsTerminal(let path):
            "watch needs the interactive shell on a terminal (Ctrl-C stops it); in a script, use"
                + " 'open \(path)'"
        case .playNeedsTerminal:
            "play needs a terminal; to run a lesson as a script: gridtrainer FILE"
        case .alreadyPlaying:
            "a lesson is already playing; one lesson at a time (leave it with q first)"
        }
    }
}
