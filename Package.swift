// swift-tools-version: 6.0
import PackageDescription

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
            dependencies: ["LayoutKernel", "CEditLine"]
        ),
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel"]),
        .testTarget(name: "TrainerTests", dependencies: ["Trainer", "LayoutKernel"]),
    ]
)
