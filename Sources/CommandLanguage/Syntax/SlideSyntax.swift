/// `slide width|height`, `slide spacing`, `slide cells`, `slide N min|max|size|spacing`,
/// `slide grid width`.
package enum SlideSyntax {
    /// What `slide` takes.
    package static let expected: Expected = .words([
        "width", "height", "spacing", "cells", "an item number", "'grid width'",
    ])

    package static func target(_ lexer: inout Lexer) throws(CommandError) -> SlideTarget {
        let first = try lexer.require(expected)
        switch first {
        case "width", "height": return .lazy(.proposed)
        case "spacing": return .lineSpacing
        case "cells": return .cells
        case "grid":
            let word = try lexer.require(.form(.gridWidth))
            guard word == "width" else {
                throw .language(.expected(.form(.gridWidth), found: String(word)))
            }
            return .eagerWidth
        default:
            guard let number = try? NumberParser.count(first, what: expected), number >= 1 else {
                throw .language(.expected(expected, found: String(first)))
            }
            let field = try lexer.require(.words(SweepSyntax.itemFields))
            switch field {
            case "min": return .lazy(.minimum(item: number))
            case "max": return .lazy(.maximum(item: number))
            case "size": return .lazy(.size(item: number))
            case "spacing": return .lazy(.spacing(item: number))
            default:
                throw .language(
                    .expected(.words(SweepSyntax.itemFields), found: String(field)))
            }
        }
    }

    /// The keys, for `help slide`.
    package static let keys = [
        ("← →", "change the value by 1"),
        ("Shift-← Shift-→ or [ ]", "change it by 10"),
        ("n p", "jump to the next or previous breakpoint that 'sweep' would list"),
        ("Enter", "keep the value: one change, which 'undo' takes back"),
        ("Esc or Ctrl-C", "put the old value back"),
    ]

    /// The keys as `help slide` lists them.
    static var keyHelp: String {
        "\nKeys:\n" + keys.map { "  \($0.0.padding(24))\($0.1)" }.joined(separator: "\n")
    }

    /// One line for the slider's status.
    package static let keyLine =
        "←/→ ±1 · Shift-←/→ or [ ] ±10 · n/p breakpoint · Enter keeps · Esc cancels"
}
