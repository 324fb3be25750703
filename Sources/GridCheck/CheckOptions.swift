import GridModel
import SwiftSourceReader
import Words

/// `gridtrainer check [PATH…] [--devices all|NAME,…] [--orientation portrait|landscape|both]
/// [--format xcode|github|json] [--strict] [--quiet] [--notes]`; the flags are
/// declared once in `flags`, which the parser, `--help` and the completion scripts read.
package struct CheckOptions: Equatable {
    /// How findings are printed: the conventions users already have.
    package enum Format: String, CaseIterable, Equatable {
        /// `FILE:LINE:COL: warning: … [flag]`, what Xcode shows inline from a Run Script phase.
        case xcode
        /// `::warning file=…,line=…,col=…,title=…::…`, GitHub Actions annotations.
        case github
        /// JSON Lines: one object per finding, then a summary object.
        case json
    }

    /// Files and folders to check (the current folder when none).
    package var paths: [String] = []
    package var devices: [Device] = Device.all
    package var orientations: [Device.Orientation] = [.portrait, .landscape]
    package var format: Format = .xcode
    /// Exit 1 when any warning was reported.
    var strict = false
    /// No progress line and no summary.
    var quiet = false
    /// Also the flags that are notes (slack, hidden alignment, order dependence, spans) and the
    /// assumptions.
    package var notes = false
    package var help = false
    /// `--config FILE`: this configuration rather than the nearest `.gridtrainer.json`.
    package var config: String?
    /// `--print-config`: show the configuration in force and where each value came from.
    package var printConfig = false
    /// The flags the command line gave (they win over the configuration file).
    package var given: Set<Key> = []

    /// What each flag sets: the parser switches over these, exhaustively.
    package enum Key: CaseIterable, Sendable {
        case devices, orientation, format, strict, notes, noNotes, quiet, config, printConfig
        case help
    }

    /// `--orientation`'s words and what each keeps.
    static let orientationChoices: [(word: String, sides: [Device.Orientation])] = [
        ("portrait", [.portrait]), ("landscape", [.landscape]), ("both", [.portrait, .landscape]),
    ]

    /// Every flag of `check`, in the order `--help` lists them.
    package static let flags: [CommandLineFlag<Key>] = Key.allCases.map(flag)

    /// The bytes a configuration file may have (`help limits` names it).
    package static var configurationByteLimit: Int { CheckConfigFile.byteLimit }

    /// The declaration of one flag: spellings, value and help.
    package static func flag(_ key: Key) -> CommandLineFlag<Key> {
        switch key {
        case .devices:
            .init(
                key: key, names: ["--devices"], value: .list(Device.choices), placeholder: "LIST",
                help:
                    "all (default), iphones, ipads, or device names from 'help devices', "
                    + "comma-separated")
        case .orientation:
            .init(
                key: key, names: ["--orientation"],
                value: .choice(orientationChoices.map(\.word)), placeholder: "SIDE",
                help: "portrait, landscape or both (default)")
        case .format:
            .init(
                key: key, names: ["--format"], value: .choice(Format.allCases.map(\.rawValue)),
                placeholder: "FORMAT",
                help:
                    "xcode (default: FILE:LINE:COL: warning: ...), github (Actions "
                    + "annotations), json (JSON Lines, then a summary object)")
        case .strict:
            .init(
                key: key, names: ["--strict"],
                help:
                    "exit 1 when any warning or error was reported, 2 when the budget of "
                    + "\(ProjectFiles.Budget.standard.files) files or "
                    + "\(ProjectFiles.Budget.standard.bytes >> 20) MB left files unread")
        case .notes:
            .init(
                key: key, names: ["--notes"],
                help: "also report the notes marked * below")
        case .noNotes:
            .init(
                key: key, names: ["--no-notes"],
                help: "do not, whatever the configuration says")
        case .quiet:
            .init(key: key, names: ["-q", "--quiet"], help: "no progress line and no summary")
        case .config:
            .init(
                key: key, names: ["--config"], value: .path, placeholder: "FILE",
                help:
                    "the configuration to use (default: the nearest \(CheckConfig.fileName) "
                    + "at or above the first PATH)")
        case .printConfig:
            .init(
                key: key, names: ["--print-config"],
                help: "show the configuration in force and where each value came from, then stop")
        case .help: .init(key: key, names: ["-h", "--help"], help: "this text")
        }
    }

    /// `help check`: the text unwrapped, one line per paragraph (the shell wraps it, `Wrap.fit`).
    package static var usage: String { usage(width: Int.max / 4) }

    /// The `check --help` text, wrapped at words to `width` columns: the options, then every
    /// flag from `CheckFlag`.
    package static func usage(width: Int) -> String {
        let head = "usage: gridtrainer check"
        let room = width - FlagHelp.synopsisIndent(head, width: width)
        let synopsis = flags.filter { $0.key != .help }.map {
            FlagHelp.synopsisPart($0, room: room)
        }
        var lines = [FlagHelp.synopsis(head, ["[PATH...]"] + synopsis, width: width), ""]
        lines += FlagHelp.prose(
            [
                "Lays every LazyVGrid, LazyHGrid and Grid of the Swift files under PATH "
                    + "(default: the current folder; every folder below it, skipping .build, "
                    + "DerivedData, Pods, Carthage, hidden folders and what .gitignore files "
                    + "exclude) out on every device, in both orientations, with the constants of "
                    + "their project, and reports what would break: one finding per grid and "
                    + "cause, one line each, naming the devices. A folder inside a project also "
                    + "reads the project around it for constants; several projects in one folder "
                    + "each use their own."
            ], width: width)
        lines += FlagHelp.table(flags, width: width)
        lines += FlagHelp.prose(
            ["Flags (one finding per grid and cause, one line each):"], width: width)
        lines += CheckWords.flagList.map { Wrap.fit($0, width: width) }
        lines += FlagHelp.prose(
            [
                "Configuration: \(CheckConfig.fileName) in the first PATH's folder or above it "
                    + "(or --config FILE), a JSON object with any of these keys; the command "
                    + "line's flags win over it, and --print-config shows what is in force. "
                    + "One found in a folder another user owns, or one every user may write "
                    + "to (as /tmp), is not used, and a note says why; --config FILE takes the "
                    + "file you name. The keys:"
            ], width: width)
        lines += CheckConfigFile.Key.allCases.map {
            Wrap.lines(
                $0.help, width: width, first: "  " + $0.rawValue.padding(14), indent: 16)
        }
        lines += FlagHelp.prose(
            [
                "A comment '// gridtrainer:ignore [FLAG...]' on a grid's line or the line above "
                    + "silences those flags of that grid (all without a FLAG), its skip included.",
                "Exit status: 0 when the run completed, 1 or 2 with --strict as above, 2 for bad "
                    + "arguments or a path that cannot be read.",
            ], width: width)
        return lines.joined(separator: "\n")
    }

    /// A bad command line, said as the one thing expected. The values quoted are the user's,
    /// rendered on one line with every control character escaped (`SingleLine`): an option's
    /// value can hold ESC or a newline and must not act on the terminal or forge a line.
    package enum ParseError: Error, Equatable, CustomStringConvertible {
        case needsValue(option: String)
        /// The flag and the value given; the flag's declaration says what was expected.
        case badValue(option: String, value: String)
        case unknownOption(String)

        package var description: String {
            switch self {
            case .needsValue(let option): "\(SingleLine.render(option)) needs a value"
            case .badValue(let option, let value):
                "\(option): '\(SingleLine.render(value))' is not valid; "
                    + (CheckOptions.flags.first { $0.matches(option) }?.problem(with: value)
                        ?? "expected another value")
            case .unknownOption(let option):
                "unknown option '\(SingleLine.render(option))'; try 'gridtrainer check --help'"
            }
        }
    }

    package static func parse(_ arguments: [String]) throws(ParseError) -> CheckOptions {
        var options = CheckOptions()
        var index = 0
        var onlyPaths = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            guard let flag = flags.first(where: { $0.matches(argument) }) else {
                throw .unknownOption(argument)
            }
            var text = ""
            if flag.value != .none {
                guard index < arguments.count else { throw .needsValue(option: argument) }
                text = arguments[index]
                index += 1
                if flag.problem(with: text) != nil {
                    throw .badValue(option: argument, value: text)
                }
            }
            options.set(flag.key, text)
            options.given.insert(flag.key)
        }
        return options
    }

    /// Applies one flag whose value (if it takes one) was checked against its declaration.
    private mutating func set(_ key: Key, _ text: String) {
        switch key {
        case .devices: devices = Self.devices(text)
        case .orientation:
            orientations = Self.orientationChoices.first { $0.word == text }?.sides ?? orientations
        case .format: format = Format(rawValue: text) ?? format
        case .strict: strict = true
        case .notes: notes = true
        case .noNotes: notes = false
        case .quiet: quiet = true
        case .config: config = text
        case .printConfig: printConfig = true
        case .help: help = true
        }
    }

    /// The devices of a comma-separated list of names and groups, each once, in list order.
    package static func devices(_ text: String) -> [Device] {
        var chosen: [Device] = []
        for word in text.split(separator: ",") {
            for device in Device.chosen(word) ?? [] where !chosen.contains(device) {
                chosen.append(device)
            }
        }
        return chosen
    }
}
