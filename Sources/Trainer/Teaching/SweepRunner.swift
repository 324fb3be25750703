import LayoutKernel

/// Runs a sweep: lays the grid out at every step and keeps the breakpoints, where a track count
/// changes, a clamp starts or ends, or overflow starts or stops.
enum SweepRunner {
    /// How a long sweep talks to the shell: whether Ctrl-C asked it to stop, and where to
    /// report progress (a terminal only) once it takes longer than a moment.
    struct Control {
        var shouldStop: () -> Bool = { false }
        var progress: ((Double) -> Void)? = nil
        /// Seconds before progress is first shown.
        var quietPeriod = 0.3
    }

    static func run(_ sweep: Sweep, on grid: LazyGrid, control: Control = Control()) throws(CommandError) -> SweepResult {
        let label: String
        switch sweep.parameter {
        // With paddings between them, the sweep moves the screen, not what the grid is offered.
        case .proposed: label = grid.chain.steps.isEmpty ? grid.axis.mainSizeName : "screen \(grid.axis.mainSizeName)"
        case .minimum(let item), .maximum(let item), .size(let item), .spacing(let item):
            try LazyEditor.check(item, in: grid)
            let field: String
            switch sweep.parameter {
            case .minimum: field = "min"
            case .maximum: field = "max"
            case .size: field = "size"
            default: field = "spacing"
            }
            label = "item \(item) \(field)"
        }
        var rows: [SweepResult.Row] = []
        var samples: [(Double, [Double])] = []
        var last: LayoutState? = nil
        var stop: SweepStop? = nil
        // Values the model refuses (a minimum above the maximum, say): skipped, and counted.
        var refused = 0
        var firstRefused: Double? = nil
        // Counted in Double first: a tiny step must be refused, never trap converting to Int.
        let stepCount = ((sweep.to - sweep.from) / sweep.step).rounded(.down)
        guard stepCount.isFinite, stepCount <= Double(Limits.sweepSteps) else {
            throw .limit("the sweep has \(NumberText.format(stepCount + 1)) steps; expected at most \(Limits.sweepSteps) (use a larger step)")
        }
        let steps = Int(stepCount)
        // The steps the plot may draw: `plotRows` evenly spread (first and last included), and
        // every breakpoint — not every step, so memory follows what is drawn.
        let plotted = sweep.plot ? Set((0..<min(steps + 1, plotRows)).map { $0 * steps / max(min(steps + 1, plotRows) - 1, 1) }) : []
        let started = Benchmark.now()
        var lastReport = -1.0
        defer { if lastReport >= 0 { control.progress?(1) } }
        for index in 0...steps {
            if control.shouldStop() {
                stop = .interrupted(value: sweep.from + Double(index) * sweep.step)
                break
            }
            if let progress = control.progress, index % 64 == 0 {
                let fraction = Double(index) / Double(max(steps, 1))
                if Benchmark.now() - started > control.quietPeriod && fraction - lastReport >= 0.01 {
                    progress(fraction)
                    lastReport = fraction
                }
            }
            let value = sweep.from + Double(index) * sweep.step
            var variant = grid
            try apply(sweep.parameter, value, to: &variant)
            guard let layout = try? variant.layout() else {
                refused += 1
                if firstRefused == nil { firstRefused = value }
                continue
            }
            guard layout.trackCount <= Limits.tracks else {
                stop = .tracks(value: value, count: layout.trackCount)
                break
            }
            let state = LayoutState(layout)
            if sweep.plot && (plotted.contains(index) || state != last) { samples.append((value, layout.tracks.map(\.size))) }
            guard state != last else { continue }
            guard rows.count < Limits.sweepRows else {
                stop = .breakpoints(value: value)
                break
            }
            let codes = layout.diagnostics(searchingOrders: false).map(\.code.rawValue)
            rows.append(
                SweepResult.Row(
                    value: value, offered: layout.proposed, items: layout.items.map { ($0.trackCount, $0.trackSize) },
                    codes: Array(Set(codes)).sorted(),
                    change: last.map { state.change(from: $0) } ?? ""))
            last = state
        }
        return SweepResult(
            sweep: sweep, label: label, chain: grid.chain, rows: rows, samples: samples, stop: stop,
            refused: refused, firstRefused: firstRefused)
    }

    /// Rows the plot draws.
    static let plotRows = SweepPlot.maxRows

    /// Sets `parameter` of `grid` to `value` (the sliders share it).
    static func apply(_ parameter: Sweep.Parameter, _ value: Double, to grid: inout LazyGrid) throws(CommandError) {
        switch parameter {
        case .proposed: grid.container = value
        case .minimum(let item):
            switch grid.items[item - 1].size {
            case .fixed: throw .sweepParameter(item: item, fixed: true)
            case .flexible(_, let maximum): grid.items[item - 1].size = .flexible(minimum: value, maximum: maximum)
            case .adaptive(_, let maximum): grid.items[item - 1].size = .adaptive(minimum: value, maximum: maximum)
            }
        case .maximum(let item):
            switch grid.items[item - 1].size {
            case .fixed: throw .sweepParameter(item: item, fixed: true)
            case .flexible(let minimum, _): grid.items[item - 1].size = .flexible(minimum: minimum, maximum: value)
            case .adaptive(let minimum, _): grid.items[item - 1].size = .adaptive(minimum: minimum, maximum: value)
            }
        case .size(let item):
            guard case .fixed = grid.items[item - 1].size else { throw .sweepParameter(item: item, fixed: false) }
            grid.items[item - 1].size = .fixed(value)
        case .spacing(let item): grid.items[item - 1].spacing = value
        }
    }
}
