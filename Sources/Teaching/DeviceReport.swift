import CommandLanguage
import GridModel
import LayoutKernel
import Words

/// `devices`: the current model laid out on every device of the table, through its chain (the
/// screen is the device; the paddings and frames stay as they are), one row per device and
/// orientation.
package struct DeviceReport {
    /// Portrait only, landscape only, or both (`devices [--landscape|--all]`).
    package typealias Selection = DeviceSelection

    /// What one device gave.
    package enum Outcome {
        case lazy(LazyGridLayout)
        case eager(EagerGridLayout)
        /// The kernel refused the grid at this size (a padding wider than the screen).
        case refused(String)
    }

    package struct Row {
        package var device: Device
        package var orientation: Device.Orientation
        /// The device's screen in the orientation.
        package var screen: (width: Double, height: Double)
        /// The screen's size along the grid's axis (what the chain starts from).
        package var container: Double
        /// What the grid is offered along its axis; nil when the Grid is offered no width (a
        /// horizontal ScrollView), whatever the device.
        package var offered: Double?
        /// Frames of the chain wider than this screen, said with the numbers.
        package var notes: [String] = []
        package var outcome: Outcome
        /// The flags raised, sorted, each once.
        package var codes: [String]

        /// Overflow, a squeezed item, a Grid wider than it is offered, or no layout at all.
        package var standsOut: Bool {
            if case .refused = outcome { return true }
            return codes.contains { ["overflow", "squeezed", "wide-row"].contains($0) }
        }

        /// The drawn tracks, compact: `70 · 4 × 84.25` (per item) or a Grid's columns.
        package var tracks: String {
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
        package static func runs(_ values: [Double]) -> [String] {
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
    package var view: String
    package var selection: Selection
    package var chain: ContainerChain
    package var rows: [Row]
    /// Ctrl-C stopped it before every device was laid out.
    package var interrupted: Bool

    package init(model: Model, selection: Selection, shouldStop: () -> Bool = { false }) {
        self.selection = selection
        rows = []
        interrupted = false
        let eager = model.showsEager
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
            container: grid.container, offered: grid.offeredWidth,
            notes: ChainText.framesWiderThanScreen(
                grid.chain, screen: grid.container, axis: .vertical), outcome: outcome, codes: codes
        )
    }
}
