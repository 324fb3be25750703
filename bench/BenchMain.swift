import SystemInterface

/// The `gridtrainer-bench` program, run by `make bench` (scripts/bench) on a release build:
/// with no arguments the kernel's speed figures; with FOLDER or FILE.swift arguments, reading
/// Swift against SwiftParser alone. It is a tool of its own so that the shipped library and
/// the `gridtrainer` program carry no benchmark code.
/// For callgrind, which counts instructions repeatably on a busy machine:
/// `GRIDTRAINER_BENCH_LAYOUTS=N` runs only N 10-item layouts (0: start-up alone, the baseline),
/// `GRIDTRAINER_BENCH_EAGER=N` runs only N layouts of the 20 × 20 eager Grid (for perf too),
/// and `GRIDTRAINER_BENCH_PHASE=parse|check` with a FOLDER runs that one phase once.
@main
enum BenchMain {
    static let usage = """
        usage: gridtrainer-bench [FOLDER | FILE.swift]...
          (no arguments)   kernel speed figures: layouts per second, large grids, a sweep
          FOLDER           `check` on the folder against SwiftParser alone on the same files
          FILE.swift       `open FILE 1` against SwiftParser alone
        Environment: GRIDTRAINER_BENCH_LAYOUTS=N (only N 10-item layouts),
        GRIDTRAINER_BENCH_EAGER=N (only N layouts of the 20 × 20 eager Grid),
        GRIDTRAINER_BENCH_PHASE=parse|check (one phase on a FOLDER, once); for callgrind, perf.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            return
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            let message = "gridtrainer-bench: unknown option '\(option)'\n\(usage)\n"
            _ = System.write(System.standardError, Array(message.utf8))
            System.exit(2)
        }
        if let count = System.environment("GRIDTRAINER_BENCH_EAGER").flatMap({ Int($0) }) {
            Benchmark.eagerOnly(count)
            return
        }
        if !arguments.isEmpty {
            Benchmark.source(arguments)
            return
        }
        Benchmark.run(
            layoutsOnly: System.environment("GRIDTRAINER_BENCH_LAYOUTS").flatMap { Int($0) })
    }
}
