import LayoutKernel

@testable import Words

/// Lazy grids for the tests of the kernel's words, written as the kernel's own tests write
/// them (`flexible(min: 50)`), and the words of what they lay out.
enum KernelGrid {
    static func fixed(_ size: Double, spacing: Double? = nil) -> GridItem {
        GridItem(.fixed(size), spacing: spacing)
    }

    static func flexible(min: Double = 10, max: Double = .infinity, spacing: Double? = nil)
        -> GridItem
    {
        GridItem(.flexible(minimum: min, maximum: max), spacing: spacing)
    }

    static func adaptive(_ min: Double, max: Double = .infinity) -> GridItem {
        GridItem(.adaptive(minimum: min, maximum: max))
    }

    /// The grid laid out with its trace.
    static func layout(_ items: [GridItem], _ proposed: Double, axis: GridAxis = .vertical)
        throws -> LazyGridLayout
    {
        try LazyGrid(axis: axis, items: items, proposed: proposed).layout(tracing: true)
    }

    /// The messages of the flags with `code`, in the kernel's order.
    static func messages(_ grid: LazyGrid, _ code: Diagnostic.Code) throws -> [String] {
        try grid.layout().diagnostics().filter { $0.code == code }.map(DiagnosticText.message)
    }

    static func messages(_ items: [GridItem], _ proposed: Double, _ code: Diagnostic.Code) throws
        -> [String]
    {
        try messages(LazyGrid(items: items, proposed: proposed), code)
    }

    /// The trace in words.
    static func steps(_ layout: LazyGridLayout) -> [String] {
        layout.trace.map { TraceStepText.sentence($0, on: layout.grid.axis) }
    }
}
