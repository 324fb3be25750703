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
        case .proposed: label = grid.axis.mainSizeName
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
        var lastKey: [String]? = nil
        var interrupted = false
        let steps = Int(((sweep.to - sweep.from) / sweep.step).rounded(.down))
        let started = Benchmark.now()
        var lastReport = -1.0
        defer { if lastReport >= 0 { control.progress?(1) } }
        for index in 0...steps {
            if control.shouldStop() {
                interrupted = true
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
            guard let layout = try? variant.layout(), layout.trackCount <= Limits.tracks else { continue }
            samples.append((value, layout.tracks.map(\.size)))
            let key = state(of: layout)
            if key != lastKey {
                let codes = layout.diagnostics(searchingOrders: false).map(\.code.rawValue)
                let change = lastKey.map { describeChange(from: $0, to: key) } ?? ""
                rows.append(SweepResult.Row(value: value, layout: layout, codes: Array(Set(codes)).sorted(), change: change))
                lastKey = key
            }
        }
        return SweepResult(sweep: sweep, label: label, rows: rows, samples: samples, interrupted: interrupted)
    }

    private static func apply(_ parameter: Sweep.Parameter, _ value: Double, to grid: inout LazyGrid) throws(CommandError) {
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

    /// What makes a breakpoint: track counts, clamps, squeezes and overflow.
    private static func state(of layout: LazyGridLayout) -> [String] {
        var key = layout.items.map { item -> String in
            // The kernel's one tolerance, like every other state here: P ± 1e-14 is no breakpoint.
            let squeezed = Tolerance.less(item.drawn.width, item.item.size.minimum) && !item.item.size.isFixed
            return "\(item.trackCount)|\(item.drawn.clamp)|\(item.capped)|\(squeezed)"
        }
        key.append(layout.overflows ? "overflow" : "fits")
        return key
    }

    private static func describeChange(from old: [String], to new: [String]) -> String {
        var notes: [String] = []
        if old.last != new.last { notes.append(new.last == "overflow" ? "overflow starts" : "overflow ends") }
        for (index, (a, b)) in zip(old.dropLast(), new.dropLast()).enumerated() where a != b {
            let pa = a.split(separator: "|")
            let pb = b.split(separator: "|")
            if pa[0] != pb[0] { notes.append("item \(index + 1): \(pa[0]) → \(pb[0]) tracks") }
            if pa[1] != pb[1] {
                notes.append(pb[1] == "none" ? "item \(index + 1) unclamped" : "item \(index + 1) clamped at its \(pb[1])")
            }
            if pa[2] != pb[2] { notes.append("item \(index + 1) \(pb[2] == "true" ? "capped by its maximum" : "no longer capped")") }
            if pa[3] != pb[3] { notes.append("item \(index + 1) \(pb[3] == "true" ? "squeezed below its minimum" : "back at its minimum or more")") }
        }
        return notes.joined(separator: "; ")
    }
}
