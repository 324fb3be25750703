internal import SwiftSyntax

/// Where each line of a source starts, for turning a position in its tree into a 1-based line
/// and column (a column counts UTF-8 bytes, as compilers' do). A line ends at `\n`, `\r\n` or
/// a lone `\r`, as SwiftSyntax's own converter says.
///
/// Implementation note: made by one pass over the text's bytes. SwiftSyntax's
/// `SourceLocationConverter` walks the tree's pieces of text to find the same line ends, and
/// made for every file of a project it cost a tenth of `check`.
final class LineTable: Sendable {
    /// The UTF-8 offset where each line starts; the first is 0.
    private let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        var previous: UInt8 = 0
        var offset = 0
        for byte in text.utf8 {
            if byte == 10 {
                starts.append(offset + 1)
            } else if previous == 13 {
                starts.append(offset)  // the `\r` before this byte ended a line
            }
            previous = byte
            offset += 1
        }
        if previous == 13 { starts.append(offset) }
        self.starts = starts
    }

    /// The 1-based line and column of `position`.
    package func location(for position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        // The last line that starts at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
