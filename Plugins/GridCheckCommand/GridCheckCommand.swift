import Foundation
import PackagePlugin

/// `swift package check-grids [--target NAME]... [check's flags]`: `gridtrainer check` over the
/// package's folder, or over the named targets' Swift files, when asked rather than on every build.
/// Every argument but `--target` goes to `check` as it is (`--strict`, `--devices ipads`,
/// `--format json`, `--config FILE`); the command fails when `check` exits non-zero.
@main
struct GridCheckCommand: CommandPlugin {
    /// What went wrong, as `swift package` prints it.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        // The package's folder, or the named targets' Swift files (a target's folder needs
        // PackageDescription 6.1; its files are there in 6.0).
        var paths: [String] = []
        if names.isEmpty {
            paths = [context.package.directoryURL.path]
        } else {
            for target in try context.package.targets(named: names) {
                guard let module = target as? SourceModuleTarget else {
                    throw Failure(description: "target '\(target.name)' has no Swift sources")
                }
                paths += module.sourceFiles(withSuffix: "swift").map(\.url.path)
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "gridtrainer").url
        process.arguments = ["check"] + extractor.remainingArguments + ["--"] + paths
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "gridtrainer check exited with status \(process.terminationStatus)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In Xcode (right-click the project › check-grids): the targets chosen in the dialog.
    extension GridCheckCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let names = Set(extractor.extractOption(named: "target"))
            let files = context.xcodeProject.targets.filter {
                names.isEmpty || names.contains($0.displayName)
            }.flatMap { target in
                target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
            }.map(\.url.path)
            let process = Process()
            process.executableURL = try context.tool(named: "gridtrainer").url
            process.arguments = ["check"] + extractor.remainingArguments + ["--"] + files
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(
                    description:
                        "gridtrainer check exited with status \(process.terminationStatus)")
            }
        }
    }
#endif
