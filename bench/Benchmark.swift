import LayoutKernel
import SystemInterface
import Words

/// Kernel speed figures (`gridtrainer-bench`, or `make bench` for a release build).
/// Figures, not assertions: this machine is too noisy for timed tests.
enum Benchmark {
    static func now() -> Double { System.now() }

    static func tenItems() -> LazyGrid {
        LazyGrid(
            items: [
                GridItem(.fixed(40)), GridItem(.flexible(minimum: 50)),
                GridItem(.adaptive(minimum: 30)),
                GridItem(.flexible(minimum: 20, maximum: 90)), GridItem(.fixed(25), spacing: 4),
                GridItem(.adaptive(minimum: 60, maximum: 80)), GridItem(.flexible()),
                GridItem(.flexible(minimum: 120)),
                GridItem(.fixed(10), spacing: 0), GridItem(.adaptive(minimum: 15), spacing: 2),
            ], proposed: 800)
    }

    static func run(layoutsOnly: Int? = nil) {
        var sink = 0.0
        let grid = tenItems()
        // Warm up, then time layouts (without the order search, which is reported apart).
        for _ in 0..<10_000 { sink += (try? grid.layout())?.gridSize ?? 0 }
        let count = layoutsOnly ?? 1_000_000
        var start = now()
        var variant = grid
        for i in 0..<count {
            variant.container = 800 + Double(i & 7)
            sink += (try? variant.layout())?.gridSize ?? 0
        }
        var elapsed = now() - start
        // (With no layouts asked for — callgrind's baseline run — there is nothing to divide by.)
        if count > 0 {
            let rate = format(Double(count) / elapsed)
            let each = format(elapsed / Double(count) * 1e9)
            print("10-item layout:        \(rate) layouts/s, \(each) ns each")
        }
        if layoutsOnly != nil { return }

        start = now()
        let diagnosticsCount = 2_000
        for _ in 0..<diagnosticsCount {
            sink += Double((try? grid.layout())?.diagnostics().count ?? 0)
        }
        elapsed = now() - start
        let perDiagnostics = format(elapsed / Double(diagnosticsCount) * 1e6)
        print(
            "10-item diagnostics:   \(perDiagnostics) µs each"
                + " (7 non-fixed items: 5040-order search)")

        for size in [1_000, 10_000, 100_000] {
            let items = (0..<size).map { i -> GridItem in
                switch i % 3 {
                case 0: GridItem(.fixed(Double(i % 50)))
                case 1: GridItem(.flexible(minimum: Double(i % 40)))
                default: GridItem(.adaptive(minimum: Double(10 + i % 30)))
                }
            }
            let big = LazyGrid(items: items, proposed: Double(size) * 40)
            start = now()
            let repeats = max(1, 100_000 / size)
            for _ in 0..<repeats { sink += (try? big.layout())?.gridSize ?? 0 }
            elapsed = (now() - start) / Double(repeats)
            start = now()
            sink += Double((try? big.layout())?.diagnostics().count ?? 0)
            let diagnostics = now() - start
            let withDiagnostics = format((elapsed + diagnostics) * 1e3)
            print(
                "\(String(size).leftPad(6)) items:          layout \(format(elapsed * 1e3)) ms,"
                    + " with diagnostics \(withDiagnostics) ms")
        }

        let twenty = LazyGrid(items: Array(tenItems().items + tenItems().items), proposed: 0)
        start = now()
        var sweep = twenty
        for width in 0..<100_000 {
            sweep.container = Double(width)
            sink += (try? sweep.layout())?.gridSize ?? 0
        }
        elapsed = now() - start
        let perWidth = format(elapsed / 100_000 * 1e9)
        print(
            "20-item sweep 0…99999: \(format(elapsed * 1e3)) ms for 100,000 widths"
                + " (\(perWidth) ns each)")
        sink += runEager()
        if sink.isNaN { print(sink) }
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value >= 100 { return String(Int(value.rounded())) }
        return NumberText.format(value)
    }
}
