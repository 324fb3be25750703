import LayoutKernel
import Teaching

extension Runner {
    /// A lesson step as the presenter shows it: `runStep`, then the picture wherever the class
    /// would otherwise see none — a reveal (checked narration after a command, nothing run)
    /// shows the model as it stands, and a command that changed the model but printed nothing
    /// (`auto off`) shows what it changed. A step with `[hold flags]` draws its picture without
    /// the flags. The title card (`first`) shows no picture: nothing of the lesson has run yet.
    func presentStep(_ step: Lesson.Step, file: String?, first: Bool = false) -> StepTranscript {
        presenter.flagsHeld = step.holdsFlags
        defer { presenter.flagsHeld = false }
        var transcript = runStep(step, file: file)
        let hasModel =
            switch session.family {
            case .lazyVertical, .lazyHorizontal: !session.lazyGrid.items.isEmpty
            case .eager: !session.eagerGrid.rows.isEmpty
            }
        let wantsPicture =
            step.command == nil ? hasModel && !first && step.isReveal : transcript.changed
        guard transcript.output.isEmpty, transcript.errors.isEmpty, wantsPicture else {
            return transcript
        }
        (_, transcript.output, transcript.errors, transcript.failures) = capturingOutput {
            showLayout()
        }
        return transcript
    }
}
