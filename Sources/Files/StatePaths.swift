import CommandLanguage
import SystemInterface

/// Where the trainer keeps its state (`$XDG_STATE_HOME/gridtrainer`, else
/// `~/.local/state/gridtrainer`), and how it writes files there. Plain POSIX through `System`
/// rather than Foundation: loading Foundation would double the start-up of every script run.
package enum StatePaths {
    package static func directory() -> String? {
        if let state = System.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/gridtrainer"
        }
        guard let home = System.environment("HOME"), home.hasPrefix("/") else { return nil }
        return home + "/.local/state/gridtrainer"
    }

    /// Writes `text` to `path` atomically, creating its directory (0700) first and refusing a
    /// directory that others can write to.
    static func writeAtomically(_ text: String, to path: String) throws(System.FileOperationError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty {
            try System.makeDirectories(directory)
            try System.checkPrivateDirectory(directory)
        }
        try System.writeAtomically(Array(text.utf8), to: path)
    }
}
