/// An eager `Grid { GridRow { ... } }` in a container: sized by its cells, in two dimensions.
public struct EagerGrid: Hashable, Sendable {
    /// The Grid's children, top to bottom.
    public var rows: [EagerRow]
    /// The container's width: a screen, a window, or `.frame(width:)` around everything else.
    public var container: Double
    /// The container's height; nil offers the grid an unspecified height (a vertical
    /// `ScrollView`, `.fixedSize()`).
    public var containerHeight: Double?
    /// Whether the grid is offered an unspecified width (`ScrollView(.horizontal)`), whatever
    /// the container's width.
    public var unspecifiedWidth: Bool
    /// Paddings and frames between the container and the Grid, outside in.
    public var chain: ContainerChain
    /// `Grid(alignment:)`; center by default.
    public var alignment: ItemAlignment
    /// `Grid(horizontalSpacing:)`; nil: 8 between views, 0 beside a Spacer (measured).
    public var horizontalSpacing: Double?
    /// `verticalSpacing:`; nil as for `horizontalSpacing`.
    public var verticalSpacing: Double?

    /// The spacing SwiftUI puts between two views when the Grid's is nil (measured: 8).
    public static let defaultSpacing: Double = 8

    /// The most columns one cell may span: larger spans are refused, so the column count can
    /// neither overflow nor need an absurd allocation.
    public static let largestSpan = 10_000

    /// A Grid with SwiftUI's defaults, in a container `proposed` wide of unspecified height.
    public init(
        rows: [EagerRow] = [], proposed: Double = 400, containerHeight: Double? = nil,
        unspecifiedWidth: Bool = false, alignment: ItemAlignment = .center,
        horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        chain: ContainerChain = ContainerChain()
    ) {
        self.rows = rows
        self.container = proposed
        self.containerHeight = containerHeight
        self.unspecifiedWidth = unspecifiedWidth
        self.chain = chain
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The width the chain leaves of the container (what the Grid is offered when its width
    /// is specified).
    public var proposed: Double { chain.offered(container: container, along: .vertical) }

    /// The width the Grid is offered: nil when unspecified.
    public var offeredWidth: Double? { unspecifiedWidth ? nil : proposed }

    /// The height the Grid is offered: the container's height less the chain, or nil.
    public var offeredHeight: Double? {
        containerHeight.map { chain.offered(container: $0, along: .horizontal) }
    }

    /// Validates, then sizes the grid by its cells.
    public func layout() throws(LayoutError) -> EagerGridLayout {
        try validate()
        return EagerGridLayout(grid: self)
    }
}
