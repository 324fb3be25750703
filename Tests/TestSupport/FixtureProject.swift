import Foundation

/// A folder of Swift files written for one test, removed after it (a `TemporaryFolder`).
package final class FixtureProject {
    private let folder: TemporaryFolder
    package var root: URL { folder.url }

    package init(_ name: String, files: [String: String]) throws {
        folder = try TemporaryFolder("project-\(name)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    package func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}
