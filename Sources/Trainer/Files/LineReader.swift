/// Reads lines from a file descriptor as raw bytes, so that files and pipes get the same
/// checks: invalid UTF-8 and over-long lines become clear errors instead of silent repairs.
struct LineReader {
    enum Line {
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

    init(fd: Int32) {
        self.fd = fd
        owned = false
    }

    /// Opens a regular file (a FIFO, device or directory is refused before anything is read).
    init(path: String) throws(System.OpenError) {
        fd = try System.openRegularFile(path)
        owned = true
    }

    func close() {
        if owned { System.close(fd) }
    }

    /// The next line without its newline, or nil at the end of input. Lines are slices of
    /// the buffer, which is never changed once read (a new one is made for the next chunk):
    /// a line handed out stays valid, and costs no copy.
    mutating func next() -> Line? {
        while true {
            if let newline = Self.newline(in: buffer, from: start) {
                let bytes = buffer[start..<newline]
                start = newline + 1
                return Self.decode(bytes)
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

    private func read() -> [UInt8]? { System.read(fd, capacity: 65536) }

    /// The index of the first newline at or after `start`, scanned in place.
    private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            var index = start
            while index < bytes.count {
                if bytes[index] == 10 { return index }
                index += 1
            }
            return nil
        }
    }

    private static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in buffer { high |= byte }
        return high < 0x80
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> Line {
        var bytes = bytes
        if bytes.last == 13 { bytes = bytes.dropLast() }
        if bytes.count > Limits.lineLength { return .tooLong(bytes.count) }
        // ASCII (nearly every line of a script) is valid UTF-8 as it is; the general check, which
        // builds a String, is only for the rest.
        let valid = bytes.withUnsafeBufferPointer { buffer in
            isASCII(buffer) || String(validating: buffer, as: UTF8.self) != nil
        }
        return valid ? .text(bytes) : .invalidUTF8
    }
}
