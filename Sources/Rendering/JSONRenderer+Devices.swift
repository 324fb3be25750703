import LayoutKernel
import Teaching
import Words

extension JSONRenderer {
    /// `devices --json`: one object per device and orientation, one a line.
    package static func devices(_ report: DeviceReport) -> String {
        report.rows.map { row in
            var pairs: [(String, JSON)] = [
                ("type", .string("device")), ("name", .string(row.device.name)),
                ("orientation", .string(row.orientation.rawValue)),
                ("view", .string(report.view)),
                (
                    "screen",
                    .object([
                        ("width", .number(row.screen.width)),
                        ("height", .number(row.screen.height)),
                    ])
                ),
                // `container` is the name before issue 19 (the screen's size along the axis), kept
                // for one release.
                ("container", .number(row.container)),
                ("chain", .array(report.chain.steps.map { .string($0.swift) })),
                ("offered", row.offered.map(JSON.number) ?? .null),
            ]
            switch row.outcome {
            case .lazy(let layout):
                let items: [JSON] = layout.items.map { item in
                    .object([
                        ("index", .int(item.index + 1)), ("tracks", .int(item.trackCount)),
                        ("size", .number(item.trackSize)),
                    ])
                }
                pairs += [
                    ("gridSize", .number(layout.gridSize)),
                    ("tracks", .array(layout.tracks.map { .number($0.size) })),
                    ("items", .array(items)),
                ]
            case .eager(let layout):
                pairs += [
                    (
                        "gridSize",
                        .object([
                            ("width", .number(layout.width)), ("height", .number(layout.height)),
                        ])
                    ),
                    ("columns", .array(layout.columns.map { .number($0) })),
                ]
            case .refused(let message):
                pairs.append(("error", .string(message)))
            }
            pairs += [
                ("flags", .array(row.codes.map { .string($0) })),
                ("notes", .array(row.notes.map { .string($0) })),
                ("standsOut", .bool(row.standsOut)),
            ]
            return JSON.object(pairs).text
        }.joined(separator: "\n")
    }
}
