// swift-tools-version: 6.0
import Foundation
import PackageDescription

// SwiftParser and SwiftSyntax come from the toolchain's host libraries on Linux and from the
// swift-syntax package (603.x, Swift 6.3) on macOS, under the same module names, so the code that
// imports them is the same on both (why, and how they are found and linked: docs/swiftparser.md).

/// Where the host libraries are, or why none was found (the build then fails with the remedy).
enum HostLibraries {
    case found(String)
    case badVariable(String)
    case notFound([String])
}

/// The first folder holding SwiftParser.swiftmodule of: `$SWIFT_HOST_LIBS`, this manifest's
/// toolchain, each `swiftc -print-target-info` on PATH, each such `swiftc`'s `../lib/swift/host`.
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
        if let folder = check(real.path + "/../../lib/swift/host") { return .found(folder) }
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

/// Warns with `remedy`, and declares the target that exists only to stop the build with it:
/// ToolchainCheck, whose `#error` for `flag` the build then meets.
func stopTheBuild(_ flag: String, _ remedy: String) -> [Target] {
    warn(remedy)
    return [.target(name: "ToolchainCheck", swiftSettings: [.define(flag)])]
}

var parserDependencies: [Target.Dependency] = []
var packageDependencies: [Package.Dependency] = []
/// For every target that imports SwiftParser/SwiftSyntax or depends on one that does (debug
/// builds load a dependency's imports, so tests and executables need the search path too).
var hostSettings: [SwiftSetting] = []
/// For every target that links the reader: SwiftParser and SwiftSyntax alone (each library
/// loaded costs start-up time), and an rpath to find them at run time.
var hostLinking: [LinkerSetting] = []
/// ToolchainCheck, when no host libraries were found (`stopTheBuild`).
var toolchainCheck: [Target] = []

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
    // 603.x is the swift-syntax of Swift 6.3, whose host libraries' .swiftinterface files the
    // reader's API was checked against; 604 has not been checked.
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
        toolchainCheck = stopTheBuild(
            "GRIDTRAINER_BAD_SWIFT_HOST_LIBS",
            "SWIFT_HOST_LIBS=\(folder) holds no SwiftParser.swiftmodule; "
                + "point it at <toolchain>/usr/lib/swift/host")
    case .notFound(let tried):
        let places =
            tried.isEmpty ? "any toolchain (no swiftc on PATH)" : tried.joined(separator: ", ")
        toolchainCheck = stopTheBuild(
            "GRIDTRAINER_NO_HOST_LIBRARIES",
            "no SwiftParser.swiftmodule in \(places); set SWIFT_HOST_LIBS to "
                + "<toolchain>/usr/lib/swift/host or put the toolchain's bin folder on PATH")
    }
}

#if os(macOS)
    // libedit is part of macOS: histedit.h comes from the SDK and the module map links "edit";
    // there is no libedit.pc to ask (pkg-config would only add a warning).
    let editLine: Target = .systemLibrary(name: "CEditLine")
#else
    let editLine: Target = .systemLibrary(
        name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])])
#endif

