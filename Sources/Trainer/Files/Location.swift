/// Where a command came from, for `file:line: error:` and `file:line:col: error:` messages.
struct Location {
    var file: String?
    var line: Int
    /// The byte column where the command starts, for a line of several `;`-separated commands
    /// (compilers count columns in bytes too); nil for a line of one command.
    var column: Int? = nil

    var prefix: String {
        guard let file else { return "" }
        return column.map { "\(file):\(line):\($0): " } ?? "\(file):\(line): "
    }
}
