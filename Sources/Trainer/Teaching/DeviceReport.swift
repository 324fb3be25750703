import LayoutKernel

/// `devices`: the current model laid out on every device of the table, through its chain (the
/// screen is the device; the paddings and frames stay as they are), one row per device and
/// orientation.
struct DeviceReport {
    /// Portrait only, landscape only, or both.
    enum Selection: Equatable, Sendable {
        case portrait, landscape, all

        var orientations: [Device.Orientation] {
            switch self {
            case .portrait: [.portrait]
            case .landscape: [.landscape]
            case .all: [.portrait, .landscape]
            }
        }
    }

    /// What one device gave.
    enum Outcome {
        case lazy(LazyGridLayout)
        case eager(EagerGridLayout)
        /// The kernel refused the grid at this size (a padding wider than the screen).
        case refused(String)
    }

    struct Row {
        var device: Device
        var orientation: Device.Orientation
        /// The device's screen in the orientation.
        var screen: (width: Double, height: Double)
        /// The screen's size along the grid's axis (what the chain starts from).
        var container: Double
        var offered: Double
        /// Frames of the chain wider than this screen, said with the numbers.
        var notes: [String] = []
        var outcome: Outcome
        /// The flags raised, sorted, each once.
        var codes: [String]

        /// Overflow, a squeezed item, a Grid wider than it is offered, or no layout at all.
        var standsOut: Bool {
            if case .refused = outcome { return true }
            return codes.contains { ["overflow", "squeezed", "wide-row"].contains($0) }
        }

        /// The drawn tracks, compact: `70 · 4 × 84.25` (per item) or a Grid's columns.
        var tracks: String {
            let f = NumberText.format
            switch outcome {
            case .lazy(let layout):
                return layout.items.isEmpty
                    ? "(no items)"
                    : layout.items.map {
                        $0.trackCount == 1
                            ? f($0.trackSize) : "\($0.trackCount) × \(f($0.trackSize))"
                    }.joined(separator: " · ")
            case .eager(let layout):
                return layout.columns.isEmpty
                    ? "(no columns)" : Self.runs(layout.columns).joined(separator: " · ")
            case .refused(let message): return "refused: \(message)"
            }
        }

        /// Equal neighbours of three or more as `3 × 57`, the others one by one.
        static func runs(_ values: [Double]) -> [String] {
            var parts: [String] = []
            var index = 0
            while index < values.count {
                var end = index + 1
                while end < values.count && values[end] == values[index] { end += 1 }
                let count = end - index
                parts +=
                    count >= 3
                    ? ["\(count) × \(NumberText.format(values[index]))"]
                    : Array(repeating: NumberText.format(values[index]), count: count)
                index = end
            }
            return parts
        }
    }

    /// "LazyVGrid", "LazyHGrid" or "Grid".
    var view: String
    var selection: Selection
    var chain: ContainerChain
    var rows: [Row]
    /// Ctrl-C stopped it before every device was laid out.
    var interrupted: Bool

    init(model: Model, selection: Selection, shouldStop: () -> Bool = { false }) {
        self.selection = selection
        rows = []
        interrupted = false
        let eager = model.mode == .eager
        view = eager ? "Grid" : model.lazy.axis.viewName
        chain = eager ? model.eager.chain : model.lazy.chain
        for orientation in selection.orientations {
            for device in Device.all {
                if shouldStop() {
                    interrupted = true
                    return
                }
                rows.append(
                    eager
                        ? Self.row(device, orientation, model.eager)
                        : Self.row(device, orientation, model.lazy))
            }
        }
    }

    private static func row(_ device: Device, _ orientation: Device.Orientation, _ grid: LazyGrid)
        -> Row
    {
        var grid = grid
        grid.container = device.container(orientation, along: grid.axis)
        let outcome: Outcome
        var codes: [String] = []
        do {
            let layout = try grid.layout()
            outcome = .lazy(layout)
            if !layout.items.isEmpty {
                codes = Set(layout.diagnostics().map(\.code.rawValue)).sorted()
            }
        } catch {
            outcome = .refused(LayoutErrorText.message(error))
        }
        return Row(
            device: device, orientation: orientation, screen: device.size(orientation),
            container: grid.container, offered: grid.proposed,
            notes: ChainText.framesWiderThanScreen(
                grid.chain, screen: grid.container, axis: grid.axis), outcome: outcome, codes: codes
        )
    }

    private static func row(_ device: Device, _ orientation: Device.Orientation, _ grid: EagerGrid)
        -> Row
    {
        var grid = grid
        grid.container = device.container(orientation, along: .vertical)
        if grid.containerHeight != nil {
            grid.containerHeight = device.container(orientation, along: .horizontal)
        }
        let outcome: Outcome
        var codes: [String] = []
        do {
            let layout = try grid.layout()
            outcome = .eager(layout)
            codes = Set(layout.diagnostics().map(\.code.rawValue)).sorted()
        } catch {
            outcome = .refused(LayoutErrorText.message(error))
        }
        return Row(
            device: device, orientation: orientation, screen: device.size(orientation),
            container: grid.container, offered: grid.proposed,
            notes: ChainText.framesWiderThanScreen(
                grid.chain, screen: grid.container, axis: .vertical), outcome: outcome, codes: codes
        )
    }
}
