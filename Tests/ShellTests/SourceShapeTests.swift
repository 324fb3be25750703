import Foundation
import TestSupport
import Testing

/// The project's shape rules, checked over every Swift file of `Sources/` and `Tests/`: no file
/// over 300 lines, no line over 100 columns (counted in characters, as an editor shows them).
/// `swift format lint` does not report a long comment line; three had come back unnoticed.
@Suite("Source shape")
struct SourceShapeTests {
    static let folders = ["Sources", "Tests"]

    /// Every `.swift` file under the folders, with its path from the package's root.
    static func swiftFiles() -> [(path: String, text: String)] {
        let root = packageRoot()
        var files: [(String, String)] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                guard url.pathExtension == "swift",
                    let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                files.append((String(url.path.dropFirst(root.path.count + 1)), text))
            }
        }
        return files
    }

    @Test func filesAndLinesWithinTheLimits() {
        let files = Self.swiftFiles()
        #expect(files.count > 300, "found \(files.count) files: the walk missed the sources")
        for (path, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let count = lines.last == "" ? lines.count - 1 : lines.count
            #expect(count <= 300, "\(path) has \(count) lines")
            for (index, line) in lines.enumerated() where line.count > 100 {
                Issue.record("\(path):\(index + 1): \(line.count) columns")
            }
        }
    }
}
