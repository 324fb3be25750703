// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The Swift parser (SwiftParser, SwiftSyntax) comes from two places under the same module
// names, so the code that imports it is the same on both systems:
// - Linux: the toolchain's own host libraries (`<toolchain>/usr/lib/swift/host`), which work
//   offline and ship with every Linux toolchain (see docs/swiftparser.md);
// - macOS: the swift-syntax package, at the release that matches Swift 6.3 (603.x). Whether
//   Xcode's toolchain ships usable host libraries has not been checked, and a package is what
//   Xcode opens without any setup.

/// Where the host libraries are, or why none was found (the build then fails with the remedy).
enum HostLibraries {
    case found(String)
    case badVariable(String)
    case notFound([String])
}

/// `$SWIFT_HOST_LIBS`; else the toolchain evaluating this manifest; else what
/// `swiftc -print-target-info` says (it sees through xcrun shims and swiftly proxies); else
/// `<swiftc's folder>/../lib/swift/host` for the first `swiftc` on PATH, symlinks resolved.
func findHostLibraries() -> HostLibraries {
    let files = FileManager.default
    func holdsParser(_ folder: String) -> Bool {
        files.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
    }
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["SWIFT_HOST_LIBS"], !folder.isEmpty {
        return holdsParser(folder) ? .found(folder) : .badVariable(folder)
    }
    var tried: [String] = []
    func check(_ folder: String?) -> String? {
        guard let folder else { return nil }
        let clean = URL(fileURLWithPath: folder).standardizedFileURL.path
        tried.append(clean)
        return holdsParser(clean) ? clean : nil
    }
    if let folder = check(runningToolchainHost()) { return .found(folder) }
    let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    let compilers = path.map { $0 + "/swiftc" }.filter { files.isExecutableFile(atPath: $0) }
    for compiler in compilers {
        if let folder = check(resourcePathHost(compiler)) { return .found(folder) }
    }
    for compiler in compilers {
        let real = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
        let usr = real.deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.path + "/lib/swift/host"
        if let folder = check(host) { return .found(folder) }
    }
    return .notFound(tried)
}

/// The toolchain that evaluates this manifest: the folder of the PackageDescription library
/// loaded into this process (`<usr>/lib/swift/pm/ManifestAPI/`) gives `<usr>/lib/swift/host`.
func runningToolchainHost() -> String? {
    let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
    let marker = "/lib/swift/pm/ManifestAPI/libPackageDescription.so"
    for line in (maps ?? "").split(separator: "\n") {
        guard let start = line.firstIndex(of: "/"), let end = line.range(of: marker)?.lowerBound
        else { continue }
        return String(line[start..<end]) + "/lib/swift/host"
    }
    return nil
}

/// `paths.runtimeResourcePath` + `/host` from `compiler -print-target-info`.
func resourcePathHost(_ compiler: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["-print-target-info"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let info = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        let paths = info["paths"] as? [String: Any],
        let resources = paths["runtimeResourcePath"] as? String
    else { return nil }
    return resources + "/host"
}

/// Says on standard error (SwiftPM shows it as a warning) what went wrong and what to do.
func warn(_ message: String) {
    FileHandle.standardError.write(Data(("GridTrainer: " + message + "\n").utf8))
}

var parserDependencies: [Target.Dependency] = []
var packageDependencies: [Package.Dependency] = []
/// For every target that imports SwiftParser/SwiftSyntax or depends on one that does (debug
/// builds load a dependency's imports, so tests and executables need the search path too).
var hostSettings: [SwiftSetting] = []
/// For every target that links the Trainer code: the libraries and an rpath to find them at run
/// time. Only SwiftParser and SwiftSyntax (SwiftParser loads SwiftDiagnostics itself): each
/// library loaded costs start-up time on every run, so SwiftParserDiagnostics is left out.
var hostLinking: [LinkerSetting] = []
/// A target that exists only to stop the build with the remedy (`#error` in ToolchainCheck).
var toolchainCheck: [Target] = []
var editLine: Target = .systemLibrary(
    name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])])

/// Where SwiftParser comes from: the swift-syntax package on macOS, and on Linux when
/// `GRIDTRAINER_SWIFT_SYNTAX=package` (scripts/check-swift-syntax-package builds that way, to
/// compile the reader against the package macOS uses); else the toolchain's host libraries.
enum ParserSource {
    case package, toolchain

    static func chosen() -> ParserSource {
        #if os(macOS)
            return .package
        #else
            switch ProcessInfo.processInfo.environment["GRIDTRAINER_SWIFT_SYNTAX"] ?? "" {
            case "package": return .package
            case "", "toolchain": return .toolchain
            case let other:
                warn(
                    "GRIDTRAINER_SWIFT_SYNTAX=\(other) is neither 'package' nor 'toolchain'; "
                        + "using the toolchain's host libraries")
                return .toolchain
            }
        #endif
    }
}

