// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The toolchain's own swift-syntax host libraries (SwiftParser, SwiftSyntax, …): the same parser
/// the compiler uses, so `open`/`paste` need no package from the network. Found as
/// `$SWIFT_HOST_LIBS`, else `<swiftc's folder>/../lib/swift/host` for the first `swiftc` on PATH
/// (symlinks resolved). See shared/notes/swiftparser.md.
func swiftHostLibraries() -> String {
    let fileManager = FileManager.default
    func holdsParser(_ folder: String) -> Bool {
        fileManager.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
    }
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["SWIFT_HOST_LIBS"], !folder.isEmpty {
        if holdsParser(folder) { return folder }
        fatalError("SWIFT_HOST_LIBS=\(folder) holds no SwiftParser.swiftmodule; point it at <toolchain>/usr/lib/swift/host")
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
        let real = candidate.resolvingSymlinksInPath()
        let host = real.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").standardizedFileURL.path
        if holdsParser(host) { return host }
    }
    fatalError(
        """
        GridTrainer needs the Swift toolchain's host libraries (SwiftParser, SwiftSyntax), \
        normally <toolchain>/usr/lib/swift/host, and found none next to any swiftc on PATH. \
        Put the toolchain's bin folder on PATH or set SWIFT_HOST_LIBS to that host folder.
        """)
}

let swiftHost = swiftHostLibraries()
/// For every target that imports SwiftParser/SwiftSyntax or depends on one that does (debug
/// builds load a dependency's imports, so tests and executables need the search path too).
let swiftHostSettings: [SwiftSetting] = [.unsafeFlags(["-I", swiftHost])]
/// For every target that links the Trainer code: the libraries and an rpath to find them at run time.
/// Only SwiftParser and SwiftSyntax (SwiftParser loads SwiftDiagnostics itself): each library
/// loaded costs start-up time on every run, so SwiftParserDiagnostics is left out.
let swiftHostLinking: [LinkerSetting] = [
    .unsafeFlags([
        "-L", swiftHost, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", swiftHost,
    ])
]

let package = Package(
    name: "GridTrainer",
    products: [
        .executable(name: "gridtrainer", targets: ["gridtrainer"]),
        .library(name: "Trainer", targets: ["Trainer"]),
        .library(name: "LayoutKernel", targets: ["LayoutKernel"]),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // rounded() lowers to libm calls; without Foundation or Glibc nothing else links libm.
        .target(name: "LayoutKernel", linkerSettings: [.linkedLibrary("m")]),
        // The trainer's logic: command language, session, rendering, shell, teaching, files,
        // and Swift source reading (the toolchain's own SwiftParser).
        .target(
            name: "Trainer",
            dependencies: ["LayoutKernel", "CEditLine"],
            exclude: ["CLI"],
            swiftSettings: swiftHostSettings,
            linkerSettings: swiftHostLinking
        ),
        // The program: a few lines that hand the arguments to the library.
        .executableTarget(
            name: "gridtrainer",
            dependencies: ["Trainer"],
            path: "Sources/Trainer/CLI",
            swiftSettings: swiftHostSettings,
            linkerSettings: swiftHostLinking
        ),
        // libFuzzer target (scripts/fuzz builds it with -sanitize=fuzzer -DFUZZING); without
        // FUZZING it is a replay tool: gridtrainer-fuzz FILE... runs each file through the entry.
        .executableTarget(
            name: "gridtrainer-fuzz",
            dependencies: ["Trainer", "LayoutKernel"],
            path: "fuzz/Entry",
            swiftSettings: swiftHostSettings,
            linkerSettings: swiftHostLinking
        ),
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel"]),
        .testTarget(
            name: "TrainerTests", dependencies: ["Trainer", "LayoutKernel"],
            swiftSettings: swiftHostSettings, linkerSettings: swiftHostLinking
        ),
    ]
)
