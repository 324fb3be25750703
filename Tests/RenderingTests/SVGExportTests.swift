import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Rendering
@testable import Words

@Suite("SVG export")
struct SVGExportTests {
    @Test func everyPictureIsWellFormed() throws {
        let xmllint = ExternalTool.find("xmllint")
        if xmllint == nil {
            print(
                "note: xmllint (libxml2-utils) is not installed; only the built-in XML check runs")
        }
        for (name, svg) in try ExportFixtures.all() {
            #expect(XMLCheck.problem(svg) == nil, "\(name): \(XMLCheck.problem(svg) ?? "")")
            #expect(!svg.contains("∞") || name.isEmpty, "\(name) writes no infinity")
            if let xmllint {
                let file = TemporaryFile(name, extension: "svg")
                try svg.write(to: file.url, atomically: true, encoding: .utf8)
                let result = try ExternalTool.run(xmllint, ["--noout", file.path])
                #expect(result.status == 0, "\(name): \(result.stderr)")
            }
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.find("rsvg-convert") != nil,
            "rsvg-convert (apt package librsvg2-bin) is not installed"))
    func everyPictureRendersWithRsvg() throws {
        let tool = try #require(ExternalTool.find("rsvg-convert"))
        for (name, svg) in try ExportFixtures.all() {
            let file = TemporaryFile(name, extension: "svg")
            let png = TemporaryFile(name, extension: "png")
            try svg.write(to: file.url, atomically: true, encoding: .utf8)
            let result = try ExternalTool.run(tool, ["-o", png.path, file.path])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
            let size =
                try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int ?? 0
            #expect(size > 1000, "\(name) drew something")
        }
    }