switch ParserSource.chosen() {
case .package:
    // 603.x is the swift-syntax of Swift 6.3, the toolchain this is built and tested with; its
    // API (Parser.parse(source:), the *Syntax nodes, SyntaxVisitor, SourceLocationConverter) was
    // checked against the 6.3 host libraries' .swiftinterface files. The range stops before
    // 604, which has not been checked.
    packageDependencies = [
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0")
    ]
    parserDependencies = [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
    ]
    // `gridtrainer --version` says which parser was compiled in (ParserOrigin).
    hostSettings = [.define("GRIDTRAINER_SWIFT_SYNTAX_PACKAGE")]
case .toolchain:
    switch findHostLibraries() {
    case .found(let host):
        hostSettings = [.unsafeFlags(["-I", host])]
        hostLinking = [
            .unsafeFlags([
                "-L", host, "-lSwiftParser", "-lSwiftSyntax",
                "-Xlinker", "-rpath", "-Xlinker", host,
            ])
        ]
    case .badVariable(let folder):
        warn(
            "SWIFT_HOST_LIBS=\(folder) holds no SwiftParser.swiftmodule; "
                + "point it at <toolchain>/usr/lib/swift/host")
        toolchainCheck = [
            .target(
                name: "ToolchainCheck", swiftSettings: [.define("GRIDTRAINER_BAD_SWIFT_HOST_LIBS")])
        ]
    case .notFound(let tried):
        let places =
            tried.isEmpty ? "any toolchain (no swiftc on PATH)" : tried.joined(separator: ", ")
        warn(
            "no SwiftParser.swiftmodule in \(places); set SWIFT_HOST_LIBS to "
                + "<toolchain>/usr/lib/swift/host or put the toolchain's bin folder on PATH")
        toolchainCheck = [
            .target(
                name: "ToolchainCheck", swiftSettings: [.define("GRIDTRAINER_NO_HOST_LIBRARIES")])
        ]
    }
}

#if os(macOS)
    // libedit is part of macOS: histedit.h comes from the SDK and the module map links "edit";
    // there is no libedit.pc to ask (pkg-config would only add a warning).
    editLine = .systemLibrary(name: "CEditLine")
#endif

/// The trainer's targets, lowest first: each may import only the targets it lists, and the
/// list only goes down (TargetGraphTests reads this file and every import, and fails on a
/// cycle, on an import not listed here, and on an edge docs/layers.md does not allow).
/// `SystemInterface` is the one place for C calls and unsafe pointers.
let trainerTargets: [Target] = [
    // The C library: files, terminal, signals, threads, clock, libm, libedit.
    .target(name: "SystemInterface", dependencies: ["CEditLine", "CSignalFlags"]),
    // How numbers, the kernel's values and text for a terminal are spelled.
    .target(name: "Words", dependencies: ["LayoutKernel"]),
    // The pure model: session, edits, undo, screen and devices, limits, the command budget.
    .target(name: "GridModel", dependencies: ["LayoutKernel", "Words"]),
    // Swift source to the model (SwiftParser, from the toolchain or the package).
    .target(
        name: "SwiftSourceReader",
        dependencies: ["LayoutKernel", "Words", "GridModel", "SystemInterface"] + parserDependencies
            + toolchainCheck.map { .target(name: $0.name) },
        swiftSettings: hostSettings,
        linkerSettings: hostLinking
    ),
    // `check`: the Swift linter over the reader, its findings and their words.
    .target(
        name: "GridCheck",
        dependencies: [
            "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "SystemInterface",
        ],
        swiftSettings: hostSettings
    ),
    // The command language: lexer, parser, commands, help (`check`'s usage included), and the
    // errors a command can meet.
    .target(
        name: "CommandLanguage",
        dependencies: [
            "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "GridCheck",
            "SystemInterface",
        ],
        swiftSettings: hostSettings
    ),
    // Lessons, quizzes, sweeps, sliders, spies, compare, presets: the teaching tools.
    .target(
        name: "Teaching",
        dependencies: ["LayoutKernel", "Words", "GridModel", "CommandLanguage"],
        swiftSettings: hostSettings
    ),
    // Saved layouts, lesson and command files, state folders, exports on disk.
    .target(
        name: "Files",
        dependencies: [
            "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "CommandLanguage",
            "Teaching", "SystemInterface",
        ],
        swiftSettings: hostSettings
    ),
    // What the trainer shows: text, diagrams, JSON, SVG and HTML.
    .target(
        name: "Rendering",
        dependencies: ["LayoutKernel", "Words", "GridModel", "CommandLanguage", "Teaching"],
        swiftSettings: hostSettings
    ),
    // The REPL, the runner, the player and the output: the one target that knows them all.
    .target(
        name: "Shell",
        dependencies: [
            "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "CommandLanguage",
            "GridCheck", "Teaching", "Files", "Rendering", "SystemInterface",
        ],
        swiftSettings: hostSettings
    ),
]

