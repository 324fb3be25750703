// swift-tools-version: 6.0
import PackageDescription

// A package that uses GridTrainer's plugins as any app package would, with GridTrainer taken
// by path (the repository three folders up), so `make test` builds it offline:
// scripts/check-plugin-demo builds it (the build-tool plugin's warning) and runs
// `swift package check-grids` (the command plugin).
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "GridTrainer", path: "../../..")],
    targets: [
        .target(
            name: "Gallery",
            plugins: [.plugin(name: "GridCheckPlugin", package: "GridTrainer")]
        )
    ]
)
