import LayoutKernel

/// Saved layouts on disk, one command file per name, written atomically (temporary file and
/// rename) with mode 0600, so a crash mid-write never leaves a half-written layout.
struct LayoutStore {
    var directory: String

    func path(_ name: String) -> String { directory + "/" + name + ".grid" }

    func names() -> [String] {
        System.entries(directory).filter { $0.hasSuffix(".grid") }.map { String($0.dropLast(5)) }
    }

    func save(_ model: Model, as name: String) throws(CommandError) {
        let text = LayoutFile.commands(for: model).joined(separator: "\n") + "\n"
        do {
            try StatePaths.writeAtomically(text, to: path(name))
        } catch {
            throw .file("could not save '\(name)': \(error)")
        }
    }

    func load(_ name: String) throws(CommandError) -> Model? {
        let file = path(name)
        guard System.exists(file) else { return nil }
        var source: FileSource
        do {
            source = try FileSource(path: file)
        } catch {
            throw .file("\(error); the file was left untouched")
        }
        defer { source.close() }
        var session = Session()
        var number = 0
        while let (line, problem) = source.nextLine() {
            number += 1
            guard number <= Limits.savedLayoutLines else {
                throw .file(
                    "\(file) has more than \(Limits.savedLayoutLines) lines; expected a layout as 'save' writes it; the file was left untouched")
            }
            if let problem { throw .file("\(file):\(number): \(problem); the file was left untouched") }
            guard let line, !line.isEmpty else { continue }
            do {
                // A saved layout holds model edits only: nothing in it may run a file or quit.
                guard case .edit(let edit) = try CommandParser.parse(Substring(line)) else {
                    throw CommandError.expected("a model edit (as 'save' writes)", found: String(line.prefix(40)))
                }
                try session.apply(edit)
            } catch {
                throw .file("\(file):\(number): \(error); the file was left untouched")
            }
        }
        return session.model
    }
}
