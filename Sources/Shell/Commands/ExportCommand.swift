import CommandLanguage
import Files
import GridModel
import LayoutKernel
import Rendering
import Teaching
import Words

/// `export svg|json|swift|html …`'s handler: the paths read from the folder of the file
/// running.
struct ExportCommand: ShellCommandHandler {
    var request: ExportRequest

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.export(request.resolved(runner.resolved))
        return .ok
    }
}

/// `export`: the layout, or a lesson run apart, taken out of the session to the terminal or
/// to a file.
extension Runner {
    /// `export svg|json|swift|html [FILE]`: the layout shown (or, for `html`, a lesson run
    /// apart) rendered in that format, to standard output or written to the file. Throws,
    /// nothing written, when the lesson fails or the file cannot be written.
    func export(_ request: ExportRequest) throws(CommandError) {
        let eager = session.family == .eager
        switch request {
        case .svg(let target, let scale):
            let svg =
                eager
                ? SVGRenderer.render(session.eagerLayout, scale: scale, screen: session.screen)
                : SVGRenderer.render(session.layout, scale: scale, screen: session.screen)
            try deliver(svg, format: "svg", to: target)
        case .json(let target):
            try deliver(
                eager
                    ? JSONRenderer.eager(session.eagerLayout, screen: session.screen)
                    : JSONRenderer.layout(session.layout, .all, screen: session.screen),
                format: "json", to: target)
        case .swift(let target):
            try deliver(
                eager
                    ? SwiftCode.source(for: session.eagerGrid)
                    : SwiftCode.source(for: session.lazyGrid),
                format: "swift", to: target)
        case .html(let lesson, let target):
            try deliver(try handout(lesson), format: "html", to: target)
        }
    }

    /// To standard output as it is (in JSON mode as one object, except JSON itself), or to a
    /// file, ended by a newline, with one line saying what was written.
    private func deliver(_ text: String, format: String, to target: ExportTarget)
        throws(CommandError)
    {
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        switch target {
        case .standardOutput:
            output.out(output.json && format != "json" ? JSONRenderer.message(format, body) : body)
        case .file(let path):
            let bytes = Array((body + "\n").utf8)
            do {
                try ExportFile.write(bytes, to: path)
            } catch {
                throw .file(.cannotWrite(path: path, error))
            }
            output.out(
                output.json
                    ? JSON.object([
                        ("type", .string("export")), ("format", .string(format)),
                        ("path", .string(path)), ("bytes", .int(bytes.count)),
                    ])
                    .text
                    : "wrote '\(TerminalText.sanitized(path))' (\(format), \(bytes.count) bytes)")
        }
    }

    /// `export html`: the lesson run step by step in a fresh trainer (the session here is left
    /// alone), each step's narration, command and output on one page. A step that fails stops
    /// the export: a handout never shows a broken lesson.
    package func handout(_ path: String) throws(CommandError) -> String {
        do throws(CommandBudget.Refusal) {
            try budget.enter(path)
        } catch {
            // A cycle is said first: a lesson exporting itself names itself.
            switch error {
            case .nesting(let running, cycle: true, tooDeep: _):
                throw .file(.exportCycle(path: path, running: running))
            case .nesting(running: _, cycle: false, tooDeep: _):
                throw .file(.exportNested(maximum: Limits.sourceDepth))
            case .tooManyFiles:
                throw .limit(.exportedFiles(maximum: Limits.sourcesPerCommand))
            }
        }
        defer { budget.leave() }
        let lesson = try LessonFile.load(path, budget: budget)
        // The lesson's lines, files and evaluation spend from this command's budget, and it
        // runs inside this file (`budget.nesting`).
        let fresh = Runner(
            library: library, columns: { 80 }, budget: budget, out: { _ in }, err: { _ in })
        fresh.policy.shouldStop = policy.shouldStop
        // The lesson's paths are read from its own folder.
        fresh.scriptFolder = ScriptFolder.of(path)
        var steps: [LessonStep] = []
        for (index, step) in lesson.steps.enumerated() {
            if policy.shouldStop() || budget.abandoned {
                throw .file(.exportInterrupted)
            }
            let prompt = fresh.session.family.prompt
            let transcript = fresh.runStep(step, file: path)
            if let error = transcript.failures.first {
                throw .file(.exportStopped(error))
            }
            let command = ([step.command?.text].compactMap { $0 } + step.input.map(\.text)).joined(
                separator: "\n")
            steps.append(
                LessonStep(
                    narration: step.narration.joined(separator: "\n"), command: command,
                    output: handoutOutput(step, transcript, fresh, first: index == 0),
                    prompt: prompt))
            if transcript.quit { break }
        }
        return HTMLExport.page(title: lesson.title ?? path, steps: steps)
    }

    /// The picture after a change or a `show`, and for a reveal (narration after a command,
    /// nothing run: the presenter shows the grid there too, and the narration points at it);
    /// else the text the step printed. A grid with nothing in it (no items, no rows) is not
    /// drawn: an empty "0 columns" picture says nothing.
    private func handoutOutput(
        _ step: Lesson.Step, _ transcript: StepTranscript, _ runner: Runner, first: Bool
    ) -> LessonStep.Output {
        let session = runner.session
        let reveal = step.isReveal && !first
        let text = transcript.output.joined(separator: "\n")
        let hasModel =
            switch session.family {
            case .lazyVertical, .lazyHorizontal: !session.lazyGrid.items.isEmpty
            case .eager: !session.eagerGrid.rows.isEmpty
            }
        guard hasModel, transcript.showed || reveal || (text.isEmpty && transcript.changed) else {
            return text.isEmpty ? .none : .text(text)
        }
        return .svg(
            session.family == .eager
                ? SVGRenderer.render(session.eagerLayout, screen: session.screen)
                : SVGRenderer.render(session.layout, screen: session.screen))
    }
}
