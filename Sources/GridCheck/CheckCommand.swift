import SwiftSourceReader
import SystemInterface
import Words

/// `gridtrainer check [PATH…]`: every grid of a project on every device and orientation,
/// reported as errors, warnings and notes in the format asked, one line each. Reads files and
/// folders only; never writes anything but its report.
package enum CheckCommand {
    /// Runs the check and returns the exit status: 0; with `--strict` 1 after a warning or an
    /// error and 2 when the budget left files unread; 2 for bad arguments or a path that cannot
    /// be read. `budget` bounds the files and bytes read for all the paths together; `columns`
    /// is the width `--help` wraps to.
    package static func run(
        _ arguments: [String], out: (String) -> Void, err: (String) -> Void, terminal: Bool,
        budget: ProjectFiles.Budget = .standard, columns: Int = 80
    ) -> Int32 {
        let options: CheckOptions
        do {
            options = try CheckOptions.parse(arguments)
        } catch {
            err("gridtrainer check: " + SingleLine.render("\(error)"))
            return 2
        }
        if options.help {
            out(CheckOptions.usage(width: columns))
            return 0
        }
        let paths = options.paths.isEmpty ? ["."] : options.paths
        for path in paths where !ProjectFiles.isFileOrFolder(path) {
            err(
                "gridtrainer check: cannot read '\(SingleLine.render(path))': no such file "
                    + "or folder; expected Swift files or a folder"
            )
            return 2
        }
        let config: CheckConfig
        switch configuration(options, paths: paths, out: out, err: err) {
        case .run(let chosen): config = chosen
        case .stop(let status): return status
        }
        let run = CheckWords.Run(
            devices: config.devices.value, orientations: config.orientations.value)
        let progress = terminal && !options.quiet
        var summary = CheckOutput.Summary()
        var findings: [CheckFinding] = []
        var checked: Set<String> = []
        var left = budget
        for path in paths {
            if progress {
                Terminal.writeError(
                    "\rgridtrainer check: reading \(SingleLine.render(path))…\u{1B}[K",
                    newline: false)
            }
            let absolute = ProjectFiles.absolute(path)
            // Printed as the person has them: absolute when typed so, else relative.
            var display = SwiftProject.defaultDisplay
            if path.hasPrefix("/") { display = { (path: String) -> String in path } }
            let isFolder = ProjectFiles.isFolder(absolute)
            // The folder first, on the whole budget; the project around it only when a file
            // needs a name the folder does not declare.
            var scan =
                isFolder
                ? ProjectScan.folder(
                    absolute, budget: left, display: display, readingAround: false)
                : ProjectScan.file(absolute, budget: left, display: display)
            if isFolder { findings += walkFindings(scan.walk, display: display) }
            summary.skippedFiles += isFolder ? scan.walk.left : 0
            var files = scan.selected.filter { checked.insert($0.path).inserted }
            let before = files.count
            files.removeAll { config.excludes($0.path) }
            summary.excluded += before - files.count
            var results = check(files, scan: scan, config: config, run: run)
            let missing = results.indices.filter { results[$0].missed }
            if !missing.isEmpty && scan.around != nil {
                scan = scan.readingAround()
                let again = check(missing.map { files[$0] }, scan: scan, config: config, run: run)
                for (index, result) in zip(missing, again) { results[index] = result }
            }
            left = left.spending(files: scan.spent.files, bytes: scan.spent.bytes)
            for result in results {
                findings += result.findings
                summary.add(result.summary)
            }
        }
        if progress { Terminal.writeError("\r\u{1B}[K", newline: false) }
        return report(
            findings, summary: summary, options: options, config: config, out: out, err: err)
    }

    /// Prints the findings at the configuration's severities (`off`: not at all) and the
    /// summary, and returns the exit status.
    private static func report(
        _ findings: [CheckFinding], summary: CheckOutput.Summary, options: CheckOptions,
        config: CheckConfig, out: (String) -> Void, err: (String) -> Void
    ) -> Int32 {
        let run = CheckWords.Run(
            devices: config.devices.value, orientations: config.orientations.value)
        var summary = summary
        var status: Int32 = 0
        for var finding in findings {
            guard let severity = config.severity(of: finding.flag) else { continue }
            finding.reported = severity
            summary.count(finding)
            if options.strict { status = max(status, finding.strictStatus) }
            out(CheckOutput.line(finding, format: options.format, run: run))
        }
        if options.format == .json {
            out(CheckOutput.json(summary))
        } else if !options.quiet {
            err(CheckOutput.text(summary, run: run, configuration: config.shownFile))
        }
        return status
    }

    /// Whether the run goes on with a configuration, or stops with a status.
    private enum Start {
        case run(CheckConfig)
        case stop(Int32)
    }

    /// The configuration of the run: the one found from the first path (or `--config`), which
    /// every other path must share (a run has one set of devices and severities). A bad one
    /// is an error (exit 2); one refused as planted is a note, always said; `--print-config`
    /// prints it and stops.
    private static func configuration(
        _ options: CheckOptions, paths: [String], out: (String) -> Void, err: (String) -> Void
    ) -> Start {
        let config: CheckConfig
        do throws(CheckConfigError) {
            config = try CheckConfig.resolve(options, path: paths[0])
            if options.config == nil { try sameConfiguration(config, paths: paths) }
        } catch {
            err(error.description)
            return .stop(2)
        }
        if let refusal = config.refusal { err("gridtrainer check: note: " + refusal) }
        if options.printConfig {
            config.printed().forEach(out)
            return .stop(0)
        }
        return .run(config)
    }

    /// Every path after the first must find the configuration the first found.
    private static func sameConfiguration(_ config: CheckConfig, paths: [String])
        throws(CheckConfigError)
    {
        for path in paths.dropFirst() {
            let other = CheckConfig.find(from: ProjectFiles.absolute(path))
            guard other != config.found else { continue }
            var file = path
            switch other {
            case .file(let found), .refused(let found, _): file = found
            case .none: break
            }
            throw CheckConfigError(
                file: file, line: 1, column: 1,
                message: "'\(SingleLine.render(path))' is under another configuration than '"
                    + SingleLine.render(paths[0]) + "' (\(config.shownFile ?? "none")); check them "
                    + "one at a time, or choose one with --config FILE")
        }
    }

    /// What a folder's walk did not read: each entry once, and the budget when it stopped.
    private static func walkFindings(
        _ walk: ProjectFiles, display: (String) -> String
    ) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        for skip in walk.skips {
            switch skip {
            case .symlink, .notRegular:
                findings.append(CheckFinding(kind: .notRead(skip), file: display(skip.path)))
            // A file's problem, said with the files; what could not be read, in one note.
            case .tooLarge, .unreadableFolder, .unreadable: continue
            }
        }
        let failed = ProjectFiles.failures(walk.skips, display: display)
        if !failed.isEmpty { findings.append(CheckFinding(kind: .cannotRead(failed))) }
        if walk.budgetReached {
            findings.append(CheckFinding(kind: .budget(walk, root: display(walk.root))))
        }
        return findings
    }

    /// One file's findings and counts, and whether a grid of it needed a name that no file
    /// read declares.
    private struct FileResult: Sendable {
        package var findings: [CheckFinding]
        package var summary: CheckOutput.Summary
        var missed: Bool
    }

    /// The results of `files`, each file on its own thread, in the files' order.
    private static func check(
        _ files: [SwiftProject.File], scan: ProjectScan, config: CheckConfig,
        run: CheckWords.Run
    ) -> [FileResult] {
        // Implementation note: the project's indexes are values built once and only read
        // afterwards, so every thread evaluates its files' grids with them, without locks.
        let results = IndexedResults<FileResult>(count: files.count)
        System.concurrentPerform(files.count) { index in
            var counts = CheckOutput.Summary()
            let project = scan.index(for: files[index])
            let findings = check(
                files[index], project: project, config: config, run: run, summary: &counts)
            results[index] = FileResult(
                findings: findings, summary: counts, missed: project.missed)
        }
        return (0..<results.count).compactMap { results[$0] }
    }

    /// The findings of one file: its problem, or each grid's, silenced as its comments ask.
    private static func check(
        _ file: SwiftProject.File, project: ProjectIndex, config: CheckConfig,
        run: CheckWords.Run, summary: inout CheckOutput.Summary
    ) -> [CheckFinding] {
        guard let document = file.document else {
            summary.skippedFiles += 1
            let problem = file.problem ?? .cannotOpen(reason: "unknown")
            return [
                CheckFinding(
                    kind: .file(problem), file: file.display, line: problem.place.line,
                    column: problem.place.column)
            ]
        }
        summary.files += 1
        var findings: [CheckFinding] = []
        for grid in document.grids {
            summary.grids += 1
            var found: [CheckFinding]
            do throws(SwiftSourceError) {
                // Each grid evaluates within its own steps and second.
                let imported = try document.grid(
                    number: grid.number, project: project,
                    budget: .untilInterrupted(clock: SystemClock()))
                found = GridCheck(imported: imported, run: run, config: config)
                    .findings(file: file.display)
            } catch {
                summary.skippedGrids += 1
                found = [
                    CheckFinding(
                        kind: .skipped(error), file: file.display, line: grid.line,
                        column: grid.column, grid: grid.family)
                ]
            }
            if let ignore = IgnoreDirective.forGrid(grid) {
                let unknown = ignore.flags.filter { CheckFlag(rawValue: $0) == nil }.sorted()
                let before = found.count
                found.removeAll { ignore.silences($0.flag.rawValue) }
                summary.silenced += before - found.count
                if !unknown.isEmpty {
                    found.insert(
                        contentsOf: [
                            CheckFinding(
                                kind: .unknownIgnore(unknown), file: file.display,
                                line: ignore.line, column: 1, grid: grid.family)
                        ], at: 0)
                }
            }
            findings += found
        }
        return findings
    }
}
