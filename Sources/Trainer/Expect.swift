import LayoutKernel

/// Checks an `expect` line against the current layout. Numbers match when they agree to the
/// two decimals the trainer prints.
enum Expect {
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) < 0.005 }

    static func check(_ expectation: Expectation, _ layout: LazyGridLayout) throws(CommandError) {
        let f = NumberText.format
        let list = { (values: [Double]) in values.map(f).joined(separator: " ") }
        func fail(_ expected: String, _ actual: String) -> CommandError { .expectationFailed(expected: expected, actual: actual) }
        let codes = layout.diagnostics().map(\.code.rawValue)
        switch expectation {
        case .widths(let widths):
            let actual = layout.tracks.map(\.size)
            guard actual.count == widths.count && zip(actual, widths).allSatisfy(same) else {
                throw fail("widths \(list(widths))", "widths \(list(actual))")
            }
        case .pass1(let widths):
            let actual = layout.pass1.widths
            guard actual.count == widths.count && zip(actual, widths).allSatisfy(same) else {
                throw fail("pass 1 \(list(widths))", "pass 1 \(list(actual))")
            }
        case .tracks(let count):
            guard layout.trackCount == count else { throw fail("\(count) tracks", "\(layout.trackCount) tracks") }
        case .itemTracks(let number, let count):
            try Session.check(number, in: layout.grid)
            let actual = layout.items[number - 1].trackCount
            guard actual == count else { throw fail("item \(number) with \(count) tracks", "\(actual) tracks") }
        case .itemWidth(let number, let width):
            try Session.check(number, in: layout.grid)
            let actual = layout.items[number - 1].drawn.width
            guard same(actual, width) else { throw fail("item \(number) \(f(width)) wide", "\(f(actual))") }
        case .grid(let size):
            guard same(layout.gridSize, size) else { throw fail("grid \(f(size))", "grid \(f(layout.gridSize))") }
        case .origin(let origin):
            guard same(layout.origin, origin) else { throw fail("origin \(f(origin))", "origin \(f(layout.origin))") }
        case .flag(let code):
            guard codes.contains(code.rawValue) else {
                throw fail("flag \(code.rawValue)", codes.isEmpty ? "no flags" : "flags \(codes.joined(separator: ", "))")
            }
        case .noFlag(let code):
            guard !codes.contains(code.rawValue) else { throw fail("no flag \(code.rawValue)", "flags \(codes.joined(separator: ", "))") }
        case .noFlags:
            guard codes.isEmpty else { throw fail("no flags", "flags \(codes.joined(separator: ", "))") }
        case .assumption(let assumption):
            guard layout.assumptions.contains(assumption) else {
                let actual = layout.assumptions.map(\.rawValue)
                throw fail("assumption \(assumption.rawValue)", actual.isEmpty ? "no assumptions" : actual.joined(separator: ", "))
            }
        }
    }
}
