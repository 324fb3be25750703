import LayoutKernel
import Words

/// Commands that take the layout or a whole lesson out of the trainer: pictures for slides,
/// JSON and Swift for other tools, an HTML handout.
enum ExportCommands {
    static let formats = ["svg", "json", "swift", "html"]
    /// The picture's scale: 1 point = 1 px at 1; a bigger scale only enlarges the picture.
    static let scales: ClosedRange<Double> = 0.1...10

    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "export",
            usage:
                "export svg FILE|- [scale N] | export json FILE|- | export swift FILE|- | export "
                + "html LESSON.grid FILE|-",
            abstract:
                "Writes the layout as a picture, JSON or Swift, or a whole lesson as an HTML "
                + "handout; - is standard output.",
            discussion: """
                Formats:
                  svg    the layout as a standalone picture: the screen, what is offered, the \
                grid, the items, the tracks with their widths, the spacings, the cells placed by \
                alignment, overflow past the edges, the flags under it; 1 point = 1 px, 'scale \
                N' (0.1 to 10) multiplies the size; eager Grids too
                  json   what '--json show' prints: one JSON object with every number of the layout
                  swift  what 'code' prints: SwiftUI source whose array pastes back
                  html   runs LESSON.grid in a fresh trainer (your model is left alone) and \
                writes one page, one section per step: its narration (the '#' lines before the \
                command), the command, and what it showed: the picture after a change or \
                'show', else the text; no scripts, nothing fetched, so it prints and mails as it is
                Files are written whole or not at all (a temporary file beside it, then renamed), \
                never through a symbolic link; the directory must exist.
                """,
            families: .all,
            parse: { lexer throws(CommandError) in .shell(.export(try request(&lexer))) },
            complete: { context in
                switch (context.arguments.first, context.arguments.count) {
                case (_, 0): formats
                case ("svg", 1), ("json", 1), ("swift", 1): ["-"]
                case ("svg", 2): ["scale"]
                case ("html", 1): context.lessons
                case ("html", 2): ["-"]
                default: []
                }
            })
    ]

    package static func request(_ lexer: inout Lexer) throws(CommandError) -> ExportRequest {
        let format = try lexer.require(.form(.format))
        switch format {
        case "svg":
            let target = try target(&lexer)
            var scale = 1.0
            if let word = lexer.next() {
                guard word == "scale" else {
                    throw .language(.unexpected(String(word), after: .exportFile))
                }
                let value = try NumberParser.parse(
                    try lexer.require(.number(.scale)), what: .number(.scale))
                guard scales.contains(value) else {
                    throw .language(.outOfRange(value, expected: .number(.scale)))
                }
                scale = value
            }
            return .svg(target, scale: scale)
        case "json": return .json(try target(&lexer))
        case "swift": return .swift(try target(&lexer))
        case "html":
            let lesson = try lexer.path(.file(.lessonToExport))
            guard lesson != "-" else {
                throw .language(.expected(.file(.lessonToExport), found: "-"))
            }
            return .html(lesson: lesson, try target(&lexer))
        default:
            throw .language(.expected(.form(.format), found: String(format)))
        }
    }

    /// A file name or `-`.
    private static func target(_ lexer: inout Lexer) throws(CommandError) -> ExportTarget {
        let word = try lexer.path(.file(.output))
        return word == "-" ? .standardOutput : .file(word)
    }
}
