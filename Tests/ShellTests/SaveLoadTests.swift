import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Files
@testable import GridModel
@testable import Shell

/// Saved work comes back whole (issue 19): `load(save(m)) == m` for random models with chains,
/// cell sizes, both axes and the eager Grid, and at the model's limits; files over the limits
/// or with unknown lines are refused with `file:line:`; files from before still load.
@Suite("Save and load")
struct SaveLoadTests {
    typealias Random = RandomModel.Random

    static func scratch(_ name: String = #function) throws -> LayoutStore {
        let url = try freshFolder("save-\(name.filter { $0.isLetter || $0.isNumber })")
        return LayoutStore(directory: url.path)
    }

    static func randomScreen(_ random: inout Random) -> Screen {
        switch random.int(0...2) {
        case 0: .standard
        case 1: Screen(random.pick(Device.all), random.pick(Device.Orientation.allCases))
        default: Screen(width: random.size(), height: random.size())
        }
    }

    /// What the file holds, read back as `LayoutStore` reads it.
    static func roundTrip(_ model: Model) throws -> Model {
        let lines = LayoutFile.lines(for: model).enumerated().map {
            (number: $0.offset + 1, text: $0.element)
        }
        do throws(LineError) {
            return try LayoutFileReader.model(lines)
        } catch {
            Issue.record("line \(error.line): \(error.error)\n\(LayoutFile.text(for: model))")
            throw error.error
        }
    }

    @Test(arguments: 0..<4)
    func randomModelsComeBackWhole(seed: UInt64) throws {
        var random = Random(state: seed + 100)
        var checked = 0
        let store = try Self.scratch()
        for index in 0..<60 {
            let model = Model(
                showsEager: random.bool(), screen: Self.randomScreen(&random),
                lazy: RandomModel.lazy(&random),
                eager: RandomModel.eager(&random))
            guard (try? ValidModel(model)) != nil else { continue }
            checked += 1
            let back = try Self.roundTrip(model)
            #expect(back == model, "\(LayoutFile.text(for: model))")
            if back != model { return }
            // On disk too, every tenth: written atomically, read by the store.
            if index % 10 == 0 {
                try store.save(model, as: "m\(index)")
                #expect(try store.load("m\(index)") == model)
            }
        }
        #expect(checked >= 20, "only \(checked) of 60 random models were valid")
    }

    // Up to the model's limits: 100 items, 10,000 cells each with its own size, lengths of
    // 1e9 and 0.00001, a chain of 1,000 steps, 100 rows of 100 cells (10,000), spans of 100.
    @Test func aModelAtTheLimitsComesBackWhole() throws {
        var model = Model()
        model.screen = Screen(width: 1e9, height: 0.00001)
        var lazy = model.lazy
        lazy.items = (0..<Limits.items).map {
            GridItem(
                .fixed(Double($0) * 1e7), spacing: $0 % 2 == 0 ? 1e9 : -3.5, alignment: .bottom)
        }
        lazy.lineSpacing = -1e9
        lazy.cellCount = Limits.cells
        for index in 0..<Limits.cells {
            lazy.cellContents[index] = CellContent(width: 1e9, height: Double(index) / 7)
        }
        lazy.chain = ContainerChain(
            (0..<Limits.chainSteps).map {
                $0 % 2 == 0
                    ? .frame(width: 1e9, height: nil)
                    : .padding(leading: 0.00001, trailing: 0, top: 1e9, bottom: 0, isDefault: false)
            })
        model.lazy = lazy
        var eager = model.eager
        eager.rows = (0..<Limits.rows).map { row in
            EagerRow(
                (0..<100).map { _ in
                    EagerCell(
                        .sized(width: .fixed(1e9), height: .fill),
                        span: row == 0 ? Limits.items : 1,
                        anchor: UnitPoint(.topTrailing))
                },
                alignment: .top)
        }
        eager.horizontalSpacing = 1e9
        model.eager = eager
        _ = try ValidModel(model)
        #expect(try Self.roundTrip(model) == model)
    }

