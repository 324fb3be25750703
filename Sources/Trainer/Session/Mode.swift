/// Which model the commands edit and show.
enum Mode: String, Equatable {
    case lazy, eager
}

extension Mode {
    /// The shell's prompt for this mode: `lazy> ` (LazyVGrid/LazyHGrid) or `grid> ` (the eager
    /// Grid), so a command of the other family is no surprise. Handouts show the same prompt.
    var prompt: String {
        switch self {
        case .lazy: "lazy> "
        case .eager: "grid> "
        }
    }
}
