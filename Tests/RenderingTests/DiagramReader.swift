import LayoutKernel
import TestSupport

@testable import GridModel
@testable import Rendering
@testable import Words

/// Reads a drawn lazy-grid diagram back, number by number, and says which numbers are not the
/// model's: each number is checked against `NumberText.format` of the value drawn at that place
/// (a track's size, an item's index or spec number, the container, a cell's number, a row's
/// height). A number cut short (`3` for 30, `2` for 21.46) fails, because it is not one of them.
struct DiagramReader {
    let layout: LazyGridLayout
    let lines: [String]
    private(set) var problems: [String] = []
    /// How many numbers were read and checked (so a test can tell that it read something).
    private(set) var checked = 0

    init(layout: LazyGridLayout, lines: [String]) {
        self.layout = layout
        self.lines = lines
        if layout.items.isEmpty { return }
        // No length drawn is negative: a dash touching a digit reads as a sign that is not there.
        let drawn = lines.drop(while: {
            !$0.hasPrefix("screen ") && !$0.hasPrefix("offered ") && !$0.hasSuffix("cells →")
        })
        for line in drawn
        where zip(line, line.dropFirst()).contains(where: { $0.0 == "-" && $0.1.isNumber }) {
            problems.append("a dash reads as a minus sign in '\(line)'")
        }
        layout.grid.axis == .vertical ? readVertical() : readHorizontal()
    }

    private static let f = NumberText.format

    /// Words of `text`, split at blanks and the drawing's own characters.
    static func words(_ text: Substring) -> [Substring] {
        // Two dots or more are slot, never a decimal point.
        text.split(whereSeparator: { " []|<>-#()^".contains($0) })
            .flatMap { $0.split(separator: "..") }.compactMap { word in
                // A slot's dots may touch a number; a dot inside one is its decimal point.
                let trimmed = word.drop(while: { $0 == "." }).reversed().drop(while: { $0 == "." })
                    .reversed()
                return trimmed.isEmpty ? nil : Substring(String(trimmed))
            }
    }

    static func isNumber(_ word: Substring) -> Bool { word.first?.isNumber == true }

    /// `text` after its first word (and the blanks before and after it).
    static func afterFirstWord(_ text: Substring) -> Substring {
        let start = text.drop(while: { $0 == " " })
        let rest: Substring = start.drop(while: { $0 != " " })
        return rest.drop(while: { $0 == " " })
    }

