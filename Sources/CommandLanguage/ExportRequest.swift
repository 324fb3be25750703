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

extension ExportRequest {
    /// The request with its file names read by `resolve` (from a command file's folder).
    package func resolved(_ resolve: (String) -> String) -> ExportRequest {
        switch self {
        case .svg(let target, let scale): .svg(target.resolved(resolve), scale: scale)
        case .json(let target): .json(target.resolved(resolve))
        case .swift(let target): .swift(target.resolved(resolve))
        case .html(let lesson, let target): .html(lesson: resolve(lesson), target.resolved(resolve))
        }
    }
}

extension ExportTarget {
    /// The file name read by `resolve`; standard output stays.
    package func resolved(_ resolve: (String) -> String) -> ExportTarget {
        switch self {
        case .standardOutput: .standardOutput
        case .file(let path): .file(resolve(path))
        }
    }
}
