/// Where a line came from, for `file:line: error:` messages.
struct Location {
    var file: String?
    var line: Int

    var prefix: String { file.map { "\($0):\(line): " } ?? "" }
}
