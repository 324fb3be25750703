import Foundation
import TestSupport
import Testing

/// Rules of the whole source tree that no compiler keeps (issue 28): unsafe pointers only in
/// `SystemInterface`, and no file citing what a clone of the repository does not have.
@Suite("Source rules")
struct SourceRuleTests {
    static let root = packageRoot()

    /// The text of every file under `folders` of the package whose name ends in a suffix of
    /// `kinds`, by its path from the package's folder.
    static func files(_ folders: [String], _ kinds: [String]) -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                continue
            }
            let names =
                isFolder.boolValue
                ? (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
                    .map { folder + "/" + $0 } : [folder]
            for name in names where kinds.contains(where: { name.hasSuffix($0) }) {
                let path = root.appendingPathComponent(name).path
                if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    found.append((name, text))
                }
            }
        }
        return found
    }

    /// Every unsafe pointer of the trainer is fenced in `SystemInterface` (`ByteScan` and the C
    /// calls): no other file of Sources/ names an unsafe type or hands out a buffer pointer.
    @Test func unsafeCodeOnlyInSystemInterface() {
        let words = ["Unsafe", "withUTF8", "withContiguous", "unsafeBitCast", "Unmanaged"]
        let sources = Self.files(["Sources"], [".swift"])
        #expect(sources.count > 100)
        for (path, text) in sources where !path.hasPrefix("Sources/SystemInterface/") {
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                for word in words where line.contains(word) {
                    #expect(Bool(false), "\(path):\(number + 1): '\(word)' outside SystemInterface")
                }
            }
        }
        // The fence itself is there and says why it is safe.
        let fence = sources.first { $0.path == "Sources/SystemInterface/ByteScan.swift" }
        #expect(fence?.text.contains("Why it is safe") == true)
    }

    /// No file cites the notes folder that sits beside the repository on the machine it was
    /// written on: what the code needs from it is in docs/.
    @Test func noFileCitesWhatACloneLacks() {
        let folder = "sha" + "red/"  // spelled in two, so this file does not cite it either
        let files =
            Self.files(
                ["Sources", "Tests", "bench", "fuzz", "Plugins", "scripts", "docs"],
                [""])
            + Self.files(["Package.swift", "Makefile", "README.md"], [""])
        #expect(files.count > 100)
        for (path, text) in files where !path.hasPrefix("Tests/Fixtures/") {
            for (number, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains(folder) {
                #expect(Bool(false), "\(path):\(number + 1): cites \(folder): \(line)")
            }
        }
    }
}