    /// Quiz 1 worked by hand: remaining 200 − 8 − 70 = 122 for the adaptive item;
    /// ⌊(122 + 8)/(40 + 8)⌋ = 2 tracks of (122 − 8)/2 = 57. The picture says exactly that.
    @Test func numbersEqualTheLayout() throws {
        let layout = try ExportFixtures.quiz1()
        let texts = SVGTexts(SVGRenderer.render(layout))
        #expect(texts.of("track") == layout.tracks.map { NumberText.format($0.size) })
        #expect(texts.of("track") == ["70", "57", "57"])
        #expect(texts.of("item-name") == ["1 fixed 70", "2 adaptive 40"])
        #expect(texts.of("offered") == ["200"])
        #expect(texts.of("grid") == ["200"])
        #expect(texts.of("spacing") == ["8", "8"])
        #expect(texts.of("cell-number") == (1...6).map(String.init))
        #expect(
            texts.of("title") == [
                "LazyVGrid · screen 200 → 200 offered · grid 200 · alignment center · spacing 8"
            ])
        let summary = texts.of("summary")
        #expect(summary.first == "tracks: 70 · 57 · 57")
        #expect(summary.contains("items: 1 fixed 70 = 70 · 2 adaptive 40 = 122 in 2 tracks of 57"))
        #expect(summary.contains("flags: none"))
    }

    /// Quiz 3 worked by hand: pass 1 at 200 gives 96 → 120, total 224 = G; the grid starts at
    /// (200 − 224)/2 = −12. Pass 2 at 224: 108, then 108 → 120, so the tracks run from −12 to
    /// −12 + 108 + 8 + 120 = 224: 12 past the leading edge, 24 past the trailing one.
    @Test func overflowIsDrawnPastTheContainer() throws {
        let layout = try ExportFixtures.quiz3()
        let svg = SVGRenderer.render(layout)
        let texts = SVGTexts(svg)
        #expect(texts.of("track") == ["108", "120"])
        #expect(texts.of("grid") == ["224"])
        #expect(texts.of("title").first?.contains("grid 224 starting at -12") == true)
        #expect(
            texts.all.contains("stick out 12 past the leading edge and 24 past the trailing edge"))
        #expect(texts.all.contains("pass 1 at 200: 96 · 120; pass 2 at 224: 108 · 120"))
        #expect(texts.of("summary").contains { $0.contains("overflow:") })
        let bars = SVGElements.all("rect", in: svg).filter { $0.attributes["class"] == "track-bar" }
        let xs = bars.compactMap { Double($0.attributes["x"] ?? "") }
        let ends = bars.compactMap { bar in
            Double(bar.attributes["x"] ?? "").flatMap { x in
                Double(bar.attributes["width"] ?? "").map { x + $0 }
            }
        }
        #expect(xs == [-12, 104])
        #expect(ends == [96, 224])
        let edges = SVGElements.all("line", in: svg).filter {
            $0.attributes["class"] == "offered-edge"
        }
        #expect(edges.map { $0.attributes["x1"] } == ["0", "200"])
        let outside = SVGElements.all("rect", in: svg).filter {
            $0.attributes["class"] == "outside"
        }
        #expect(outside.count == 2, "hatched past both edges")
        let box = SVGElements.viewBox(svg)
        #expect(
            box.count == 4 && box[0] < -12 && box[0] + box[2] > 224,
            "the viewBox holds the negative origin and the far end")
    }

    @Test func scaleMultipliesTheSizeOnly() throws {
        let layout = try ExportFixtures.quiz1()
        let one = SVGRenderer.render(layout)
        let two = SVGRenderer.render(layout, scale: 2)
        let root = { (svg: String) in SVGElements.all("svg", in: svg).first?.attributes ?? [:] }
        let box = SVGElements.viewBox(one)
        #expect(SVGElements.viewBox(two) == box)
        #expect(root(one)["width"].flatMap(Double.init) == box[2])
        #expect(root(two)["width"].flatMap(Double.init) == box[2] * 2)
        #expect(root(two)["height"].flatMap(Double.init) == box[3] * 2)
        #expect(SVGRenderer.render(layout, scale: -1) == one, "a bad scale falls back to 1")
    }

    /// Lesson 15 worked by hand: five filling columns share (400 − 4 × 8)/5 = 73.6; the span
    /// of 2 is 2 × 73.6 + 8 = 155.2 wide, the span of 3 is 3 × 73.6 + 16 = 236.8.
    @Test func eagerGridIsExported() throws {
        let layout = try ExportFixtures.spans()
        let svg = SVGRenderer.render(layout)
        let texts = SVGTexts(svg)
        #expect(texts.of("column") == layout.columns.map(NumberText.format))
        #expect(texts.of("column") == Array(repeating: "73.6", count: 5))
        #expect(texts.of("spacing") == Array(repeating: "8", count: 4))
        #expect(texts.of("cell-name").suffix(2) == ["3.1×2", "3.3×3"])
        #expect(
            texts.of("title") == [
                "Grid · screen 400 → 400 offered · 5 columns · size 400 × 316 · alignment "
                    + "center · spacing 8/8"
            ])
        #expect(
            texts.of("summary").prefix(2) == [
                "columns: 73.6 · 73.6 · 73.6 · 73.6 · 73.6", "rows: 100 · 100 · 100",
            ])
        let slots = SVGElements.all("rect", in: svg).filter { $0.attributes["class"] == "slot" }
        #expect(slots.suffix(2).map { $0.attributes["width"] } == ["155.2", "236.8"])
        #expect(slots.suffix(2).map { $0.attributes["x"] } == ["0", "163.2"])
    }

    /// adaptive(40…50) + fixed(70) at 200, leading: the capped item uses 108 of its 122 and
    /// gives 14 back (A2); nothing takes them, so they are the group's slack, all after the
    /// tracks (A4) — no hatch between the capped tracks and the fixed one any more.
    @Test func cappedSlackAndLazyHGridAreLabelled() throws {
        let capped = try LazyGrid(
            items: [GridItem(.adaptive(minimum: 40, maximum: 50)), GridItem(.fixed(70))],
            proposed: 200, alignment: .leading
        ).layout()
        let svg = SVGRenderer.render(capped)
        let texts = SVGTexts(svg)
        #expect(texts.of("track") == ["50", "50", "70"])
        #expect(texts.of("slack") == ["14"], "too narrow for \"free 14\": the bare number")
        let hatches = SVGElements.all("rect", in: svg).filter { $0.attributes["class"] == "slack" }
        #expect(hatches.count == 1)
        let hgrid = try LazyGrid(
            axis: .horizontal, items: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 30))],
            proposed: 150, cellCount: 9
        )
        .layout()
        let h = SVGTexts(SVGRenderer.render(hgrid))
        #expect(h.of("track") == hgrid.tracks.map { NumberText.format($0.size) })
        #expect(
            h.of("title").first?.hasPrefix("LazyHGrid · screen height 150 → 150 offered") == true)
    }

    @Test func textIsEscaped() {
        #expect(
            XMLText.escape("a < b & 'c' \"d\" >") == "a &lt; b &amp; &#39;c&#39; &quot;d&quot; &gt;"
        )
        #expect(
            XMLText.escape("\u{1B}[31mred\u{1B}[0m\u{7}") == "[31mred[0m",
            "controls XML forbids are dropped")
        #expect(XMLText.escape("∞ · ×") == "∞ · ×")
        var doc = SVGDocument()
        doc.text("<script>&", x: 0, y: 0)
        let svg = doc.render(title: "a & b", scale: 1)
        #expect(XMLCheck.problem(svg) == nil)
        #expect(!svg.contains("<script"))
    }

    /// The README's pictures are these renders; GRIDTRAINER_UPDATE_IMAGES=1 rewrites them (and
    /// their PNGs, with rsvg-convert) after a deliberate change to the look.
    @Test func docsImagesAreCurrent() throws {
        let directory = packageRoot().appendingPathComponent("docs/images")
        let update = ProcessInfo.processInfo.environment["GRIDTRAINER_UPDATE_IMAGES"] == "1"
        for (name, svg) in try DocsImages.all() {
            let file = directory.appendingPathComponent("\(name).svg")
            if update {
                try svg.write(to: file, atomically: true, encoding: .utf8)
                if let tool = ExternalTool.find("rsvg-convert") {
                    let png = directory.appendingPathComponent("\(name).png")
                    #expect(try ExternalTool.run(tool, ["-o", png.path, file.path]).status == 0)
                }
            }
            let saved = try? String(contentsOf: file, encoding: .utf8)
            #expect(
                saved == svg,
                Comment(
                    rawValue: "docs/images/\(name).svg is stale: rerun with "
                        + "GRIDTRAINER_UPDATE_IMAGES=1 and look at the PNG")
            )
        }
    }
}
