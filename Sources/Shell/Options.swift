import SwiftSourceReader
import Words

/// The command line: `gridtrainer [options] [FILE...]`, its flags declared once in `flags`.
struct Options: Equatable {
    var files: [String] = []
    var commands: [String] = []
    var interactive = false
    var json = false
    var color = true
    var columns: Int?
    var keepGoing = false
    var help = false
    var version = false
    /// `--play FILE`: present the lesson, then stay in the shell.
    var play: String?
    /// `--watch FILE`: open the file's grid, reload it on every save, then stay in the shell.
    var watch: String?
    /// `--completion SHELL`: print the completion script for that shell.
    var completion: CompletionScript.Shell?

    static let versionNumber = "0.1.0"

    /// What each flag sets: the parser switches over these, exhaustively.
    enum Key: CaseIterable, Sendable {
        case command, interactive, play, watch, json, noColor, columns, keepGoing, completion
        case help, version
    }

    /// Every flag of the program, in the order `--help` lists them.
    static let flags: [CommandLineFlag<Key>] = Key.allCases.map(flag)

    /// The declaration of one flag: spellings, value and help.
    static func flag(_ key: Key) -> CommandLineFlag<Key> {
        switch key {
        case .command:
            .init(
                key: key, names: ["-c"], value: .text, placeholder: "'CMD; CMD'",
                help: "run commands from the argument (may be repeated)")
        case .interactive:
            .init(
                key: key, names: ["-i", "--interactive"],
                help: "stay interactive after the files and -c commands")
        case .play:
            .init(
                key: key, names: ["--play"], value: .path, placeholder: "LESSON",
                help:
                    "present a lesson step by step (a file, or a number or name that "
                    + "'lessons' lists; keys: Space next, p back, PgDn scrolls, q leaves; "
                    + "'help play'), then stay in the shell; needs a terminal")
        case .watch:
            .init(
                key: key, names: ["--watch"], value: .path, placeholder: "FILE",
                help:
                    "open a SwiftUI file's grid and redraw it whenever the file is saved "
                    + "(Ctrl-C stops, then the shell); needs a terminal")
        case .json: .init(key: key, names: ["--json"], help: "print results as JSON Lines")
        case .noColor:
            .init(
                key: key, names: ["--no-color"], aliases: ["--no-colour"],
                help: "no ANSI colours (also when NO_COLOR is set)")
        case .columns:
            .init(
                key: key, names: ["--columns"], value: .number(20...1000), placeholder: "N",
                help: "diagram and help width (default: the terminal's, else $COLUMNS, else 80)")
        case .keepGoing:
            .init(
                key: key, names: ["--keep-going"],
                help: "run every line even after an error (the exit status is still 1)")
        case .completion:
            .init(
                key: key, names: ["--completion"],
                value: .choice(CompletionScript.Shell.allCases.map(\.rawValue)),
                placeholder: "SHELL",
                help:
                    "print the completion script for bash, zsh or fish "
                    + "(bash: source <(gridtrainer --completion bash))")
        case .help: .init(key: key, names: ["-h", "--help"], help: "this text")
        case .version:
            .init(
                key: key, names: ["--version"],
                help: "the version, and where its Swift parser comes from")
        }
    }

    /// The `--help` text, wrapped at words to `width` columns.
    static func usage(width: Int) -> String {
        var lines = [
            FlagHelp.synopsis("usage: gridtrainer", ["[options]", "[FILE...]"], width: width),
            FlagHelp.synopsis(
                "      ", ["gridtrainer", "check", "[PATH...]", "[options]"], width: width),
            "",
        ]
        lines += FlagHelp.prose(
            [
                "Runs command files, then stops; with no files and a terminal, starts the "
                    + "interactive shell. 'gridtrainer check' lays every grid of a project out "
                    + "on every device ('gridtrainer check --help')."
            ], width: width)
        lines += FlagHelp.table(flags, width: width)
        lines += FlagHelp.prose(
            [
                "In files and -c, '#' starts a comment and ';' separates commands; a file name "
                    + "with spaces, ';' or '#' goes in \"quotes\" (or takes a backslash before "
                    + "each). The paths in a file are read from the file's folder.",
                "Exit status: 0 when every command succeeded, 1 after any error, 2 for a bad "
                    + "command line (and for --play without a terminal).",
            ], width: width)
        return lines.joined(separator: "\n")
    }

    /// `gridtrainer 0.1.0` and, on a second line, which Swift parser was compiled in.
    static var version: String {
        "gridtrainer \(versionNumber)\nSwift parser: \(ParserOrigin.description)"
    }

    /// A bad command line; the values quoted are rendered on one line (`SingleLine`).
    enum ParseError: Error, Equatable, CustomStringConvertible {
        case missingValue(String)
        /// The flag and the value given; the flag's declaration says what was expected.
        case badValue(String, String)
        case unknown(String)

        var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .badValue(let option, let value):
                "\(option): '\(SingleLine.render(value))' is not valid; "
                    + (Options.flags.first { $0.matches(option) }?.problem(with: value)
                        ?? "expected another value")
            case .unknown(let option): "unknown option '\(SingleLine.render(option))'; try --help"
            }
        }
    }

    static func parse(_ arguments: [String]) throws(ParseError) -> Options {
        var options = Options()
        var index = 0
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                options.files.append(argument)
                continue
            }
            if argument == "--" {
                onlyFiles = true
                continue
            }
            guard let flag = flags.first(where: { $0.matches(argument) }) else {
                throw .unknown(argument)
            }
            var text = ""
            if flag.value != .none {
                guard index < arguments.count else { throw .missingValue(argument) }
                text = arguments[index]
                index += 1
                if flag.problem(with: text) != nil { throw .badValue(argument, text) }
            }
            options.set(flag.key, text)
        }
        return options
    }

    /// Applies one flag whose value (if it takes one) was checked against its declaration.
    private mutating func set(_ key: Key, _ text: String) {
        switch key {
        case .command: commands.append(text)
        case .interactive: interactive = true
        case .play: play = text
        case .watch: watch = text
        case .json: json = true
        case .noColor: color = false
        case .columns: columns = Int(text)
        case .keepGoing: keepGoing = true
        case .completion: completion = CompletionScript.Shell(rawValue: text)
        case .help: help = true
        case .version: version = true
        }
    }
}
