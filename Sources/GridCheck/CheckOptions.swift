import GridModel
import SwiftSourceReader
import Words

/// `gridtrainer check [PATH…] [--devices all|NAME,…] [--orientation portrait|landscape|both]
/// [--format xcode|github|json] [--strict] [--quiet] [--notes]` (see shared/spec/check.md).
package struct CheckOptions: Equatable {
    /// How findings are printed: the conventions users already have.
    enum Format: String, CaseIterable, Equatable {
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
    var format: Format = .xcode
    /// Exit 1 when any warning was reported.
    var strict = false
    /// No progress line and no summary.
    var quiet = false
    /// Also the flags that are notes (slack, hidden alignment, order dependence, spans) and the
    /// assumptions.
    package var notes = false
    package var help = false

    /// `check --help` (and `help check`): the options, then every flag from `CheckFlag`.
    package static var usage: String {
        """
        usage: gridtrainer check [PATH...] [--devices all|NAME,...] \
        [--orientation portrait|landscape|both]
                                 [--format xcode|github|json] [--strict] [--quiet] [--notes]

        Lays every LazyVGrid, LazyHGrid and Grid of the Swift files under PATH (default: the current
        folder; every folder below it, skipping .build, DerivedData, Pods, Carthage, hidden folders
        and what .gitignore files exclude) out on every device, in both orientations, with the
        constants of their project, and reports what would break: one finding per grid and cause,
        one line each, naming the devices. A folder inside a project also reads the project around
        it for constants; several projects in one folder each use their own.
          --devices        all (default) or names from 'help devices', comma-separated
          --orientation    portrait, landscape or both (default)
          --format         xcode (default: FILE:LINE:COL: warning: ...), github (Actions
                           annotations), json (JSON Lines, then a summary object)
          --strict         exit 1 when any warning or error was reported, 2 when the budget of
                           \(ProjectFiles.Budget.standard.files) files or \
        \(ProjectFiles.Budget.standard.bytes >> 20) MB left files unread
          --notes          also report the notes marked * below
          --quiet          no progress line and no summary
        Flags (one finding per grid and cause, one line each):
        \(CheckWords.flagList.joined(separator: "\n"))
        A comment '// gridtrainer:ignore [FLAG...]' on a grid's line or the line above silences
        those flags of that grid (all without a FLAG), its skip included.
        Exit status: 0 when the run completed, 1 or 2 with --strict as above, 2 for bad arguments
        or a path that cannot be read.
        """
    }

    /// A bad command line, said as the one thing expected. The values quoted are the user's,
    /// rendered on one line with every control character escaped (`SingleLine`): an option's
    /// value can hold ESC or a newline and must not act on the terminal or forge a line.
    package enum ParseError: Error, Equatable, CustomStringConvertible {
        case needsValue(option: String)
        case badFormat(String)
        case badOrientation(String)
        case badDevice(String)
        case unknownOption(String)

        package var description: String {
            switch self {
            case .needsValue(let option): "\(SingleLine.render(option)) needs a value"
            case .badFormat(let text):
                "--format: '\(SingleLine.render(text))' is not a format; expected xcode, github"
                    + " or json"
            case .badOrientation(let text):
                "--orientation: '\(SingleLine.render(text))' is not one; expected portrait,"
                    + " landscape or both"
            case .badDevice(let name):
                "--devices: '\(SingleLine.render(name))' is not a device; expected all or names"
                    + " such as iphone-se,ipad (see 'help devices')"
            case .unknownOption(let option):
                "unknown option '\(SingleLine.render(option))'; try 'gridtrainer check --help'"
            }
        }
    }

    package static func parse(_ arguments: [String]) throws(ParseError) -> CheckOptions {
        var options = CheckOptions()
        var index = 0
        func value(_ option: String) throws(ParseError) -> String {
            guard index < arguments.count else {
                throw .needsValue(option: option)
            }
            index += 1
            return arguments[index - 1]
        }
        var onlyPaths = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            switch argument {
            case "--": onlyPaths = true
            case "--strict": options.strict = true
            case "--quiet", "-q": options.quiet = true
            case "--notes": options.notes = true
            case "--help", "-h": options.help = true
            case "--format":
                let text = try value(argument)
                guard let format = Format(rawValue: text) else { throw .badFormat(text) }
                options.format = format
            case "--orientation":
                let text = try value(argument)
                switch text {
                case "portrait": options.orientations = [.portrait]
                case "landscape": options.orientations = [.landscape]
                case "both": options.orientations = [.portrait, .landscape]
                default: throw .badOrientation(text)
                }
            case "--devices":
                options.devices = try devices(try value(argument))
            default: throw .unknownOption(argument)
            }
        }
        return options
    }

    private static func devices(_ text: String) throws(ParseError) -> [Device] {
        if text == "all" { return Device.all }
        var chosen: [Device] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let device = Device.named(name) else { throw .badDevice(String(name)) }
            if !chosen.contains(device) { chosen.append(device) }
        }
        return chosen
    }
}
