import Foundation
import TestSupport
import Testing

@testable import Shell

/// The handout draws a step as a picture when a `show` ran in it: read from the commands as
/// they ran, never from the step's text parsed again (a `show` in a sourced file counts, a
/// step without one keeps its text).
@Suite("Handout pictures from the commands run")
struct HandoutShowTests {
    /// The steps' sections of the page, in order (the text before the first is dropped).
    static func sections(_ page: String) -> [String] {
        Array(page.components(separatedBy: "<section id=").dropFirst())
    }

    @Test func aShowInASourcedFileWithASpaceInItsNameDrawsThePicture() throws {
        let scratch = try TemporaryFolder("handout-show")
        let folder = scratch.appendingPathComponent("my lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let part = folder.appendingPathComponent("part one.grid")
        try Data("widths\nshow\n".utf8).write(to: part)
        let lesson = folder.appendingPathComponent("lesson.grid")
        // The title, then four steps.
        let text =
            "# Handout\n\n# A fixed item\nadd fixed 70\n\n# Its widths\nwidths\n\n"
            + "# Shown from a file\nsource \"part one.grid\"\n\n# Shown here\nwidths; show\n"
        try Data(text.utf8).write(to: lesson)
        let page = try Transcript().runner.handout(lesson.path)
        let sections = Self.sections(page)
        #expect(sections.count == 5)
        guard sections.count == 5 else { return }
        // A change that printed nothing: the picture.
        #expect(sections[1].contains("<svg"))
        // `widths` printed text and showed nothing: its text, no picture.
        #expect(!sections[2].contains("<svg"))
        // The sourced file ran `show`: the picture, though the step's text is `source …`.
        #expect(sections[3].contains("<svg"), "\(sections[3])")
        // `widths; show`: the second command showed.
        #expect(sections[4].contains("<svg"))
    }
}
