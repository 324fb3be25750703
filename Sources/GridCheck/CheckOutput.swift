import LayoutKernel
import Words

/// Findings in the three formats of `check` (the conventions users already have: Xcode's and
/// compilers' `FILE:LINE:COL: warning:`, GitHub's workflow commands, JSON Lines), each finding
/// exactly one line whatever its file name or the source holds, and the summary.
enum CheckOutput {
    /// What the run did, for the summary line and the JSON summary object.
    struct Summary: Equatable {
        /// Files read and checked.
        package var files = 0
        package var grids = 0
        package var errors = 0
        var warnings = 0
        package var notes = 0
        /// Findings a `gridtrainer:ignore` silenced.
        var silenced = 0
        /// Files the configuration's `exclude` left unchecked.
        var excluded = 0
        /// Grids the reader could not evaluate.
        var skippedGrids = 0
        /// Files found and not checked: they do not parse, cannot be read, or the budget left
        /// them.
        var skippedFiles = 0

        /// Adds the counts of the files `other` summed (the findings are counted as reported).
        package mutating func add(_ other: Summary) {
            files += other.files
            grids += other.grids
            silenced += other.silenced
            skippedGrids += other.skippedGrids
            skippedFiles += other.skippedFiles
        }

        /// Counts a finding reported.
        package mutating func count(_ finding: CheckFinding) {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// One finding as one line.
    package static func line(
        _ finding: CheckFinding, format: CheckOptions.Format, run: CheckWords.Run
    )
        -> String
    {
        let message = CheckWords.message(finding, run: run)
        let flag = finding.flag.rawValue
        switch format {
        case .xcode:
            let place =
                finding.file.map {
                    "\(SingleLine.render($0)):\(finding.line):\(finding.column): "
                }
                ?? "gridtrainer: "
            return SingleLine.render(
                "\(place)\(finding.severity.rawValue): \(message) [\(flag)]")
        case .github:
            let kind: String
            switch finding.severity {
            case .error: kind = "error"
            case .warning: kind = "warning"
            case .note: kind = "notice"
            }
            var properties: [String] = []
            if let file = finding.file {
                properties += [
                    "file=\(githubProperty(file))", "line=\(finding.line)", "col=\(finding.column)",
                ]
            }
            properties.append("title=\(githubProperty("gridtrainer \(flag)"))")
            return "::\(kind) \(properties.joined(separator: ","))::\(githubData(message))"
        case .json:
            return json(finding, message: message).text
        }
    }

    /// One finding as a JSON object: where, what, on which devices (the screen along the
    /// grid's axis and what is offered to it), the figures, and the sentence.
    package static func json(_ finding: CheckFinding, message: String) -> JSON {
        var pairs: [(String, JSON)] = [
            ("file", finding.file.map(JSON.string) ?? .null), ("line", .int(finding.line)),
            ("column", .int(finding.column)),
            ("grid", finding.grid.map { .string($0.viewName) } ?? .null),
            ("flag", .string(finding.flag.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
        ]
        let devices = finding.placements.map { placement -> JSON in
            .object([
                ("device", .string(placement.device.name)),
                ("name", .string(CheckWords.displayName(placement.device))),
                ("orientation", .string(placement.orientation.rawValue)),
                ("screen", JSON.finite(placement.screen)),
                ("offered", placement.offered.map(JSON.finite) ?? .null),
            ])
        }
        pairs.append(("devices", .array(devices)))
        if case .layout(_, let also) = finding.kind, !also.isEmpty {
            pairs.append(("also", .array(also.map { .string($0.rawValue) })))
        }
        pairs += finding.numbers.map { ($0.0, JSON.finite($0.1)) }
        pairs.append(("message", .string(message)))
        return .object(pairs)
    }

    /// The last JSON line: what was checked and found.
    package static func json(_ summary: Summary) -> String {
        JSON.object([
            (
                "summary",
                .object([
                    ("files", .int(summary.files)), ("grids", .int(summary.grids)),
                    ("errors", .int(summary.errors)), ("warnings", .int(summary.warnings)),
                    ("notes", .int(summary.notes)), ("silenced", .int(summary.silenced)),
                    ("excluded", .int(summary.excluded)),
                    ("skippedGrids", .int(summary.skippedGrids)),
                    ("skippedFiles", .int(summary.skippedFiles)),
                ])
            )
        ]).text
    }

    /// `gridtrainer check: 4 files, 5 grids on 13 devices (portrait and landscape): 1 warning,
    /// 2 notes, 1 silenced, 1 grid skipped`, and the configuration file in force, if any.
    package static func text(
        _ summary: Summary, run: CheckWords.Run, configuration: String? = nil
    ) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let sides = run.orientations.map(\.rawValue).joined(separator: " and ")
        var parts = [count(summary.warnings, "warning"), count(summary.notes, "note")]
        if summary.errors > 0 { parts.insert(count(summary.errors, "error"), at: 0) }
        if summary.silenced > 0 { parts.append("\(summary.silenced) silenced") }
        if summary.skippedGrids > 0 {
            parts.append(count(summary.skippedGrids, "grid") + " skipped")
        }
        if summary.skippedFiles > 0 {
            parts.append(count(summary.skippedFiles, "file") + " not read")
        }
        if summary.excluded > 0 { parts.append(count(summary.excluded, "file") + " excluded") }
        let config = configuration.map { " (configuration: \(SingleLine.render($0)))" }
        return
            "gridtrainer check: \(count(summary.files, "file")), \(count(summary.grids, "grid")) "
            + "on \(count(run.devices.count, "device")) (\(sides)): "
            + parts.joined(separator: ", ") + (config ?? "")
    }

    /// A GitHub workflow command's message: `%`, CR and LF escaped as GitHub reads them back,
    /// other control characters as their code points.
    static func githubData(_ text: String) -> String { github(text, property: false) }

    /// A GitHub workflow command's property value: also `:` and `,`.
    static func githubProperty(_ text: String) -> String { github(text, property: true) }

    /// By Unicode scalars: a CRLF is one Character, and must still be two escapes.
    private static func github(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            case _ where SingleLine.mustEscape(scalar):
                out += TerminalText.codePoint(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
