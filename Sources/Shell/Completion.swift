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
                items: session.lazyGrid.items.indices.map { String($0 + 1) },
                rows: session.eagerGrid.rows.indices.map { String($0 + 1) }, layouts: layouts,
                lessons: lessonFiles(folders) + paths(growing: prefix, ending: ".grid", folders),
                swiftFiles: swiftFiles(folders) + paths(growing: prefix, ending: ".swift", folders),
                files: paths(growing: prefix, ending: "", folders), axis: session.lazyGrid.axis)
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

    /// The paths the typed `prefix` can grow into: the entries of its folder (the current one
    /// when it holds no `/`) whose names start with its last part, folders with a `/` after
    /// them (to go on into) and files ending in `suffix`. Hidden names only when asked for.
    private static func paths(
        growing prefix: Substring, ending suffix: String, _ folders: FolderCache
    ) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let head = slash.map { String(prefix[...$0]) } ?? ""
        let folder = head.isEmpty ? "." : head == "/" ? "/" : String(head.dropLast())
        let start = slash.map { prefix[prefix.index(after: $0)...] } ?? prefix
        let names = folders.names(in: folder).filter {
            $0.hasPrefix(start) && (!$0.hasPrefix(".") || start.hasPrefix("."))
        }
        guard !names.isEmpty else { return [] }
        let inner = folders.folders(in: folder)
        return names.compactMap { name in
            if inner.contains(name) { return head + name + "/" }
            return name.hasSuffix(suffix) ? head + name : nil
        }
    }

    /// What a TAB press does to the line typed so far.
    enum Action: Equatable {
        /// Type these characters at the cursor.
        case insert(String)
        /// Show these candidates (made safe for the terminal).
        case list([String])
        /// Nothing to offer.
        case nothing
    }

    /// The TAB press on `line` (up to the cursor): the last command's words read as the
    /// language reads them (quotes, backslashes), the candidates `complete` offers for the last
    /// one, and what to type — escaped, so a name with a space is typed as `My\ App/` (or
    /// inside the quote the word opened, closed once the name is whole).
    /// What the line editor does on a TAB press on `line`: `action`'s answer, with a listing
    /// wrapped within `columns` (asked only when there is one to show).
    static func answer(
        line: String, columns: @autoclosure () -> Int,
        offer: ([Substring], Substring) -> [String]
    ) -> LineEditor.Completed {
        switch action(line: line, offer) {
        case .nothing: return .nothing
        case .insert(let typed): return .insert(typed)
        case .list(let shown):
            return .list(
                Wrap.parts(shown, separator: "  ", width: columns(), indent: 0)
                    .joined(separator: "\n"))
        }
    }

    static func action(line: String, _ complete: ([Substring], Substring) -> [String]) -> Action {
        let (typed, quoted) = Quoting.typedWords(Quoting.lastCommand(line))
        let prefix = typed.last ?? ""
        let offered = complete(typed.dropLast().map { Substring($0) }, Substring(prefix))
        // Names from outside (files, saved layouts): one with a control character cannot be
        // typed (such a line is refused), so it is listed made safe but never inserted.
        let candidates = offered.filter { TerminalText.firstControl(in: $0) == nil }
        guard !candidates.isEmpty else {
            return offered.isEmpty ? .nothing : .list(offered.map(TerminalText.sanitized))
        }
        if candidates.count == 1, let only = candidates.first {
            let whole = !only.hasSuffix("(") && !only.hasSuffix("/")
            return .insert(insertion(only, after: prefix, quoted: quoted, whole: whole))
        }
        let common = commonPrefix(candidates)
        guard common.count > prefix.count else { return .list(offered.map(TerminalText.sanitized)) }
        return .insert(insertion(common, after: prefix, quoted: quoted, whole: false))
    }

    /// What to type after `prefix` (as read) to make `word`: with backslashes, or as it is
    /// inside an open quote; a `whole` word is ended (the quote closed, a space after it).
    static func insertion(_ word: String, after prefix: String, quoted: Bool, whole: Bool)
        -> String
    {
        let rest = word.dropFirst(prefix.count)
        guard quoted else { return Quoting.escaped(rest) + (whole ? " " : "") }
        var out = ""
        for character in rest {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + (whole ? "\" " : "")
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
