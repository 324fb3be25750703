import CommandLanguage
import Files
import LayoutKernel
import SystemInterface
import Teaching
import Words

/// `slide …`'s handler.
struct SlideCommand: ShellCommandHandler {
    var target: SlideTarget

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.slide(target)
        return .ok
    }
}

/// `slide …`: the live slider, in the interactive shell on a terminal only.
extension Runner {
    func slide(_ target: Slider.Target) throws(CommandError) {
        // The target is checked first: a script learns of a wrong item before it learns of
        // the terminal.
        let slider = try Slider(target, model: session.model)
        guard policy.interactive && Terminal.isInteractive else {
            throw .terminal(.needsTerminal("slide"))
        }
        var loop = SliderLoop(slider: slider, columns: output.columns, style: output.style)
        guard let outcome = loop.run() else { throw .terminal(.needsTerminal("slide")) }
        let f = NumberText.format
        switch outcome {
        case .kept(let slider):
            guard let edit = slider.edit else {
                show(.text("\(slider.label) stays \(f(slider.start))"))
                return
            }
            do {
                try session.apply(edit, described: "slide \(slider.label) to \(f(slider.value))")
            } catch {
                throw CommandError(error)
            }
            show(
                .text(
                    "\(slider.label) \(f(slider.value)) kept (was \(f(slider.start));"
                        + " 'undo' puts it back)"))
            show(.changed)
        case .cancelled(let slider):
            show(.text("\(slider.label) back to \(f(slider.start)); nothing changed"))
        }
    }
}
