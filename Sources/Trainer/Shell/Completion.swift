import LayoutKernel

/// TAB completion: command names, then the words each command's registry entry offers next.
enum Completion {
    /// Candidates for the word being typed, given the words before it.
    static func candidates(
        before: [Substring], prefix: Substring, session: Session, layouts: [String]
    ) -> [String] {
        let words: [String]
        if let name = before.first {
            guard let spec = CommandRegistry.spec(named: name) else { return [] }
            let context = CompletionContext(
                arguments: Array(before.dropFirst()),
                items: session.grid.items.indices.map { String($0 + 1) },
                rows: session.eager.rows.indices.map { String($0 + 1) }, layouts: layouts,
                lessons: lessonFiles(), swiftFiles: swiftFiles(),
                axis: session.grid.axis)
            words = spec.complete(context)
        } else {
            words = CommandRegistry.names
        }
        // Each word once, even when two sources offer it.
        return Set(words.filter { $0.hasPrefix(prefix) }).sorted()
    }

    /// `*.grid` files in the current directory and in `examples/`.
    static func lessonFiles() -> [String] {
        let here = System.entries(".").filter { $0.hasSuffix(".grid") }
        let examples = System.entries("examples").filter { $0.hasSuffix(".grid") }.map {
            "examples/" + $0
        }
        return here + examples
    }

    /// Swift files here and in `examples/swift/`, for `open`.
    static func swiftFiles() -> [String] {
        System.entries(".").filter { $0.hasSuffix(".swift") }
            + System.entries("examples/swift").filter { $0.hasSuffix(".swift") }.map {
                "examples/swift/" + $0
            }
    }

    /// The longest prefix all candidates share.
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
