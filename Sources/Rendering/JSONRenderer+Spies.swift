import LayoutKernel
import Teaching
import Words

extension JSONRenderer {
    /// `spies` as one object: the seed helper's answers, the trainer's numbers, the differences.
    package static func spies(_ spies: Spies) -> String {
        let counted = 0..<spies.columnCount
        let differences: [JSON] = spies.differences.map { difference in
            .object([
                ("query", .string(difference.query)), ("spies", .number(difference.spies)),
                ("trainer", .number(difference.trainer)),
                ("reason", .string(difference.reason)),
            ])
        }
        return JSON.object([
            ("type", .string("spies")), ("axis", .string(spies.axis.rawValue)),
            ("cellCount", .int(spies.cellCount)),
            ("cellsRead", .int(spies.cells.count)), ("columnCount", .int(spies.columnCount)),
            ("columnWidths", .array(counted.map { .number(spies.columnWidth($0)) })),
            ("spacings", .array(counted.map { .number(spies.spacing($0)) })),
            (
                "trainer",
                .object([
                    ("columnCount", .int(spies.trainerWidths.count)),
                    ("columnWidths", .array(spies.trainerWidths.map { .number($0) })),
                    ("spacings", .array(spies.trainerSpacings.map { .number($0) })),
                ])
            ),
            ("differences", .array(differences)),
            ("moreCellWidthDifferences", .int(spies.unlistedCellWidths)),
        ]).text
    }
}
