import LayoutKernel
import Testing

@testable import SwiftSourceReader
@testable import Words

/// Issue 29: a flexible frame around a cell's view is read as SwiftUI lays it out (its
/// minimum alone, its maximum alone, both, `idealWidth:`), a Divider in a GridRow stands
/// upright, `.font` is named only when it does not feed the Text estimate, and what `code`
/// writes for every cell form reads back to the same cell.
@Suite("Swift source: flexible frames and cell forms")
struct SwiftSourceFlexibleFrameTests {
    static func read(_ cell: String) throws -> (cell: EagerCell, imported: ImportedGrid) {
        try SwiftSourceEagerFormTests.read(cell)
    }

    /// SwiftUI's flexible frame, written from its documented behaviour (`docs/model.md`,
    /// "Flexible frames"): the view inside is offered the offer held between the bounds and
    /// answers `child`; the frame answers per the bounds written.
    static func frame(
        _ offer: Double?, minimum: Double?, ideal: Double?, maximum: Double?,
        child: (Double?) -> Double
    ) -> Double {
        let proposed = offer.map { min(max($0, minimum ?? 0), maximum ?? .infinity) } ?? ideal
        let answer = child(proposed)
        switch (minimum, maximum) {
        case (let m?, let n?): return min(max(offer ?? answer, m), n)
        case (let m?, nil): return max(m, min(answer, offer ?? answer))
        case (nil, let n?): return min(n, max(answer, offer ?? answer))
        case (nil, nil): return answer
        }
    }

