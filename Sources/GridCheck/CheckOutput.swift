import GridModel
import LayoutKernel
import Words

/// Findings in the three formats of `check` (shared/spec/check.md), and the summary.
enum CheckOutput {
    /// What the run did, for the summary line and the JSON summary object.
    struct Summary {
        package var files = 0
        package var grids = 0
        var warnings = 0
        package var notes = 0
        var silenced = 0
        package var skipped = 0
    }

    /// One finding as one line (paths are relative already; text from files is made safe).
    package static func line(
        _ finding: CheckFinding, format: CheckOptions.Format, devices: [Device]
    )
        -> String
    {
        let message = TerminalText.sanitized(finding.message)
        let file = finding.file.map(TerminalText.sanitized)
        switch format {
        case .xcode:
            let place = file.map { "\($0):\(finding.line):\(finding.column): " } ?? "gridtrainer: "
            return "\(place)\(finding.severity.rawValue): \(message) [\(finding.flag)]"
        case .github:
            let kind = finding.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let file {
                properties += [
                    "file=\(githubProperty(file))", "line=\(finding.line)", "col=\(finding.column)",
                ]
            }
            properties.append("title=\(githubProperty("gridtrainer \(finding.flag)"))")
            return "::\(kind) \(properties.joined(separator: ","))::\(githubData(message))"
        case .json:
            return json(finding).text
        }
    }

    package static func json(_ finding: CheckFinding) -> JSON {
        var pairs: [(String, JSON)] = [
            ("file", finding.file.map(JSON.string) ?? .null), ("line", .int(finding.line)),
            ("column", .int(finding.column)),
            ("grid", finding.grid.map { .string($0.rawValue) } ?? .null),
            ("flag", .string(finding.flag)),
            ("severity", .string(finding.severity.rawValue)),
        ]
        let devices = finding.placements.map { placement -> JSON in
            .object([
                ("device", .string(placement.device.name)),
                ("name", .string(CheckFinding.displayName(placement.device))),
                ("orientation", .string(placement.orientation.rawValue)),
                ("container", JSON.finite(placement.container)),
                ("offered", JSON.finite(placement.offered)),
            ])
        }
        pairs.append(("devices", .array(devices)))
        pairs += finding.numbers.map { ($0.0, JSON.finite($0.1)) }
        pairs.append(("message", .string(finding.message)))
        return .object(pairs)
    }

    /// The last JSON line: what was checked and found.
    package static func json(_ summary: Summary) -> String {
        JSON.object([
            (
                "summary",
                .object([
                    ("files", .int(summary.files)), ("grids", .int(summary.grids)),
                    ("warnings", .int(summary.warnings)),
                    ("notes", .int(summary.notes)), ("silenced", .int(summary.silenced)),
                    ("skipped", .int(summary.skipped)),
                ])
            )
        ]).text
    }

    /// `gridtrainer check: 4 files, 5 grids on 13 devices (portrait and landscape): 1 warning,
    /// 2 notes, 1 silenced`
    package static func text(_ summary: Summary, devices: Int, _ orientations: [Device.Orientation])
        -> String
    {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let sides = orientations.map(\.rawValue).joined(separator: " and ")
        var parts = [count(summary.warnings, "warning"), count(summary.notes, "note")]
        if summary.silenced > 0 { parts.append("\(summary.silenced) silenced") }
        return
            "gridtrainer check: \(count(summary.files, "file")), \(count(summary.grids, "grid")) "
            + "on "
            + "\(count(devices, "device")) (\(sides)): \(parts.joined(separator: ", "))"
    }

    /// A GitHub workflow command's message: `%`, CR and LF escaped.
    static func githubData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// A GitHub workflow command's property value: also `:` and `,`.
    static func githubProperty(_ text: String) -> String {
        githubData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every `target` replaced by `replacement` (no Foundation).
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
