import GridModel
import LayoutKernel
import SwiftSourceReader
import Words

/// One grid of `check`: laid out on every device and orientation of the run through the chain
/// read from its source, its flags grouped so each is one finding naming its devices.
package struct GridCheck {
    package let imported: ImportedGrid
    package let devices: [Device]
    package let orientations: [Device.Orientation]
    /// Also the flags that are notes.
    package let notes: Bool

    /// Flags that are warnings; the others are notes (reported with `--notes`).
    static let warnings: Set<String> = [
        "overflow", "second-pass", "squeezed", "competition", "wide-row", "invalid",
    ]

    /// What happened on one device: the flags with their message, and the first overflow's numbers.
    private struct Outcome {
        package var placement: CheckFinding.Placement
        package var flags: [(code: String, message: String)]
        package var needs: Double?
    }

    /// The findings, one per flag, in the kernel's order; silenced ones left out and counted.
    package func findings(file: String, silenced: inout Int) -> [CheckFinding] {
        var order: [String] = []
        var byFlag: [String: [(Outcome, String)]] = [:]
        for orientation in orientations {
            for device in devices {
                let outcome = layout(device, orientation)
                for flag in outcome.flags {
                    if byFlag[flag.code] == nil { order.append(flag.code) }
                    byFlag[flag.code, default: []].append((outcome, flag.message))
                }
            }
        }
        let kind = imported.found.kind
        var result: [CheckFinding] = []
        for code in order {
            let severity: CheckFinding.Severity = Self.warnings.contains(code) ? .warning : .note
            guard severity == .warning || notes, let raised = byFlag[code], let first = raised.first
            else { continue }
            if let ignore = IgnoreDirective.forGrid(imported.found), ignore.silences(code) {
                silenced += 1
                continue
            }
            let placements = raised.map(\.0.placement)
            let on = CheckFinding.devicesText(placements, of: devices)
            let f = NumberText.format
            var message: String
            var numbers: [(String, Double)] = []
            if code == "overflow", let needs = first.0.needs {
                message =
                    "\(kind.rawValue) overflows on \(on): its items need \(f(needs)) of "
                    + "\(f(first.0.placement.offered)) offered"
                numbers = [("needs", needs)]
            } else {
                message = "\(kind.rawValue) \(Self.phrase(code)) on \(on): \(first.1)"
                if raised.count > 1 { message += " (on \(Self.displayName(first.0.placement)))" }
            }
            result.append(
                CheckFinding(
                    file: file, line: imported.found.line, column: imported.found.column,
                    grid: kind, flag: code, severity: severity,
                    placements: placements, message: message, numbers: numbers))
        }
        return result
    }

    private static func displayName(_ placement: CheckFinding.Placement) -> String {
        "\(CheckFinding.displayName(placement.device)) \(placement.orientation.rawValue)"
    }

    /// The words after the grid's name for a flag.
    static func phrase(_ code: String) -> String {
        switch code {
        case "second-pass": "draws other widths than its first pass"
        case "squeezed": "squeezes an item"
        case "competition": "has items competing for space"
        case "wide-row": "is wider than it is offered"
        case "slack": "leaves space unused"
        case "order-dependent": "depends on the order of its items"
        case "hidden-alignment": "has an alignment that cannot show"
        case "span-columns": "has a span that adds columns"
        case "invalid": "cannot be laid out"
        case _ where code.count == 2 && (code.hasPrefix("A") || code.hasPrefix("G")):
            "rests on assumption \(code)"
        default: "raises \(code)"
        }
    }

    private func layout(_ device: Device, _ orientation: Device.Orientation) -> Outcome {
        // The screen is the device's; the chain read from the source (frames included) stays.
        let screen = device.container(orientation, along: imported.axis)
        var outcome = Outcome(
            placement: .init(
                device: device, orientation: orientation, container: screen, offered: screen),
            flags: [])
        switch imported.model {
        case .lazy(var grid):
            grid.container = screen
            outcome.placement.offered = grid.proposed
            do {
                let layout = try grid.layout()
                guard !layout.items.isEmpty else { return outcome }
                outcome.flags = layout.diagnostics(searchingOrders: notes).map {
                    ($0.code.rawValue, DiagnosticText.message($0))
                }
                // The assumptions the numbers rest on are notes too (check.md), named A1…A8.
                if notes {
                    outcome.flags += layout.assumptions.map {
                        ($0.rawValue, AssumptionText.summary($0))
                    }
                }
                if layout.overflows { outcome.needs = layout.pass1.total }
            } catch {
                outcome.flags = [("invalid", LayoutErrorText.message(error))]
            }
        case .eager(var grid):
            grid.container = screen
            outcome.placement.offered = grid.proposed
            do {
                let layout = try grid.layout()
                outcome.flags = layout.diagnostics().map {
                    ($0.code.rawValue, DiagnosticText.message($0))
                }
                if notes {
                    outcome.flags += layout.assumptions.map {
                        ($0.rawValue, AssumptionText.summary($0))
                    }
                }
            } catch {
                outcome.flags = [("invalid", LayoutErrorText.message(error))]
            }
        }
        // One entry per flag and device (the kernel may raise a flag for several items).
        var seen: Set<String> = []
        outcome.flags = outcome.flags.filter { seen.insert($0.code).inserted }
        return outcome
    }
}
