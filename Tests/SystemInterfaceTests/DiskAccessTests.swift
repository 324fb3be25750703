import Foundation
import TestSupport
import Testing

@testable import SystemInterface

/// Only `Sources/Files/`, the Swift reader's `Sources/SwiftSourceReader/Project/` (a project's
/// listing and source bytes) and `Sources/SystemInterface/` reach the disk: every other file
/// gets bytes, listings and file kinds from their types. Checked by reading the sources: a call
/// of a `System` member that touches the file system, anywhere else, fails; an import of the C
/// library, Foundation or libedit outside `SystemInterface/` fails.
@Suite("Disk access only in Files and System")
struct DiskAccessTests {
    /// The `System` members that touch the file system: open, read, stat, list, write, remove
    /// files and folders, or ask for the current folder.
    static let diskMembers: Set<String> = [
        "entryKind", "targetKind", "directoryEntries", "currentDirectory", "fileStamp",
        "openRegularFile", "nonRegularKind", "read", "close", "makeDirectories",
        "checkPrivateDirectory", "writeAtomically", "exists", "unreadableFileProblem", "entries",
        "remove", "writeExport", "executablePath",
    ]
    /// The `System` members that do not: terminal, signals, clock, threads, arithmetic,
    /// environment, process, the standard streams, and types and error values.
    static let otherMembers: Set<String> = [
        "standardInput", "standardOutput", "standardError", "lastError", "lastErrorNumber",
        "describe", "brokenPipe", "environment", "isTerminal", "terminalColumns", "terminalRows",
        "now", "threadCPUNow",
        "write", "readByte", "ByteRead", "handle", "interruptSignal", "terminateSignal",
        "hangUpSignal", "resizeSignal", "suspendSignal", "continueSignal", "exit",
        "useUTF8Locale", "processID", "TerminalMode", "suspend", "flushOutput", "recordArrivals",
        "hasArrived", "takeArrival", "withStack", "take", "give", "processorCount", "Counter",
        "concurrentPerform", "cos", "sin", "tan", "pow", "sleep", "EntryKind", "OpenError",
        "FileOperationError", "writeProblem", "permissionDenied", "readOnlyFileSystem",
        "ignoreFileSizeSignal",
    ]
    /// Files that still reach the disk while their own change moves that into `Files/` (none
    /// since issue 18 moved the shell's reads and the tools out). Each must still do so: once it
    /// no longer does, or is gone, the test says to take it off this list.
    static let pending: [String: String] = [:]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `System` members `source` uses outside comments, in order, each time.
    static func systemMembers(in source: String) -> [String] {
        var found: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = withoutComment(line)
            while let range = rest.range(of: "System.") {
                let before = rest[..<range.lowerBound].last
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
                    !name.isEmpty
                {
                    found.append(String(name))
                }
                rest = rest[range.upperBound...]
            }
        }
        return found
    }

    /// `line` up to a `//` comment, if it has one outside a string literal.
    static func withoutComment(_ line: Substring) -> Substring {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                return line[..<line.index(before: index)]
            }
            previous = character
        }
        return line
    }

    /// The folders of `Sources/` allowed to reach the disk.
    static let diskFolders = ["Files/", "SwiftSourceReader/Project/", "SystemInterface/"]

    /// The Swift files of every target in `Sources/` outside the `folders` given (the disk's
    /// by default), relative to the package.
    static func libraryFiles(outside folders: [String] = diskFolders) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        return walker.compactMap { $0 as? String }
            .filter { path in
                path.hasSuffix(".swift") && !folders.contains { path.hasPrefix($0) }
            }
            .map { "Sources/" + $0 }.sorted()
    }

    /// The modules that reach the operating system: the C library, Foundation, libedit and
    /// the signal flags. Only `SystemInterface/` imports them, so every call into them is there
    /// (the `System` members above are how the rest reaches them). Nothing else imports one today,
    /// `Files/` included: it reads and writes through `System`. (scripts/check-portability
    /// greps for the C modules at `make test`; this test covers Foundation too, under
    /// `swift test`.)
    static let systemModules: Set<String> = [
        "Glibc", "Darwin", "Musl", "Foundation", "FoundationEssentials", "CEditLine",
        "CSignalFlags",
    ]

    /// The modules `source` imports (`import M`, `@testable import M`, `private import M`,
    /// `import struct M.T`, indented inside `#if`), comments skipped.
    static func importedModules(in source: String) -> [String] {
        let kinds: Set<Substring> = [
            "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
        ]
        let access: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        var found: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var words = withoutComment(line).split(whereSeparator: { $0 == " " || $0 == "\t" })
            while let first = words.first, first.hasPrefix("@") || access.contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            let path = words.count >= 3 && kinds.contains(words[1]) ? words[2] : words[1]
            found.append(String(path.prefix { $0 != "." }))
        }
        return found
    }

    @Test func theImportScanFindsEveryForm() {
        // Lines of an array, not of a multi-line literal, so scripts/check-portability (which
        // greps for import lines) does not take them for imports of this file.
        let source = [
            "import LayoutKernel",
            "#if canImport(Glibc)",
            "    import Glibc",
            "#endif",
            "@preconcurrency import Foundation  // import Darwin in a comment",
            "// import CEditLine",
            "import struct CSignalFlags.Flags",
            "private import Musl",
            "let important = 1",
        ].joined(separator: "\n")
        #expect(
            Self.importedModules(in: source) == [
                "LayoutKernel", "Glibc", "Foundation", "CSignalFlags", "Musl",
            ])
    }

    @Test func onlySystemImportsTheOperatingSystem() throws {
        let files = try Self.libraryFiles(outside: ["SystemInterface/"])
        #expect(files.count > 100)
        for path in files {
            let source = try String(
                contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let system = Self.importedModules(in: source).filter(Self.systemModules.contains)
            let names = system.joined(separator: ", ")
            #expect(system.isEmpty, "\(path) imports \(names); call it through SystemInterface/")
        }
    }

    /// The disk-touching members each library file uses, for the files that use any.
    static func violations() throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for path in try libraryFiles() {
            let source = try String(
                contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let disk = systemMembers(in: source).filter { diskMembers.contains($0) }
            if source.contains("FileManager") { result[path, default: []].append("FileManager") }
            if !disk.isEmpty { result[path, default: []] += disk }
        }
        return result
    }

    @Test func theScanFindsCallsAndSkipsComments() {
        let source = """
            let kind = System.targetKind(path)  // System.entries is named in a comment
            // System.fileStamp(path) in a comment line
            if System.now() > deadline, MySystem.read(fd) { _ = System.Counter() }
            """
        #expect(Self.systemMembers(in: source) == ["targetKind", "now", "Counter"])
    }

    @Test func onlyFilesAndSystemTouchTheDisk() throws {
        let violations = try Self.violations()
        #expect(try Self.libraryFiles().count > 100)
        for (path, members) in violations.sorted(by: { $0.key < $1.key })
        where Self.pending[path] == nil {
            Issue.record(
                Comment(
                    rawValue: "\(path) reaches the disk ("
                        + members.map { "System." + $0 }.joined(separator: ", ")
                        + "); move that into a type in Sources/Files/"))
        }
        for (path, members) in Self.pending.sorted(by: { $0.key < $1.key })
        where violations[path] == nil {
            Issue.record(
                Comment(
                    rawValue: "\(path) no longer reaches the disk (it used \(members)), or is "
                        + "gone: take it off DiskAccessTests.pending"))
        }
    }

    /// A `System` member nobody has classified fails, so a new one that reads the disk cannot
    /// slip past the list; and every listed disk member exists in `System/`.
    @Test func everySystemMemberIsClassified() throws {
        var used: Set<String> = []
        for path in try Self.libraryFiles() {
            let source = try String(
                contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            used.formUnion(Self.systemMembers(in: source))
        }
        let unclassified = used.subtracting(Self.diskMembers).subtracting(Self.otherMembers)
        #expect(
            unclassified.isEmpty,
            "classify these System members in DiskAccessTests: \(unclassified.sorted())")
        #expect(Self.diskMembers.isDisjoint(with: Self.otherMembers))
        let system = Self.root.appendingPathComponent("Sources/SystemInterface")
        var declared = ""
        for name in try FileManager.default.contentsOfDirectory(atPath: system.path) {
            declared += try String(
                contentsOf: system.appendingPathComponent(name), encoding: .utf8)
        }
        for member in Self.diskMembers.sorted() {
            #expect(declared.contains("func \(member)("), "System.\(member) is not declared")
        }
    }
}
