import Foundation
import GridCheck
import SystemInterface

/// The bytes as a tree of files for `check` (issue 31): names from the bytes (any but `/` and
/// NUL: newlines, control characters, bytes that are not UTF-8), folders, Swift files, modes,
/// symlinks (into the tree, out of it, round in a loop, to nothing), FIFOs named `*.swift`,
/// `.gitignore` and `.gridtrainer.json` files, built in a scratch folder beside a file
/// outside the tree that no output may ever show. Then `check` of the tree, in a format the
/// bytes choose; a finding is a crash, a hang, an output line holding a control character,
/// an exit status other than 0 to 2, or the outside file's grid in the output.
enum FuzzTree {
    /// The outside file's grid width: a number no file of the tree declares.
    static let secret = 4242

    /// The scratch folder of this process: `tree` is rebuilt for every input, `outside.swift`
    /// stays beside it.
    static let scratch: String = {
        let folder = NSTemporaryDirectory() + "gridtrainer-fuzz-tree-\(getpid())"
        mkdir(folder, 0o755)
        let outside =
            "import SwiftUI\nlet g = LazyVGrid(columns: [GridItem(.fixed(\(secret)))]) {}\n"
        _ = FileManager.default.createFile(
            atPath: folder + "/outside.swift", contents: Data(outside.utf8))
        // The folder goes when the fuzzer ends normally (a crash keeps it, to look at).
        atexit { FuzzTree.remove(FuzzTree.scratch) }
        return folder
    }()

    static func run(_ bytes: [UInt8]) {
        let tree = scratch + "/tree"
        remove(tree)
        guard mkdir(tree, 0o755) == 0 else { return }
        build(bytes, in: tree)
        var lines: [String] = []
        let format = ["xcode", "github", "json"][Int(bytes.first ?? 0) % 3]
        let status = CheckCommand.run(
            ["--format", format, "--notes", "--strict", tree], out: { lines.append($0) },
            err: { lines.append($0) }, terminal: false)
        precondition((0...2).contains(status), "exit status \(status)")
        for line in lines {
            for scalar in line.unicodeScalars {
                precondition(
                    scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
                        && scalar.value != 0x2028 && scalar.value != 0x2029,
                    "a control character in an output line: \(line.debugDescription)")
            }
            precondition(!line.contains("\(secret)"), "read outside the tree: \(line)")
        }
        remove(tree)
    }

    /// Builds the tree: each operation takes a byte for what to do and a few for a name.
    private static func build(_ bytes: [UInt8], in tree: String) {
        var input = bytes[...]
        var folders = [tree]
        var made: [String] = []
        let grid = "import SwiftUI\nlet g = LazyVGrid(columns: [GridItem(.fixed(70))]) {}\n"
        var operations = 0
        while let operation = input.popFirst(), operations < 24 {
            operations += 1
            let folder = folders[Int(operation >> 4) % folders.count]
            let name = takeName(&input)
            let path = Array(folder.utf8) + [47] + name
            switch operation % 8 {
            case 0:
                if withPath(path, { mkdir($0, 0o755) }) == 0 {
                    folders.append(String(decoding: path, as: UTF8.self))
                    made.append(String(decoding: path, as: UTF8.self))
                }
            case 1, 2:
                let swift = name + Array(".swift".utf8)
                let text =
                    operation % 2 == 0 ? grid : String(decoding: input.prefix(64), as: UTF8.self)
                write(Array(folder.utf8) + [47] + swift, Array(text.utf8))
            case 3:
                let targets = [
                    "..", ".", "../../outside.swift", scratch + "/outside.swift", "nowhere",
                    String(decoding: name, as: UTF8.self),
                ]
                let target = targets[Int(input.first ?? 0) % targets.count]
                _ = withPath(path + Array(".swift".utf8)) { symlink(target, $0) }
                _ = withPath(path) { symlink(scratch, $0) }
            case 4:
                _ = withPath(path + Array(".swift".utf8)) { mkfifo($0, 0o644) }
            case 5:
                let modes: [mode_t] = [0, 0o311, 0o644, 0o700, 0o755, 0o777]
                let mode = modes[Int(input.first ?? 0) % modes.count]
                _ = withPath(Array(folder.utf8)) { chmod($0, mode) }
            case 6 where name[0] % 2 == 0:
                write(Array(folder.utf8) + Array("/.gitignore".utf8), name + [10])
            case 6:
                // Check's configuration (issue 32): its strict JSON reader on the next bytes.
                let config = Array(input.prefix(96))
                input = input.dropFirst(config.count)
                write(Array(folder.utf8) + Array("/.gridtrainer.json".utf8), config)
            default:
                write(path + Array(".swift".utf8), Array(repeating: 32, count: 1 << 12))
            }
        }
    }

    /// 1 to 12 bytes of the input as a name: any but `/` and NUL, never `.` or `..`.
    private static func takeName(_ input: inout ArraySlice<UInt8>) -> [UInt8] {
        let length = 1 + Int(input.popFirst() ?? 0) % 12
        var name = Array(input.prefix(length)).filter { $0 != 0 && $0 != 47 }
        input = input.dropFirst(length)
        if name.isEmpty || name == [46] || name == [46, 46] { name = Array("n".utf8) }
        return name
    }

    private static func withPath(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32)
        -> Int32
    {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private static func write(_ path: [UInt8], _ bytes: [UInt8]) {
        let fd = withPath(path) {
            open($0, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        }
        guard fd >= 0 else { return }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        try? handle.write(contentsOf: Data(bytes))
    }

    /// Removes the tree whatever its modes and names: every folder made enterable again,
    /// then emptied by descriptor (names as bytes, symlinks removed, never followed).
    private static func remove(_ tree: String) {
        let fd = open(tree, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard fd >= 0 else { return }
        empty(fd)
        close(fd)
        rmdir(tree)
    }

    private static func empty(_ folder: Int32) {
        fchmod(folder, 0o700)
        guard let directory = fdopendir(dup(folder)) else { return }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = System.entryName(entry)
            if name != [46] && name != [46, 46] { names.append(name) }
        }
        closedir(directory)
        for name in names {
            _ = withPath(name) { path in
                let inner = openat(folder, path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                if inner >= 0 {
                    empty(inner)
                    close(inner)
                    return unlinkat(folder, path, AT_REMOVEDIR)
                }
                return unlinkat(folder, path, 0)
            }
        }
    }
}
