import CommandLanguage
import LayoutKernel
import Rendering

/// How the runner shows a response: printed by `Output`, with the line's reprint settled here
/// (a change asks for it, a whole layout shown pays it).
extension Runner {
    func show(_ response: Response) {
        switch response {
        case .changed:
            // Most lines of a script change the model and print nothing: reprinted once, at
            // the end of the line (`runLine`), in the interactive shell only.
            if policy.reprints { lineState.reprintPending = true }
        case .none:
            break
        case .layout, .text, .explain, .textbook, .compare, .sweep, .devices, .spies:
            let screen = session.screen
            if output.show(response, screen: screen, flagsHeld: presenter.flagsHeld) {
                lineState.reprintPending = false
            }
        }
    }

    /// The whole current layout, of the family shown.
    func showLayout() { show(.layout(session.shownLayout, .all)) }

    /// After a terminal resize: the layout again at the new width (when `auto` shows it at all).
    func redraw() {
        guard policy.auto && !output.json else { return }
        output.out("")
        showLayout()
    }

    /// Runs `body` with what it prints collected instead of printed (responses and errors, each
    /// in order, and the errors as values), then puts the printers back: how a lesson step's
    /// output is kept.
    func capturingOutput<Result>(_ body: () -> Result) -> (
        result: Result, output: [String], errors: [String], failures: [PlacedError]
    ) {
        let collected = CollectedOutput()
        let (savedOut, savedErr, savedFailures) = (output.out, output.err, collectedFailures)
        output.out = { collected.output.append($0) }
        output.err = { collected.errors.append($0) }
        collectedFailures = []
        defer { (output.out, output.err, collectedFailures) = (savedOut, savedErr, savedFailures) }
        let result = body()
        return (result, collected.output, collected.errors, collectedFailures ?? [])
    }
}

/// What `capturingOutput` collects: a reference, so the printers (escaping closures) add to it.
private final class CollectedOutput {
    var output: [String] = []
    var errors: [String] = []
}
