import GridModel
import Words

/// `gridtrainer check [PATH…] [--devices all|NAME,…] [--orientation portrait|landscape|both]
/// [--format xcode|github|json] [--strict] [--quiet] [--notes]` (see shared/spec/check.md).
struct CheckOptions: Equatable {
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
    package var format: Format = .xcode
    /// Exit 1 when any warning was reported.
    var strict = false
    /// No progress line and no summary.
    var quiet = false
    /// Also the flags that are notes (slack, hidden alignment, order dependence, spans).
    package var notes = false
    package var help = false

    static let usage = """
        usage: gridtrainer check [PATH...] [--devices all|NAME,...] \
        [--orientation portrait|landscape|both]
                                 [--format xcode|github|json] [--strict] [--quiet] [--notes]

        Lays every LazyVGrid, LazyHGrid and Grid of the Swift files under PATH (default: the current
        folder) out on every device, in both orientations, with the constants of their project, and
        reports what would break: one finding per grid and flag, naming the devices.
          --devices        all (default) or names from 'help devices', comma-separated
          --orientation    portrait, landscape or both (default)
          --format         xcode (default: FILE:LINE:COL: warning: ...), \
        github (Actions annotations), json (JSON Lines)
          --strict         exit 1 when any warning was reported
          --notes          also report slack, hidden-alignment, order-dependent, span-columns and
                           the assumptions (A1…A8, G1…G5) the numbers rest on
          --quiet          no progress line and no summary
        A comment '// gridtrainer:ignore [FLAG...]' on a grid's line or the line above silences it.
        Exit status: 0 when the run completed, 1 with --strict after a warning, 2 for bad arguments.
        """

    /// A bad command line, said as the one thing expected.
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    package static func parse(_ arguments: [String]) throws(ParseError) -> CheckOptions {
        var options = CheckOptions()
        var index = 0
        func value(_ option: String) throws(ParseError) -> String {
            guard index < arguments.count else {
                throw ParseError(description: "\(option) needs a value")
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
                guard let format = Format(rawValue: text) else {
                    throw ParseError(
                        description:
                            "--format: '\(text)' is not a format; expected xcode, github or json")
                }
                options.format = format
            case "--orientation":
                let text = try value(argument)
                switch text {
                case "portrait": options.orientations = [.portrait]
                case "landscape": options.orientations = [.landscape]
                case "both": options.orientations = [.portrait, .landscape]
                default:
                    throw ParseError(
                        description:
                            "--orientation: '\(text)' is not one; expected portrait, "
                            + "landscape or both"
                    )
                }
            case "--devices":
                options.devices = try devices(try value(argument))
            default:
                throw ParseError(
                    description: "unknown option '\(argument)'; try 'gridtrainer check --help'")
            }
        }
        return options
    }

    private static func devices(_ text: String) throws(ParseError) -> [Device] {
        if text == "all" { return Device.all }
        var chosen: [Device] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let device = Device.named(name) else {
                throw ParseError(
                    description:
                        "--devices: '\(name)' is not a device; expected all or names such as "
                        + "iphone-se,ipad (see 'help devices')"
                )
            }
            if !chosen.contains(device) { chosen.append(device) }
        }
        return chosen
    }
}
