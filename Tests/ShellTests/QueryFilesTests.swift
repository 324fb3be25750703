import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell

/// `Queries` reads no disk: what `compare NAME` and `presets` need from the library is read
/// first (`QueryFiles.read`) and handed in.
@Suite struct QueryFilesTests {
    @Test func compareUsesTheLayoutReadBeforeTheQuery() throws {
        var library = LayoutLibrary(storage: .memory)
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.fixed(100)))))
        try library.save(session.model, as: "one")
        try session.apply(.lazy(.add(GridItem(.fixed(50)))))
        let files = try QueryFiles.read(
            for: .compare("one"), from: library, current: session.model)
        let saved = try library.lookup("one", current: session.model)
        #expect(files.compared == saved)
        let response = try Queries.evaluate(
            .compare("one"), session: session, files: files, sweepControl: .init())
        guard case .compare(.lazy(let before, let after), let label) = response else {
            Issue.record("expected a comparison, got \(response)")
            return
        }
        #expect(label == "'one'")
        // One fixed(100) track before, fixed(100) and fixed(50) after.
        #expect(before.items.map(\.trackSize) == [100])
        #expect(after.items.map(\.trackSize) == [100, 50])
    }

    /// Handed no layout (the caller did not read one), `compare NAME` says the name is not
    /// found rather than comparing with something else.
    @Test func compareWithoutTheLayoutReadFailsRatherThanGuessing() throws {
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.fixed(100)))))
        try session.apply(.lazy(.add(GridItem(.fixed(50)))))
        #expect(throws: CommandError.self) {
            try Queries.evaluate(
                .compare("one"), session: session, files: QueryFiles(), sweepControl: .init())
        }
    }

    @Test func presetsListTheSavedNamesHandedIn() throws {
        let response = try Queries.evaluate(
            .presets, session: Session(), files: QueryFiles(savedNames: ["mine", "yours"]),
            sweepControl: .init())
        guard case .text(let text) = response else {
            Issue.record("expected text, got \(response)")
            return
        }
        #expect(text.hasPrefix("Presets (load NAME):"))
        #expect(text.hasSuffix("\nSaved: mine, yours"))
    }

    @Test func mostQueriesReadNothing() throws {
        var library = LayoutLibrary(storage: .memory)
        try library.save(Model(), as: "kept")
        let files = try QueryFiles.read(for: .show, from: library, current: Model())
        #expect(files.compared == nil && files.savedNames.isEmpty)
        let undo = try QueryFiles.read(for: .compare("undo"), from: library, current: Model())
        #expect(undo.compared == nil)
        let presets = try QueryFiles.read(for: .presets, from: library, current: Model())
        #expect(presets.savedNames == ["kept"])
    }
}