let package = Package(
    name: "GridTrainer",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gridtrainer", targets: ["gridtrainer"]),
        .library(name: "LayoutKernel", targets: ["LayoutKernel"]),
        // For other packages and Xcode projects (README, "In your build"): `gridtrainer check`
        // on every build, and as `swift package check-grids`.
        .plugin(name: "GridCheckPlugin", targets: ["GridCheckPlugin"]),
        .plugin(name: "GridCheckCommand", targets: ["GridCheckCommand"]),
    ],
    dependencies: packageDependencies,
    targets: [
        editLine,
        // The signal handlers and their flags (volatile sig_atomic_t), in C: a handler may only
        // store to such a variable, and Synchronization's Atomic needs macOS 15.
        .target(name: "CSignalFlags"),
        // rounded() lowers to libm calls; without Foundation or Glibc nothing else links libm.
        .target(name: "LayoutKernel", linkerSettings: [.linkedLibrary("m")]),
    ] + trainerTargets + [
        // The program: a few lines that hand the arguments to the shell.
        .executableTarget(
            name: "gridtrainer",
            dependencies: ["Shell"],
            swiftSettings: hostSettings,
            linkerSettings: hostLinking
        ),
        // The build-tool plugin: a target that uses it gets check's findings as build warnings.
        .plugin(name: "GridCheckPlugin", capability: .buildTool(), dependencies: ["gridtrainer"]),
        // `swift package check-grids [--target NAME]... [check's flags]`.
        .plugin(
            name: "GridCheckCommand",
            capability: .command(
                intent: .custom(
                    verb: "check-grids",
                    description: "Lays every grid of the package out on every device")),
            dependencies: ["gridtrainer"]
        ),
        // libFuzzer target (scripts/fuzz builds it with -sanitize=fuzzer -DFUZZING); without
        // FUZZING it is a replay tool: gridtrainer-fuzz FILE... runs each file through the entry.
        // The tools reach the library's `package` declarations: nothing of theirs ships in it.
        .executableTarget(
            name: "gridtrainer-fuzz",
            dependencies: [
                "LayoutKernel", "GridModel", "SwiftSourceReader", "GridCheck", "Files", "Rendering",
                "Shell", "SystemInterface",
            ],
            path: "fuzz/Entry",
            swiftSettings: hostSettings,
            linkerSettings: hostLinking
        ),
        // Speed figures (scripts/bench, `make bench`, on a release build): the kernel, and
        // reading Swift against SwiftParser alone, which it imports itself.
        .executableTarget(
            name: "gridtrainer-bench",
            dependencies: [
                "LayoutKernel", "Words", "SwiftSourceReader", "GridCheck", "SystemInterface",
            ] + parserDependencies,
            path: "bench",
            swiftSettings: hostSettings,
            linkerSettings: hostLinking
        ),
        // What the test targets share (the seeded generator and random models, the tmux pane,
        // the built program, fixture projects, SVG and XML checks, external tools); Foundation,
        // Testing and the pure kernel, so it needs no host libraries; no product depends on it.
        .target(name: "TestSupport", dependencies: ["LayoutKernel"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel", "TestSupport"]),
        // One test target per source target, each depending on its subject, what its tests
        // name below it, and TestSupport; what drives the runner or the program is ShellTests.
        .testTarget(name: "SystemInterfaceTests", dependencies: ["SystemInterface", "TestSupport"]),
        .testTarget(name: "WordsTests", dependencies: ["LayoutKernel", "Words", "TestSupport"]),
        .testTarget(
            name: "GridModelTests", dependencies: ["LayoutKernel", "GridModel", "TestSupport"]),
        .testTarget(
            name: "SwiftSourceReaderTests",
            dependencies: [
                "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "TestSupport",
            ],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "GridCheckTests",
            dependencies: [
                "LayoutKernel", "SystemInterface", "GridModel", "SwiftSourceReader", "GridCheck",
                "TestSupport",
            ],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "CommandLanguageTests",
            dependencies: [
                "LayoutKernel", "Words", "GridModel", "GridCheck", "CommandLanguage",
                "TestSupport",
            ],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "TeachingTests",
            dependencies: ["LayoutKernel", "CommandLanguage", "Teaching"],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "FilesTests",
            dependencies: ["CommandLanguage", "Teaching", "Files", "TestSupport"],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["LayoutKernel", "Words", "GridModel", "Rendering", "TestSupport"],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "LayoutKernel", "SystemInterface", "Words", "GridModel", "SwiftSourceReader",
                "GridCheck", "CommandLanguage", "Teaching", "Files", "Rendering", "Shell",
                "TestSupport",
            ],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        .testTarget(
            name: "BenchmarkTests", dependencies: ["gridtrainer-bench"],
            swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
    ] + toolchainCheck
)