    @Test(arguments: [
        // (the view, its length as the model has it)
        ("Color.red", EagerLength.fill),
        ("Color.red.frame(width: 50)", .fixed(50)),
        ("Color.red.frame(width: 20)", .fixed(20)),
        ("Color.red.frame(minWidth: 40, maxWidth: 70)", .range(low: 40, high: 70)),
    ])
    func everyFrameAroundAModelledViewIsARange(view: String, inner: EagerLength) throws {
        let bounds: [(Double?, Double?, Double?)] = [
            (30, nil, nil), (nil, nil, 60), (30, nil, 60), (30, 45, nil), (nil, 45, 60),
            (30, 45, 60), (nil, 45, nil), (0, nil, .infinity), (60, nil, nil),
        ]
        for (minimum, ideal, maximum) in bounds {
            var arguments: [String] = []
            if let minimum { arguments.append("minWidth: \(SwiftCode.number(minimum))") }
            if let ideal { arguments.append("idealWidth: \(SwiftCode.number(ideal))") }
            if let maximum { arguments.append("maxWidth: \(SwiftCode.number(maximum))") }
            let source = "\(view).frame(\(arguments.joined(separator: ", ")))"
            let (cell, imported) = try Self.read(source)
            #expect(imported.notModelled.isEmpty, "\(source): \(imported.notModelled)")
            guard case .sized(let width, _) = cell.content else {
                Issue.record("\(source): \(cell)")
                continue
            }
            for offer in [nil, 0, 10, 35, 45, 50, 65, 100, .infinity] as [Double?] {
                let swiftUI = Self.frame(
                    offer, minimum: minimum, ideal: ideal, maximum: maximum, child: inner.answer)
                #expect(
                    width.answer(offer) == swiftUI,
                    "\(source) offered \(String(describing: offer)): \(width)")
            }
        }
    }

    @Test func aMinimumAloneIsAtLeastItAndFollowsTheOffer() throws {
        // A Color at least 30: the offer held between 30 and ∞; unoffered, 10 held there: 30.
        let (color, _) = try Self.read("Color.red.frame(minWidth: 30)")
        #expect(color.content == .sized(width: .range(low: 30, high: .infinity), height: .fill))
        // A 50-wide view at least 30: max(30, min(50, offer)): 40 → 40, 100 → 50, none → 50.
        let (fixed, _) = try Self.read("Color.red.frame(width: 50).frame(minWidth: 30)")
        #expect(
            fixed.content
                == .sized(width: .range(low: 30, high: 50, ideal: 50), height: .fill))
        // A 20-wide view at least 30 is 30 whatever is offered.
        let (narrow, _) = try Self.read("Color.red.frame(width: 20).frame(minWidth: 30)")
        #expect(narrow.content == .sized(width: .fixed(30), height: .fill))
    }

    @Test func aTextWithAMinimumRestsOnItsEstimate() throws {
        // "Name" is 4 × 8.5 = 34 (S2): at least 80 → 80, still a guess.
        let (short, _) = try Self.read("Text(\"Name\").frame(minWidth: 80)")
        #expect(short.content == .sized(width: .fixed(80), height: .fixed(20.4)))
        #expect(short.guessedWidth == .s2 && short.guessedHeight == .s2)
        // "Street address" is 14 × 8.5 = 119: at least 40 → the offer held between 40 and 119.
        let (long, _) = try Self.read("Text(\"Street address\").frame(minWidth: 40)")
        #expect(
            long.content
                == .sized(width: .range(low: 40, high: 119, ideal: 119), height: .fixed(20.4)))
        #expect(long.guessedWidth == .s2)
    }

    @Test func aMaximumAloneIsTheOfferUpToIt() throws {
        // A Color at most 80: the offer held between 0 and 80 (10 unoffered).
        let (color, imported) = try Self.read("Color.red.frame(maxWidth: 80)")
        #expect(color.content == .sized(width: .range(low: 0, high: 80), height: .fill))
        #expect(imported.notes.isEmpty && imported.notModelled.isEmpty)
        // A 50-wide view at most 80: min(80, max(50, offer)): 30 → 50, 70 → 70, 200 → 80.
        let (fixed, _) = try Self.read("Color.red.frame(width: 50).frame(maxWidth: 80)")
        #expect(
            fixed.content
                == .sized(width: .range(low: 50, high: 80, ideal: 50), height: .fill))
    }

    @Test func anIdealIsWhatAnUnspecifiedOfferGets() throws {
        let (cell, _) = try Self.read("Color.red.frame(minWidth: 20, idealWidth: 60, maxWidth: 90)")
        #expect(cell.content == .sized(width: .range(low: 20, high: 90, ideal: 60), height: .fill))
        if case .sized(let width, _) = cell.content {
            #expect(width.answer(nil) == 60 && width.answer(200) == 90 && width.answer(5) == 20)
        }
    }

    @Test func aLazyGridNamesAnIdealItDoesNotKeep() throws {
        let imported = try Source.grid(
            "let g = LazyVGrid(columns: [GridItem()]) { Color.red.frame(idealHeight: 40) }")
        #expect(
            imported.notModelled.contains(".frame(idealHeight:) in a lazy grid's cell"),
            "\(imported.notModelled)")
    }

    @Test func aContradictoryFrameIsUnknownAndSaid() throws {
        let (cell, imported) = try Self.read("Color.red.frame(minWidth: 90, maxWidth: 30)")
        #expect(cell.content == .sized(width: .fixed(30), height: .fill))
        #expect(cell.guessedWidth == .s3)
        #expect(
            imported.notes.contains { $0.contains("a minimum above the maximum") },
            "\(imported.notes)")
    }

    @Test func aDividerInAGridRowStandsUpright() throws {
        // In a GridRow: 1 wide (guessed, S1), as tall as its row; said in a note.
        let (inRow, imported) = try Self.read("Divider()")
        #expect(inRow.content == .sized(width: .fixed(1), height: .fill))
        #expect(inRow.guessedWidth == .s1 && inRow.guessedHeight == nil)
        #expect(
            imported.notes.contains { $0.contains("Divider in a GridRow stands upright") },
            "\(imported.notes)")
        // Directly in the Grid: across it, 1 high.
        let grid = try Source.eager("let g = Grid { Divider() }")
        #expect(grid.rows[0].cells[0].content == .sized(width: .fill, height: .fixed(1)))
        #expect(grid.rows[0].cells[0].guessedHeight == .s1)
    }

    @Test func aFontIsNamedOnlyWhereNoEstimateUsesIt() throws {
        let (_, estimated) = try Self.read("Text(\"Level\").font(.caption)")
        #expect(!estimated.notModelled.contains(".font"), "\(estimated.notModelled)")
        let (_, system) = try Self.read("Text(\"Level\").font(.custom(\"Menlo\", size: 20))")
        #expect(system.notModelled.contains(".font"), "\(system.notModelled)")
        let (_, image) = try Self.read("Image(systemName: \"star\").font(.title)")
        #expect(image.notModelled.contains(".font"), "\(image.notModelled)")
    }

    /// Every cell form and attribute the command language takes, through `code` and back.
    @Test func codeReadsBackEveryCellForm() throws {
        let lengths: [EagerLength] = [
            .fixed(40), .fill, .range(low: 30, high: 90), .range(low: 30, high: .infinity),
            .range(low: 0, high: 50, ideal: 35), .range(low: 12.5, high: 12.5),
        ]
        var cells: [EagerCell] = [EagerCell(.spacer), EagerCell(.half), EagerCell(.empty)]
        for width in lengths {
            for height in lengths { cells.append(EagerCell(.sized(width: width, height: height))) }
        }
        var attributed = EagerCell(.half, span: 2, priority: 1.5, unsized: .vertical)
        attributed.anchor = UnitPoint(x: 0.25, y: 1)
        attributed.columnAlignment = .trailing
        cells.append(attributed)
        var grid = EagerGrid(rows: [.fullWidth(EagerCell(.half))], proposed: 375)
        grid.containerHeight = 600
        for start in stride(from: 0, to: cells.count, by: 6) {
            grid.rows.append(EagerRow(Array(cells[start..<min(start + 6, cells.count)])))
        }
        try grid.validate()
        let code = SwiftCode.source(for: grid)
        #expect(code.contains("struct GridTrainerHalf: Layout"))
        var read = try Source.eager(code)
        (read.container, read.containerHeight) = (grid.container, grid.containerHeight)
        #expect(read.rows == grid.rows, "\(code)")
    }
}
