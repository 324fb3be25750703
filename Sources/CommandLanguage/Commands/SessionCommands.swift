import GridModel

/// Commands about the session itself: history, files, help, leaving.
enum SessionCommands {
    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "open", usage: "open FILE.swift|FOLDER [N]",
            abstract:
                "Reads a SwiftUI source file (or a project folder) and loads its grid (grid N when "
                + "there are several; alone, it lists them).",
            discussion:
                "Every LazyVGrid, LazyHGrid and Grid in the file is found, with the paddings and "
                + "frames around it (kept as the source has them, on the session's screen: "
                + "'width' changes the screen, 'frame' and 'padding' the chain). Names the "
                + "file does not declare (Theme.spacing) are looked for in the other Swift "
                + "files of its project (the nearest folder with Package.swift, an .xcodeproj, "
                + ".git, or a Tuist or XcodeGen project), and the notes say which file gave each "
                + "value. A folder lists every grid of the Swift files below it, in the order "
                + "'check' reads them. What is read but not modelled is listed. "
                + "Undo takes it back."
                + " Its bounds (file size, nesting, evaluation steps): help limits.",
            families: .all,
            parse: { lexer throws(CommandError) in
                let path = try lexer.path(.file(.swiftFileOrFolder))
                guard let word = lexer.next() else { return .shell(.open(path, grid: nil)) }
                let number = try NumberParser.count(word, what: .count(.grid))
                guard number >= 1 else {
                    throw .language(.expected(.count(.grid), found: String(word)))
                }
                return .shell(.open(path, grid: number))
            },
            complete: { $0.arguments.isEmpty ? $0.swiftFiles : [] }),
        CommandSpec(
            name: "watch", usage: "watch FILE.swift [N]",
            abstract:
                "Opens a SwiftUI file's grid and reloads it whenever the file is saved, until "
                + "Ctrl-C.",
            discussion:
                "Checks the size and modification time of the file, and of the files that gave "
                + "its grid a value (the notes name them), a few times a second and redraws the "
                + "layout with the screen and settings kept. A save that does not read (a "
                + "half-written file) shows its error and keeps the last good layout. Ctrl-C "
                + "returns to the prompt with the last layout; undo takes the whole watch "
                + "back as one change. Needs the interactive shell; 'gridtrainer --watch "
                + "FILE' starts there.",
            families: .all,
            parse: { lexer throws(CommandError) in
                let path = try lexer.path(.file(.swiftFile))
                guard let word = lexer.next() else { return .shell(.watch(path, grid: nil)) }
                let number = try NumberParser.count(word, what: .count(.grid))
                guard number >= 1 else {
                    throw .language(.expected(.count(.grid), found: String(word)))
                }
                return .shell(.watch(path, grid: number))
            },
            complete: { $0.arguments.isEmpty ? $0.swiftFiles : [] }),
        CommandSpec(
            name: "paste", usage: "paste",
            abstract:
                "Reads SwiftUI code until it is complete and a blank line follows (or a line "
                + "'end'), and loads its grid.",
            discussion:
                "A whole view with a LazyVGrid, LazyHGrid or Grid loads as 'open' does; a "
                + "[GridItem] array alone (as 'code' prints it) replaces the items. Ctrl-C "
                + "abandons the paste and changes nothing."
                + " Its bounds: help limits.",
            families: .all, parse: { _ in .shell(.paste) }),
        CommandSpec(
            name: "save", usage: "save NAME",
            abstract: "Saves the whole model (kept in $XDG_STATE_HOME/gridtrainer/layouts).",
            discussion:
                "The screen, both grids with their chains in order, items, cells and their sizes, "
                + "the Grid's rows: 'load' gives back the same model.",
            families: .all,
            parse: { lexer throws(CommandError) in
                .shell(.save(try CommandParser.layoutName(&lexer)))
            }),
        CommandSpec(
            name: "load", usage: "load NAME",
            abstract:
                "Loads a saved layout (with its screen) or a preset (on the screen you have).",
            families: .all,
            parse: { lexer throws(CommandError) in
                .shell(.load(try CommandParser.layoutName(&lexer)))
            },
            complete: { $0.arguments.isEmpty ? $0.layouts : [] }),
        CommandSpec(
            name: "source", usage: "source FILE", abstract: "Runs a command file.",
            discussion:
                "Paths in the file (open, source, play, export) are read from the file's own "
                + "folder. A name with spaces goes in quotes or takes a backslash before each "
                + "space: source \"My Lessons/intro.grid\".",
            families: .all,
            parse: { lexer throws(CommandError) in
                .shell(.source(try lexer.pathToEnd(.file(.script))))
            },
            complete: { $0.arguments.isEmpty ? $0.files : [] }),
        CommandSpec(
            name: "undo", usage: "undo",
            abstract: "Takes back the last change.",
            discussion: "The last \(UndoLimits.capacity) changes are kept.",
            families: .all, parse: { _ in .undo }),
        CommandSpec(
            name: "redo", usage: "redo", abstract: "Redoes what undo took back.", families: .all,
            parse: { _ in .redo }),
        CommandSpec(
            name: "auto", usage: "auto [on|off]",
            abstract:
                "Whether the interactive shell reprints the layout after each line that changes "
                + "it; alone, toggles.",
            families: .all,
            parse: { lexer throws(CommandError) in
                guard let word = lexer.next() else { return .shell(.auto(nil)) }
                guard word == "on" || word == "off" else {
                    throw .language(.expected(.words(["on", "off"]), found: String(word)))
                }
                return .shell(.auto(word == "on"))
            },
            complete: { $0.arguments.isEmpty ? ["on", "off"] : [] }),
        CommandSpec(
            name: "help",
            usage: "help [COMMAND|fixed|flexible|adaptive|alignment|spacing|flags|assumptions]",
            abstract: "This help.",
            families: .all, parse: { lexer in .shell(.help(lexer.next().map(String.init))) },
            complete: { $0.arguments.isEmpty ? Help.subjects : [] }),
        CommandSpec(
            name: "quit", aliases: ["exit"], usage: "quit | exit",
            abstract: "Leaves the trainer (Ctrl-D too).", families: .all,
            parse: { _ in .shell(.quit) }),
    ]
}
