/// Where a command came from, for `file:line: error:` and `file:line:col: error:` messages.
package struct Location: Equatable, Sendable {
    package var file: String?
    package var line: Int
    /// The byte column where the command starts, for a line of several `;`-separated commands
    /// (compilers count columns in bytes too); nil for a line of one command.
    package var column: Int? = nil

    package init(file: String?, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    package var prefix: String {
        guard let file else { return "" }
        return column.map { "\(file):\(line):\($0): " } ?? "\(file):\(line): "
    }
}
