import SystemInterface
import Words

/// Where a configuration file is (`check`'s `.gridtrainer.json`): the nearest of that name in
/// the folder of a path, or above it, as swift-format finds `.swift-format`. It sits with the
/// project walk, the reader's one place that asks the disk (through `SystemInterface`), which
/// `check`'s target can reach and `Files` (above it) cannot.
package enum ConfigurationLookup {
    /// What the search found.
    package enum Found: Equatable, Sendable {
        /// No file of that name up to `/`.
        case none
        /// The file (absolute), in a folder of the user's own or in the folder asked for.
        case file(String)
        /// The nearest file is in a folder someone else can plant it in (`ProjectTrust`, git's
        /// `safe.directory` rule): not used, and why (worded by
        /// `ProjectNoteText.configurationRefused`).
        case refused(String, ProjectRefusal)
    }

    /// The nearest file (or other entry) named `name` in the folder of `path` (absolute; the
    /// path itself when it is a folder) or in a folder above it, up to `/`. A folder asked
    /// for (`path` itself) is the user's choice; any other must be the user's own, as a
    /// project's must, or the file is refused (and nothing above it is looked for: the
    /// nearest is the one that would apply).
    package static func nearest(_ name: String, from path: String) -> Found {
        let asked = ProjectFiles.isFolder(path)
        var folder = asked ? path : ProjectFiles.parent(path)
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + name
            if System.targetKind(candidate) != .missing {
                let trusted = asked && folder == path
                if !trusted, let why = ProjectTrust.refusal(folder, role: .configurationFolder) {
                    return .refused(candidate, why)
                }
                return .file(candidate)
            }
            guard folder != "/" else { return .none }
            folder = ProjectFiles.parent(folder)
        }
    }
}
