import LayoutKernel

/// Runs command lines against a session and prints what they produce, as text or JSON.
/// The shell, scripts and tests all go through it, so they behave alike.
final class Runner {
    enum Outcome { case ok, failed, quit }

    var session: Session
    var json: Bool
    var keepGoing: Bool
    var columns: () -> Int
    var style: Style
    /// Interactive mode reprints the layout after changes (when `auto` is on).
    var interactive = false
    private(set) var errorCount = 0
    private var sourceStack: [String] = []
    let out: (String) -> Void
    let err: (String) -> Void

    init(
        session: Session = Session(), json: Bool = false, keepGoing: Bool = false, columns: @escaping () -> Int = { 80 },
        style: Style = Style(color: false), out: @escaping (String) -> Void, err: @escaping (String) -> Void
    ) {
        self.session = session
        self.json = json
        self.keepGoing = keepGoing
        self.columns = columns
        self.style = style
        self.out = out
        self.err = err
    }

    /// Runs every line of a source; stops at the first error unless `keepGoing` (or interactive).
    func run<Source: LineSource>(_ source: inout Source) -> Outcome {
        var number = 0
        var failed = false
        while let (text, problem) = source.nextLine() {
            number += 1
            let location = Location(file: source.name, line: number)
            let outcome: Outcome
            if let problem {
                report(problem, at: location)
                outcome = .failed
            } else {
                outcome = runLine(text ?? "", at: location, source: &source, number: &number)
            }
            if let end = stop(after: outcome, failed: &failed) { return end }
        }
        return failed ? .failed : .ok
    }

    /// The one rule for going on: `quit` ends the run; an error ends it too, unless the run keeps
    /// going (`--keep-going`, or the interactive shell, where errors never end the session).
    private func stop(after outcome: Outcome, failed: inout Bool) -> Outcome? {
        switch outcome {
        case .quit: return .quit
        case .failed:
            failed = true
            return keepGoing || interactive ? nil : .failed
        case .ok: return nil
        }
    }

