import GridModel

/// One step of a lesson as a handout shows it: the narration a teacher reads, the command
/// typed at the prompt, and what came out — a picture or the terminal's text.
package struct LessonStep: Hashable, Sendable {
    /// What the step printed.
    package enum Output: Hashable, Sendable {
        /// Nothing (narration only, or a command that prints nothing).
        case none
        /// The terminal's text, shown as it was printed.
        case text(String)
        /// A picture from `SVGRenderer`, inlined into the page.
        case svg(String)
    }

    /// The `#` comment block before the command, without its `#`s; blank lines part paragraphs.
    package var narration: String
    /// The command as typed, empty for a narration-only step.
    package var command: String
    /// What the command printed.
    package var output: Output
    /// The prompt the command was typed at (`lazy> ` or `grid> `: the family shown then).
    package var prompt: String

    /// A step; each part may be empty.
    package init(
        narration: String = "", command: String = "", output: Output = .none,
        prompt: String = GridFamily.lazyVertical.prompt
    ) {
        self.narration = narration
        self.command = command
        self.output = output
        self.prompt = prompt
    }
}
