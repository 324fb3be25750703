// swift-tools-version: 5.9
// A small SwiftUI app's layout, for `gridtrainer check examples/project` (README and tests).
// It is never built: the trainer only reads its sources.
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Shop")]
)
