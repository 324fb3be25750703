import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Rendering
@testable import Shell

@Suite("HTML export")
struct HTMLExportTests {
    func steps() throws -> [LessonStep] {
        let quiz = try LazyGrid(
            items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200
        ).layout()
        return [
            LessonStep(
                narration:
                    "Quiz 1: what do the tracks measure?\nAsk before you press Enter.\n\n"
                    + "Then reveal.",
                command: "width 200"),
            LessonStep(narration: "", command: "show", output: .svg(SVGRenderer.render(quiz))),
            LessonStep(
                narration: "Compare <b>pass 1</b> & pass 2", command: "explain",
                output: .text("1. remaining = 200 − 8 − 70 < 123")),
        ]
    }

    @Test func oneSectionPerStepAndNoScript() throws {
        let page = HTMLExport.page(title: "Lesson 6 — the objc.io quiz", steps: try steps())
        #expect(page.components(separatedBy: "<section").count - 1 == 3)
        #expect(page.components(separatedBy: "</section>").count - 1 == 3)
        #expect(!page.lowercased().contains("<script"))
        #expect(
            !page.contains("http://")
                || page.components(separatedBy: "http://").dropFirst().allSatisfy {
                    $0.hasPrefix("www.w3.org/2000/svg")
                })
        #expect(
            !page.contains("<link") && !page.contains("<img") && !page.contains("@import"),
            "self-contained")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(XMLCheck.problem(page) == nil, "\(XMLCheck.problem(page) ?? "")")
        #expect(page.contains("<h2>Step 2 of 3</h2>"))
        #expect(page.contains("<figure>\n<svg"))
    }

    @Test func textIsEscapedAndNarrationMakesParagraphs() throws {
        let page = HTMLExport.page(title: "a < b", steps: try steps())
        #expect(page.contains("<title>a &lt; b</title>"))
        #expect(
            page.contains(
                "<p>Quiz 1: what do the tracks measure? Ask before you press Enter.</p>\n"
                    + "<p>Then reveal.</p>"
            ))
        #expect(page.contains("<p>Compare &lt;b&gt;pass 1&lt;/b&gt; &amp; pass 2</p>"))
        #expect(
            page.contains(
                "<pre class=\"command\"><span class=\"prompt\">lazy&gt; </span>explain</pre>"))
        #expect(page.contains("<pre class=\"output\">1. remaining = 200 − 8 − 70 &lt; 123</pre>"))
    }

    @Test func anUnsafePictureIsShownAsText() {
        let hostile = [
            "<svg onload=\"alert(1)\"></svg>", "<svg><script>alert(1)</script></svg>",
            "<svg><a href=\"javascript:x\"/></svg>",
            "not svg at all",
        ]
        for svg in hostile {
            let page = HTMLExport.page(
                title: "t", steps: [LessonStep(command: "show", output: .svg(svg))])
            #expect(!page.lowercased().contains("<script"), "\(svg)")
            #expect(!page.contains("<svg"), "\(svg) is not inlined")
            #expect(XMLCheck.problem(page) == nil)
        }
        #expect(
            SVGSafety.isInlineSafe("<svg><text>on the edge: onward = 3</text></svg>"),
            "text mentioning 'on' is fine")
    }

    @Test func emptyLessonIsAPage() {
        let page = HTMLExport.page(title: "", steps: [])
        #expect(!page.contains("<section"))
        #expect(XMLCheck.problem(page) == nil)
    }

    /// Before: every command showed `grid>`, the eager Grid's prompt, even `width 200` on a
    /// LazyVGrid. Now each shows the prompt it was typed at: `lazy>` until `grid` switches.
    @Test func eachCommandShowsThePromptOfItsFamily() {
        let t = Transcript()
        let lesson =
            "# Lazy first\nwidth 200\n\n# Then the Grid\ngrid\n\n# Grid commands\n"
            + "row add 50x30 fill\n"
        let file = TemporaryFile("prompt", extension: "grid")
        let path = file.path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(lesson.utf8)))
        guard let page = try? t.runner.handout(path) else {
            Issue.record("the handout failed")
            return
        }
        #expect(page.contains("<span class=\"prompt\">lazy&gt; </span>width 200</pre>"))
        #expect(page.contains("<span class=\"prompt\">lazy&gt; </span>grid</pre>"))
        #expect(page.contains("<span class=\"prompt\">grid&gt; </span>row add 50x30 fill</pre>"))
    }
}
