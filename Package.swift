// swift-tools-version: 6.0
import PackageDescription

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
        // The trainer's logic: command language, session, rendering, shell, teaching, files.
        .target(
            name: "Trainer",
            dependencies: ["LayoutKernel", "CEditLine"],
            exclude: ["CLI"]
        ),
        // The program: a few lines that hand the arguments to the library.
        .executableTarget(
            name: "gridtrainer",
            dependencies: ["Trainer"],
            path: "Sources/Trainer/CLI"
        ),
        // libFuzzer target (scripts/fuzz builds it with -sanitize=fuzzer -DFUZZING); without
        // FUZZING it is a replay tool: gridtrainer-fuzz FILE... runs each file through the entry.
        .executableTarget(
            name: "gridtrainer-fuzz",
            dependencies: ["Trainer", "LayoutKernel"],
            path: "fuzz/Entry"
        ),
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel"]),
        .testTarget(name: "TrainerTests", dependencies: ["Trainer", "LayoutKernel"]),
    ]
)
