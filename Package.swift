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
        .executable(name: "gridtrainer", targets: ["Trainer"]),
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
        .executableTarget(
            name: "Trainer",
            dependencies: ["LayoutKernel", "CEditLine"],
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
