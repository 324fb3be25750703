import Foundation
import TestSupport

/// The package's targets as Package.swift declares them, the modules each one's files import,
/// and the edges docs/layers.md allows: read as text, so the test needs no SwiftPM.
struct PackageGraph {
    /// One target of Package.swift: its name, folder and the local targets it depends on.
    struct Target {
        var name: String
        var folder: String
        var dependencies: Set<String> = []
    }

    var targets: [String: Target] = [:]

    /// Reads `Package.swift` under `root`.
    init(root: URL) throws {
        let text = try String(
            contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let kinds = "target|executableTarget|testTarget|systemLibrary|plugin"
        let call = try NSRegularExpression(pattern: #"\.("# + kinds + #")\(\s*name:\s*"([\w-]+)""#)
        let whole = NSRange(text.startIndex..., in: text)
        let matches = call.matches(in: text, range: whole)
        for (index, match) in matches.enumerated() {
            guard let kindRange = Range(match.range(at: 1), in: text),
                let nameRange = Range(match.range(at: 2), in: text),
                let end = Range(match.range, in: text)?.upperBound
            else { continue }
            let next =
                index + 1 < matches.count
                ? Range(matches[index + 1].range, in: text)?.lowerBound ?? text.endIndex
                : text.endIndex
            let region = text[end..<next]
            let name = String(text[nameRange])
            let kind = text[kindRange]
            let base = kind == "testTarget" ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/"
            var target = targets[name] ?? Target(name: name, folder: base + name)
            if let path = Self.string(after: "path:", in: region) { target.folder = path }
            target.dependencies.formUnion(Self.dependencies(in: region))
            targets[name] = target
        }
        readLayers(text)
    }

    /// The `layers` table (`"Name": ["Dependency", ...],` rows): each row is a target of
    /// Sources/ and its test target `<Name>Tests` in Tests/, which Package.swift gives the
    /// target, the target's dependencies and TestSupport.
    mutating func readLayers(_ text: String) {
        guard let table = text.range(of: "let layers: KeyValuePairs<String, [String]> = [") else {
            return
        }
        let body = String(Self.array(at: text[text.index(before: table.upperBound)...]))
        let rows = try? NSRegularExpression(pattern: #""([\w-]+)":\s*\["#)
        let whole = NSRange(body.startIndex..., in: body)
        for match in rows?.matches(in: body, range: whole) ?? [] {
            guard let nameRange = Range(match.range(at: 1), in: body),
                let end = Range(match.range, in: body)?.upperBound
            else { continue }
            let name = String(body[nameRange])
            let imports = Self.strings(in: Self.array(at: body[body.index(before: end)...]))
            targets[name] = Target(
                name: name, folder: "Sources/" + name, dependencies: Set(imports))
            let tests = name + "Tests"
            let testDependencies = Set(imports + [name, "TestSupport"])
            targets[tests] = Target(
                name: tests, folder: "Tests/" + tests, dependencies: testDependencies)
        }
    }

    /// The string literals of the array after `dependencies:` in `region`, if any.
    static func dependencies(in region: Substring) -> [String] {
        guard let label = region.range(of: "dependencies:") else { return [] }
        let rest = region[label.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard rest.first == "[" else { return [] }
        return strings(in: array(at: rest))
    }

    /// The bracketed array that `text` starts with, brackets included (to its end if unclosed).
    static func array(at text: Substring) -> Substring {
        var depth = 0
        for index in text.indices {
            if text[index] == "[" { depth += 1 }
            if text[index] == "]" { depth -= 1 }
            if depth == 0 { return text[...index] }
        }
        return text
    }

    /// The string literals in `text`.
    static func strings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The string literal after `label` in `region` (`path: "bench"`).
    static func string(after label: String, in region: Substring) -> String? {
        guard let found = region.range(of: label + " \"") else { return nil }
        let rest = region[found.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The local targets `name` depends on, through any number of edges.
    func reachable(from name: String) -> Set<String> {
        var seen: Set<String> = []
        var stack = Array(targets[name]?.dependencies ?? [])
        while let next = stack.popLast() {
            guard targets[next] != nil, seen.insert(next).inserted else { continue }
            stack.append(contentsOf: targets[next]?.dependencies ?? [])
        }
        return seen
    }

    /// A cycle among `edges` (each name's targets), as the path that closes it, or nil.
    static func cycle(in edges: [String: Set<String>]) -> [String]? {
        var done: Set<String> = []
        var path: [String] = []
        func visit(_ name: String) -> [String]? {
            if let start = path.firstIndex(of: name) { return path[start...] + [name] }
            guard !done.contains(name) else { return nil }
            path.append(name)
            for next in (edges[name] ?? []).sorted() where edges[next] != nil {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            done.insert(name)
            return nil
        }
        for name in edges.keys.sorted() {
            if let found = visit(name) { return found }
        }
        return nil
    }

    /// Every `import M` of a Swift file under `folder`, with the file and line it is on.
    static func imports(under folder: URL) -> [(module: String, place: String)] {
        let kind = "(?:(?:struct|enum|class|func|var|protocol)\\s+)?"
        let pattern = #"^\s*(?:@\w+\s+)*import\s+"# + kind + #"(\w+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let files = FileManager.default.enumerator(atPath: folder.path)
        else { return [] }
        var found: [(String, String)] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard let match = regex.firstMatch(in: line, range: range),
                    let module = Range(match.range(at: 1), in: line)
                else { continue }
                let place = "\(folder.lastPathComponent)/\(file):\(number + 1)"
                found.append((String(line[module]), place))
            }
        }
        return found
    }
}