/// The trainer's targets, lowest first, and the targets each may import: the list only goes
/// down. `SystemInterface` is the one place for C calls and unsafe pointers. Each also has a
/// test target, `<name>Tests` in Tests/, that may import the target, what the target may, and
/// TestSupport (what drives the runner or the program is ShellTests). TargetGraphTests reads
/// this table and every import, and fails on a cycle, on an import not listed here, and on an
/// edge docs/layers.md does not allow.
let layers: KeyValuePairs<String, [String]> = [
    // The C library: files, terminal, signals, threads, clock, libm, libedit.
    "SystemInterface": ["CEditLine", "CSignalFlags"],
    // How numbers, the kernel's values and text for a terminal are spelled.
    "Words": ["LayoutKernel"],
    // The pure model: session, edits, undo, screen and devices, limits, the command budget.
    "GridModel": ["LayoutKernel", "Words"],
    // Swift source to the model (SwiftParser, from the toolchain or the package).
    "SwiftSourceReader": ["LayoutKernel", "Words", "GridModel", "SystemInterface"],
    // `check`: the Swift linter over the reader, its findings and their words.
    "GridCheck": ["LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "SystemInterface"],
    // The command language: lexer, parser, commands, help (`check`'s usage included), and the
    // errors a command can meet.
    "CommandLanguage": [
        "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "GridCheck", "SystemInterface",
    ],
    // Lessons, quizzes, sweeps, sliders, spies, compare, presets: the teaching tools.
    "Teaching": ["LayoutKernel", "Words", "GridModel", "CommandLanguage"],
    // Saved layouts, lesson and command files, state folders, exports on disk.
    "Files": [
        "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "CommandLanguage", "Teaching",
        "SystemInterface",
    ],
    // What the trainer shows: text, diagrams, JSON, SVG and HTML.
    "Rendering": ["LayoutKernel", "Words", "GridModel", "CommandLanguage", "Teaching"],
    // The REPL, the runner, the player and the output: the one target that knows them all.
    "Shell": [
        "LayoutKernel", "Words", "GridModel", "SwiftSourceReader", "CommandLanguage", "GridCheck",
        "Teaching", "Files", "Rendering", "SystemInterface",
    ],
]

/// The layers that import the parser or a layer that does: they and their test targets get
/// `hostSettings`, the tests `hostLinking` too. The table goes lowest first: one pass does.
var parserUsers: Set<String> = ["SwiftSourceReader"]
for (name, imports) in layers where imports.contains(where: parserUsers.contains) {
    parserUsers.insert(name)
}

/// Each layer and its test target; the reader alone imports SwiftParser itself (and depends on
/// ToolchainCheck when that is declared).
let layerTargets: [Target] = layers.flatMap { name, imports -> [Target] in
    let reader = name == "SwiftSourceReader"
    let parser = reader ? parserDependencies + toolchainCheck.map { .target(name: $0.name) } : []
    let uses = parserUsers.contains(name)
    let tests = [name] + imports + ["TestSupport"]
    return [
        .target(
            name: name, dependencies: imports.map { .byName(name: $0) } + parser,
            swiftSettings: uses ? hostSettings : nil, linkerSettings: reader ? hostLinking : nil),
        .testTarget(
            name: name + "Tests", dependencies: tests.map { .byName(name: $0) },
            swiftSettings: uses ? hostSettings : nil, linkerSettings: uses ? hostLinking : nil),
    ]
}

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
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel", "TestSupport"]),
        // The program: a few lines that hand the arguments to the shell.
        .executableTarget(
            name: "gridtrainer", dependencies: ["Shell"], swiftSettings: hostSettings,
            linkerSettings: hostLinking),
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
            path: "fuzz/Entry", swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        // Speed figures (scripts/bench, `make bench`, on a release build): the kernel, and
        // reading Swift against SwiftParser alone, which it imports itself.
        .executableTarget(
            name: "gridtrainer-bench",
            dependencies: [
                "LayoutKernel", "Words", "SwiftSourceReader", "GridCheck", "SystemInterface",
            ] + parserDependencies,
            path: "bench", swiftSettings: hostSettings, linkerSettings: hostLinking
        ),
        // What the test targets share (the seeded generator and random models, the tmux pane,
        // the built program, fixture projects, SVG and XML checks, external tools); Foundation,
        // Testing and the pure kernel, so it needs no host libraries; no product depends on it.
        .target(name: "TestSupport", dependencies: ["LayoutKernel"], path: "Tests/TestSupport"),
        // The speed figures' own checks, on the bench program.
        .testTarget(
            name: "BenchmarkTests", dependencies: ["gridtrainer-bench"],
            swiftSettings: hostSettings, linkerSettings: hostLinking),
    ] + layerTargets + toolchainCheck
)
