import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Rendering
@testable import Shell
@testable import Teaching

/// Devices as container widths (`width iphone-se`), the `devices` table, and the sweep of the
/// container through the padding chain.
@Suite("Devices")
struct DeviceTests {
    private func lines(_ t: Transcript) -> [String] {
        t.stdout.split(separator: "\n").map(String.init)
    }

    // `width iphone-se` is 375; `ipad-mini landscape` swaps 744 × 1133 to 1133 wide; a
    // LazyHGrid's `height iphone-15` is the device's 852-point height.
    @Test func deviceNamesWhereANumberIsAccepted() {
        let t = Transcript()
        t.run("width ipad-mini")
        #expect(t.grid.container == 744)
        t.run("width ipad-mini landscape")
        #expect(t.grid.container == 1133)
        t.run("width iphone-se portrait")
        #expect(t.grid.container == 375)
        t.run("axis horizontal; height iphone-15")
        #expect(t.grid.container == 852)
        t.run("height iphone-15 landscape")
        #expect(t.grid.container == 393)
        t.run("grid; grid width ipad")
        #expect(t.runner.session.eagerGrid.container == 820)
        #expect(t.stderr.isEmpty)
    }

    @Test func unknownDeviceSuggestsAndLeavesTheModel() {
        let t = Transcript()
        #expect(t.run("width iphone15") == .failed)
        #expect(
            t.stderr
                == "error: unknown device 'iphone15'; expected a width in points or a device name "
                + "(did you mean 'iphone-15'?)"
        )
        #expect(t.grid.container == 375)
        let u = Transcript()
        u.run("width pixel")
        #expect(
            u.stderr.hasSuffix(
                "expected a width in points or a device name ('help devices' lists them)"))
        // Numbers keep the number parser's own messages.
        let v = Transcript()
        v.run("width 12x")
        #expect(v.stderr == "error: '12x' is not a valid number; expected a width in points")
        let w = Transcript()
        w.run("width iphone-se sideways")
        #expect(
            w.stderr
                == "error: unexpected 'sideways' after 'width'; expected the end of the line")
    }

    @Test func completionOffersDevicesThenOrientations() {
        let session = Session()
        #expect(
            Completion.candidates(
                before: ["width"], prefix: "ipad-p", session: session, layouts: [],
                folders: FolderCache()) == [
                    "ipad-pro-11", "ipad-pro-13",
                ])
        #expect(
            Completion.candidates(
                before: ["width", "ipad"], prefix: "", session: session, layouts: [],
                folders: FolderCache()) == [
                    "landscape", "portrait",
                ])
        #expect(
            Completion.candidates(
                before: ["grid", "width"], prefix: "iphone-se", session: session, layouts: [],
                folders: FolderCache()) == [
                    "iphone-se"
                ])
        #expect(
            Completion.candidates(
                before: ["devices"], prefix: "--", session: session, layouts: [],
                folders: FolderCache())
                == ["--all", "--landscape"])
    }

    @Test func helpDevicesListsTheTable() throws {
        let text = try Help.text(for: "devices")
        #expect(text.hasPrefix("devices [--landscape|--all]"))
        #expect(text.contains("iphone-se         375 × 667"))
        #expect(text.contains("ipad-pro-13       1024 × 1366"))
        #expect(Device.all.count == 13)
    }

    // adaptive(80) on an iPhone 15 with .padding(): 393 − 2·16 = 361 offered;
    // ⌊(361 + 8)/(80 + 8)⌋ = 4 tracks of (361 − 3·8)/4 = 84.25. iPhone SE: 375 − 32 = 343,
    // ⌊351/88⌋ = 3 tracks of (343 − 16)/3 = 109.
    @Test func devicesThroughThePaddingInJSON() {
        let t = Transcript(json: true)
        t.run("add adaptive 80; padding default; devices")
        let objects = t.out.joined(separator: "\n").split(separator: "\n")
        #expect(objects.count == 13)
        let fifteen = objects.first { $0.contains("\"name\":\"iphone-15\"") } ?? ""
        #expect(
            fifteen.contains(
                "\"screen\":{\"width\":393,\"height\":852},\"container\":393,"
                    + "\"chain\":[\".padding()\"],\"offered\":361"
            ))
        #expect(fifteen.contains("\"tracks\":[84.25,84.25,84.25,84.25]"))
        #expect(fifteen.contains("\"flags\":[],\"notes\":[],\"standsOut\":false"))
        #expect(objects[0].contains("\"name\":\"iphone-se\",\"orientation\":\"portrait\""))
        #expect(objects[0].contains("\"offered\":343,\"gridSize\":343,\"tracks\":[109,109,109]"))
        // The model itself is untouched: still the default 375 container.
        #expect(t.grid.container == 375)
    }

    // fixed 200 + flexible min 150 + fixed 30 + 2·8 spacing = 396: overflows the 375, 390 and
    // 393 point iPhones (pass 1 still pays the 150 minimum), fits the 402-point iPhone 16 Pro,
    // where the flexible item gets 402 − 246 = 156.
    @Test func overflowLinesAreMarked() {
        let t = Transcript()
        t.run("add fixed 200; add flexible min 150; add fixed 30; devices")
        let rows = lines(t)
        #expect(
            rows[0] == "LazyVGrid on each device, portrait (! marks overflow or a squeezed item):")
        #expect(
            rows[2]
                == "! iphone-se          375        375      200 · 150 · 30  [overflow, squeezed]")
        #expect(
            rows[5]
                == "! iphone-15          393        393      200 · 150 · 30  [overflow, squeezed]")
        #expect(rows[6] == "  iphone-16-pro      402        402      200 · 156 · 30")
        #expect(rows.count == 15)
        // With colour the marked line is red as well.
        let styled = DeviceText.render(
            DeviceReport(model: t.runner.session.model, selection: .portrait), columns: 80,
            style: Style(color: true))
        #expect(styled.contains("\u{1B}[31m! iphone-se "))
        #expect(!styled.contains("\u{1B}[31m  iphone-16-pro"))
    }

    // Landscape swaps: the SE's 667-point height becomes the width; 667 − 32 = 635 offered,
    // ⌊643/88⌋ = 7 tracks of (635 − 48)/7 = 83.857… shown as 83.86. --all lists both, 26 lines.
    @Test func landscapeSwapsAndAllListsBoth() {
        let t = Transcript(columns: 120)
        t.run("add adaptive 80; padding default; devices --landscape")
        let rows = lines(t)
        #expect(
            rows[0]
                == "LazyVGrid on each device, landscape through .padding() (! marks overflow or "
                + "a squeezed item):"
        )
        #expect(rows[2] == "  iphone-se          667        635      7 × 83.86")
        #expect(rows[rows.count - 2].hasPrefix("Note: safe-area insets are not modelled"))
        let all = Transcript()
        all.run("add adaptive 80; padding default; devices --all")
        let both = lines(all).filter { $0.hasPrefix("  i") || $0.hasPrefix("! ") }
        #expect(both.filter { $0.contains(" portrait ") }.count == 13)
        #expect(both.filter { $0.contains(" landscape ") }.count == 13)
        #expect(both.contains("  iphone-15 portrait           393        361      4 × 84.25"))
        #expect(both.contains("  iphone-15 landscape          852        820      9 × 84"))
    }

    // The eager Grid: a 300-wide row and two fill cells next to a 70x30 row. On the SE,
    // 375 − 40 = 335 offered: the fixed column is 300, the two flexible share 335 − 300 − 16 = 19.
    @Test func eagerGridOnDevices() {
        let t = Transcript(columns: 120)
        t.run("grid; row add 70x30 fill fill; row add 300x30 fill; padding 20; devices")
        let rows = lines(t)
        #expect(
            rows[0]
                == "Grid on each device, portrait through .padding(20) (! marks overflow or "
                + "a squeezed item):"
        )
        #expect(rows[2] == "  iphone-se          375        335      300 · 9.5 · 9.5")
        let wide = Transcript()
        wide.run("grid; row add 400x30 400x30; devices")
        // 400 + 8 + 400 = 808 is wider than every iPhone and the 744-point iPad mini.
        #expect(
            lines(wide)[2].hasPrefix(
                "! iphone-se          375        375      400 · 400  [wide-row]"))
        #expect(lines(wide)[11].hasPrefix("! ipad-mini "))
        #expect(lines(wide)[12].hasPrefix("  ipad               820        820      400 · 400"))
        // Before: a Grid offered no width (a horizontal ScrollView) was said to be offered
        // each device's width; the cells are measured unoffered, 70 and 10 on every device.
        let scroll = Transcript()
        scroll.run("grid; grid width none; row add 70x30 fill; devices")
        #expect(lines(scroll)[2] == "  iphone-se          375        none     70 · 10")
        let json = Transcript(json: true)
        json.run("grid; grid width none; row add 70x30 fill; devices")
        #expect(json.stdout.contains(#""offered":null"#), "\(json.stdout)")
    }

    // As in SwiftUI a padding wider than the screen leaves 0: the SE's 375 − 2 · 200 → 0
    // offered; the flexible item (minimum 10) then overflows and is squeezed, so it stands out.
    // (On the 1000 screen the padding leaves 600, so the edit itself is accepted.)
    @Test func aPaddingWiderThanTheDeviceLeavesNothing() {
        let t = Transcript(json: true)
        t.run("width 1000; padding 200; add flexible; devices")
        let first = t.out.joined(separator: "\n").split(separator: "\n").first ?? ""
        #expect(
            first.contains(
                "\"container\":375,\"chain\":[\".padding(200)\"],\"offered\":0,\"gridSize\":10"))
        #expect(first.contains("\"flags\":[\"overflow\",\"squeezed\"]"))
        #expect(first.contains("\"standsOut\":true"))
    }

    // With .padding() the sweep moves the container and says what the grid is offered:
    // 376 − 32 = 344, ⌊352/88⌋ = 4 (375 gives 343, ⌊351/88⌋ = 3).
    @Test func sweepSaysContainerThroughTheChain() {
        let t = Transcript()
        t.run("add adaptive 80; padding default; sweep width 300...420")
        #expect(
            lines(t) == [
                // 86 characters: wrapped at a word to the 80 columns.
                "Sweep of screen width (→ .padding() → offered) from 300 to 420 step 1: 2",
                "  breakpoints",
                "       300 → 268     3×84",
                "       376 → 344     4×80  ← item 1: 3 → 4 tracks",
            ])
        let json = Transcript(json: true)
        json.run("add adaptive 80; padding default; sweep width 370...380")
        #expect(json.stdout.contains("\"parameter\":\"screen width\""))
        let plain = Transcript()
        plain.run("add adaptive 80; sweep width 350...360")
        #expect(plain.stdout.hasPrefix("Sweep of width from 350"))
    }
}
