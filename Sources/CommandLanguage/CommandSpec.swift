import GridModel
import LayoutKernel

/// One command of the language, described once: parsing, help, completion and the family check
/// all come from here (as swift-argument-parser's `CommandConfiguration` does for a command).
/// A class, not a struct: the registry hands one out for every command line, and a reference
/// is one retain where a struct of strings and closures is a dozen.
package final class CommandSpec: Sendable {
    /// The word that starts the command.
    package let name: String
    /// Other words for the same command (`exit` for `quit`).
    package let aliases: [String]
    /// The command's grammar, for `help` and for errors.
    package let usage: String
    /// One line for the `help` overview.
    let abstract: String
    /// More for `help NAME`; empty when the abstract says it all.
    let discussion: String
    /// The grids the command applies to: typed while another is shown, it is refused.
    package let families: GridFamilies
    /// Said instead of the generic message when the command is typed while another family
    /// is shown.
    package let otherFamilyHint: ModelError.FamilyHint?
    /// Reads the words after the name; the registry checks that nothing is left over.
    package let parse: @Sendable (inout Lexer) throws(CommandError) -> Command
    /// The words that may come next, given the words typed after the name.
    package let complete: @Sendable (CompletionContext) -> [String]

    init(
        name: String, aliases: [String] = [], usage: String, abstract: String,
        discussion: String = "", families: GridFamilies,
        otherFamilyHint: ModelError.FamilyHint? = nil,
        parse: @escaping @Sendable (inout Lexer) throws(CommandError) -> Command,
        complete: @escaping @Sendable (CompletionContext) -> [String] = { _ in [] }
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.abstract = abstract
        self.discussion = discussion
        self.families = families
        self.otherFamilyHint = otherFamilyHint
        self.parse = parse
        self.complete = complete
    }

    /// Every word that starts this command.
    package var names: [String] { [name] + aliases }
}

/// What completion knows when it is asked for the next word of a command.
package struct CompletionContext {
    /// The words typed after the command's name (not counting the one being typed).
    package let arguments: [Substring]
    /// "1", "2", … for the lazy grid's items.
    package let items: [String]
    /// "1", "2", … for the eager Grid's rows.
    package let rows: [String]
    /// Presets and saved layouts.
    package let layouts: [String]
    /// Lesson files (`*.grid`) here and in `examples/`, for `play` and `export html`.
    package var lessons: [String] = []
    /// Swift files (`*.swift`) here and in `examples/swift/`, for `open`; with the folders
    /// and files of the path being typed.
    package var swiftFiles: [String] = []
    /// Any file or folder the path being typed can grow into (`source`, export targets).
    package var files: [String] = []
    /// The lazy grid's axis: which alignment words it takes.
    package var axis: GridAxis = .vertical

    package init(
        arguments: [Substring], items: [String], rows: [String], layouts: [String],
        lessons: [String] = [], swiftFiles: [String] = [], files: [String] = [],
        axis: GridAxis = .vertical
    ) {
        self.arguments = arguments
        self.items = items
        self.rows = rows
        self.layouts = layouts
        self.lessons = lessons
        self.swiftFiles = swiftFiles
        self.files = files
        self.axis = axis
    }
}