    private mutating func expect(_ word: Substring, in allowed: Set<String>, _ what: String) {
        checked += 1
        if !allowed.contains(String(word)) {
            problems.append(
                "'\(word)' is not \(what) (\(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// Cells' numbers in a stretch of a cell line: each must be one of `cells` (1-based text).
    private mutating func readCells(_ text: Substring, _ cells: Set<String>, _ place: String) {
        // '^' and 'v' mark content that spills past a LazyHGrid's slot, as '<' '>' do across.
        for word in Self.words(text) where word != "v" {
            let number = word.hasSuffix("v") ? word.dropLast() : word
            expect(number, in: cells, "a cell drawn in \(place)")
        }
    }

    /// An item label `3 fixed 30`, `2 flexible 10…∞`, `1 fixed…`, `1 …`, each word checked:
    /// the first a drawn item's number, then its kind, then its own spec numbers.
    private mutating func readItemLabels(_ text: Substring) {
        var item: ItemLayout? = nil
        var kind: String? = nil
        for word in Self.words(text) {
            if word == "…" { continue }
            if kind == nil, Self.isNumber(word) {
                checked += 1
                guard let number = Int(word), layout.items.indices.contains(number - 1) else {
                    problems.append("'\(word)' in the items bar is not an item number")
                    continue
                }
                item = layout.items[number - 1]
                continue
            }
            guard let current = item else {
                problems.append("'\(word)' in the items bar before any item number")
                continue
            }
            let (name, numbers) = Self.spec(current.item.size)
            if kind == nil {
                checked += 1
                let bare = word.hasSuffix("…") ? word.dropLast() : word
                if bare != name {
                    problems.append("'\(word)' is not item \(current.index + 1)'s kind \(name)")
                }
                kind = word.hasSuffix("…") ? nil : name
                if word.hasSuffix("…") { item = nil }
                continue
            }
            // The numbers word: `30`, or `10…∞`; each part is the spec's number at that place.
            let parts = word.split(separator: "…", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where !part.isEmpty {
                checked += 1
                if index >= numbers.count || part != numbers[index] {
                    problems.append(
                        "'\(word)' is not item \(current.index + 1)'s \(name) "
                            + "\(numbers.joined(separator: "…"))"
                    )
                }
            }
            kind = nil
            item = nil
        }
    }

    static func spec(_ size: GridItemSize) -> (String, [String]) {
        switch size {
        case .fixed(let value): ("fixed", [f(value)])
        case .flexible(let minimum, let maximum): ("flexible", [f(minimum), f(maximum)])
        case .adaptive(let minimum, let maximum): ("adaptive", [f(minimum), f(maximum)])
        }
    }

    private mutating func readMoreCells(_ line: String) {
        guard line.hasPrefix("… ") else { return }
        let numbers = Self.words(line.dropFirst(2)).filter(Self.isNumber)
        let total = layout.grid.cellCount
        let drawn = numbers.count == 3 ? Int(numbers[1]) ?? -1 : -1
        checked += 1
        if numbers.count != 3 || Int(numbers[2]) != total || Int(numbers[0]) != total - drawn {
            problems.append("'\(line)' does not add up for \(total) cells")
        }
    }

    private mutating func readVertical() {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("offered ") }) else {
            problems.append("no offered line")
            return
        }
        let frames = layout.cells(limit: Limits.cellsDrawn)
        var row = -1
        for line in lines[start...] {
            let head = line.prefix(while: { $0 != " " })
            let body = line.drop(while: { $0 != " " })
            switch head {
            case "offered":
                for w in Self.words(body) {
                    expect(w, in: [Self.f(layout.proposed), "…"], "what is offered")
                }
            case "grid":
                for w in Self.words(body) {
                    expect(w, in: [Self.f(layout.gridSize), "…"], "the grid size")
                }
            case "items": readItemLabels(body)
            case "tracks":
                for w in Self.words(body) {
                    expect(
                        w, in: Set(layout.tracks.map { Self.f($0.size) } + ["…"]), "a track's size")
                }
            case "row":
                let words = Self.words(body)
                row = (words.first.flatMap { Int($0) } ?? 0) - 1
                expect(
                    words.first ?? "", in: Set((1...Diagram.maxLines).map(String.init)),
                    "a row number")
                readCells(Self.afterFirstWord(body), cells(frames, row), "row \(row + 1)")
            case "h":
                let words = Self.words(body)
                let height = frames.first { $0.line == row }.map { Self.f($0.slot.height) } ?? "?"
                expect(words.first ?? "", in: [height], "row \(row + 1)'s height")
                readCells(Self.afterFirstWord(body), cells(frames, row), "row \(row + 1)")
            case "…": readMoreCells(line)
            case "": readCells(body, cells(frames, row), "row \(row + 1)")
            default: problems.append("unexpected line '\(line)'")
            }
        }
    }

    private func cells(_ frames: [CellFrame], _ line: Int) -> Set<String> {
        Set(frames.filter { $0.line == line }.map { String($0.index + 1) })
    }

    private mutating func readHorizontal() {
        guard let header = lines.firstIndex(where: { $0.hasSuffix("cells →") }),
            let column = lines[header].range(of: "cells →")
        else {
            problems.append("no header line")
            return
        }
        let cellStart = lines[header].distance(
            from: lines[header].startIndex, to: column.lowerBound)
        // The ruler columns named in the header before "offset" (screen, offered, grid), each
        // as wide as its name or its number, then a blank; and one more blank.
        let numbers = [
            "screen": Self.f(layout.grid.container), "offered": Self.f(layout.proposed),
            "grid": Self.f(layout.gridSize),
        ]
        let names = lines[header].split(separator: " ").prefix { $0 != "offset" }.map(String.init)
        let rulers = names.map { (numbers[$0] ?? "?", $0.count, "the \($0) ruler") }
        for name in names where numbers[name] == nil { problems.append("unknown ruler '\(name)'") }
        let rulerWidths = rulers.map { max($0.0.count, $0.1) }
        let rulerEnd = rulerWidths.reduce(0) { $0 + $1 + 1 } + 1
        let frames = layout.cells(limit: Limits.cellsDrawn)
        var track = -1
        for line in lines[(header + 1)...] {
            if line.hasPrefix("…") {
                readMoreCells(line)
                continue
            }
            var start = 0
            for (ruler, width) in zip(rulers, rulerWidths) {
                let text = line.dropFirst(start).prefix(width + 1)
                for w in Self.words(text) where w != "v" { expect(w, in: [ruler.0], ruler.2) }
                start += width + 1
            }
            let head = line.prefix(cellStart).dropFirst(rulerEnd)
            let body = line.dropFirst(cellStart)
            let first = head.drop(while: { $0 == " " })
            if first.hasPrefix("gap") || first.hasPrefix("overlap") {
                let after = track >= 0 ? layout.tracks[track].gapAfter : .nan
                let gap = after.isNaN ? "?" : Self.f(abs(after))
                for w in Self.words(line.dropFirst(rulerEnd)).dropFirst() {
                    expect(w, in: [gap], "the gap after track \(track + 1)")
                }
                continue
            }
            if !head.allSatisfy({ $0 == " " }) {
                track += 1
                guard layout.tracks.indices.contains(track) else {
                    problems.append("more bands than tracks: '\(line)'")
                    return
                }
                let t = layout.tracks[track]
                let words = Self.words(head)
                expect(words.first ?? "", in: [Self.f(t.offset)], "track \(track + 1)'s offset")
                expect(
                    words.dropFirst().first ?? "", in: [Self.f(t.size)], "track \(track + 1)'s size"
                )
                let name = Self.afterFirstWord(Self.afterFirstWord(head))
                if name.hasPrefix("(track") {
                    for w in Self.words(name).filter(Self.isNumber) {
                        expect(w, in: [String(t.item + 1)], "track \(track + 1)'s item")
                    }
                } else {
                    readItemLabels(name)
                }
            }
            readCells(
                body, Set(frames.filter { $0.track == track }.map { String($0.index + 1) }),
                "track \(track + 1)")
        }
    }
}
