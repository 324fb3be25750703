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
        let eager = session.family == .eager
        switch query {
        case .show: return .layout(session.shownLayout, .all)
        case .widths: return .layout(session.shownLayout, .widths)
        case .flags: return .layout(session.shownLayout, .flags)
        case .explain(let number):
            if eager { return .explain(session.shownLayout, item: nil) }
            if let number {
                do { try LazyEditor.check(number, in: session.lazyGrid) } catch {
                    throw CommandError(error)
                }
            }
            return .explain(.lazy(session.current.tracedLayout()), item: number.map { $0 - 1 })
        case .textbook:
            guard eager || !session.lazyGrid.items.isEmpty else { throw .model(.noItems) }
            return .textbook(session.shownLayout)
        case .code:
            return .text(
                eager
                    ? SwiftCode.source(for: session.eagerGrid)
                    : SwiftCode.source(for: session.lazyGrid))
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
            let compared: ComparedLayouts =
                eager
                ? .eager(before: valid.eagerLayout, after: session.eagerLayout)
                : .lazy(before: valid.layout, after: session.layout)
            return .compare(compared, label: label)
        case .sweep(let sweep):
            if eager {
                return .sweep(
                    try SweepRunner.run(sweep, on: session.eagerGrid, control: sweepControl))
            }
            return .sweep(try SweepRunner.run(sweep, on: session.lazyGrid, control: sweepControl))
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
