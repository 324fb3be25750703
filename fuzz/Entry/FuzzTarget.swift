import Files
import GridModel
import Rendering
import Shell
import SwiftSourceReader
import SystemInterface

/// The whole command execution as one function of bytes, for libFuzzer (`fuzz/`): the bytes
/// are a command file run through parser, session, kernel, and text and JSON rendering, and
/// the same bytes as Swift source through the reader: parse, every grid's evaluation
/// (constants, functions, views, ForEach, arithmetic), and `paste`; and the same bytes as a
/// tree of names and modes for `check` (`FuzzTree`). Any crash, trap or hang is a finding.
enum FuzzTarget {
    /// Runs `bytes` as a command file, in text and in JSON mode, then renders the model; then
    /// reads them as Swift.
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        for json in [false, true] {
            let runner = Runner(
                json: json, keepGoing: true, columns: { 60 }, out: { _ in }, err: { _ in })
            var source = TextSource(text, name: "fuzz")
            _ = runner.run(&source)
            render(runner, columns: 20 + bytes.count % 80)
        }
        readSwift(Array(bytes), text)
        FuzzTree.run(Array(bytes))
    }

    /// Whatever the commands did, the model must still lay out and render.
    private static func render(_ runner: Runner, columns: Int) {
        let layout = runner.session.current.tracedLayout()
        _ = TextRenderer(columns: 60, style: Style(color: false)).layout(layout, .all)
        _ = JSONRenderer.layout(layout, .all)
        let eager = runner.session.eagerLayout
        _ = EagerText.render(eager, .all, columns: columns)
        _ = JSONRenderer.eager(eager)
    }

    /// The bytes as a Swift file: every grid (up to four) evaluated within one budget, the
    /// `[GridItem]` reading when there is no grid, then the text pasted into a runner (the
    /// route `paste` takes: the model loaded, its notes said, the layout rendered).
    private static func readSwift(_ bytes: [UInt8], _ text: String) {
        let budget = CommandBudget()
        budget.shouldStop = { false }
        do {
            let document = try SwiftSourceReader.read(bytes: bytes, fileName: "fuzz.swift")
            for number in 1...min(document.grids.count, 4) {
                _ = try? document.grid(number: number, budget: budget)
            }
        } catch {
            _ = try? SwiftSourceReader.items(text: text, fileName: "fuzz.swift", budget: budget)
        }
        let runner = Runner(keepGoing: true, columns: { 60 }, out: { _ in }, err: { _ in })
        var source = TextSource("paste\n" + text + "\nend\n", name: "fuzz")
        _ = runner.run(&source)
        render(runner, columns: 60)
    }
}

extension FuzzTarget {
    /// A regular file's bytes, for replaying a finding; nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        guard let fd = try? System.openRegularFile(path) else { return nil }
        defer { System.close(fd) }
        var bytes: [UInt8] = []
        while let chunk = System.read(fd, capacity: 65536) { bytes += chunk }
        return bytes
    }
}

extension FuzzTarget {
    /// Ends the fuzzing process with libFuzzer's status.
    static func exit(_ status: Int32) -> Never { System.exit(status) }
}
