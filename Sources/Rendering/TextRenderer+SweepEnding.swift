import GridModel
import LayoutKernel
import Teaching
import Words

extension TextRenderer {
    /// What a sweep says after its rows when it did not run every step cleanly: why it stopped
    /// and where, and how many steps it skipped because the model refuses their value.
    static func sweepEnding(_ result: SweepResult) -> [String] {
        let f = NumberText.format
        var lines: [String] = []
        if result.refused > 0, let first = result.firstRefused {
            let steps = result.refused == 1 ? "1 step" : "\(result.refused) steps"
            lines.append(
                "(skipped \(steps) whose value the model refuses, the first at \(f(first)))")
        }
        switch result.stop {
        case nil: break
        case .interrupted(let value):
            lines.append("(interrupted at \(f(value)): the rows above are the steps done)")
        case .breakpoints(let value):
            lines.append(
                "(stopped at \(f(value)): \(Limits.sweepRows) breakpoints listed, the most a sweep"
                    + " lists; sweep a smaller range)")
        case .tracks(let value, let count):
            lines.append(
                "(stopped at \(f(value)): the grid has \(count) tracks there, more than the"
                    + " \(Limits.tracks) the trainer lays out; the steps after it were not run)")
        }
        return lines
    }
}
