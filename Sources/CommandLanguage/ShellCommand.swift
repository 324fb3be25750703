/// A command the runner resolves itself: it reads or writes files, reads more input lines,
/// or steers the run. None of them changes the model except through a `ModelEdit`.
package enum ShellCommand: Equatable {
    case help(String?)
    case quit
    /// `auto on|off`; `auto` alone (nil) toggles.
    case auto(Bool?)
    case save(String)
    case load(String)
    case source(String)
    case paste
    /// `open FILE.swift [N]`: grid N (or the only one) of a SwiftUI source file.
    case open(String, grid: Int?)
    /// `watch FILE.swift [N]`: the grid reloaded whenever the file is saved, until Ctrl-C.
    case watch(String, grid: Int?)
    case quiz(Int?)
    /// `slide …`: the live slider (a terminal only).
    indirect case slide(SlideTarget)
    /// `play FILE|N|NAME`: the lesson one step at a time, driven by keys (needs a terminal);
    /// nil, `play` alone: the installed lessons listed.
    case play(String?)
    /// `lessons`: the installed lessons, numbered, with their titles.
    case lessons
    indirect case export(ExportRequest)
}
