import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell

/// A saved layout is bounded in bytes before it is read (its size, then a bounded read), and a
/// file with nothing in it is an error at its line 1, not an empty model.
@Suite("Saved files: bytes and blanks")
struct SavedFileBoundsTests {
    /// An empty file and one of blanks (spaces, a tab, CRLF line ends) loaded as an empty model
    /// without a word; now each is `FILE:1:` and the model stays as it was.
    @Test(arguments: ["", "  \n\t\n", "\r\n\r\n   \r\n"])
    func anEmptyOrBlankFileIsAnErrorAtLineOne(text: String) throws {
        let folder = try TemporaryFolder("saved-bounds-blank")
        let store = LayoutStore(directory: folder.path)
        try text.write(toFile: store.path("b"), atomically: true, encoding: .utf8)
        let t = Transcript()
        t.runner.library = LayoutLibrary(storage: .disk(store))
        t.run("add fixed 70\nload b")
        #expect(t.stderr.contains("\(store.path("b")):1: the file is empty"), "\(t.stderr)")
        #expect(t.stderr.contains("the model is unchanged"))
        #expect(t.grid.items == [GridItem(.fixed(70))])
    }

    /// A 325 MB file (sparse: nothing is written) used to be read whole (15 s, 336 MB) before
    /// its first error; its size is now checked first, so the error gives the size `fstat`
    /// saw, which only a check before reading can say.
    @Test func aFileOverTheByteLimitIsRefusedByItsSize() throws {
        let folder = try TemporaryFolder("saved-bounds-large")
        let store = LayoutStore(directory: folder.path)
        let path = store.path("big")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("gridtrainer".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 325 << 20)
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            throws: CommandError.file(
                .layoutTooLarge(
                    path: path, bytes: 325 << 20, maximum: Limits.savedLayoutBytes))
        ) {
            try LayoutStore.read(path)
        }
        let t = Transcript()
        t.runner.library = LayoutLibrary(storage: .disk(store))
        t.run("load big")
        #expect(
            t.stderr.contains(
                "\(path):1: the file is \(325 << 20) bytes, more than the "
                    + "\(Limits.savedLayoutBytes) a saved layout may have"), "\(t.stderr)")
    }

    /// The read itself stops at the bound (a file can grow after its size was checked): 10
    /// bytes of a 100-byte file, and the reader says it held more.
    @Test func theReadStopsAtTheBound() throws {
        let folder = try TemporaryFolder("saved-bounds-read")
        let path = folder.appendingPathComponent("f").path
        try String(repeating: "123456789\n", count: 10).write(
            toFile: path, atomically: true, encoding: .utf8)
        var source = try FileSource(path: path, byteLimit: 15)
        defer { source.close() }
        var lines: [String] = []
        while case .text(let line) = source.nextLine() { lines.append(line) }
        #expect(lines == ["123456789", "12345"])
        #expect(source.overLimit)
        var whole = try FileSource(path: path, byteLimit: 100)
        defer { whole.close() }
        var count = 0
        while whole.nextLine() != nil { count += 1 }
        #expect(count == 10 && !whole.overLimit)
    }

    /// The largest model `save` can write (both grids at their cell limits with sizes, chains
    /// of 1,000 steps, 100 items and rows, the longest numbers) fits the byte limit with room,
    /// and loads back from disk.
    @Test func theLargestModelFitsTheLimit() throws {
        var model = Model()
        model.screen = Screen(width: 999_999_999.123456, height: 0.000011)
        let long = 123_456_789.12345679
        var lazy = model.lazy
        lazy.items = (0..<Limits.items).map { _ in
            GridItem(.flexible(minimum: long, maximum: long), spacing: -long, alignment: .bottom)
        }
        lazy.cellCount = Limits.cells
        for index in 0..<Limits.cells {
            lazy.cellContents[index] = CellContent(width: long, height: long)
        }
        let steps = (0..<Limits.chainSteps).map { _ in
            ContainerChain.Step.padding(
                leading: long, trailing: long, top: long, bottom: long, isDefault: false)
        }
        lazy.chain = ContainerChain(steps)
        model.lazy = lazy
        var eager = model.eager
        eager.chain = ContainerChain(steps)
        eager.rows = (0..<Limits.rows).map { _ in
            EagerRow(
                (0..<Limits.cells / Limits.rows).map { _ in
                    EagerCell(
                        .sized(width: .fixed(long), height: .fixed(long)), span: 99,
                        anchor: UnitPoint(.bottomTrailing),
                        columnAlignment: .trailing)
                }, alignment: .bottom)
        }
        model.eager = eager
        let bytes = LayoutFile.text(for: model).utf8.count
        #expect(bytes * 3 / 2 < Limits.savedLayoutBytes, "\(bytes) bytes")
        let folder = try TemporaryFolder("saved-bounds-largest")
        let store = LayoutStore(directory: folder.path)
        try store.save(model, as: "largest")
        #expect(try store.load("largest") == model)
    }
}
