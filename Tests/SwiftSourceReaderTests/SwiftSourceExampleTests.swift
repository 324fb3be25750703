import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import SwiftSourceReader

/// Every SwiftUI example with a grid from the seed articles, in examples/swift/, opened as
/// `open` will open it; the expected models are what the articles describe.
@Suite("Swift source: seed examples")
struct SwiftSourceExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/swift")

    static func open(_ name: String) throws -> ImportedGrid {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try SwiftSourceReader.read(bytes: Array(data), fileName: name).grid(number: nil)
    }

    static func lazy(_ name: String) throws -> (LazyGrid, ImportedGrid) {
        let imported = try open(name)
        guard case .lazy(let grid) = imported.model else { throw Source.Unexpected.model }
        return (grid, imported)
    }

    static func eager(_ name: String) throws -> (EagerGrid, ImportedGrid) {
        let imported = try open(name)
        guard case .eager(let grid) = imported.model else { throw Source.Unexpected.model }
        return (grid, imported)
    }

    @Test func everyExampleOpens() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(names.count == 33)
        for name in names { _ = try Self.open(name) }
    }

    @Test func columnSpan() throws {
        // Three fixed 150 columns, 10 apart, in a 470 frame; 8 images plus one Color.clear at idx
        // 4.
        let (grid, _) = try Self.lazy("000-2-column-span.swift")
        #expect(
            grid.items
                == Array(
                    repeating: GridItem(.fixed(150), spacing: 10, alignment: .leading), count: 3))
        #expect(grid.proposed == 470 && grid.cellCount == 9 && grid.lineSpacing == 10)
        // The image at idx 4 is 310 wide (two columns and the spacing); the clear view (cell 5)
        // fills its slot. No cell fills its column, so the natural size stays the default.
        let image = CellContent(width: 150, height: 150)
        #expect(grid.naturalCellSize == 30)
        #expect(
            grid.cellContents == [
                0: image, 1: image, 2: image, 3: image, 4: CellContent(width: 310, height: 150),
                6: image, 7: image, 8: image,
            ])
        #expect(try grid.layout().tracks.map(\.size) == [150, 150, 150])
    }

    @Test func regularGridAndHoneycomb() throws {
        // 6 columns of imgsize.width = 150, spacing 10; 200 images of 150 × 150.
        let (regular, _) = try Self.lazy("000-3-regular-grid.swift")
        #expect(regular.items == Array(repeating: GridItem(.fixed(150), spacing: 10), count: 6))
        #expect(regular.cellCount == 200 && regular.lineSpacing == 10)
        // hexagonWidth = (150 / 2) · cos(π/6) · 2 = 75√3 ≈ 129.9; frame (129.9 + 10) · 5 ≈ 699.5.
        let hexagon = 75 * 3.0.squareRoot()
        let (honeycomb, imported) = try Self.lazy("000-4-honeycomb.swift")
        #expect(
            honeycomb.items.map(\.size).allSatisfy {
                if case .fixed(let width) = $0 { abs(width - hexagon) < 1e-9 } else { false }
            })
        #expect(abs(honeycomb.proposed - (hexagon + 10) * 5) < 1e-9)
        // Each cell is the VStack's frame: hexagonWidth × 150 · 0.75 = 112.5.
        #expect(
            honeycomb.cellContents[0].map {
                abs(($0.width ?? 0) - hexagon) < 1e-9 && $0.height == 112.5
            } == true)
        #expect(
            imported.notModelled.contains(".offset") && imported.notModelled.contains(".clipShape"))
    }

    @Test func gridInfoSpies() throws {
        // An adaptive column from 100, spacing 10, offered @State gridWidth's 800.
        let (grid, imported) = try Self.lazy("000-5-grid-info-spies.swift")
        #expect(grid.items == [GridItem(.adaptive(minimum: 100), spacing: 10)])
        #expect(grid.proposed == 800 && grid.cellCount == 200)
        #expect(imported.notes.contains { $0.contains("@State gridWidth = 800") })
        #expect(imported.notes.contains { $0.contains("cannot evaluate 'info.cellWidth(idx)'") })
        #expect(
            imported.notModelled.contains("pinnedViews")
                && imported.notModelled.contains("Section headers and footers"))
        // 7 columns: 7 · 100 + 6 · 10 = 760 ≤ 800 < 8 · 100 + 7 · 10.
        #expect(try grid.layout().tracks.count == 7)
    }

    @Test func gridDemoChapter() throws {
        let cell = CellContent(height: 100)  // minWidth 50, maxWidth .infinity, minHeight 100
        let expectations: [(String, [GridItem], Int)] = [
            ("001-01-flexible.swift", Array(repeating: GridItem(.flexible()), count: 3), 9),
            ("001-02-four-default-items.swift", Array(repeating: GridItem(), count: 4), 9),
            ("001-03-scrolling.swift", Array(repeating: GridItem(.flexible()), count: 3), 100),
            ("001-04-adaptive.swift", [GridItem(.adaptive(minimum: 50))], 100),
            ("001-05-fixed-one-column.swift", [GridItem(.fixed(100))], 100),
            (
                "001-06-fixed-three-columns.swift",
                [GridItem(.fixed(75)), GridItem(.fixed(125)), GridItem(.fixed(175))], 100
            ),
            (
                "001-07-fixed-and-flexible.swift", [GridItem(.fixed(85)), GridItem(), GridItem()],
                100
            ),
            (
                "001-08-fixed-and-adaptive.swift",
                [GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))], 100
            ),
        ]
        for (name, items, count) in expectations {
            let (grid, imported) = try Self.lazy(name)
            #expect(grid.items == items, "\(name)")
            #expect(grid.cellCount == count && grid.lineSpacing == 5, "\(name)")
            #expect(grid.naturalCellSize == cell.height && grid.cellContents.isEmpty, "\(name)")
            // .padding(5) on the grid: the 375 container offers 365.
            #expect(
                grid.proposed == 365
                    && imported.header(on: .standard)
                        == "default screen 375 → .padding(5) → 365 offered",
                "\(name)")
        }
        // "three column grid with the columns sized at 75dp, 125dp and 175dp".
        #expect(
            try Self.lazy("001-06-fixed-three-columns.swift").0.layout().tracks.map(\.size) == [
                75, 125, 175,
            ])
    }

    @Test func lazyHGridChapter() throws {
        let expectations: [(String, [GridItem])] = [
            ("001-09-lazyhgrid.swift", [GridItem(.adaptive(minimum: 50))]),
            (
                "001-10-lazyhgrid-fixed-adaptive.swift",
                [GridItem(.fixed(150)), GridItem(.adaptive(minimum: 50)), GridItem(.fixed(150))]
            ),
            (
                "001-11-lazyhgrid-fixed-flexible.swift",
                [GridItem(.fixed(150)), GridItem(.flexible(minimum: 50)), GridItem(.fixed(150))]
            ),
        ]
        for (name, items) in expectations {
            let (grid, _) = try Self.lazy(name)
            #expect(
                grid.axis == .horizontal && grid.items == items && grid.cellCount == 51, "\(name)")
            // minWidth 75 without a maximum: 75 wide; maxHeight .infinity: fills the row.
            #expect(grid.naturalCellSize == 75 && grid.cellContents.isEmpty, "\(name)")
        }
    }

    @Test func gridsChapter() throws {
        let (fixed, imported) = try Self.lazy("003-1-fixed-columns.swift")
        #expect(
            fixed.items == [GridItem(.fixed(160)), GridItem(.fixed(160))] && fixed.lineSpacing == 15
                && fixed.cellCount == 4)
        #expect(imported.header(on: .standard) == "default screen 375 → .padding() → 343 offered")
        #expect(imported.notes.contains { $0.contains("FlightStatusButton without a frame") })
        let flexible = [GridItem(.flexible(minimum: 150)), GridItem(.flexible(minimum: 150))]
        let (awards, awardsImport) = try Self.lazy("003-2-flexible.swift")
        #expect(awards.items == flexible)
        // ForEach(awardArray): the data is not in the source, so 12 cells are assumed; each is
        // the NavigationLink's label, the card's 150 × 220 frame.
        #expect(
            awards.cellCount == 12 && awards.cellContents[0] == CellContent(width: 150, height: 220)
        )
        #expect(
            awardsImport.notes.contains {
                $0.contains("ForEach(awardArray) has a count the reader cannot evaluate")
            })
        #expect(
            try Self.lazy("003-3-flexible-wider-cards.swift").0.cellContents[0]
                == CellContent(width: 190, height: 220))
        #expect(
            try Self.lazy("003-4-flexible-maximum.swift").0.items
                == Array(repeating: GridItem(.flexible(minimum: 150, maximum: 170)), count: 2))
        #expect(
            try Self.lazy("003-5-adaptive.swift").0.items == [
                GridItem(.adaptive(minimum: 150, maximum: 170))
            ])
        let (sections, sectionsImport) = try Self.lazy("003-6-sections.swift")
        #expect(
            sections.items == [GridItem(.adaptive(minimum: 150, maximum: 170))]
                && sections.cellCount == 24)
        #expect(sectionsImport.notModelled.contains("Section headers and footers"))
    }

    @Test func gridAndGridRowChapter() throws {
        // Offered its width held between 50 and ∞; 100 high, at least its Text's (S2, guessed).
        var cell = EagerCell(.sized(width: .range(low: 50, high: .infinity), height: .fixed(100)))
        cell.guessedHeight = .s2
        let (simple, _) = try Self.eager("004-1-grid-5x3.swift")
        #expect(
            simple.rows == Array(repeating: EagerRow(Array(repeating: cell, count: 5)), count: 3))
        #expect(simple.proposed == 368)  // .padding(): 400 − 32
        #expect(try Self.eager("004-2-full-width-row.swift").0.rows.last == .fullWidth(cell))
        #expect(
            try Self.eager("004-3-automatic-empty-cells.swift").0.rows.map(\.cells.count) == [
                5, 3, 2, 1,
            ])
        let empty = try Self.eager("004-4-empty-cells.swift").0
        #expect(
            empty.rows[0].cells.map(\.content) == [
                cell.content, .empty, cell.content, .empty, cell.content,
            ])
        let spans = try Self.eager("004-5-column-span.swift").0
        #expect(spans.rows.last?.cells.map(\.span) == [2, 3])
        let spacing = try Self.eager("004-6-spacing.swift").0
        #expect(spacing.horizontalSpacing == 30 && spacing.verticalSpacing == 0)
        #expect(try Self.eager("004-8-grid-alignment.swift").0.alignment == .topLeading)
        #expect(try Self.eager("004-9-row-alignment.swift").0.rows[0].alignment == .bottom)
        let column = try Self.eager("004-10-column-alignment.swift").0
        #expect(column.rows[0].cells.map(\.columnAlignment) == [nil, .trailing, nil, nil, nil])
        let (anchors, imported) = try Self.eager("004-11-cell-anchor.swift")
        #expect(
            anchors.rows[0].cells.map(\.anchor) == [
                nil, nil, UnitPoint(.center), UnitPoint(.top), nil,
            ])
        #expect(anchors.rows.count == 7)
        #expect(imported.notes.contains { $0.contains("Image without a frame; assumed 30 wide") })
    }
}
