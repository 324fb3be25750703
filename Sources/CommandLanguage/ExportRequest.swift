/// `export FORMAT …`: what to write, and where.
package enum ExportRequest: Equatable {
    /// The layout as a picture; `scale` multiplies its size (the viewBox stays in points).
    case svg(ExportTarget, scale: Double)
    /// What `--json show` prints.
    case json(ExportTarget)
    /// What `code` prints.
    case swift(ExportTarget)
    /// A lesson run in a fresh trainer, one section per step, as a handout page.
    case html(lesson: String, ExportTarget)
}

/// A file name, or `-` for standard output.
package enum ExportTarget: Equatable {
    case standardOutput
    case file(String)
}
