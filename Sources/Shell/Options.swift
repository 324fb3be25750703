import Rendering
import Words

/// The command line: `gridtrainer [options] [FILE...]`.
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

    static let version = "gridtrainer 0.1.0"

    static let usage = """
        usage: gridtrainer [options] [FILE...]
               gridtrainer check [PATH...]   every grid of a project on every device \
        ('gridtrainer check --help')

        Runs command files, then stops; with no files and a terminal, starts the interactive \
        shell.
          -c 'CMD; CMD'    run commands from the argument (may be repeated)
          -i               stay interactive after the files and -c commands
          --play FILE      present a lesson step by step (keys: Enter next, b back, q leave; \
        'help play'),
                           then stay in the shell; needs a terminal
          --watch FILE     open a SwiftUI file's grid and redraw it whenever the file is saved \
        (Ctrl-C
                           stops, then the shell); needs a terminal
          --json           print results as JSON Lines
          --no-color       no ANSI colours (also when NO_COLOR is set)
          --columns N      diagram width (default: the terminal's, else $COLUMNS, else 80)
          --keep-going     run every line even after an error (the exit status is still 1)
          --help           this text
          --version        the version
        In files and -c, '#' starts a comment and ';' separates commands; a file name with
        spaces, ';' or '#' goes in "quotes" (or takes a backslash before each). The paths in a
        file are read from the file's folder.
        Exit status: 0 when every command succeeded, 1 after any error, 2 for a bad command line
        (and for --play without a terminal).
        """

    /// A bad command line; the values quoted are rendered on one line (`SingleLine`).
    enum ParseError: Error, Equatable, CustomStringConvertible {
        case missingValue(String)
        case badValue(String, String)
        case unknown(String)

        var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .badValue(let option, let value):
                "\(option): '\(SingleLine.render(value))' is not valid; expected a whole number"
                    + " from 20 to 1000"
            case .unknown(let option): "unknown option '\(SingleLine.render(option))'; try --help"
            }
        }
    }

    static func parse(_ arguments: [String]) throws(ParseError) -> Options {
        var options = Options()
        var index = 0
        func value(_ option: String) throws(ParseError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(option) }
            return arguments[index]
        }
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                options.files.append(argument)
            } else {
                switch argument {
                case "--": onlyFiles = true
                case "-c": options.commands.append(try value(argument))
                case "-i", "--interactive": options.interactive = true
                case "--json": options.json = true
                case "--no-color", "--no-colour": options.color = false
                case "--columns":
                    let text = try value(argument)
                    guard let columns = Int(text), (20...1000).contains(columns) else {
                        throw .badValue(argument, text)
                    }
                    options.columns = columns
                case "--keep-going": options.keepGoing = true
                case "--help", "-h": options.help = true
                case "--version": options.version = true
                case "--play": options.play = try value(argument)
                case "--watch": options.watch = try value(argument)
                default: throw .unknown(argument)
                }
            }
            index += 1
        }
        return options
    }
}
