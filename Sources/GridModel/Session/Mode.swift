/// Which model the commands edit and show.
package enum Mode: String, Equatable {
    case lazy, eager
}

extension Mode {
    /// The shell's prompt for this mode: `lazy> ` (LazyVGrid/LazyHGrid) or `grid> ` (the eager
    /// Grid), so a command of the other family is no surprise. Handouts show the same prompt.
    package var prompt: String {
        switch self {
        case .lazy: "lazy> "
        case .eager: "grid> "
        }
    }
}
