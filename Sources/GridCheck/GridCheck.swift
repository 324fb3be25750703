import GridModel
import LayoutKernel
import SwiftSourceReader

/// One grid of `check`: laid out on every device and orientation of the run through the chain
/// read from its source, and its flags made into findings: one per cause, naming its devices.
/// On a device where the items overflow, the squeeze and the second pass that follow are the
/// overflow's, said in its finding; on another device the same squeeze alone is a finding of
/// its own.
package struct GridCheck {
    package let imported: ImportedGrid
    package let run: CheckWords.Run
    /// Which flags are reported (the layout's notes and the assumptions are only worked out
    /// when they are).
    let config: CheckConfig

    /// The smallest side Apple's Human Interface Guidelines give anything a person taps, in
    /// points (44 × 44): a flexible or adaptive item's tracks below it on a device are the
    /// `narrow-track` note. Fixed items are left alone (their size is the author's choice).
    static let tapTarget = 44.0

    /// What happened on one device.
    private struct Outcome {
        package var placement: CheckFinding.Placement
        /// The first diagnostic of each flag raised, in the kernel's order.
        package var flags: [Diagnostic]
        package var assumptions: [Assumption] = []
        var eagerAssumptions: [EagerAssumption] = []
        /// The narrowest track of a flexible or adaptive item under `tapTarget`: its item
        /// (0-based), that item's size, and the track.
        var narrow: (item: Int, size: GridItemSize, track: Double)?
    }

    /// The grid's findings: the warnings by cause, then the notes by flag, then the
    /// assumptions (with `notes`), each flag in `CheckFlag`'s order.
    package func findings(file: String) -> [CheckFinding] {
        let outcomes = run.orientations.flatMap { side in
            run.devices.map { layout($0, side) }
        }
        // Each device's warnings: the first cause found there, and what it brought with it.
        var byFlag: [CheckFlag: (diagnostic: Diagnostic, also: Set<CheckFlag>, where: [Int])] =
            [:]
        for (index, outcome) in outcomes.enumerated() {
            let raised = outcome.flags.map { (CheckFlag($0.code), $0) }
            let cause = CheckFlag.causes.first { flag in raised.contains { $0.0 == flag } }
            for (flag, diagnostic) in raised {
                // Said in its cause's finding.
                if let cause, flag != cause, CheckFlag.causes.contains(flag) { continue }
                guard config.reports(flag) else { continue }
                if byFlag[flag] == nil { byFlag[flag] = (diagnostic, [], []) }
                byFlag[flag]?.where.append(index)
                if flag == cause {
                    for other in raised.map(\.0)
                    where other != cause
                        && CheckFlag.causes.contains(other)
                    {
                        byFlag[flag]?.also.insert(other)
                    }
                }
            }
        }
        var result: [CheckFinding] = []
        for flag in CheckFlag.allCases {
            guard let found = byFlag[flag] else { continue }
            let also = CheckFlag.causes.filter(found.also.contains)
            result.append(
                finding(
                    .layout(found.diagnostic, also: also), file: file,
                    placements: found.where.map { outcomes[$0].placement }))
        }
        let narrow = outcomes.indices.filter { outcomes[$0].narrow != nil }
        if config.reports(.narrowTrack), let first = narrow.first.flatMap({ outcomes[$0].narrow }) {
            result.append(
                finding(
                    .narrowTracks(
                        item: first.item + 1, first.size,
                        tracks: narrow.compactMap { outcomes[$0].narrow?.track }),
                    file: file, placements: narrow.map { outcomes[$0].placement }))
        }
        if config.reports(.assumptions) {
            let lazy = Assumption.allCases.filter { a in
                outcomes.contains { $0.assumptions.contains(a) }
            }
            let eager = EagerAssumption.allCases.filter { a in
                outcomes.contains { $0.eagerAssumptions.contains(a) }
            }
            if !lazy.isEmpty || !eager.isEmpty {
                result.append(finding(.assumptions(lazy, eager), file: file, placements: []))
            }
        }
        return result
    }

    private func finding(
        _ kind: CheckFinding.Kind, file: String, placements: [CheckFinding.Placement]
    ) -> CheckFinding {
        CheckFinding(
            kind: kind, file: file, line: imported.found.line, column: imported.found.column,
            grid: imported.found.family, placements: placements)
    }

    /// The narrowest track under `tapTarget` that a flexible or adaptive item draws.
    private static func narrowest(_ layout: LazyGridLayout) -> (Int, GridItemSize, Double)? {
        var found: (Int, GridItemSize, Double)?
        for item in layout.items where item.trackCount > 0 {
            if case .fixed = item.item.size { continue }
            guard Tolerance.less(item.trackSize, tapTarget) else { continue }
            if found.map({ Tolerance.less(item.trackSize, $0.2) }) ?? true {
                found = (item.index, item.item.size, item.trackSize)
            }
        }
        return found
    }

    private func layout(_ device: Device, _ orientation: Device.Orientation) -> Outcome {
        // The screen is the device's; the chain read from the source (frames included) stays.
        let screen = device.container(orientation, along: imported.axis)
        var outcome = Outcome(
            placement: .init(
                device: device, orientation: orientation, screen: screen, offered: screen),
            flags: [])
        switch imported.model {
        case .lazy(var grid):
            grid.container = screen
            outcome.placement.offered = grid.proposed
            do {
                let layout = try grid.layout()
                guard !layout.items.isEmpty else { return outcome }
                outcome.flags = layout.diagnostics(
                    searchingOrders: config.reports(.orderDependent))
                if config.reports(.assumptions) { outcome.assumptions = Array(layout.assumptions) }
                if layout.overflows { outcome.placement.needs = layout.pass1.total }
                if config.reports(.narrowTrack) { outcome.narrow = Self.narrowest(layout) }
            } catch {
                outcome.flags = [.invalid(error)]
            }
        case .eager(var grid):
            grid.container = screen
            outcome.placement.offered = grid.offeredWidth
            do {
                let layout = try grid.layout()
                outcome.flags = layout.diagnostics()
                if config.reports(.assumptions) {
                    outcome.eagerAssumptions = Array(layout.assumptions)
                }
            } catch {
                outcome.flags = [.invalid(error)]
            }
        }
        // One diagnostic per flag and device (the kernel may raise a flag for several items).
        var seen: Set<CheckFlag> = []
        outcome.flags = outcome.flags.filter { seen.insert(CheckFlag($0.code)).inserted }
        return outcome
    }
}
