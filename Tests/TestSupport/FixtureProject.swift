import Foundation

/// A folder of Swift files written for one test, removed after it.
package final class FixtureProject {
    package let root: URL

    package init(_ name: String, files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gt-project-\(getpid())-\(name)-\(UInt32.random(in: 0...UInt32.max))")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    package func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    deinit { try? FileManager.default.removeItem(at: root) }
}
