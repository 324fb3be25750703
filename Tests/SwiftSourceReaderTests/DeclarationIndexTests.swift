import Foundation
import Testing

@testable import SwiftSourceReader

/// The merged index answers members from tables (the speed is in `make bench`: many files
/// declaring one name used to cost the square of their number); these pin down what the
/// tables must answer, the same as the scans they replaced.
struct DeclarationIndexTests {
    static func index(_ files: [String]) throws -> DeclarationIndex {
        var merged = DeclarationIndex()
        for (number, text) in files.enumerated() {
            let document = try SwiftSourceReader.document(
                bytes: Array(text.utf8), fileName: "F\(number).swift")
            merged.merge(
                document.index, root: document.root,
                origin: .init(file: "F\(number).swift", converter: document.converter))
        }
        return merged
    }

    static func text(_ declaration: DeclarationIndex.Declaration?) -> String? {
        switch declaration {
        case .variable(let variable, _)?: variable.trimmedDescription
        case .function(let function)?: function.name.text
        case nil: nil
        }
    }

    /// Three files declare `Layout`: a member is the first file's that declares it (files in
    /// merge order, members in order within a file), whichever file declares others first.
    @Test func aMemberIsTheFirstDeclarationOfItsName() throws {
        let index = try Self.index([
            "enum Layout { static let a = 1 }",
            "enum Layout { static let b = 2; static let a = 3 }\nextension Layout { func c() {} }",
            "extension Layout { static let b = 4; static var d = 5 }",
        ])
        #expect(Self.text(index.member("a", ofType: "Layout")) == "static let a = 1")
        #expect(Self.text(index.member("b", ofType: "Layout")) == "static let b = 2")
        #expect(Self.text(index.member("c", ofType: "Layout")) == "c")
        #expect(Self.text(index.member("d", ofType: "Layout")) == "static var d = 5")
        #expect(index.member("e", ofType: "Layout") == nil)
        #expect(index.member("a", ofType: "Other") == nil)
    }

    /// A view's instance variables: its struct's first, then its extensions' in file order,
    /// static ones left out — also when an extension's file comes before the struct's.
    @Test func aViewsVariablesAreItsStructsThenItsExtensions() throws {
        let index = try Self.index([
            "extension Tile { var body: some View { Color.red } }",
            "extension Tile { static let size = 10 }",
            "struct Tile: View { let index: Int; static let shared = 1 }",
            "struct Tile: View { let other: Int }",
        ])
        let names = index.structVariables("Tile")?.map {
            $0.bindings.first?.pattern.trimmedDescription ?? ""
        }
        #expect(names == ["index", "body"])
        #expect(index.structVariables("Missing") == nil)
    }
}
