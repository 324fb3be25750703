import GridModel
import SystemInterface

/// Reads lines from a file descriptor as raw bytes, so that files and pipes get the same
/// checks: invalid UTF-8 and over-long lines become clear errors instead of silent repairs.
struct LineReader {
    package enum Line {
        /// A line's bytes, known to be UTF-8.
        case text(ArraySlice<UInt8>)
        case invalidUTF8
        case tooLong(Int)
    }

    private let fd: Int32
    private let owned: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEOF = false
    /// Bytes that may still be read (nil: no bound, a script or a pipe).
    private var remaining: Int?
    /// Whether the input held more than the bound (`byteLimit`): the reader ended there.
    private(set) var overLimit = false

    init(fd: Int32) {
        self.fd = fd
        owned = false
    }

    /// Opens a regular file (a FIFO, device or directory is refused before anything is read);
    /// with a `byteLimit`, at most that many bytes are read, and `overLimit` says whether the
    /// file held more (it can grow after its size was checked).
    init(path: String, byteLimit: Int? = nil) throws(System.OpenError) {
        fd = try System.openRegularFile(path)
        owned = true
        remaining = byteLimit
    }

    /// The file's size when it was opened, nil for a pipe or when it cannot be asked.
    package var size: Int? { owned ? System.size(of: fd) : nil }

    package func close() {
        if owned { System.close(fd) }
    }

    /// The next line without its newline, or nil at the end of input. Lines are slices of
    /// the buffer, which is never changed once read (a new one is made for the next chunk):
    /// a line handed out stays valid, and costs no copy.
    package mutating func next() -> Line? {
        while true {
            if let (newline, ascii) = Self.newline(in: buffer, from: start) {
                // Without its newline, and without a CR before it (a Windows line end).
                let end = newline > start && buffer[newline - 1] == 13 ? newline - 1 : newline
                let line = start
                start = newline + 1
                guard end - line <= Limits.lineLength else { return .tooLong(end - line) }
                return ascii || Self.isUTF8(buffer[line..<end])
                    ? .text(buffer[line..<end]) : .invalidUTF8
            }
            if atEOF {
                guard start < buffer.count else { return nil }
                let bytes = buffer[start...]
                start = buffer.count
                return Self.decode(bytes)
            }
            if buffer.count - start > Limits.lineLength * 4 {
                // Skip the rest of an enormous line without holding it all in memory.
                var length = buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
                while let chunk = read(), !chunk.isEmpty {
                    // A source without newlines (/dev/zero) must not be read forever.
                    if length > Limits.skippedLineBytes {
                        atEOF = true
                        return .tooLong(length)
                    }
                    if let newline = chunk.firstIndex(of: 10) {
                        length += newline
                        buffer = Array(chunk[(newline + 1)...])
                        return .tooLong(length)
                    }
                    length += chunk.count
                }
                atEOF = true
                return .tooLong(length)
            }
            guard let chunk = read(), !chunk.isEmpty else {
                atEOF = true
                continue
            }
            buffer = start == buffer.count ? chunk : Array(buffer[start...]) + chunk
            start = 0
        }
    }

    private mutating func read() -> [UInt8]? {
        guard let left = remaining else { return System.read(fd, capacity: 65536) }
        guard left > 0 else {
            // One byte more says whether the file goes on past the bound.
            overLimit = System.read(fd, capacity: 1) != nil
            return nil
        }
        let chunk = System.read(fd, capacity: min(65536, left))
        remaining = left - (chunk?.count ?? 0)
        return chunk
    }

    /// The index of the first newline at or after `start`, scanned in place, and whether the
    /// bytes before it are all ASCII (found in the same pass).
    private static func newline(in buffer: [UInt8], from start: Int) -> (index: Int, ascii: Bool)? {
        var high: UInt8 = 0
        for index in start..<buffer.count {
            let byte = buffer[index]
            if byte == 10 { return (index, high < 0x80) }
            high |= byte
        }
        return nil
    }

    /// A line found at the end of input (without a newline): checked as `next` checks lines.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> Line {
        var bytes = bytes
        if bytes.last == 13 { bytes = bytes.dropLast() }
        if bytes.count > Limits.lineLength { return .tooLong(bytes.count) }
        return isUTF8(bytes) ? .text(bytes) : .invalidUTF8
    }

    /// Whether `bytes` are UTF-8 (ASCII at once; `ByteScan` fences the buffer it reads).
    private static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool { ByteScan.isUTF8(bytes) }
}
