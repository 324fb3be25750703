extension SwiftCode {
    /// The layout `code` writes for the trainer's `half` cell, and the name the Swift reader
    /// reads back as `half` (`GridTrainerHalf { … }` with no frame or padding of its own).
    package static let halfName = "GridTrainerHalf"

    /// A `Layout` that answers half the width it is offered (20 when it is unspecified) and 10
    /// high, as the measured `half` view does; appended to the code when a cell is `half`.
    static var halfLayout: [String] {
        [
            "",
            // Two short lines: `code` wraps what is wider than the terminal (60 columns or
            // more), and a comment's wrapped rest would not be a comment.
            "/// The trainer's `half`: half the width offered",
            "/// (20 when unspecified), 10 tall.",
            "struct \(halfName): Layout {",
            "    func sizeThatFits(",
            "        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()",
            "    ) -> CGSize {",
            "        CGSize(width: (proposal.width ?? 40) / 2, height: 10)",
            "    }",
            "",
            "    func placeSubviews(",
            "        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,",
            "        cache: inout ()",
            "    ) {",
            "        for subview in subviews {",
            "            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))",
            "        }",
            "    }",
            "}",
        ]
    }
}
