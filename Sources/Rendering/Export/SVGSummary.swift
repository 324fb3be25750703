import LayoutKernel
import Words

/// The text under a picture, shared by the lazy and the eager one: the flags with their
/// reasons, then the assumptions the numbers depend on, wrapped to `columns`.
enum SVGSummary {
    static func flagsAndAssumptions(
        _ flags: [Diagnostic], _ assumptions: [(name: String, summary: String)], columns: Int
    ) -> [String] {
        var lines: [String] = []
        if flags.isEmpty {
            lines.append("flags: none")
        } else {
            lines.append("flags:")
            for flag in flags {
                lines += TextWrap.lines(
                    "  \(flag.code.rawValue): \(DiagnosticText.message(flag))", width: columns,
                    indent: "    ")
            }
        }
        if !assumptions.isEmpty {
            lines.append("depends on assumptions:")
            for assumption in assumptions {
                lines += TextWrap.lines(
                    "  \(assumption.name) \(assumption.summary)", width: columns, indent: "     ")
            }
        }
        return lines
    }
}
