import Foundation

/// External programs the tests use when they are installed: checkers of the exported pictures
/// (xmllint, rsvg-convert), and `pgrep` where there is no `/proc`.
package enum ExternalTool {
    /// The executable `name` on PATH, if any.
    package static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments`; its exit status and what it wrote to stderr.
    package static func run(_ tool: URL, _ arguments: [String]) throws
        -> (status: Int32, stderr: String)
    {
        let result = try capture(tool, arguments, standardError: true)
        return (result.status, result.text)
    }

    /// Runs `tool` with `arguments`; what it wrote to stdout.
    package static func output(_ tool: URL, _ arguments: [String]) throws -> String {
        try capture(tool, arguments, standardError: false).text
    }

    /// Runs `tool` and reads one of its outputs (the other goes to /dev/null: reading one
    /// pipe to its end while the other fills could block both processes).
    private static func capture(_ tool: URL, _ arguments: [String], standardError: Bool) throws
        -> (status: Int32, text: String)
    {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = standardError ? FileHandle.nullDevice : pipe
        process.standardError = standardError ? pipe : FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
