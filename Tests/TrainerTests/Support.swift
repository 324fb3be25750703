import Foundation
import LayoutKernel
import Testing

@testable import Trainer

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
    var grid: LazyGrid { runner.session.grid }
}

/// The built `gridtrainer`, next to the test bundle.
func trainerBinary() -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = bundle.appendingPathComponent("gridtrainer")
    if FileManager.default.fileExists(atPath: beside.path) { return beside }
    return packageRoot().appendingPathComponent(".build/debug/gridtrainer")
}

func packageRoot() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

struct ProcessResult {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs the real program with `arguments` and `input` on stdin, in a private state directory.
func runTrainer(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    removing: [String] = [],
    standardOutput: FileHandle? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = trainerBinary()
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot()
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] =
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "gridtrainer-tests-\(getpid())"
        ).path
    for (key, value) in extra { environment[key] = value }
    for key in removing { environment[key] = nil }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    try stdout.fileHandleForWriting.close()
    let out = standardOutput == nil ? stdout.fileHandleForReading.readDataToEndOfFile() : Data()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
        stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
        status: process.terminationStatus)
}

/// Whether the tests run on Linux: `/proc` and `/dev/full` exist only there, so the tests that
/// use them are enabled only here (`scripts/check-portability` checks that they are).
#if os(Linux)
    let isLinux = true
#else
    let isLinux = false
#endif

/// The processes whose parent is `pid`: from `/proc` on Linux, from `pgrep -P` elsewhere.
func childProcesses(of pid: Int32) -> [Int32] {
    #if os(Linux)
        let list = "/proc/\(pid)/task/\(pid)/children"
        let text = (try? String(contentsOfFile: list, encoding: .utf8)) ?? ""
    #else
        let pgrep = URL(fileURLWithPath: "/usr/bin/pgrep")
        let text = (try? ExternalTool.output(pgrep, ["-P", String(pid)])) ?? ""
    #endif
    return text.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
}

/// Ends every process under a tmux pane (the pane's shell, the trainer, a `sleep`), then the
/// server: `kill-server` alone left panes running whose processes did not take its SIGHUP.
func endTmuxPane(panePID: String, killServer: () -> Void) {
    func descendants(_ pid: Int32) -> [Int32] {
        let children = childProcesses(of: pid)
        return children + children.flatMap(descendants)
    }
    if let pid = Int32(panePID.trimmingCharacters(in: .whitespacesAndNewlines)) {
        for process in [pid] + descendants(pid) { kill(process, SIGKILL) }
    }
    killServer()
}
