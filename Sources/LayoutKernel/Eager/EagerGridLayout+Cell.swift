extension EagerGridLayout {
    /// One cell's place, automatic empty cells included.
    public struct Cell: Hashable, Sendable {
        /// 0-based row.
        public internal(set) var row: Int
        /// 0-based column where the cell starts.
        public internal(set) var column: Int
        /// How many columns the cell covers.
        public internal(set) var span: Int
        /// An empty cell: declared (`Color.clear` with unsized axes) or added to pad a short row.
        public internal(set) var empty: Bool
        /// Added by the grid to pad a short row.
        public internal(set) var automatic: Bool
        /// The columns and row the cell occupies, spacing between spanned columns included.
        public internal(set) var slot: Rect
        /// Where its view sits in the slot, at the size it answers for the slot.
        public internal(set) var content: Rect
        /// What the cell was offered while the grid sized it (nil: unspecified); an automatic
        /// cell's is its slot.
        public internal(set) var offerWidth: Double?
        /// The height it was offered (nil: unspecified).
        public internal(set) var offerHeight: Double?
        /// Its answer to that offer (a width and a height).
        public internal(set) var answerWidth: Double
        /// The height of its answer.
        public internal(set) var answerHeight: Double
        /// The alignment in effect as a unit point, and the strongest level that set it.
        public internal(set) var alignment: UnitPoint
        /// `grid`, `row`, `column`, `column+row` or `cell anchor`.
        public internal(set) var alignmentSource: AlignmentSource

        /// Whether the content covers its slot exactly (to within the tolerance), so no
        /// alignment can move it.
        public var fillsSlot: Bool { content.isApproximately(slot) }
    }
}
