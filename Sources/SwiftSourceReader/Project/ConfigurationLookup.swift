import SystemInterface

/// Where a configuration file is (`check`'s `.gridtrainer.json`): the nearest of that name in
/// the folder of a path, or above it, as swift-format finds `.swift-format`. The disk is asked
/// here, in Files/, only.
package enum ConfigurationLookup {
    /// The nearest file (or other entry) named `name` in the folder of `path` (absolute; the
    /// path itself when it is a folder) or in a folder above it, up to `/`.
    package static func nearest(_ name: String, from path: String) -> String? {
        var folder = ProjectFiles.isFolder(path) ? path : ProjectFiles.parent(path)
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + name
            if System.targetKind(candidate) != .missing { return candidate }
            guard folder != "/" else { return nil }
            folder = ProjectFiles.parent(folder)
        }
    }
}
