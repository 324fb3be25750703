import GridModel
import SwiftSourceReader
import Words

/// Reading `.gridtrainer.json`: a JSON object whose keys are `Key`'s, each value checked; the
/// first unknown key or bad value is an error naming the file, the line and the key, and
/// nothing of the file is used then.
enum CheckConfigFile {
    /// The keys a configuration may hold, in the order `--print-config` and the help list them.
    enum Key: String, CaseIterable, Sendable {
        case devices, orientations, exclude, disabled, severity, notes

        /// What the key takes, for the help and for the message of a bad value.
        var expects: String {
            switch self {
            case .devices:
                "a device name or group (all, iphones, ipads), or an array of them"
            case .orientations: "\"portrait\", \"landscape\" or \"both\", or an array of them"
            case .exclude: "an array of patterns such as \"Generated/\" or \"**/*Preview.swift\""
            case .disabled: "an array of flags such as \"slack\" (see 'gridtrainer check --help')"
            case .severity:
                "an object from flags to \"warning\", \"note\" or \"off\", such as "
                    + "{\"squeezed\": \"note\"}"
            case .notes: "true or false"
            }
        }

        /// The key's line in `check --help`: what it does, what it takes, what wins over it.
        var help: String {
            switch self {
            case .devices: "the devices (default: all): \(expects); --devices wins"
            case .orientations:
                "the orientations (default: both): \(expects); --orientation wins"
            case .exclude:
                "files not to check: .gitignore patterns from the file's folder (\"Generated/\", "
                    + "\"**/*Preview.swift\"); excluded files still give their constants"
            case .disabled: "flags not to report, such as [\"slack\", \"skipped\"]"
            case .severity:
                "flags reported as \"warning\" or \"note\" (always, whatever --notes), or "
                    + "\"off\": {\"squeezed\": \"note\", \"slack\": \"warning\"}"
            case .notes: "true: as --notes (default: false); --notes and --no-notes win"
            }
        }
    }

    /// Configuration files larger than this are refused: a configuration is a few lines.
    static let byteLimit = 1 << 20

