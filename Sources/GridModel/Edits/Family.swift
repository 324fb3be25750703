/// Which grid family a command applies to. The runner refuses a command whose family is not
/// the one shown, with the command's own hint when it has one.
package enum Family: Equatable {
    /// LazyVGrid / LazyHGrid only.
    case lazy
    /// The eager Grid only.
    case eager
    /// Either.
    case both

    /// Whether a command of this family runs while `mode` is shown.
    package func allows(_ mode: Mode) -> Bool {
        switch (self, mode) {
        case (.both, _), (.lazy, .lazy), (.eager, .eager): true
        case (.lazy, .eager), (.eager, .lazy): false
        }
    }
}
