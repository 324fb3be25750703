/// ANSI colour per item, on terminals only (`--no-color` and `NO_COLOR` turn it off).
package struct Style {
    package var color: Bool

    package init(color: Bool) { self.color = color }

    static let palette = [
        "\u{1B}[36m", "\u{1B}[33m", "\u{1B}[35m", "\u{1B}[32m", "\u{1B}[34m", "\u{1B}[31m",
    ]

    package func item(_ index: Int, _ text: String) -> String {
        color ? Self.palette[index % Self.palette.count] + text + "\u{1B}[0m" : text
    }

    func warn(_ text: String) -> String { color ? "\u{1B}[31m" + text + "\u{1B}[0m" : text }
}
