import Foundation

/// One grid of `Tests/Fixtures/measured/eager-grid.json`: real SwiftUI's layout of a `Grid`
/// (see the README beside it), as measured. The kernel's test reads it into the kernel's model;
/// the trainer's test types it as commands.
package struct MeasuredEagerGrid: Decodable {
    package struct Leaf: Decodable {
        package var kind: String
        package var w: Double?
        package var h: Double?
        package var lo: Double?
        package var hi: Double?
        package var span: Int?
        package var priority: Double?
        package var anchor: String?
        package var columnAlignment: String?
        package var unsized: [String]?
    }
    package struct Row: Decodable {
        package var align: String?
        package var cells: [Leaf]
    }
    package struct Child: Decodable {
        package var row: Row?
        package var spanning: Leaf?
    }

    package var id: String
    package var proposal: [Double?]
    package var alignment: String
    package var hspacing: Double?
    package var vspacing: Double?
    package var children: [Child]
    package var size: [Double]
    package var rects: [[Double]]
    /// Per leaf, what the grid offered it while sizing (`[width, height]`, nil on an
    /// unspecified axis), where SwiftUI's measurements were printed in order: the arms only.
    package var offers: [[Double?]?]?

    /// Measured grids on which the model and SwiftUI still differ (docs/model.md lists why):
    /// none since rules 5–8 give back what a column leaves (d27, d31, d35, d57 were here). A
    /// case added here that agrees fails the kernel's test until the list is updated.
    package static let knownDivergences: Set<String> = []

    /// Measured arms on which the model and SwiftUI still differ (docs/model.md): none (GS4's
    /// widths and GX18's overflow were here).
    package static let knownArmDivergences: Set<String> = []

    /// Every case of the fixture.
    package static func all() throws -> [MeasuredEagerGrid] {
        try read("eager-grid.json")
    }

    /// The publisher's hand-built arms (`Tests/Fixtures/measured/README.md`).
    package static func arms() throws -> [MeasuredEagerGrid] {
        try read("eager-arms.json")
    }

    private static func read(_ name: String) throws -> [MeasuredEagerGrid] {
        let url = packageRoot().appendingPathComponent("Tests/Fixtures/measured/" + name)
        return try JSONDecoder().decode([MeasuredEagerGrid].self, from: Data(contentsOf: url))
    }
}
