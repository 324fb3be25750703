import CommandLanguage
import GridModel
import Teaching

/// Reads a lesson file for `play` and `export html`: the same reader as `source` (regular
/// files only, UTF-8, bounded lines), all of it up front so the steps can be shown in any order.
package enum LessonFile {
    /// The bytes read are charged to `budget`, the command's, when there is one.
    package static func load(_ path: String, budget: CommandBudget? = nil) throws(CommandError)
        -> Lesson
    {
        var file = try FileSource.opening(path)
        defer { file.close() }
        var lines: [String] = []
        while let read = file.nextLine() {
            let text: String
            switch read {
            case .text(let line): text = line
            case .unreadable(let problem):
                throw .file(.lessonLine(path: path, line: lines.count + 1, problem))
            }
            lines.append(text)
            if let budget {
                budget.bytes += text.utf8.count + 1
                guard budget.bytes <= Limits.bytesPerCommand else {
                    let most = Limits.bytesPerCommand
                    throw .limit(.lessonBytes(path: path, maximum: most))
                }
            }
            guard lines.count <= Limits.lessonLines else {
                throw .limit(.lessonLines(path: path, maximum: Limits.lessonLines))
            }
        }
        let lesson = Lesson(lines: lines)
        guard !lesson.steps.isEmpty else {
            throw .file(.noSteps(path: path))
        }
        return lesson
    }
}
