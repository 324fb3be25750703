import LayoutKernel

@testable import Files
@testable import GridModel
@testable import Shell

/// Runs lines through a `Runner` in memory and collects what it prints.
final class Transcript {
    final class Box {
        var out: [String] = []
        var err: [String] = []
    }

    private let box = Box()
    let runner: Runner

    init(
        json: Bool = false, keepGoing: Bool = false, session: Session = Session(), columns: Int = 80
    ) {
        let box = self.box
        runner = Runner(
            session: session, json: json, keepGoing: keepGoing, columns: { columns },
            out: { box.out.append($0) }, err: { box.err.append($0) })
    }

    @discardableResult
    func run(_ text: String, name: String? = nil) -> Runner.Outcome {
        var source = TextSource(text, name: name)
        return runner.run(&source)
    }

    var out: [String] { box.out }
    var err: [String] { box.err }
    var stdout: String { out.joined(separator: "\n") }
    var stderr: String { err.joined(separator: "\n") }
    var grid: LazyGrid { runner.session.lazyGrid }
}
