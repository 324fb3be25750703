import Foundation

/// The built `gridtrainer`, next to the test bundle.
package func trainerBinary() -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = bundle.appendingPathComponent("gridtrainer")
    if FileManager.default.fileExists(atPath: beside.path) { return beside }
    return packageRoot().appendingPathComponent(".build/debug/gridtrainer")
}

/// The package's folder (this file is `Tests/TestSupport/TrainerProcess.swift`).
package func packageRoot() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

/// What a finished process wrote and its exit status.
package struct ProcessResult {
    package var stdout: String
    package var stderr: String
    package var status: Int32
}

/// Runs the real program with `arguments` and `input` on stdin, in a private state directory,
/// from `folder` (the package's own unless told).
package func runTrainer(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    removing: [String] = [],
    standardOutput: FileHandle? = nil, in folder: URL = packageRoot()
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = trainerBinary()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let state = TemporaryFile("state")  // made by the program if it saves; removed on return
    environment["XDG_STATE_HOME"] = state.path
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

/// Copies the program at `source` to `destination` (mode 0755) for a test to run the copy.
///
/// Implementation note: `FileManager.copyItem` writes through a descriptor without
/// `O_CLOEXEC`; a process another test spawns meanwhile (tmux's server lives for seconds)
/// inherits it, and running the copy then fails with "Text file busy" (ETXTBSY), as one
/// parallel `make test` did. This descriptor is closed on every `exec`.
package func copyExecutable(from source: URL, to destination: URL) throws {
    let bytes = try Data(contentsOf: source)
    let fd = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(fd) }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
        var offset = 0
        while offset < buffer.count {
            let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
    guard written else { throw CocoaError(.fileWriteUnknown) }
}
