import Foundation
import TestSupport
import Testing

@testable import GridModel
@testable import Rendering
@testable import Shell

/// `export svg|json|swift|html` end to end through the runner: what lands in the file or on
/// standard output, and one test for each way it can fail.
@Suite("Export commands")
struct ExportCommandTests {
    static let quiz1 =
        "columns [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]; width 200; cells 6"

    /// A fresh directory of its own for each test (they run in parallel).
    static func scratch(_ name: String = #function) throws -> TemporaryFolder {
        try TemporaryFolder("export-\(name.filter { $0.isLetter || $0.isNumber })")
    }

    /// Quiz 1 (70 · 57 · 57, see SVGExportTests) written to a file: its texts are the layout's,
    /// the line says how many bytes, and the file is readable by others (0644 less the umask).
    @Test func svgToAFileHasTheLayoutsNumbers() throws {
        let folder = try Self.scratch()
        let file = folder.appendingPathComponent("quiz1.svg")
        let t = Transcript()
        #expect(t.run(Self.quiz1 + "; export svg \(file.path)") == .ok, "\(t.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(SVGTexts(svg).of("track") == ["70", "57", "57"])
        #expect(XMLCheck.problem(svg) == nil)
        #expect(svg == SVGRenderer.render(t.runner.session.layout))
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(t.out == ["wrote '\(file.path)' (svg, \(size) bytes)"])
        let mask = umask(0)
        umask(mask)
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        #expect(mode == 0o644 & ~Int(mask))
    }

    /// Scale 2 doubles the picture's width and height; the viewBox, in points, stays.
    @Test func svgScaleMultipliesTheSizeNotTheViewBox() throws {
        let t = Transcript()
        t.run(Self.quiz1 + "; export svg -; export svg - scale 2")
        #expect(t.out.count == 2 && t.err.isEmpty)
        let one = SVGElements.all("svg", in: t.out[0]).first?.attributes ?? [:]
        let two = SVGElements.all("svg", in: t.out[1]).first?.attributes ?? [:]
        let width = try #require(Double(one["width"] ?? ""))
        #expect(Double(two["width"] ?? "") == width * 2)
        #expect(Double(two["height"] ?? "") == (Double(one["height"] ?? "") ?? 0) * 2)
        #expect(one["viewBox"] == two["viewBox"] && one["viewBox"] != nil)
    }

    /// The eager Grid exports as the eager picture: lesson 11's 5 × 3 grid at 400,
    /// (400 − 4 × 8)/5 = 73.6 a column.
    @Test func svgOfTheEagerGrid() throws {
        let t = Transcript()
        t.run(
            "grid; grid width 400; row add fillx100 fillx100 fillx100 fillx100 "
                + "fillx100; export svg -"
        )
        #expect(t.err.isEmpty)
        #expect(
            t.stdout == SVGRenderer.render(t.runner.session.eagerLayout).dropLast(),
            "the picture without its last newline")
        #expect(t.stdout.contains(">73.6<"))
        // Before: a Grid offered no width was titled with the screen's 375 offered.
        let scroll = Transcript()
        scroll.run("grid; grid width none; row add 20x10; export svg -")
        #expect(
            scroll.stdout.contains(
                "<title>Grid · width unspecified (ScrollView(.horizontal)) · 1 column"),
            "\(scroll.stdout)")
    }

    @Test func jsonIsWhatJsonShowPrintsAndSwiftWhatCodePrints() throws {
        let folder = try Self.scratch()
        let t = Transcript()
        t.run(
            Self.quiz1
                + "; export json -; export swift -; export json \(folder.path)/a.json; export "
                + "swift \(folder.path)/a.swift"
        )
        let json = Transcript(json: true)
        json.run(Self.quiz1 + "; show")
        let code = Transcript()
        code.run(Self.quiz1 + "; code")
        #expect(t.out[0] == json.out[0])
        #expect(t.out[1] == code.out[0])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("a.json"), encoding: .utf8)
                == json.out[0] + "\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("a.swift"), encoding: .utf8)
                == code.out[0] + "\n")
        #expect(
            t.out[0].contains(
                "\"tracks\":[{\"offset\":78,\"size\":57},{\"offset\":143,\"size\":57}]"))
    }

    /// In JSON mode: a file export reports itself as an object; `-` wraps the picture or the
    /// source in one; `export json -` is the layout's own object.
    @Test func jsonModeOutput() throws {
        let folder = try Self.scratch()
        let file = folder.appendingPathComponent("a.svg")
        let t = Transcript(json: true)
        t.run(Self.quiz1 + "; export svg \(file.path); export svg -; export swift -; export json -")
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(
            t.out[0]
                == "{\"type\":\"export\",\"format\":\"svg\",\"path\":\"\(file.path)\","
                + "\"bytes\":\(size)}"
        )
        #expect(t.out[1].hasPrefix("{\"type\":\"svg\",\"text\":\"<svg xmlns="))
        #expect(t.out[2].hasPrefix("{\"type\":\"swift\",\"text\":\"import SwiftUI\\n"))
        #expect(t.out[3].hasPrefix("{\"type\":\"layout\",\"part\":\"show\""))
    }

    /// Lesson 6 as a handout: one section per step (8, as LessonTests counts them), pictures
    /// after the changes and text for `explain`, and the session here untouched.
    @Test func htmlHandoutOfLessonSix() throws {
        let folder = try Self.scratch()
        let file = folder.appendingPathComponent("lesson6.html")
        let t = Transcript()
        #expect(
            t.run("add fixed 5; export html examples/06-objcio-quiz.grid \(file.path)") == .ok,
            "\(t.stderr)")
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.components(separatedBy: "<section").count - 1 == 8)
        #expect(page.contains("<h2>Step 8 of 8</h2>"))
        #expect(
            page.components(separatedBy: "<figure>").count - 1 == 5,
            "columns at 375, width 200, its reveal, quiz 3's columns and their reveal")
        #expect(page.contains("<title>Lesson 6 — the objc.io quiz cases"))
        #expect(page.contains("How LazyVGrid sizes its columns here:"), "explain as text")
        #expect(
            page.contains(">108<") && page.contains(">224<"),
            "quiz 3's picture: 108 · 120, grid 224")
        #expect(!page.lowercased().contains("<script"))
        #expect(XMLCheck.problem(page) == nil, "\(XMLCheck.problem(page) ?? "")")
        #expect(
            t.grid.items.count == 1 && t.runner.session.undoCount == 1,
            "the lesson ran in a fresh trainer")
    }

    @Test func htmlOfAFailingLessonWritesNothing() throws {
        let folder = try Self.scratch()
        let lesson = folder.appendingPathComponent("bad.grid")
        try "# Title\nadd fixed 70\nexpect widths 71\n".write(
            to: lesson, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("bad.html")
        let t = Transcript()
        #expect(t.run("export html \(lesson.path) \(out.path)") == .failed)
        #expect(
            t.stderr
                == "error: export html: the lesson stopped at an error, nothing written: "
                + "\(lesson.path):3: error: expectation failed: expected widths 71, "
                + "actual widths 70"
        )
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let selfish = folder.appendingPathComponent("self.grid")
        try "export html \(selfish.path) -\n".write(to: selfish, atomically: true, encoding: .utf8)
        let s = Transcript()
        #expect(s.run("export html \(selfish.path) -") == .failed)
        #expect(s.stderr.contains("a lesson cannot export itself"))
        let missing = Transcript()
        missing.run("export html \(folder.path)/none.grid -")
        #expect(
            missing.stderr
                == "error: cannot open '\(folder.path)/none.grid': No such file or directory; "
                + "expected a readable command file"
        )
    }
}
