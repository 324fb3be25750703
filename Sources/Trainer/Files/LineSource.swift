/// A supply of lines: a file, a pipe, `-c`, or the line editor.
protocol LineSource {
    mutating func nextLine() -> (text: String?, error: String?)?
    var name: String? { get }
}