    // The issue's case: a 2,000,000 spacing read from source used to save and then refuse to
    // load (the commands stopped at 1,000,000). One limit now: it comes back.
    @Test func aValueReadFromSourceSavesAndLoads() throws {
        let store = try Self.scratch()
        let t = Transcript()
        t.runner.library = LayoutLibrary(storage: .disk(store))
        t.run(
            "paste\nlet v = LazyVGrid(columns: [GridItem(.fixed(10), spacing: 2_000_000)], "
                + "spacing: 2_000_000) { Color.red }.padding(3)\n"
        )
        t.run("\nsave big\nreset\nload big")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.grid.items[0].spacing == 2_000_000 && t.grid.lineSpacing == 2_000_000)
        #expect(
            t.grid.chain.steps == [
                .padding(leading: 3, trailing: 3, top: 3, bottom: 3, isDefault: false)
            ])
    }

    // A file with a value over the limits or a line the format does not know is refused with
    // `file:line:`, and the model is as it was.
    @Test func badFilesAreRefusedWithTheirLine() throws {
        let store = try Self.scratch()
        let t = Transcript(keepGoing: true)
        t.runner.library = LayoutLibrary(storage: .disk(store))
        t.run("add fixed 70\nwidth 320")
        let before = t.runner.session.model
        let good = LayoutFile.lines(for: before)
        var over = good
        over[4] = "lazy.item fixed 2000000000"
        var unknown = good
        unknown.insert("lazy.colour red", at: 3)
        var noHeader = good
        noHeader.removeFirst()
        for (name, lines) in [("over", over), ("unknown", unknown), ("noheader", noHeader)] {
            try (lines.joined(separator: "\n") + "\n").write(
                toFile: store.path(name), atomically: true, encoding: .utf8)
        }
        t.run("load over\nload unknown\nload noheader")
        #expect(
            t.err == [
                "error: \(store.path("over")):5: 2000000000 is too large; expected a fixed size "
                    + "of at most 1000000000; the model is unchanged and the file untouched",
                "error: \(store.path("unknown")):4: expected a line of a saved layout (screen, "
                    + "mode, lazy, lazy.chain, lazy.item, lazy.cell, eager, eager.chain, "
                    + "eager.row, eager.cell), found 'lazy.colour'; the model is unchanged "
                    + "and the file untouched",
                // Without the header it is read as the old command lines, and the first is not one.
                "error: \(store.path("noheader")):1: unknown command 'screen'; type 'help' for "
                    + "the commands; the model is unchanged and the file untouched",
            ])
        #expect(t.runner.session.model == before)
    }

    /// The fixtures `save` wrote before issue 19 (Tests/Fixtures/legacy-layouts).
    static func legacy(_ name: String) throws -> Model {
        let folder = packageRoot().appendingPathComponent("Tests/Fixtures/legacy-layouts")
        return try LayoutStore(directory: folder.path).load(name) ?? Model()
    }

    static func shown(_ name: String) throws -> String {
        try String(
            contentsOf: packageRoot().appendingPathComponent(
                "Tests/Fixtures/legacy-layouts/\(name).shown.txt"), encoding: .utf8)
    }

    // Old files load: the container of the grid they showed becomes the screen's side (320
    // wide; a LazyHGrid 500 high; the Grid 300 wide), and the layouts are the ones that
    // version showed: .padding(leading 10, trailing 6) leaves 304, fixed 70 and adaptive
    // 40…90 share it as 70 · 4 × 51.5 (pass 1: 304 − 70 − 4 = 230, ⌊(230 + 8)/48⌋ = 4 tracks of
    // (230 − 24)/4 = 51.5). The Grid loads as saved; it is laid out by the measured rules now
    // (that version showed 86 · 86 · 86 · 0 by assumption G3, and rows of the natural 30):
    // 276 × 643 offered, 258 × 627 after spacing 6 and 8. The fixed 50x100 first (shares 64.5,
    // 209); then fillx40 and 60xfill: 64.5 and 60, committing column 1 at 64.5; then the fills:
    // the 2-column span offered 64.5 + 64.5 + 6 = 135 gives 69 to column 3 (no cell of its own),
    // the full-width fill offered 276 is 276 − (64.5 + 60 + 69 + 0 + 18) = 64.5 wider than the
    // columns: 16.125 to each: 80.625 · 76.125 · 85.125 · 16.125; each row 627 / 3 = 209.
    @Test func layoutsSavedBeforeStillLoad() throws {
        let lazy = try Self.legacy("old-lazy")
        #expect(!lazy.showsEager && lazy.screen == Screen(width: 320, height: 667))
        #expect(
            lazy.lazy.chain.steps == [
                .padding(leading: 10, trailing: 6, top: 0, bottom: 0, isDefault: false)
            ])
        #expect(
            lazy.lazy.cellCount == 9
                && lazy.lazy.cellContents[2] == CellContent(width: 20, height: 40))
        let t = Transcript(columns: 100)
        try t.runner.session.apply(.model(.replace(lazy)))
        t.run("widths")
        let old = try Self.shown("old-lazy").split(separator: "\n").filter {
            $0.hasPrefix("1 ") || $0.hasPrefix("2 ")
        }
        #expect(
            old.count == 2
                && t.out.last?.split(separator: "\n").filter {
                    $0.hasPrefix("1 ") || $0.hasPrefix("2 ")
                } == old)

        let hgrid = try Self.legacy("old-hgrid")
        #expect(
            hgrid.lazy.axis == .horizontal && hgrid.screen == Screen(width: 375, height: 500)
                && hgrid.lazy.proposed == 500)

        let eager = try Self.legacy("old-eager")
        #expect(eager.showsEager && eager.screen == Screen(width: 300, height: 667))
        #expect(
            eager.eager.chain.steps.map(\.swift) == [".padding(12)"] && eager.eager.rows.count == 3)
        let valid = try ValidModel(eager)
        #expect(valid.eagerLayout.columns == [64.5, 60, 69, 64.5])
        #expect(valid.eagerLayout.rows == [209, 209, 209])
        #expect(
            try Self.shown("old-eager").contains(
                "columns: 86 · 86 · 86 · 0\nrows:    100 · 40 · 30"))
    }

    // `compare NAME` works with the eager Grid shown: two filling cells at 375 are 183.5 each
    // ((375 − 8)/2); at 300, (300 − 8)/2 = 146. They fill the screen's 667 high as well (the
    // Grid is offered the screen's height).
    @Test func compareWorksForTheEagerGrid() {
        let t = Transcript()
        t.run("grid\nrow add fill fill\nsave two\nwidth 300\ncompare two")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            t.out.last == """
                Compared with 'two':
                  screen 375 → 300
                  offered 375 → 300
                  size 375 × 667 → 300 × 667
                  column 1: 183.5 → 146
                  column 2: 183.5 → 146
                """)
    }
}
