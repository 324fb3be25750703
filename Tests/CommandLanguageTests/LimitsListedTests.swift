import Foundation
import Testing

@testable import CommandLanguage
@testable import GridModel
@testable import Words

/// `help limits` lists every constant of `Limits` (issue 31: the byte and time bounds were
/// missing from it), each in the sentence that says what it bounds. The constants are read
/// from `Limits.swift` itself, so a new one that the help does not name fails here.
@Suite("help limits: every Limits constant")
struct LimitsListedTests {
    /// Each constant of `Limits`, and the words of `help limits` that must carry its value.
    static let phrases: [String: String] = [
        "items": "items at most \(Limits.items)",
        "rows": "rows \(Limits.rows)",
        "cells": "cells \(Limits.cells)",
        "cellsDrawn": "at most \(Limits.cellsDrawn) cells",
        "diagramLines": "the first \(Limits.diagramLines) rows",
        "tracks": "at most \(Limits.tracks) tracks",
        "magnitude": "at most \(Int(Limits.magnitude)) points",
        "chainSteps": "\(Limits.chainSteps) paddings and frames",
        "lineLength": "lines at most \(Limits.lineLength) bytes",
        "skippedLineBytes": "up to \(Limits.skippedLineBytes) bytes",
        "sourceDepth": "nested at most \(Limits.sourceDepth) deep",
        "sweepSteps": "a sweep at most \(Limits.sweepSteps) steps",
        "sweepRows": "listing \(Limits.sweepRows) breakpoints",
        "linesPerCommand": "at most \(Limits.linesPerCommand) lines",
        "bytesPerCommand": "\(Limits.bytesPerCommand) bytes and",
        "evaluationSteps": "at most \(Limits.evaluationSteps) steps",
        "evaluationSeconds": "\(NumberText.format(Limits.evaluationSeconds)) s of evaluation",
        "evaluationElements": "\(Limits.evaluationElements) array elements",
        "sourcesPerCommand": "\(Limits.sourcesPerCommand) files",
        "pasteLines": "paste at most \(Limits.pasteLines) lines",
        "savedLayoutLines": "and \(Limits.savedLayoutLines) lines",
        "savedLayoutBytes": "at most \(Limits.savedLayoutBytes) bytes, checked before reading",
        "lessonLines": "a lesson at most \(Limits.lessonLines) lines",
    ]

    /// The names of the `static let`s in `Sources/GridModel/Session/Limits.swift`.
    static func declaredNames() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Sources/GridModel/Session/Limits.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        return source.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "static let ") else { return nil }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
            return name.isEmpty ? nil : String(name)
        }
    }

    @Test func everyConstantIsNamedWithItsValue() throws {
        let names = try Self.declaredNames()
        // The file was read: the table's constants are among them (so an empty list fails).
        #expect(names.count >= 20, "\(names)")
        #expect(
            Set(names) == Set(Self.phrases.keys),
            "Limits.swift and this table differ: add the new constant to help limits and here")
        let text = try Help.text(for: "limits").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        for name in names {
            guard let phrase = Self.phrases[name] else { continue }
            #expect(text.contains(phrase), "help limits lacks '\(phrase)' (Limits.\(name))")
        }
    }
}
