/// Fixed-width columns for tables and diagrams.
extension String {
    /// Left-aligned in a field of `width` characters (never truncated).
    package func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    /// Right-aligned in a field of `width` characters (never truncated).
    package func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
