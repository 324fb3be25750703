import Foundation
import TestSupport
import Testing

@testable import SwiftSourceReader

/// The reader's vocabulary is one table (issue 28): every name once, and no other file of the
/// reader spells a name the table holds (a second list would drift from it). The table is
/// the views, modifiers, types and calls (`SwiftUIVocabulary`), the argument labels and member
/// names beside it (`SwiftUIName`), and the platform's other types (`PlatformTypes`).
@Suite struct SwiftUIVocabularyTests {
    /// Every name the vocabulary declares, from all three lists, with repeats.
    static var declared: [String] {
        SwiftUIVocabulary.entries.map(\.name) + SwiftUIName.allCases.map(\.text)
            + PlatformTypes.others
    }

    @Test func everyNameIsInTheTableOnce() {
        var seen: Set<String> = []
        var twice: [String] = []
        for name in Self.declared where !seen.insert(name).inserted {
            twice.append(name)
        }
        #expect(twice.isEmpty, "declared more than once: \(twice)")
        #expect(SwiftUIVocabulary.entries.allSatisfy { !$0.facets.isEmpty })
        #expect(SwiftUIName.allCases.count > 40 && PlatformTypes.others.count > 40)
    }

    /// Reads every file of `Sources/SwiftSourceReader` outside `Vocabulary/` and fails on a
    /// string literal that is one of the table's names, bare or as an implicit member
    /// (`"Text"`, `".frame"`): code that matches a SwiftUI name must ask the table.
    @Test func noOtherFileSpellsATableName() throws {
        let names = Set(Self.declared)
        let folder = packageRoot().appendingPathComponent("Sources/SwiftSourceReader")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Vocabulary/") }
        #expect(files.count > 40, "the reader's files were not found under \(folder.path)")
        var found: [String] = []
        for file in files {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n").enumerated() {
                for literal in Self.literals(in: line) {
                    let bare = literal.hasPrefix(".") ? String(literal.dropFirst()) : literal
                    if names.contains(bare) {
                        found.append("\(file):\(number + 1): \"\(literal)\"")
                    }
                }
            }
        }
        #expect(found.isEmpty, "SwiftUI names spelled outside the vocabulary:\n\(found)")
    }

    /// The check above finds what it looks for: the old list of stacks, an argument label
    /// matched as a string and a member name with its dot would be refused.
    @Test func theLiteralCheckSeesAList() {
        let line = #"    static let stacks: Set<String> = ["VStack", "HStack", "Group"]"#
        #expect(Self.literals(in: Substring(line)) == ["VStack", "HStack", "Group"])
        let names = Set(Self.declared)
        let label = #"            case "alignment"?: grid.alignment = try alignment(arg)"#
        #expect(Self.literals(in: Substring(label)).allSatisfy(names.contains))
        let member = #"let axes = first ?? ".vertical""#
        #expect(Self.literals(in: Substring(member)) == [".vertical"])
        #expect(names.contains("vertical") && names.contains("minimum") && names.contains("UUID"))
        #expect(Self.literals(in: #"note("\(name) is \"Text\"")"#) == [])
        #expect(Self.literals(in: "/// `\"Text\"` in a comment") == [])
    }

    @Test func facetsAnswerAsTheReadersAsk() {
        #expect(SwiftUIVocabulary.sizing("Color") == .fills)
        #expect(SwiftUIVocabulary.sizing("VStack") == .oneChild)
        #expect(SwiftUIVocabulary.sizing("Button") == .label)
        #expect(SwiftUIVocabulary.sizing("Tile") == nil)
        #expect(SwiftUIVocabulary.entry("HStack")?.container == .stacks(along: .horizontal))
        #expect(SwiftUIVocabulary.entry("NavigationStack")?.sizing == nil)
        #expect(SwiftUIVocabulary.gridFamily("LazyHGrid") == .lazyHorizontal)
        #expect(SwiftUIVocabulary.isModelled(modifier: "gridCellAnchor"))
        #expect(!SwiftUIVocabulary.isModelled(modifier: "layoutPriority"))
        #expect(!SwiftUIVocabulary.isModelled(modifier: "background"))
        #expect(SwiftUIVocabulary.entry("Int")?.number == .integer)
        #expect(SwiftUIVocabulary.entry("CGSize")?.isValueType == true)
        #expect(SwiftUIVocabulary.entry("State")?.wrapper == .initialValue)
        // The order `help assumptions` lists them in.
        #expect(
            SwiftUIVocabulary.formControlHeights.map(\.name) == [
                "TextField", "SecureField", "Toggle", "Slider", "Stepper", "ProgressView",
                "Divider",
            ])
        #expect(SwiftUIVocabulary.defaultTextStyle == (name: "body", points: 17))
        #expect(PlatformTypes.names.contains("UIScreen") && PlatformTypes.names.contains("Text"))
    }

    /// The string literals of one line, outside comments, without interpolated parts' text:
    /// each piece between quotes that holds no `\(`.
    static func literals(in line: Substring) -> [String] {
        var result: [String] = []
        var current: String?
        var previous: Character = " "
        var escaped = false
        for character in line {
            if current == nil {
                if character == "/" && previous == "/" { break }
                if character == "\"" { current = "" }
                previous = character
                continue
            }
            if escaped {
                current? += "\\" + String(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                if let text = current, !text.contains("\\(") { result.append(text) }
                current = nil
            } else {
                current? += String(character)
            }
            previous = character
        }
        return result
    }
}
