import Testing

@testable import gridtrainer_bench

/// `make bench` prints through `Benchmark.format`; callgrind's baseline run asks for no
/// layouts, where a time per layout is 0/0 or x/0.
@Suite("Benchmark figures")
struct BenchmarkTests {
    @Test func figuresAreWholeAbove100AndNeverTrap() {
        #expect(Benchmark.format(1234.4) == "1234" && Benchmark.format(99.5) == "99.5")
        #expect(Benchmark.format(.infinity) == "–" && Benchmark.format(.nan) == "–")
    }
}
