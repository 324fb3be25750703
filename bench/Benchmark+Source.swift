import GridCheck
internal import SwiftParser
import SwiftSourceReader
internal import SwiftSyntax
import SystemInterface

/// Reading Swift, side by side with its floor (`gridtrainer-bench FOLDER FILE.swift`,
/// run by `make bench` on generated sources): `check` on a folder against SwiftParser alone
/// parsing the same files on the same cores, and `open` of one large file against parsing it.
/// Figures, not assertions.
extension Benchmark {
    static func source(_ paths: [String]) {
        for path in paths {
            if System.targetKind(path) == .directory { folder(path) } else { file(path) }
        }
    }

    /// The best of `rounds` timings of `body` (the least disturbed run on a busy machine).
    static func best(_ rounds: Int, _ body: () -> Void) -> Double {
        var fastest = Double.infinity
        for _ in 0..<rounds {
            let start = now()
            body()
            fastest = min(fastest, now() - start)
        }
        return fastest
    }

    /// One phase once, for counting instructions under callgrind and for peak memory, each in
    /// a process of its own (`GRIDTRAINER_BENCH_PHASE=parse`, `parse-each` or `check`):
    /// timings on a shared machine vary, instruction counts and peak sizes do not.
    /// `parse` keeps every tree until all are parsed, as any reader of a whole project must (a
    /// name in one file is declared in another); `parse-each` lets each go at once.
    static func phase(_ name: String, _ path: String) {
        let files = ProjectFiles.under(path, budget: .standard).files
        switch name {
        case "parse", "parse-each":
            let trees = IndexedResults<SourceFileSyntax>(count: files.count)
            let keep = name == "parse"
            System.concurrentPerform(files.count) { index in
                guard
                    case .success(let source) = SourceBytes.read(
                        files[index], limit: SwiftSourceReader.byteLimit)
                else { return }
                let tree = Parser.parse(source: String(decoding: source, as: UTF8.self))
                if keep { trees[index] = tree }
            }
            let kept = (0..<files.count).reduce(0) { $0 + (trees[$1]?.totalLength.utf8Length ?? 0) }
            if kept < 0 { print("") }
        default:
            _ = CheckCommand.run(
                ["--quiet", "--format", "json", path], out: { _ in }, err: { _ in }, terminal: false
            )
        }
    }

    private static func folder(_ path: String) {
        if let name = System.environment("GRIDTRAINER_BENCH_PHASE") { return phase(name, path) }
        let files = ProjectFiles.under(path, budget: .standard).files
        let bytes = IndexedResults<Int>(count: files.count)
        // Implementation note: the floor reads and parses each file on all cores, as `check`
        // does, so the ratio is what `check` adds to the parser (finding grids, declarations,
        // evaluating, laying out on 26 screens), not what parallelism saves.
        func parseAll() {
            System.concurrentPerform(files.count) { index in
                let read = SourceBytes.read(files[index], limit: SwiftSourceReader.byteLimit)
                guard case .success(let source) = read else { return }
                let tree = Parser.parse(source: String(decoding: source, as: UTF8.self))
                bytes[index] = tree.totalLength.utf8Length
            }
        }
        var findings = 0
        func checkAll() {
            findings = 0
            let arguments = ["--quiet", "--format", "json", path]
            _ = CheckCommand.run(
                arguments, out: { _ in findings += 1 }, err: { _ in }, terminal: false)
        }
        // Implementation note: rounds interleave the parser, the reading and the check, so a
        // busy moment of this shared machine falls on all three; the best of each is compared.
        var (parse, read, check) = (Double.infinity, Double.infinity, Double.infinity)
        let listing = ProjectFiles.under(path, budget: .standard)
        for _ in 0..<7 {
            parse = min(parse, best(1, parseAll))
            read = min(read, best(1) { _ = SwiftProject.read(listing) })
            check = min(check, best(1, checkAll))
        }
        let total = (0..<files.count).reduce(0) { $0 + (bytes[$1] ?? 0) }
        print("check, \(files.count) files (\(total / 1024) KB) on \(System.processorCount) cores:")
        print("  SwiftParser alone:  \(format(parse * 1e3)) ms")
        print(
            "  reading alone:      \(format(read * 1e3)) ms"
                + " (parsed, bounds checked, grids and types found)")
        print("  gridtrainer check:  \(format(check * 1e3)) ms (\(findings - 1) findings)")
        print("  ratio: \(format(check / parse))× the parser (the goal: at most 1.5×)")
    }

    private static func file(_ path: String) {
        guard case .success(let bytes) = SourceBytes.read(path, limit: SwiftSourceReader.byteLimit)
        else {
            print("\(path): cannot be read")
            return
        }
        func parseOnly() {
            let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
            if tree.totalLength.utf8Length < 0 { print("") }
        }
        var grids = 0
        func openFirst() {
            guard let document = try? SwiftSourceReader.read(bytes: bytes, fileName: path) else {
                return
            }
            grids = document.grids.count
            _ = try? document.grid(number: 1)
        }
        var (parse, open) = (Double.infinity, Double.infinity)
        for _ in 0..<7 {
            parse = min(parse, best(1, parseOnly))
            open = min(open, best(1, openFirst))
        }
        print("open, one file of \(bytes.count / 1024) KB (\(grids) grids, the first loaded):")
        print("  SwiftParser alone:  \(format(parse * 1e3)) ms")
        print("  open FILE 1:        \(format(open * 1e3)) ms")
        print("  ratio: \(format(open / parse))× the parser (the goal: at most 1.5×)")
    }
}
