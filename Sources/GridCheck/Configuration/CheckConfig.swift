import GridModel
import SwiftSourceReader
import Words

/// The configuration `check` runs with: the defaults, then a project's `.gridtrainer.json`
/// (found by walking up from the first path checked, or `--config FILE`), then the command
/// line, each value remembering where it came from for `--print-config`.
struct CheckConfig {
    /// Where a value came from.
    enum Origin: Equatable, Sendable {
        /// The built-in default.
        case standard
        /// A key of the configuration file, at its line.
        case file(String, line: Int)
        /// A flag of the command line.
        case commandLine(String)
    }

    /// One value and its origin.
    struct Setting<Value>: Sendable where Value: Sendable {
        var value: Value
        var origin: Origin = .standard
    }

    /// What a configuration may make of a flag: report it as a warning or a note, or not at all.
    enum Severity: String, CaseIterable, Equatable, Sendable {
        case warning, note, off
    }

    /// The configuration file in force (absolute), nil for none.
    var file: String?
    /// What the search from the first path found (`--config` aside): the file in force, or one
    /// refused because someone else can plant it, or none.
    var found = ConfigurationLookup.Found.none
    /// Its path as printed: as `--config` gave it, else relative to the current folder unless
    /// the path checked was given absolute (as the build plugin gives them).
    var shownFile: String?
    var devices = Setting(value: Device.all)
    var orientations = Setting(value: [Device.Orientation.portrait, .landscape])
    /// Patterns of files not to check, gitignore-style, from the configuration file's folder.
    var exclude = Setting(value: [String]())
    var notes = Setting(value: false)
    /// The flags given a severity (`disabled` gives `off`); the others keep their own.
    var severities: [CheckFlag: Setting<Severity>] = [:]

    /// The configuration's file name.
    static let fileName = ".gridtrainer.json"

    /// The severity a finding with `flag` is reported at, nil when it is not reported.
    func severity(of flag: CheckFlag) -> CheckFlag.Severity? {
        guard let set = severities[flag]?.value else {
            return flag.needsNotesOption && !notes.value ? nil : flag.severity
        }
        switch set {
        case .warning: return .warning
        case .note: return .note
        case .off: return nil
        }
    }

    /// Whether `flag` is reported at all: the layout's notes are only worked out when they are.
    func reports(_ flag: CheckFlag) -> Bool { severity(of: flag) != nil }

    /// The configuration for a run: the file `--config` names, else the nearest
    /// `.gridtrainer.json` at or above `path`, read over the defaults; then the command line's
    /// flags over both.
    static func resolve(_ options: CheckOptions, path: String) throws(CheckConfigError)
        -> CheckConfig
    {
        var config = CheckConfig()
        if let given = options.config {
            try CheckConfigFile.read(ProjectFiles.absolute(given), shownAs: given, into: &config)
        } else {
            config.found = find(from: ProjectFiles.absolute(path))
            if case .file(let found) = config.found {
                let shown = path.hasPrefix("/") ? found : ProjectFiles.displayHere(found)
                try CheckConfigFile.read(found, shownAs: shown, into: &config)
            }
        }
        if options.given.contains(.devices) {
            config.devices = Setting(value: options.devices, origin: .commandLine("--devices"))
        }
        if options.given.contains(.orientation) {
            config.orientations = Setting(
                value: options.orientations, origin: .commandLine("--orientation"))
        }
        if options.given.contains(.notes) {
            config.notes = Setting(value: true, origin: .commandLine("--notes"))
        }
        if options.given.contains(.noNotes) {
            config.notes = Setting(value: false, origin: .commandLine("--no-notes"))
        }
        return config
    }

    /// The nearest `.gridtrainer.json` in the folder of `path` (itself, if a folder) or above,
    /// unless someone else can plant it there.
    static func find(from path: String) -> ConfigurationLookup.Found {
        ConfigurationLookup.nearest(fileName, from: path)
    }

    /// Why the nearest configuration file is not used, when it is not (said on every run).
    var refusal: String? {
        guard case .refused(let file, let why) = found else { return nil }
        return ProjectNoteText.configurationRefused(file: file, why)
    }

    /// Whether the file at `path` (absolute) matches an `exclude` pattern: the patterns are
    /// read as `.gitignore` lines from the configuration file's folder, and a folder they
    /// match excludes everything in it.
    func excludes(_ path: String) -> Bool {
        guard let file, !exclude.value.isEmpty else { return false }
        let root = ProjectFiles.parent(ProjectFiles.absolute(file))
        let prefix = root == "/" ? "/" : root + "/"
        guard path.hasPrefix(prefix) else { return false }
        let parts = path.dropFirst(prefix.count).split(separator: "/")
        let rules = GitIgnore(text: exclude.value.joined(separator: "\n"))
        for end in parts.indices {
            let relative = parts[...end].joined(separator: "/")
            let isFolder = end < parts.count - 1
            if rules.verdict(
                path: Array(relative.unicodeScalars), name: Array(parts[end].unicodeScalars),
                isFolder: isFolder) == true
            {
                return true
            }
        }
        return false
    }
}

/// A configuration file that cannot be used: where and why, as a compiler says it.
struct CheckConfigError: Error, Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// `.gridtrainer.json:3:5: error: unknown key 'devise'; expected …`
    var description: String {
        "\(SingleLine.render(file)):\(line):\(column): error: \(message)"
    }
}
