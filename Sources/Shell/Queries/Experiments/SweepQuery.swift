import CommandLanguage
import Rendering
import Teaching

/// `sweep …`: one value swept over a range, the breakpoints where the layout changes.
struct SweepQuery: QueryHandler {
    let sweep: Sweep

    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        let (session, control) = (context.session, context.sweepControl)
        if context.eager {
            return .sweep(try SweepRunner.run(sweep, on: session.eagerGrid, control: control))
        }
        return .sweep(try SweepRunner.run(sweep, on: session.lazyGrid, control: control))
    }
}
