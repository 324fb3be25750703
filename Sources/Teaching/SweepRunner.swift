import CommandLanguage
import GridModel
import LayoutKernel

/// Runs a sweep: lays the grid out at every step and keeps the breakpoints, where a track count
/// changes, a clamp starts or ends, or overflow starts or stops.
package enum SweepRunner {
    /// How a long sweep talks to the shell: whether Ctrl-C asked it to stop, and where to
    /// report progress (a terminal only) once it takes longer than a moment, by the shell's
    /// clock (seconds; the sweep reads no clock of its own).
    package struct Control {
        package var shouldStop: () -> Bool = { false }
        package var progress: ((Double) -> Void)? = nil
        package var now: () -> Double = { 0 }
        /// Seconds before progress is first shown.
        package var quietPeriod = 0.3

        package init(
            shouldStop: @escaping () -> Bool = { false },
            progress: ((Double) -> Void)? = nil, now: @escaping () -> Double = { 0 },
            quietPeriod: Double = 0.3
        ) {
            self.shouldStop = shouldStop
            self.progress = progress
            self.now = now
            self.quietPeriod = quietPeriod
        }
    }

    package static func run(_ sweep: Sweep, on grid: LazyGrid, control: Control = Control())
        throws(CommandError) -> SweepResult
    {
        let label: String
        switch sweep.parameter {
        // With paddings between them, the sweep moves the screen, not what the grid is offered.
        case .proposed:
            label =
                grid.chain.steps.isEmpty
                ? grid.axis.mainSizeName : "screen \(grid.axis.mainSizeName)"
        case .minimum(let item), .maximum(let item), .size(let item), .spacing(let item):
            do { try LazyEditor.check(item, in: grid) } catch { throw CommandError(error) }
            let field: String
            switch sweep.parameter {
            case .minimum: field = "min"
            case .maximum: field = "max"
            case .size: field = "size"
            default: field = "spacing"
            }
            label = "item \(item) \(field)"
        }
        var result = try run(sweep, label: label, chain: grid.chain, control: control) {
            value throws(CommandError) in
            var variant = grid
            try apply(sweep.parameter, value, to: &variant)
            guard let layout = try? variant.layout() else { return .refused }
            guard layout.trackCount <= Limits.tracks else {
                return .tooManyTracks(layout.trackCount)
            }
            return .laidOut(
                Step(
                    state: LayoutState(layout), offered: layout.proposed,
                    items: layout.items.map { ($0.trackCount, $0.trackSize) },
                    codes: { layout.diagnostics(searchingOrders: false).map(\.code.rawValue) }))
        }
        result.axis = grid.axis
        return result
    }

    /// What one value of a sweep gave: a layout's breakpoint state and what its row shows, or
    /// why there is none.
    package enum Outcome {
        case laidOut(Step)
        /// The model refuses the value (a minimum above the maximum, say): skipped, and counted.
        case refused
        /// More tracks than the trainer lays out: the sweep stops here.
        case tooManyTracks(Int)
    }

    package struct Step {
        package var state: LayoutState
        package var offered: Double
        /// Per item (per column of a Grid): how many tracks, and how wide each.
        package var items: [(count: Int, size: Double)]
        /// The flags raised, asked only at a breakpoint.
        package var codes: () -> [String]
    }

    /// The loop every sweep shares: each step's value laid out by `evaluate`, a row where the
    /// state changes, Ctrl-C and progress checked, and every early stop said (`SweepStop`).
    package static func run(
        _ sweep: Sweep, label: String, chain: ContainerChain, control: Control,
        evaluate: (Double) throws(CommandError) -> Outcome
    ) throws(CommandError) -> SweepResult {
        var rows: [SweepResult.Row] = []
        var samples: [(Double, [Double])] = []
        var last: LayoutState? = nil
        var stop: SweepStop? = nil
        var refused = 0
        var firstRefused: Double? = nil
        // Counted in Double first: a tiny step must be refused, never trap converting to Int.
        let stepCount = ((sweep.to - sweep.from) / sweep.step).rounded(.down)
        guard stepCount.isFinite, stepCount <= Double(Limits.sweepSteps) else {
            throw .limit(.sweepSteps(stepCount + 1, maximum: Limits.sweepSteps))
        }
        let steps = Int(stepCount)
        // The steps the plot may draw: `plotRows` evenly spread (first and last included), and
        // every breakpoint — not every step, so memory follows what is drawn.
        let plotted =
            sweep.plot
            ? Set(
                (0..<min(steps + 1, plotRows)).map {
                    $0 * steps / max(min(steps + 1, plotRows) - 1, 1)
                }) : []
        let started = control.now()
        var lastReport = -1.0
        defer { if lastReport >= 0 { control.progress?(1) } }
        walk: for index in 0...steps {
            let value = sweep.from + Double(index) * sweep.step
            if control.shouldStop() {
                stop = .interrupted(value: value)
                break
            }
            if let progress = control.progress, index % 64 == 0 {
                let fraction = Double(index) / Double(max(steps, 1))
                if control.now() - started > control.quietPeriod && fraction - lastReport >= 0.01 {
                    progress(fraction)
                    lastReport = fraction
                }
            }
            let step: Step
            switch try evaluate(value) {
            case .refused:
                refused += 1
                if firstRefused == nil { firstRefused = value }
                continue
            case .tooManyTracks(let count):
                stop = .tracks(value: value, count: count)
                break walk
            case .laidOut(let laidOut):
                step = laidOut
            }
            let tracks = { step.items.flatMap { Array(repeating: $0.size, count: $0.count) } }
            if sweep.plot && (plotted.contains(index) || step.state != last) {
                samples.append((value, tracks()))
            }
            guard step.state != last else { continue }
            guard rows.count < Limits.sweepRows else {
                stop = .breakpoints(value: value)
                break
            }
            rows.append(
                SweepResult.Row(
                    value: value, offered: step.offered, items: step.items,
                    codes: Array(Set(step.codes())).sorted(),
                    change: last.map { step.state.change(from: $0) } ?? ""))
            last = step.state
        }
        return SweepResult(
            sweep: sweep, label: label, chain: chain, rows: rows, samples: samples, stop: stop,
            refused: refused, firstRefused: firstRefused)
    }

    /// Rows the plot draws (`SweepPlot.maxRows`): the samples a sweep keeps besides its
    /// breakpoints.
    package static let plotRows = 40

    /// Sets `parameter` of `grid` to `value` (the sliders share it).
    package static func apply(
        _ parameter: Sweep.Parameter, _ value: Double, to grid: inout LazyGrid
    )
        throws(CommandError)
    {
        switch parameter {
        case .proposed: grid.container = value
        case .minimum(let item):
            switch grid.items[item - 1].size {
            case .fixed: throw .model(.sweepParameter(item: item, fixed: true))
            case .flexible(_, let maximum):
                grid.items[item - 1].size = .flexible(minimum: value, maximum: maximum)
            case .adaptive(_, let maximum):
                grid.items[item - 1].size = .adaptive(minimum: value, maximum: maximum)
            }
        case .maximum(let item):
            switch grid.items[item - 1].size {
            case .fixed: throw .model(.sweepParameter(item: item, fixed: true))
            case .flexible(let minimum, _):
                grid.items[item - 1].size = .flexible(minimum: minimum, maximum: value)
            case .adaptive(let minimum, _):
                grid.items[item - 1].size = .adaptive(minimum: minimum, maximum: value)
            }
        case .size(let item):
            guard case .fixed = grid.items[item - 1].size else {
                throw .model(.sweepParameter(item: item, fixed: false))
            }
            grid.items[item - 1].size = .fixed(value)
        case .spacing(let item): grid.items[item - 1].spacing = value
        }
    }
}