    /// Runs one line: comments stripped, `;`-separated commands in order.
    func runLine<Source: LineSource>(_ line: String, at location: Location, source: inout Source, number: inout Int) -> Outcome {
        if let bad = line.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
            report(
                "the line contains a control character (U+\(String(bad.value, radix: 16, uppercase: true).leftPad(4).replacing(" ", with: "0"))); expected printable text",
                at: location)
            return .failed
        }
        let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var failed = false
        for command in code.split(separator: ";") where !command.allSatisfy(\.isWhitespace) {
            if let end = stop(after: runCommand(command, at: location, source: &source, number: &number), failed: &failed) { return end }
        }
        return failed ? .failed : .ok
    }

    private func runCommand<Source: LineSource>(_ text: Substring, at location: Location, source: inout Source, number: inout Int) -> Outcome {
        do {
            let command = try CommandParser.parse(text)
            let response = try session.execute(command)
            return try show(response, at: location, source: &source, number: &number)
        } catch {
            report(error.description, at: location)
            return .failed
        }
    }

    private func show<Source: LineSource>(_ response: Response, at location: Location, source: inout Source, number: inout Int) throws(CommandError)
        -> Outcome
    {
        let text = TextRenderer(columns: columns(), style: style)
        switch response {
        case .changed:
            guard interactive && session.auto else { break }
            if session.mode == .eager {
                out(json ? JSONRenderer.eager(session.eagerLayout()) : EagerText.render(session.eagerLayout(), .all, columns: columns()))
            } else {
                print(layout: session.layout(), .all, text)
            }
        case .eager(let layout, let part):
            out(json ? JSONRenderer.eager(layout) : EagerText.render(layout, part, columns: columns()))
        case .layout(let layout, let part):
            print(layout: layout, part, text)
        case .text(let message):
            out(json ? JSONRenderer.message("text", message) : message)
        case .explain(let layout, let item):
            out(json ? JSONRenderer.message("explain", text.explain(layout, item: item)) : text.explain(layout, item: item))
        case .textbook(let layout):
            out(json ? JSONRenderer.message("textbook", text.textbook(layout)) : text.textbook(layout))
        case .compare(let before, let after, let label):
            let body = text.compare(before: before, after: after, label: label)
            out(json ? JSONRenderer.message("compare", body) : body)
        case .sweep(let result):
            out(json ? JSONRenderer.sweep(result) : text.sweep(result))
        case .source(let path):
            return try runSource(path, from: location)
        case .paste:
            var lines: [String] = []
            while let (line, _) = source.nextLine(), let line, !line.allSatisfy(\.isWhitespace) {
                number += 1
                lines.append(line)
                if lines.count > 1000 { throw .limit("paste: more than 1000 lines; end a paste with a blank line") }
            }
            number += 1
            let joined = lines.joined(separator: " ")
            // `let columns: [GridItem] = [...]`: the array is what follows the '='.
            let body = joined.firstIndex(of: "=").map { joined[joined.index(after: $0)...] } ?? joined[...]
            // The last ']' after the first '[' (a stray ']' before it must not make an inverted range).
            guard let open = body.firstIndex(of: "["), let close = body[open...].lastIndex(of: "]") else {
                throw .swiftSyntax("paste expected a [GridItem] array, like the one 'code' prints")
            }
            let items = try SwiftItemParser.array(body[open...close])
            let axis = session.grid.axis
            return try show(try session.execute(.replaceItems(items, axis)), at: location, source: &source, number: &number)
        case .quiz(let quiz):
            out(json ? JSONRenderer.message("quiz", quiz.question) : quiz.question)
            var answer = ""
            if let (line, _) = source.nextLine() {
                number += 1
                answer = line ?? ""
            }
            out(json ? JSONRenderer.message("verdict", quiz.verdict(answer)) : quiz.verdict(answer))
            try session.adopt(quiz.grid)
            let layout = session.layout(tracing: true)
            out(json ? JSONRenderer.message("explain", text.explain(layout, item: nil)) : text.explain(layout, item: nil))
        case .quit:
            return .quit
        case .none:
            break
        }
        return .ok
    }

    /// After a terminal resize: the layout again at the new width (when `auto` shows it at all).
    func redraw() {
        guard session.auto && !json else { return }
        out("")
        if session.mode == .eager {
            out(EagerText.render(session.eagerLayout(), .all, columns: columns()))
        } else {
            print(layout: session.layout(), .all, TextRenderer(columns: columns(), style: style))
        }
    }

    private func print(layout: LazyGridLayout, _ part: LayoutPart, _ text: TextRenderer) {
        out(json ? JSONRenderer.layout(layout, part) : text.layout(layout, part))
    }

    private func runSource(_ path: String, from location: Location) throws(CommandError) -> Outcome {
        guard sourceStack.count < Limits.sourceDepth else {
            throw .file("source: files nested more than \(Limits.sourceDepth) deep (\(sourceStack.joined(separator: " → "))); expected no cycle")
        }
        guard !sourceStack.contains(path) else {
            throw .file("source: '\(path)' is already running (\((sourceStack + [path]).joined(separator: " → "))); a file cannot source itself")
        }
        var file: FileSource
        do {
            file = try FileSource(path: path)
        } catch {
            throw .file(error.description)
        }
        defer { file.close() }
        sourceStack.append(path)
        defer { sourceStack.removeLast() }
        let wasInteractive = interactive
        interactive = false
        defer { interactive = wasInteractive }
        switch run(&file) {
        case .ok: return .ok
        case .quit: return .quit
        case .failed: throw .file("source: '\(path)' stopped at an error")
        }
    }

    func report(_ message: String, at location: Location) {
        errorCount += 1
        err("\(location.prefix)error: \(message)")
        if json { out(JSONRenderer.error(line: location.line, file: location.file, message)) }
    }
}
