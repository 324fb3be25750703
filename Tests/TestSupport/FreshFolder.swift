import Foundation

/// A new, empty folder of the test's own in the temporary directory, `gt-NAME-PID-RANDOM`:
/// tests run in parallel, and a folder left by an earlier run is never reused.
package func freshFolder(_ name: String) throws -> URL {
    let clean = name.filter { $0.isLetter || $0.isNumber || $0 == "-" }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gt-\(clean)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
