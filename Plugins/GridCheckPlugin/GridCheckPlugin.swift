import Foundation
import PackagePlugin

/// The build-tool plugin: `gridtrainer check` over a target's Swift files on every build, its
/// findings printed as `FILE:LINE:COL: warning: … [flag]`, which `swift build` shows and Xcode
/// puts beside the line. A target opts in with
/// `plugins: [.plugin(name: "GridCheckPlugin", package: "GridTrainer")]`; `.gridtrainer.json`
/// above the files configures it (devices, flags, severities) as it does the command line.
@main
struct GridCheckPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try GridCheckPlugin.commands(
            tool: context.tool(named: "gridtrainer").url, target: target.name, files: files)
    }

    /// One build command that checks `files`. It declares no outputs (it writes nothing), and
    /// runs when one of its inputs changed, as the compiler does: a Swift file of the target,
    /// the configuration check reads, or the tool. The paths are absolute, so the findings
    /// name absolute paths, which Xcode needs to put a warning beside its line.
    static func commands(tool: URL, target: String, files: [URL]) -> [Command] {
        guard let first = files.first else { return [] }
        let inputs = files + [configuration(above: first)].compactMap { $0 }
        return [
            .buildCommand(
                displayName:
                    "gridtrainer check \(target) (\(files.count) Swift "
                    + (files.count == 1 ? "file)" : "files)"),
                executable: tool,
                arguments: ["check", "--format", "xcode", "--quiet", "--"] + files.map(\.path),
                inputFiles: inputs, outputFiles: [])
        ]
    }

    /// The `.gridtrainer.json` check will read for `file`: the nearest at or above its folder.
    static func configuration(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(".gridtrainer.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same check for an Xcode project's target (Build Phases › Run Build Tool Plug-ins).
    extension GridCheckPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
            -> [Command]
        {
            let files = target.inputFiles.filter {
                $0.type == .source && $0.url.pathExtension == "swift"
            }.map(\.url)
            return try GridCheckPlugin.commands(
                tool: context.tool(named: "gridtrainer").url, target: target.displayName,
                files: files)
        }
    }
#endif
