/// Reads a lesson file for `play` and `export html`: the same reader as `source` (regular
/// files only, UTF-8, bounded lines), all of it up front so the steps can be shown in any order.
enum LessonFile {
    /// The bytes read are charged to `budget`, the command's, when there is one.
    static func load(_ path: String, budget: CommandBudget? = nil) throws(CommandError) -> Lesson {
        var file = try FileSource.opening(path)
        defer { file.close() }
        var lines: [String] = []
        while let (text, problem) = file.nextLine() {
            if let problem { throw .file("\(path):\(lines.count + 1): \(problem)") }
            lines.append(text ?? "")
            if let budget {
                budget.bytes += (text?.utf8.count ?? 0) + 1
                guard budget.bytes <= Limits.bytesPerCommand else {
                    let most = Limits.bytesPerCommand
                    throw .limit(
                        "\(path): more than \(most) bytes read for one command;"
                            + " expected smaller lessons")
                }
            }
            guard lines.count <= Limits.lessonLines else {
                throw .limit(
                    "\(path): more than \(Limits.lessonLines) lines;"
                        + " expected a lesson, not a data file")
            }
        }
        let lesson = Lesson(lines: lines)
        guard !lesson.steps.isEmpty else {
            throw .file("\(path) has no steps: expected commands and '#' narration")
        }
        return lesson
    }
}
