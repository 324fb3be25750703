import CommandLanguage
import Files
import GridModel
import LayoutKernel
import SystemInterface
import Words

/// TAB completion: command names, then the words each command's registry entry offers next.
/// The file names it offers are listed through a `FolderCache`, so a TAB press reads a folder
/// only when it changed.
enum Completion {
    /// Candidates for the word being typed, given the words before it; lesson and Swift files
    /// are listed through `folders`, the shell's one cache (a fresh `FolderCache()` lists them
    /// now).
    static func candidates(
        before: [Substring], prefix: Substring, session: Session, layouts: [String],
        folders: FolderCache
    ) -> [String] {
        let words: [String]
        if let name = before.first {
            guard let spec = CommandRegistry.spec(named: name) else { return [] }
            let context = CompletionContext(
                arguments: Array(before.dropFirst()),
                items: session.grid.items.indices.map { String($0 + 1) },
                rows: session.eager.rows.indices.map { String($0 + 1) }, layouts: layouts,
                lessons: lessonFiles(folders), swiftFiles: swiftFiles(folders),
                axis: session.grid.axis)
            words = spec.complete(context)
        } else {
            words = CommandRegistry.names
        }
        // Each word once, even when two sources offer it.
        return Set(words.filter { $0.hasPrefix(prefix) }).sorted()
    }

    /// `*.grid` files in the current directory and in `examples/`.
    private static func lessonFiles(_ folders: FolderCache) -> [String] {
        files(ending: ".grid", in: ["", "examples/"], folders)
    }

    /// Swift files here and in `examples/swift/`, for `open`.
    private static func swiftFiles(_ folders: FolderCache) -> [String] {
        files(ending: ".swift", in: ["", "examples/swift/"], folders)
    }

    /// The names ending in `suffix` in each folder (`""` is the current one), with the
    /// folder's path before them.
    private static func files(ending suffix: String, in prefixes: [String], _ folders: FolderCache)
        -> [String]
    {
        prefixes.flatMap { prefix in
            folders.names(in: prefix.isEmpty ? "." : String(prefix.dropLast()))
                .filter { $0.hasSuffix(suffix) }.map { prefix + $0 }
        }
    }

    /// What TAB does to `line` (the text up to the cursor): the last command after a `;` is
    /// split into the words before and the prefix being typed, and `offer` gives the
    /// candidates. One candidate is inserted whole (a space after it unless it ends in `(`),
    /// several insert what they share, else they are listed within `columns`. Names from
    /// outside (files, saved layouts) with a control character cannot be typed (such a line
    /// is refused), so they are listed made safe but never inserted.
    static func answer(
        line: String, columns: Int, offer: ([Substring], Substring) -> [String]
    ) -> LineEditor.Completed {
        let command = line.split(separator: ";").last.map(String.init) ?? ""
        let endsWithSpace = command.last?.isWhitespace ?? true
        var words = command.split(whereSeparator: \.isWhitespace)
        let prefix = endsWithSpace ? "" : (words.popLast() ?? "")
        let offered = offer(words, prefix)
        let candidates = offered.filter { TerminalText.firstControl(in: $0) == nil }
        func listing() -> LineEditor.Completed {
            let shown = offered.map(TerminalText.sanitized)
            return .list(
                Wrap.parts(shown, separator: "  ", width: columns, indent: 0)
                    .joined(separator: "\n"))
        }
        guard !candidates.isEmpty else { return offered.isEmpty ? .nothing : listing() }
        if candidates.count == 1 {
            return .insert(
                String(candidates[0].dropFirst(prefix.count))
                    + (candidates[0].hasSuffix("(") ? "" : " "))
        }
        let common = commonPrefix(candidates)
        if common.count > prefix.count { return .insert(String(common.dropFirst(prefix.count))) }
        return listing()
    }

    /// The longest prefix all candidates share.
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
