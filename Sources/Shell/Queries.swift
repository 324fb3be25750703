import CommandLanguage
import Files
import GridModel
import LayoutKernel
import Rendering
import Teaching
import Words

/// Answers the commands that read the model. Pure: the session and what the query needs from
/// the disk (`QueryFiles`, read by the caller) go in, a `Response` comes out; nothing here
/// reads a file. The sweep's Ctrl-C check and progress are passed in by the caller.
enum Queries {
    static func evaluate(
        _ query: Query, session: Session, files: QueryFiles, sweepControl: SweepRunner.Control
    ) throws(CommandError) -> Response {
        let eager = session.mode == .eager
        switch query {
        case .show: return eager ? .eager(session.eagerLayout, .all) : .layout(session.layout, .all)
        case .widths:
            return eager ? .eager(session.eagerLayout, .widths) : .layout(session.layout, .widths)
        case .flags:
            return eager ? .eager(session.eagerLayout, .flags) : .layout(session.layout, .flags)
        case .explain(let number):
            if eager { return .eagerExplain(session.eagerLayout) }
            if let number {
                do { try LazyEditor.check(number, in: session.grid) } catch {
                    throw CommandError(error)
                }
            }
            return .explain(session.current.tracedLayout(), item: number.map { $0 - 1 })
        case .textbook:
            if eager { return .eagerTextbook(session.eagerLayout) }
            guard !session.grid.items.isEmpty else { throw .model(.noItems) }
            return .textbook(session.layout)
        case .code:
            return .text(
                eager ? SwiftCode.source(for: session.eager) : SwiftCode.source(for: session.grid))
        case .expect(let expectation):
            if eager {
                try Expect.check(expectation, eager: session.eagerLayout)
            } else {
                try Expect.check(expectation, session.layout)
            }
            return .none
        case .compare(let name):
            let before: Model
            let label: String
            if let name, name != "undo" {
                // Read by the caller (`QueryFiles.read`); a caller that did not has none.
                guard let compared = files.compared else {
                    throw .language(.noLayout(name, suggestion: nil))
                }
                (before, label) = (compared, "'\(name)'")
            } else {
                guard let previous = session.previous else {
                    throw .model(.nothingTo(.compareEarlier))
                }
                (before, label) = (previous, "before the last change")
            }
            let valid: ValidModel
            do { valid = try ValidModel(before) } catch { throw CommandError(error) }
            if eager {
                return .eagerCompare(
                    before: valid.eagerLayout, after: session.eagerLayout, label: label)
            }
            return .compare(before: valid.layout, after: session.layout, label: label)
        case .sweep(let sweep):
            if eager {
                return .sweep(try SweepRunner.run(sweep, on: session.eager, control: sweepControl))
            }
            return .sweep(try SweepRunner.run(sweep, on: session.grid, control: sweepControl))
        case .presets:
            return .text(Presets.listing(saved: files.savedNames))
        case .devices(let selection):
            return .devices(
                DeviceReport(
                    model: session.model, selection: selection, shouldStop: sweepControl.shouldStop)
            )
        case .spies:
            return .spies(Spies(session.layout))
        }
    }
}