    /// Reads the file at `file` (absolute) over `config`; `path` is its name in messages.
    static func read(_ file: String, shownAs path: String, into config: inout CheckConfig)
        throws(CheckConfigError)
    {
        func fail(_ message: String) -> CheckConfigError {
            CheckConfigError(file: path, line: 1, column: 1, message: message)
        }
        let bytes: [UInt8]
        switch SourceBytes.read(file, limit: byteLimit) {
        case .success(let read): bytes = read
        case .failure(let problem):
            throw fail("cannot read the configuration: \(problem.reason)")
        }
        guard bytes.count <= byteLimit else {
            throw fail("the configuration is larger than \(byteLimit >> 20) MB")
        }
        let root: JSONNode
        do throws(JSONSyntaxError) {
            root = try JSONReader.read(bytes)
        } catch {
            throw CheckConfigError(
                file: path, line: error.line, column: error.column,
                message: "not JSON: \(error.message)")
        }
        guard case .object(let members) = root.value else {
            throw CheckConfigError(
                file: path, line: root.line, column: root.column,
                message: "expected an object such as {\"devices\": \"iphones\"}, found \(root.kind)"
            )
        }
        let reader = Reader(path: path)
        var read = config
        read.file = file
        read.shownFile = path
        for member in members {
            guard let key = Key(rawValue: member.key) else {
                let known = Key.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: member.key, among: known).map {
                    " (did you mean '\($0)'?)"
                }
                throw CheckConfigError(
                    file: path, line: member.line, column: member.column,
                    message: "unknown key '\(SingleLine.render(member.key))'\(hint ?? ""); "
                        + "expected \(CommandLineFlag<Key>.either(known))")
            }
            try reader.apply(key, member, to: &read)
        }
        config = read
    }

    /// Checks one member's value and sets it.
    private struct Reader {
        let path: String

        /// `devices: bad value 'ipad-air' …` at the value's place.
        func bad(_ key: Key, _ node: JSONNode, _ what: String) -> CheckConfigError {
            CheckConfigError(
                file: path, line: node.line, column: node.column,
                message: "\(key.rawValue): \(what); expected \(key.expects)")
        }

        /// The strings of a string or an array of strings.
        func words(_ key: Key, _ node: JSONNode, single: Bool) throws(CheckConfigError)
            -> [(String, JSONNode)]
        {
            switch node.value {
            case .string(let text) where single: return [(text, node)]
            case .array(let elements):
                var words: [(String, JSONNode)] = []
                for element in elements {
                    guard case .string(let text) = element.value else {
                        throw bad(key, element, "found \(element.kind) in the array")
                    }
                    words.append((text, element))
                }
                return words
            case .object, .string, .number, .bool, .null:
                throw bad(key, node, "found \(node.kind)")
            }
        }

        func apply(_ key: Key, _ member: JSONNode.Member, to config: inout CheckConfig)
            throws(CheckConfigError)
        {
            let origin = CheckConfig.Origin.file(path, line: member.line)
            let node = member.value
            switch key {
            case .devices:
                var chosen: [Device] = []
                for (word, place) in try words(key, node, single: true) {
                    guard let devices = Device.chosen(Substring(word)) else {
                        throw bad(key, place, "'\(SingleLine.render(word))' is no device or group")
                    }
                    chosen += devices.filter { !chosen.contains($0) }
                }
                guard !chosen.isEmpty else { throw bad(key, node, "the array is empty") }
                config.devices = .init(value: chosen, origin: origin)
            case .orientations:
                var sides: [Device.Orientation] = []
                for (word, place) in try words(key, node, single: true) {
                    guard
                        let choice = CheckOptions.orientationChoices.first(where: {
                            $0.word == word
                        })
                    else {
                        throw bad(key, place, "'\(SingleLine.render(word))' is no orientation")
                    }
                    sides += choice.sides.filter { !sides.contains($0) }
                }
                guard !sides.isEmpty else { throw bad(key, node, "the array is empty") }
                // Portrait first, as the command line gives them.
                config.orientations = .init(
                    value: Device.Orientation.allCases.filter(sides.contains), origin: origin)
            case .exclude:
                var patterns: [String] = []
                for (pattern, place) in try words(key, node, single: false) {
                    guard !pattern.isEmpty, !pattern.contains(where: \.isNewline) else {
                        throw bad(key, place, "a pattern is empty or holds a line break")
                    }
                    patterns.append(pattern)
                }
                config.exclude = .init(value: patterns, origin: origin)
            case .disabled:
                for (word, place) in try words(key, node, single: false) {
                    config.severities[try flag(key, word, place)] = .init(
                        value: .off, origin: origin)
                }
            case .severity:
                try severities(node, origin: origin, into: &config)
            case .notes:
                guard case .bool(let on) = node.value else {
                    throw bad(key, node, "found \(node.kind)")
                }
                config.notes = .init(value: on, origin: origin)
            }
        }

        /// `{"squeezed": "note", "slack": "warning"}`.
        private func severities(
            _ node: JSONNode, origin: CheckConfig.Origin, into config: inout CheckConfig
        ) throws(CheckConfigError) {
            guard case .object(let members) = node.value else {
                throw bad(.severity, node, "found \(node.kind)")
            }
            for member in members {
                let place = JSONNode(value: .null, line: member.line, column: member.column)
                let flag = try flag(.severity, member.key, place)
                guard case .string(let word) = member.value.value,
                    let severity = CheckConfig.Severity(rawValue: word)
                else {
                    var found = member.value.kind
                    if case .string(let word) = member.value.value {
                        found = "'\(SingleLine.render(word))'"
                    }
                    throw CheckConfigError(
                        file: path, line: member.value.line, column: member.value.column,
                        message: "severity: \(flag.rawValue) takes \"warning\", \"note\" or "
                            + "\"off\", found \(found)")
                }
                config.severities[flag] = .init(
                    value: severity, origin: .file(path, line: member.line))
            }
        }

        /// A flag's name, or an error naming the flags there are.
        private func flag(_ key: Key, _ word: String, _ place: JSONNode) throws(CheckConfigError)
            -> CheckFlag
        {
            if let flag = CheckFlag(rawValue: word) { return flag }
            let names = CheckFlag.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: word, among: names).map { " (did you mean '\($0)'?)" }
            throw CheckConfigError(
                file: path, line: place.line, column: place.column,
                message: "\(key.rawValue): '\(SingleLine.render(word))' is no flag\(hint ?? ""); "
                    + "expected one of \(names.joined(separator: ", "))")
        }
    }
}
