import LayoutKernel

/// One enrolled spy: the seed's `GridInfo.Item`, a cell's id and the bounds its
/// `anchorPreference(.bounds)` reports — the frame of the view `.gridInfoId` is attached to,
/// which is the cell's content, not the slot the grid offered it.
package struct SpyCell: Hashable, Sendable {
    /// The id given to `.gridInfoId(_:)`: the cell's index, as in the seed's `ForEach`.
    package var id: Int
    /// The content's frame in the space of the view `.gridInfo` is attached to (the seed puts
    /// it on the `.frame(width:)` container, so x = 0 is the container's leading edge).
    package var bounds: Rect

    /// `CGRect.minX`.
    package var minX: Double { bounds.x }
    /// `CGRect.maxX`.
    package var maxX: Double { bounds.x + bounds.width }
}
