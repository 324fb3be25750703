import Foundation
import TestSupport
import Testing

/// The walls between the targets (issue 28): Package.swift's graph has no cycle, every
/// `import` of a package target is one its target lists, every edge is one docs/layers.md
/// allows, and the README's layout names the targets Package.swift has.
@Suite("Target graph")
struct TargetGraphTests {
    static let root = packageRoot()

    /// docs/layers.md's targets (`### \`Name\``) and the targets each may import (its
    /// `- **May import:** \`A\`, \`B\`.` line; `nothing.` for none).
    static func allowed() throws -> [String: Set<String>] {
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/layers.md"), encoding: .utf8)
        var allowed: [String: Set<String>] = [:]
        var target: String?
        let marks = CharacterSet(charactersIn: "`. ")
        var list: String?
        for line in text.components(separatedBy: "\n") {
            if let name = target, let read = list, !line.hasPrefix("  ") {
                // The list has ended (it may go on over lines that start with two spaces).
                let names = read.split(separator: ",").map { $0.trimmingCharacters(in: marks) }
                allowed[name] = Set(names.filter { !$0.isEmpty && $0 != "nothing" })
                (target, list) = (nil, nil)
            }
            if line.hasPrefix("### `") {
                target = line.dropFirst(4).trimmingCharacters(in: marks)
                allowed[target ?? ""] = []
            } else if target != nil, line.hasPrefix("- **May import:** ") {
                list = String(line.dropFirst("- **May import:** ".count))
            } else if let read = list {
                list = read + " " + line
            }
        }
        return allowed
    }

    /// The targets whose folder is in Sources/ (the library's layers and the program).
    static func sourceTargets(_ graph: PackageGraph) -> [PackageGraph.Target] {
        graph.targets.values.filter { $0.folder.hasPrefix("Sources/") }.sorted { $0.name < $1.name }
    }

    @Test func packageSwiftHasNoCycle() throws {
        let graph = try PackageGraph(root: Self.root)
        #expect(graph.targets["Shell"]?.dependencies.contains("GridModel") == true)
        let edges = graph.targets.mapValues(\.dependencies)
        #expect(PackageGraph.cycle(in: edges) == nil)
        // The search finds a cycle when there is one (GridModel reaching up to Shell).
        var upward = edges
        upward["GridModel", default: []].insert("Shell")
        #expect(PackageGraph.cycle(in: upward)?.contains("Shell") == true)
    }

    /// Every folder of Sources/ and Tests/ (but the fixtures) is a target the reading found, in
    /// the folder Package.swift gives it: a target it missed would go unchecked below. The
    /// `layers` table's rows come out as a target and its test target.
    @Test func everyFolderIsATargetOfTheGraph() throws {
        let graph = try PackageGraph(root: Self.root)
        var folders: Set<String> = []
        for parent in ["Sources", "Tests"] {
            let place = Self.root.appendingPathComponent(parent).path
            let names = try FileManager.default.contentsOfDirectory(atPath: place)
            let targets = names.filter { !$0.hasPrefix(".") && $0 != "Fixtures" }
            folders.formUnion(targets.map { parent + "/" + $0 })
        }
        let read = graph.targets.values.map(\.folder).filter {
            $0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")
        }
        #expect(Set(read) == folders)
        #expect(graph.targets["GridModel"]?.dependencies == ["LayoutKernel", "Words"])
        let wordsTests = graph.targets["WordsTests"]
        #expect(wordsTests?.folder == "Tests/WordsTests")
        #expect(wordsTests?.dependencies == ["LayoutKernel", "Words", "TestSupport"])
    }

    /// Every file of every target imports only package targets its target lists (SwiftPM would
    /// otherwise find a module built for another target, whatever Package.swift says).
    @Test func everyImportIsADependencyOfItsTarget() throws {
        let graph = try PackageGraph(root: Self.root)
        let local = Set(graph.targets.keys)
        var checked = 0
        for target in graph.targets.values {
            let folder = Self.root.appendingPathComponent(target.folder)
            for (module, place) in PackageGraph.imports(under: folder) where local.contains(module)
            {
                checked += 1
                #expect(
                    module == target.name || target.dependencies.contains(module),
                    "\(place): \(target.name) imports \(module), which Package.swift does not list")
            }
        }
        #expect(checked > 100, "the imports were not found")
    }

    /// Each edge of Package.swift between the targets of Sources/ is one docs/layers.md allows,
    /// and docs/layers.md's own edges have no cycle.
    @Test func everyEdgeIsOneTheLayersAllow() throws {
        let graph = try PackageGraph(root: Self.root)
        let allowed = try Self.allowed()
        let targets = Self.sourceTargets(graph)
        #expect(Set(allowed.keys) == Set(targets.map(\.name)), "docs/layers.md's table")
        let inSources = Set(targets.map(\.name))
        for target in targets {
            for dependency in target.dependencies.sorted() where inSources.contains(dependency) {
                #expect(
                    allowed[target.name]?.contains(dependency) == true,
                    "\(target.name) → \(dependency) is not in docs/layers.md")
            }
        }
        #expect(PackageGraph.cycle(in: allowed) == nil)
        #expect(allowed["LayoutKernel"] == [])
    }

    /// The README's layout names each folder of Sources/, and no other.
    @Test func theReadmeLayoutMatchesPackageSwift() throws {
        let graph = try PackageGraph(root: Self.root)
        let readme = try String(
            contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Layout of the code"))
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        let section = lines[start..<end]
        #expect(section.count <= 24, "the layout section fits on one screen")
        var named: Set<String> = []
        for line in section where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            // The folders lead the line: `  Words/  …` or `  CEditLine/, CSignalFlags/  …`.
            for word in line.split(separator: " ") {
                guard let folder = word.split(separator: ",").first, folder.hasSuffix("/") else {
                    break
                }
                named.insert(String(folder.dropLast()))
            }
        }
        #expect(named == Set(Self.sourceTargets(graph).map(\.name)))
    }
}
