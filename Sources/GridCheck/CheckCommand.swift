import SwiftSourceReader
import SystemInterface
import Words

/// `gridtrainer check [PATH…]`: every grid of a project on every device and orientation,
/// reported as warnings and notes in the format asked (shared/spec/check.md). Reads files and
/// folders only; never writes anything but its report.
package enum CheckCommand {
    /// Runs the check and returns the exit status: 0, 1 with `--strict` after a warning, 2 for
    /// bad arguments or a path that cannot be read.
    package static func run(
        _ arguments: [String], out: (String) -> Void, err: (String) -> Void, terminal: Bool
    ) -> Int32 {
        let options: CheckOptions
        do {
            options = try CheckOptions.parse(arguments)
        } catch {
            err("gridtrainer check: \(error)")
            return 2
        }
        if options.help {
            out(CheckOptions.usage)
            return 0
        }
        let paths = options.paths.isEmpty ? ["."] : options.paths
        for path in paths where !ProjectFiles.isFileOrFolder(path) {
            err(
                "gridtrainer check: cannot read '\(TerminalText.sanitized(path))': no such file "
                    + "or folder; expected Swift files or a folder"
            )
            return 2
        }
        let progress = terminal && !options.quiet
        var summary = CheckOutput.Summary()
        var findings: [CheckFinding] = []
        for (listing, selected) in projects(paths) {
            if progress {
                Terminal.writeError(
                    "\rgridtrainer check: reading \(listing.files.count) Swift files…\u{1B}[K",
                    newline: false)
            }
            let project = SwiftProject.read(listing, budget: .check)
            if progress {
                Terminal.writeError(
                    "\rgridtrainer check: laying out the grids…\u{1B}[K", newline: false)
            }
            findings += project.notes.map {
                CheckFinding(
                    file: nil, line: 0, column: 0, grid: nil, flag: "project", severity: .note,
                    placements: [], message: $0)
            }
            findings += check(project, selected: selected, options: options, summary: &summary)
        }
        if progress { Terminal.writeError("\r\u{1B}[K", newline: false) }
        for finding in findings {
            if finding.severity == .warning { summary.warnings += 1 } else { summary.notes += 1 }
            out(CheckOutput.line(finding, format: options.format, devices: options.devices))
        }
        if options.format == .json {
            out(CheckOutput.json(summary))
        } else if !options.quiet {
            err(
                CheckOutput.text(
                    summary, devices: options.devices.count, options.orientations))
        }
        return options.strict && summary.warnings > 0 ? 1 : 0
    }

    /// The projects around the paths (each read once), with the files each path selects.
    private static func projects(_ paths: [String]) -> [(ProjectFiles, Set<String>)] {
        var result: [(ProjectFiles, Set<String>)] = []
        for path in paths {
            let absolute = ProjectFiles.absolute(path)
            let listing = ProjectFiles.around(absolute, budget: .check)
            let isFolder = ProjectFiles.isFolder(absolute)
            let selected = Set(
                listing.files.filter {
                    isFolder
                        ? ($0 + "/").hasPrefix(absolute == "/" ? "/" : absolute + "/")
                        : $0 == absolute
                })
            if let index = result.firstIndex(where: { $0.0.root == listing.root }) {
                result[index].1.formUnion(selected)
            } else {
                result.append((listing, selected))
            }
        }
        return result
    }

    /// The findings of the selected files of one project, each file on its own thread.
    private static func check(
        _ project: SwiftProject, selected: Set<String>, options: CheckOptions,
        summary: inout CheckOutput.Summary
    ) -> [CheckFinding] {
        // Implementation note: the project's merged index is a value built once and only read
        // afterwards, so every thread evaluates its files' grids with it, without locks.
        let contents = ProjectIndex.Contents(
            index: project.index, summary: project.summary, notes: project.allNotes)
        let files = project.files.filter { selected.contains($0.path) }
        let results = IndexedResults<(findings: [CheckFinding], summary: CheckOutput.Summary)>(
            count: files.count)
        System.concurrentPerform(files.count) { index in
            var counts = CheckOutput.Summary()
            let findings = check(
                files[index], project: ProjectIndex(contents: contents), options: options,
                summary: &counts)
            results[index] = (findings, counts)
        }
        var findings: [CheckFinding] = []
        for index in 0..<results.count {
            guard let result = results[index] else { continue }
            findings += result.findings
            summary.files += result.summary.files
            summary.grids += result.summary.grids
            summary.silenced += result.summary.silenced
            summary.skipped += result.summary.skipped
        }
        return findings
    }

    /// The findings of one file.
    private static func check(
        _ file: SwiftProject.File, project: ProjectIndex, options: CheckOptions,
        summary: inout CheckOutput.Summary
    ) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        summary.files += 1
        guard let document = file.document else {
            let problem = file.problem ?? "cannot be read"
            return [
                CheckFinding(
                    file: file.display, line: file.problemLine, column: file.problemColumn,
                    grid: nil, flag: "unreadable",
                    severity: .note, placements: [], message: "skipped: the file \(problem)")
            ]
        }
        for grid in document.grids {
            summary.grids += 1
            do throws(SwiftSourceError) {
                let imported = try document.grid(number: grid.number, project: project)
                let check = GridCheck(
                    imported: imported, devices: options.devices,
                    orientations: options.orientations, notes: options.notes)
                findings += check.findings(file: file.display, silenced: &summary.silenced)
            } catch {
                summary.skipped += 1
                findings.append(
                    CheckFinding(
                        file: file.display, line: grid.line, column: grid.column, grid: grid.kind,
                        flag: "skipped", severity: .note,
                        placements: [],
                        message:
                            "\(grid.kind.rawValue) skipped: "
                            + "\(skipReason(error, grid: grid, file: file.display))"
                    ))
            }
        }
        return findings
    }

    /// Why a grid could not be read, naming the value and where it is when elsewhere.
    private static func skipReason(_ error: SwiftSourceError, grid: FoundGrid, file: String)
        -> String
    {
        switch error {
        case .cannotEvaluate(let problem, let what, _):
            let elsewhere =
                problem.file != file || problem.line != grid.line
                ? ", at \(problem.file):\(problem.line)" : ""
            return "\(problem.message) (\(what)\(elsewhere))"
        case .invalid(let problem):
            return problem.message
        default:
            return String(error.description.split(separator: "\n").first ?? "")
        }
    }
}
