import GridModel
import SwiftSourceReader
import Words

/// `gridtrainer check --print-config`: every value in force and where it came from.
extension CheckConfig {
    /// The lines to print: the file in force, then each key with its value and origin, then
    /// every flag with the severity it is reported at.
    func printed() -> [String] {
        func from(_ origin: Origin) -> String {
            switch origin {
            case .standard: "default"
            case .file(let path, let line): "\(SingleLine.render(path)):\(line)"
            case .commandLine(let flag): "command line, \(flag)"
            }
        }
        func row(_ key: String, _ value: String, _ origin: String) -> String {
            "  " + key.padding(18) + (value.count < 9 ? value.padding(9) : value) + " ("
                + origin + ")"
        }
        var lines = [
            "configuration: "
                + (shownFile.map { SingleLine.render($0) }
                    ?? refusal.map { "none (\($0)); the defaults" }
                    ?? "no \(Self.fileName) at or above the path; the defaults")
        ]
        lines.append(row("devices", Self.text(devices.value), from(devices.origin)))
        lines.append(
            row(
                "orientations", orientations.value.map(\.rawValue).joined(separator: ", "),
                from(orientations.origin)))
        let patterns = exclude.value.map { SingleLine.render($0) }.joined(separator: ", ")
        lines.append(row("exclude", patterns.isEmpty ? "nothing" : patterns, from(exclude.origin)))
        lines.append(row("notes", notes.value ? "on" : "off", from(notes.origin)))
        lines.append("severity (what each flag is reported as):")
        for flag in CheckFlag.allCases {
            let shown = severity(of: flag).map(\.rawValue) ?? "off"
            if let set = severities[flag] {
                lines.append(row(flag.rawValue, shown, from(set.origin)))
            } else if flag.needsNotesOption {
                let origin = "a note when notes are on; notes: " + from(notes.origin)
                lines.append(row(flag.rawValue, shown, origin))
            } else {
                lines.append(row(flag.rawValue, shown, from(.standard)))
            }
        }
        return lines
    }

    /// `all (13 devices)`, `iphones (9 devices)`, or the names.
    static func text(_ devices: [Device]) -> String {
        for group in Device.groups where group.devices == devices {
            return "\(group.name) (\(devices.count) devices)"
        }
        return devices.map(\.name).joined(separator: ", ")
    }
}
