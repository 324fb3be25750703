import SystemInterface
import Teaching

/// The lessons that come with the trainer, found wherever it runs from: where `make install`
/// put them, beside the program, or in the repository it was built in. `lessons` lists them,
/// `play N` and `play NAME` find one.
package struct LessonShelf: Equatable {
    /// One lesson file: `06-objcio-quiz.grid` is number 6, named `objcio-quiz`.
    package struct Entry: Equatable {
        package var number: Int?
        package var name: String
        package var path: String
        /// The first sentence of its title card, without "Lesson 6 — ".
        package var title: String
    }

    /// The folder the lessons were found in; nil when there is none.
    package var folder: String?
    package var entries: [Entry]

    /// The folder as the list names it: relative to the current folder when it is inside it
    /// (`examples` in the repository), else as found.
    package var shownFolder: String? {
        guard let folder else { return nil }
        let here = System.currentDirectory()
        guard folder.hasPrefix(here + "/") else { return folder }
        return String(folder.dropFirst(here.count + 1))
    }

    /// The folders looked in, in order: `$GRIDTRAINER_LESSONS`; beside an installed program
    /// (`PREFIX/bin/gridtrainer` → `PREFIX/share/gridtrainer/lessons`); a `lessons` folder next
    /// to the program; the `examples` folder of the repository the program was built in (it
    /// lives in `.build/<triple>/<configuration>/`, three folders down); `examples` here.
    package static func places(executable: String?, environment: String?) -> [String] {
        var places: [String] = []
        if let environment, !environment.isEmpty { places.append(environment) }
        if let executable, let bin = parent(executable) {
            places.append((parent(bin) ?? "/") + "/share/gridtrainer/lessons")
            places.append(bin + "/lessons")
            var folder: String? = bin
            for _ in 0..<4 {
                guard let current = folder else { break }
                places.append(current + "/examples")
                folder = parent(current)
            }
        }
        places.append("examples")
        return places
    }

    /// The lessons of the first place that holds any.
    package static func find() -> LessonShelf {
        let places = places(
            executable: System.executablePath(),
            environment: System.environment("GRIDTRAINER_LESSONS"))
        for place in places {
            if let shelf = reading(place) { return shelf }
        }
        return LessonShelf(folder: nil, entries: [])
    }

    /// The lessons in `folder` (its `.grid` files, by name); nil when it holds none.
    package static func reading(_ folder: String) -> LessonShelf? {
        let names = System.entries(folder).filter { $0.hasSuffix(".grid") }
        guard !names.isEmpty else { return nil }
        return LessonShelf(folder: folder, entries: names.map { entry($0, in: folder) })
    }

    /// `06-objcio-quiz.grid` in `folder`, its title read from its first line.
    package static func entry(_ file: String, in folder: String) -> Entry {
        let stem = String(file.dropLast(".grid".count))
        let digits = stem.prefix { $0.isASCII && $0.isNumber }
        let name = digits.isEmpty ? stem : String(stem.dropFirst(digits.count).drop { $0 == "-" })
        let path = folder + "/" + file
        let title = (try? LessonFile.load(path).title).flatMap { $0 } ?? ""
        return Entry(number: Int(digits), name: name, path: path, title: Self.headline(title))
    }

    /// "Lesson 6 — the objc.io quiz cases" → "the objc.io quiz cases": the title without the
    /// lesson's number, which the list shows in a column of its own.
    static func headline(_ title: String) -> String {
        guard title.hasPrefix("Lesson "), let dash = title.firstRange(of: " — ") else {
            return title
        }
        return String(title[dash.upperBound...])
    }

    /// The lesson `word` names: its number (`6`, `06`), its name (`objcio-quiz`), its file's
    /// name (`06-objcio-quiz`, with or without `.grid`) or the start of one name alone.
    package func lesson(named word: String) -> Entry? {
        let bare = word.hasSuffix(".grid") ? String(word.dropLast(5)) : word
        if let number = Int(bare) { return entries.first { $0.number == number } }
        if let exact = entries.first(where: {
            $0.name == bare || $0.path.hasSuffix("/" + bare + ".grid")
        }) {
            return exact
        }
        let starting = entries.filter { $0.name.hasPrefix(bare) }
        return starting.count == 1 ? starting[0] : nil
    }

    /// Whether `path` leads to a regular file (a lesson given by its path).
    package static func isFile(_ path: String) -> Bool { System.targetKind(path) == .file }

    /// The folder of `path`, nil for a bare name.
    private static func parent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
