import LayoutKernel

/// Commands for lessons and experiments: checks, sweeps, comparisons, quizzes, presets.
enum TeachingCommands {
    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "sweep",
            usage:
                "sweep width A...B [step S] [--plot] | sweep N min|max|size|spacing A...B [step S] "
                + "[--plot]",
            abstract:
                "Lays the grid out across a range and lists the breakpoints where anything "
                + "changes.",
            discussion:
                "Ctrl-C stops it. In grid mode (the eager Grid) only 'sweep width' applies: its "
                + "breakpoints are where a column starts or stops keeping its widest cell, "
                + "and where the Grid starts or stops overflowing.",
            families: .all,
            parse: { lexer throws(CommandError) in .query(.sweep(try SweepSyntax.sweep(&lexer))) },
            complete: { context in
                switch context.arguments.count {
                case 0: ["width", "height"] + context.items
                case 1: ["min", "max", "size", "spacing"]
                default: ["step", "--plot"]
                }
            }),
        CommandSpec(
            name: "slide",
            usage:
                "slide width|height | slide spacing | slide cells | slide N min|max|size|spacing | "
                + "slide grid width",
            abstract:
                "A live slider: the arrow keys change the value and the diagram and widths redraw "
                + "at once (a terminal only).",
            discussion: "The status line says what each step changed (\"item 2: 3 → 4 tracks\")."
                + SlideSyntax.keyHelp,
            families: .all,
            parse: { lexer throws(CommandError) in .shell(.slide(try SlideSyntax.target(&lexer))) },
            complete: { context in
                switch context.arguments.count {
                case 0: ["width", "height", "spacing", "cells", "grid"] + context.items
                case 1:
                    context.arguments[0] == "grid"
                        ? ["width"]
                        : Int(context.arguments[0]) != nil ? ["min", "max", "size", "spacing"] : []
                default: []
                }
            }),
        CommandSpec(
            name: "compare", usage: "compare [undo|NAME]",
            abstract:
                "Which widths moved between a saved layout (or the one before the last change) and "
                + "now.",
            discussion: "With the eager Grid shown, its columns, rows and flags are compared.",
            families: .all,
            parse: { lexer throws(CommandError) in
                guard lexer.peek != nil else { return .query(.compare(nil)) }
                return .query(.compare(try CommandParser.layoutName(&lexer)))
            },
            complete: { $0.arguments.isEmpty ? $0.layouts + ["undo"] : [] }),
        CommandSpec(
            name: "expect",
            usage:
                "expect widths 70 57 57 | pass1 96 120 | tracks N | item N tracks K | item N width "
                + "W | grid G | origin O | flag CODE | no flag CODE | no flags | assumption "
                + "A1 | columns W… | rows H… | columncount N | size WxH | cell R C "
                + "slot|content X Y W H",
            abstract:
                "Checks the layout (lessons and scripts); a failed check prints expected and "
                + "actual and counts as an error.",
            discussion:
                "LazyVGrid/LazyHGrid: widths (the drawn tracks), pass1 (each item in pass 1), "
                + "tracks, item N tracks|width, grid (its size), origin (where it starts), "
                + "flag, no flag, no flags, assumption. Eager Grid: columns (the column "
                + "widths), rows (the row heights), columncount, size (the grid's width x "
                + "height), cell R C slot|content X Y W H (the cell starting at row R, column "
                + "C). Numbers match as they print (two decimals).",
            families: .all,
            parse: { lexer throws(CommandError) in
                .query(.expect(try ExpectationSyntax.expectation(&lexer)))
            },
            complete: { context in
                if context.arguments.isEmpty { return ExpectationSyntax.expectations }
                switch context.arguments.last {
                case "flag": return Diagnostic.Code.allCases.map(\.rawValue)
                case "no": return ["flags", "flag"]
                default: return []
                }
            }),
        CommandSpec(
            name: "quiz", usage: "quiz [N]",
            abstract:
                "Predict, then reveal: shows a grid and three candidate answers, reads yours from "
                + "the next line, then explains.",
            discussion:
                "Quizzes 1–14 are LazyVGrids, 15–16 LazyHGrids, 17–19 eager Grids; 'quiz' alone "
                + "asks the next one. Answer with a letter or the sizes as shown; a typo or a "
                + "letter with no choice asks again (three tries, then the answer is shown); "
                + "an empty line reveals; Ctrl-C or Ctrl-D leaves the quiz with nothing "
                + "revealed. After each answer: the score, the explanation, and the quiz's "
                + "grid loaded to play with ('undo' goes back).",
            families: .all,
            parse: { lexer throws(CommandError) in
                guard let word = lexer.next() else { return .shell(.quiz(nil)) }
                return .shell(.quiz(try NumberParser.count(word, what: .count(.quiz))))
            }),
        CommandSpec(
            name: "devices", usage: "devices [--landscape|--all]",
            abstract:
                "Lays the grid out on every device of 'help devices' (portrait; --landscape; --all "
                + "for both), one line each.",
            discussion:
                "Each device becomes the screen (a LazyVGrid and the Grid use its width, a "
                + "LazyHGrid its height); the paddings and frames stay, so the grid is "
                + "offered what they leave, and a frame wider than the screen is said. Lines "
                + "marked ! overflow or squeeze an item. --json gives one object per device.",
            families: .all,
            parse: { lexer throws(CommandError) in
                guard let word = lexer.next() else { return .query(.devices(.portrait)) }
                switch word {
                case "--landscape", "landscape": return .query(.devices(.landscape))
                case "--all", "all": return .query(.devices(.all))
                case "--portrait", "portrait": return .query(.devices(.portrait))
                default:
                    throw .language(
                        .expected(.words(["--landscape", "--all"]), found: String(word)))
                }
            },
            complete: { $0.arguments.isEmpty ? ["--landscape", "--all"] : [] }),
        CommandSpec(
            name: "spies", usage: "spies",
            abstract:
                "What the seed's GridInfo spies (\"An Army of Spies\") report from the cells' "
                + "frames, next to the trainer's numbers.",
            discussion: """
                The seed article reads every cell's frame through an anchor preference and \
                derives columnCount, columnWidth(i), spacing(i) and cellWidth(id) from them. \
                Those frames are the cells' contents, not their slots, so the spies agree with \
                the trainer only while every cell fills its slot: a cell narrower than its slot \
                shows up in columnWidth(i) and spacing(i). The report lists both sets of numbers \
                and says where and why they differ.
                """,
            families: .lazy, parse: { _ in .query(.spies) }),
        CommandSpec(
            name: "play", usage: "play [LESSON]",
            abstract:
                "Presents a lesson one step at a time: narration, then the command as if typed, "
                + "then its output.",
            discussion: """
                LESSON is a lesson file, or the name or number of an installed lesson ('play 6', \
                'play objcio-quiz'); alone, 'play' lists them (as 'lessons' does).
                Keys:
                  Space, →, n, Enter  the next step
                  ←, p, b             back one step: what the step did is undone exactly
                  ↓, ↑                scroll a step taller than the screen one line
                  PgDn, PgUp          scroll it a screen; the status line says which lines \
                are shown, and a line above and below says how many more there are
                  r                   run the step again
                  N Enter             jump to step N (back or forward)
                  Home, End           the first or the last step
                  q, Esc, Ctrl-C      leave
                The lesson plays in a fresh trainer on your screen (an empty grid, no history), as \
                'export html' runs it, and your session comes back as it was when you leave or \
                the lesson ends. A lesson whose first line is '# [continue session]' plays on \
                your session instead, and leaves it as the lesson left it ('undo' takes its \
                changes back).
                A '#' comment block is narration for the command after it; the lesson's opening \
                block is a step of its own (its title), and so is a block followed by a blank \
                line or an 'expect'. 'expect' lines run silently and say something only when \
                they fail. A step that runs nothing but is checked (a reveal: narration followed \
                by 'expect' lines) shows the grid as it stands, and so does a command that \
                printed nothing; a step taller than the screen opens on \
                what its narration points at. A narration line '# [hold flags]' keeps the \
                step's flags back until the next step, so they do not answer the question the \
                narration asks. Needs a terminal; to run a lesson as a script: gridtrainer FILE.
                """,
            families: .all,
            parse: { lexer throws(CommandError) in
                guard lexer.peek != nil else { return .shell(.play(nil)) }
                return .shell(.play(try lexer.pathToEnd(.file(.lessonToPlay))))
            },
            complete: { $0.arguments.isEmpty ? $0.lessons : [] }),
        CommandSpec(
            name: "lessons", usage: "lessons",
            abstract: "Lists the lessons that come with the trainer, with their titles.",
            discussion: """
                Each is played by its number or name ('play 6') or run as a script \
                ('gridtrainer FILE'). They are looked for in $(PREFIX)/share/gridtrainer/lessons \
                next to the installed program ('make install'), in a 'lessons' folder beside \
                it, then in the 'examples' folder of the repository it was built in; \
                $GRIDTRAINER_LESSONS names another folder.
                """,
            families: .all,
            parse: { _ in .shell(.lessons) }),
        CommandSpec(
            name: "presets", usage: "presets",
            abstract: "Lists the built-in layouts and your saved ones.", families: .all,
            parse: { _ in .query(.presets) }),
    ]
}
