import Foundation

/// External checkers the export tests use when they are installed.
enum ExternalTool {
    /// The executable `name` on PATH, if any.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments`; its exit status and what it wrote to stderr.
    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh file path in the temporary directory.
    static func temporaryFile(_ name: String) -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gridtrainer-export-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name)
    }
}

/// What an SVG's `<text>` elements say, with their class, entities decoded.
struct SVGTexts {
    struct Entry {
        var className: String?
        var content: String
        var attributes: [String: String]
    }

    let entries: [Entry]

    init(_ svg: String) {
        entries = SVGElements.all("text", in: svg).map { Entry(className: $0.attributes["class"], content: $0.content, attributes: $0.attributes) }
    }

    /// The contents of texts of class `name`, in document order.
    func of(_ name: String) -> [String] { entries.filter { $0.className == name }.map(\.content) }
    /// Every text, joined with newlines.
    var all: String { entries.map(\.content).joined(separator: "\n") }
}

/// A crude reader of the flat SVG the renderer writes (no nesting inside the elements read).
enum SVGElements {
    struct Element {
        var attributes: [String: String]
        var content: String
    }

    static func all(_ tag: String, in svg: String) -> [Element] {
        var result: [Element] = []
        for piece in svg.components(separatedBy: "<\(tag) ").dropFirst() {
            guard let close = piece.firstIndex(of: ">") else { continue }
            let head = String(piece[..<close])
            var content = ""
            if !head.hasSuffix("/"), let end = piece.range(of: "</\(tag)>") {
                content = decode(String(piece[piece.index(after: close)..<end.lowerBound]))
            }
            result.append(Element(attributes: attributes(head), content: content))
        }
        return result
    }

    static func attributes(_ head: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(head)
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
            let afterQuote = rest.index(equals, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex
            guard let end = rest[afterQuote...].firstIndex(of: "\"") else { break }
            result[name] = decode(String(rest[afterQuote..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return result
    }

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The four numbers of the root's viewBox.
    static func viewBox(_ svg: String) -> [Double] {
        guard let root = all("svg", in: svg).first, let box = root.attributes["viewBox"] else { return [] }
        return box.split(separator: " ").compactMap { Double($0) }
    }
}
