import Foundation
import TestSupport
import Testing

@testable import Rendering
@testable import Shell

/// Issue 33's handout fixes, read from the page without a browser (HandoutBrowserTests opens
/// them in one): a reveal shows its picture, an empty grid is not drawn, ids are unique, the
/// title is a whole sentence; and the SVG draws the `screen` ruler the terminal draws.
@Suite("Handout and SVG fixes")
struct HandoutFixesTests {
    static func handout(_ lesson: String) throws -> String {
        try Transcript().runner.handout(
            packageRoot().appendingPathComponent("examples/\(lesson)").path)
    }

    /// The `<section>` of step `number`.
    static func section(_ number: Int, of page: String) -> String {
        guard let start = page.range(of: "<section id=\"step-\(number)\">") else { return "" }
        return page[start.upperBound...].components(separatedBy: "</section>").first ?? ""
    }

    /// Lesson 15's step 9 says "Look at row 3 in the picture" and runs nothing: before, the
    /// handout showed no picture there. Its `id="hatch"` was repeated once per picture.
    @Test func lesson15ShowsItsRevealAndItsIdsAreUnique() throws {
        let page = try Self.handout("15-grid-spans.grid")
        let reveal = Self.section(9, of: page)
        #expect(reveal.contains("Look at row 3 in the picture") && reveal.contains("<svg"))
        let ids = page.matches(of: try Regex(#"id="([^"]+)""#)).map { String(page[$0.range]) }
        #expect(Set(ids).count == ids.count, "\(ids.sorted())")
        #expect(ids.filter { $0.hasPrefix("id=\"hatch") }.count >= 5)
        // Every picture's hatching points at its own pattern.
        #expect(!page.contains("url(#hatch)"))
    }

    /// Lesson 11 starts with `grid`, an empty Grid: before, a "0 columns" picture was drawn.
    @Test func anEmptyGridIsNotDrawn() throws {
        let page = try Self.handout("11-grid-5x3.grid")
        #expect(!page.contains("0 columns"))
        // Lesson 21's first command sets the screen before there is any item.
        let lazy = Self.section(2, of: try Self.handout("21-screen-and-chain.grid"))
        #expect(lazy.contains("width iphone-se") && !lazy.contains("<svg"))
    }

    /// Lesson 8's title card runs on past its first line; the page's title is its first
    /// sentence, whole (before: "… When pass 1 needs more than the container, the grid takes").
    @Test func theTitleIsAWholeSentence() throws {
        let page = try Self.handout("08-two-pass-overflow.grid")
        #expect(page.contains("<title>Lesson 8 — the two-pass overflow</title>"))
        #expect(page.contains("<h1>Lesson 8 — the two-pass overflow</h1>"))
    }

    /// A question asked before the next command (narration, a blank line) shows no picture:
    /// lesson 6's quiz 3 question would show quiz 1's grid.
    @Test func aQuestionShowsNoStalePicture() throws {
        let page = try Self.handout("06-objcio-quiz.grid")
        let question = Self.section(5, of: page)
        #expect(question.contains("Quiz 3. Ask:") && !question.contains("<svg"))
    }

    /// `width 400; add flexible; frame width 300`: the terminal draws a `screen` ruler of 400
    /// above the 300 offered, from −50 (the frame centres 300 in 400: (400 − 300)/2 = 50 before
    /// it). The SVG draws it too, labelled 400; without a chain it draws none.
    @Test func theSVGDrawsTheScreenRuler() throws {
        let t = Transcript()
        t.run("width 400; add flexible; frame width 300")
        let svg = SVGRenderer.render(t.runner.session.layout, screen: t.runner.session.screen)
        let screen = SVGElements.all("text", in: svg).filter {
            $0.attributes["class"] == "screen"
        }
        #expect(screen.map(\.content) == ["400"])
        let lines = SVGElements.all("line", in: svg).filter { $0.attributes["class"] == "screen" }
        #expect(lines.count == 1)
        #expect(lines.first?.attributes["x1"] == "-50" && lines.first?.attributes["x2"] == "350")
        #expect(SVGElements.all("text", in: svg).contains { $0.content == "screen" })
        t.run("frame none")
        let plain = SVGRenderer.render(t.runner.session.layout, screen: t.runner.session.screen)
        #expect(!plain.contains("class=\"screen\""))
        // The eager Grid as well.
        let g = Transcript()
        g.run("grid; grid width 400; row add fill fill; frame width 300")
        let eager = SVGRenderer.render(
            g.runner.session.eagerLayout, screen: g.runner.session.screen)
        #expect(
            SVGElements.all("text", in: eager).contains {
                $0.attributes["class"] == "screen" && $0.content == "400"
            })
    }
}
