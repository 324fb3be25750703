import Foundation
import LayoutKernel
import Testing

@testable import GridModel
@testable import SwiftSourceReader

/// Hostile Swift run in-process: integer arithmetic Swift would trap on, nesting of every
/// construct SwiftParser recurses on (at and past the bound), and evaluation that would take
/// exponential time or memory. Each must end in one clear error, never a crash or a hang.
struct HostileSourceTests {
    /// The message of reading `text`, "" when it reads.
    func message(_ text: String) -> String { Source.error(text)?.description ?? "" }

    /// A grid whose only item is `.fixed(EXPR)` after `decls`.
    func fixed(_ expr: String, _ decls: String = "") -> String {
        decls + "\nlet v = LazyVGrid(columns: [GridItem(.fixed(\(expr)))]) {}\n"
    }

    @Test(arguments: [
        (
            "let big = 9_000_000_000_000_000_000 as Int", "CGFloat((-big..<big).count)",
            "overflows Int"
        ),
        ("let m = 4_611_686_018_427_387_904 as Int", "CGFloat(m * 2)", "overflows Int"),
        ("let m = 4_611_686_018_427_387_904 as Int", "CGFloat(m + m)", "overflows Int"),
        (
            "let m = -4_611_686_018_427_387_904 as Int", "CGFloat(m + m - m - m - m - m)",
            "overflows Int"
        ),
        ("let x: Int = 1e300", "CGFloat(x)", "outside Int's range"),
        ("let x = 1e300", "CGFloat(Int(x))", "outside Int's range"),
        ("let x = Double.infinity", "CGFloat(Int(x))", "not a finite number"),
        ("let x: Int = 0", "CGFloat(4 / x)", "division by zero"),
        ("let x: Int = 0", "CGFloat(4 % x)", "division by zero"),
        ("let x = 99999999999999999999", "CGFloat(x)", "outside Int's range"),
    ])
    func integerArithmeticSwiftTrapsOnIsAnError(decls: String, expr: String, expected: String) {
        #expect(message(fixed(expr, decls)).contains(expected))
    }

    /// At the limit the same operations read: 2^62 + (2^62 - 1) is Int.max exactly.
    @Test func integerArithmeticAtTheLimitReads() throws {
        // 4611686018427387904 + 4611686018427387903 = 9223372036854775807 (Int.max); as a
        // Double that is 2^63, so only the checked sum's success is asserted, and the size
        // below uses a count well inside Int: (0..<40).count is 40.
        #expect(message(fixed("CGFloat((0..<40).count)")) == "")
        #expect(try Source.number("CGFloat((-20..<20).count)") == 40)
        #expect(try Source.number("CGFloat(7 / k + 7 % k)", "let k: Int = 2") == 4)  // 3 + 1
        #expect(try Source.number("CGFloat(-k + 20)", "let k: Int = 9") == 11)
    }

    /// `ForEach` over ranges near both ends of Int: the cells are counted without computing
    /// the span, and cut at the cell limit with a note.
    /// (Values travel as Doubles: 2^63 - 2048 and 2^63 - 1024 are the Ints nearest Int.max a
    /// Double holds, 1024 apart; -2^63 is Int.min.)
    @Test(arguments: ["9_223_372_036_854_773_760", "-9_223_372_036_854_775_808", "0"])
    func forEachNearIntsEndsIsCut(start: String) throws {
        let cut = start == "0"
        let text = """
            let s = \(start) as Int
            let v = LazyVGrid(columns: [GridItem()]) \
            { ForEach(s..<s + \(cut ? 100_000 : 1024)) { _ in Color.red } }
            """
        let imported = try Source.grid(text)
        guard case .lazy(let grid) = imported.model else { Issue.record("not lazy"); return }
        #expect(grid.cellCount == (cut ? SwiftSourceDocument.cellLimit : 1024))
        #expect(imported.notes.contains { $0.contains("left out") } == cut)
    }

    /// One source per construct SwiftParser recurses on, `n` levels deep.
    static func nested(_ construct: String, _ n: Int) -> String {
        let body: String
        switch construct {
        case "generic":
            body =
                "let x: " + String(repeating: "Array<", count: n) + "Int"
                + String(repeating: ">", count: n) + " = []"
        case "arrow": body = "let x: " + String(repeating: "(Int) -> ", count: n) + "Int = f"
        case "ternary":
            body =
                "let x = " + String(repeating: "a ? ", count: n) + "b"
                + String(repeating: " : c", count: n)
        case "try": body = "let x = " + String(repeating: "try ", count: n) + "f()"
        case "await": body = "let x = " + String(repeating: "await ", count: n) + "f()"
        case "optional": body = "let x: Int" + String(repeating: "?", count: n) + " = nil"
        case "if":
            body =
                String(repeating: "#if A\n", count: n) + "let x = 1\n"
                + String(repeating: "#endif\n", count: n)
        case "member": body = "let x = a" + String(repeating: ".b", count: n)
        case "paren":
            body =
                "let x = " + String(repeating: "(", count: n) + "1"
                + String(repeating: ")", count: n)
        case "call": body = "let x = a" + String(repeating: "()", count: n)
        case "extension": body = "extension A" + String(repeating: ".B", count: n) + " {}"
        default:
            body =
                "let x = " + String(repeating: "{ ", count: n) + "1"
                + String(repeating: " }", count: n)
        }
        return body + "\nlet v = LazyVGrid(columns: [GridItem()]) {}\n"
    }

    /// Every construct reads at a depth well inside the bound and is refused, in-process and
    /// without crashing, past it — including far past it (SwiftParser alone crashed at ~480
    /// generic levels on the main thread's stack).
    @Test(arguments: [
        "generic", "arrow", "ternary", "try", "await", "optional", "if", "member", "paren",
        "closure", "call", "extension",
    ])
    func everyNestingConstructIsBounded(construct: String) {
        // `call` and `optional` (`Int??…`, pairs of `?` read as `??`) are parsed without
        // recursion and bounded by the tree's depth.
        let inside =
            ["paren": 90, "closure": 90, "if": 90, "call": 1_900, "optional": 1_900][construct]
            ?? 700
        #expect(message(Self.nested(construct, inside)) == "", "\(construct) at \(inside)")
        let limit =
            [
                "paren": SourceScanner.bracketLimit, "closure": SourceScanner.bracketLimit,
                "if": SourceScanner.bracketLimit,
                "call": SwiftSourceReader.treeDepthLimit,
                "optional": SwiftSourceReader.treeDepthLimit,
            ][construct] ?? SourceScanner.depthLimit
        for past in [limit + 1, 5_000, 50_000] {
            let text = message(Self.nested(construct, past))
            #expect(text.contains("nested more than"), "\(construct) at \(past): \(text)")
        }
    }

    /// Constants that use the previous one twice, forty deep: memoised, so this reads at once.
    @Test func constantsUsedTwiceFortyDeepReadAtOnce() throws {
        var decls = "let a0 = 1"
        for i in 1...40 { decls += "\nlet a\(i) = a\(i - 1) + a\(i - 1)" }
        #expect(try Source.number("a40 > 0 ? 10 : 20", decls) == 10)
    }

    /// Arrays that double forty times stop at the element budget; a million elements is the
    /// bound, and arrays under it read.
    @Test func doublingArraysStopAtTheElementBudget() throws {
        var decls = "let b0 = [GridItem()]"
        for i in 1...40 { decls += "\nlet b\(i) = b\(i - 1) + b\(i - 1)" }
        let text = decls + "\nlet v = LazyVGrid(columns: b40) {}\n"
        #expect(message(text).contains("more than \(Limits.evaluationElements) array elements"))
        let small = decls + "\nlet v = LazyVGrid(columns: b5) {}\n"  // 2^5 = 32 items
        #expect(try Source.lazy(small).items.count == 32)
    }

    /// A recursive function doubling its calls stops at the step budget; a shallow one reads.
    @Test func recursiveFunctionsStopAtTheStepBudget() throws {
        let function = "func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }"
        #expect(
            message(fixed("CGFloat(f(40))", function)).contains(
                "more than \(Limits.evaluationSteps) steps"))
        #expect(try Source.number("CGFloat(f(4))", function) == 16)  // 2^4
    }

    /// Views made of two of the previous view, forty deep: the view limit cuts them, with a note.
    @Test func viewsOfTwoViewsFortyDeepAreCut() throws {
        var text =
            "struct V0: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        for i in 1...40 {
            text += "struct V\(i): View { var body: some View { V\(i - 1)(); V\(i - 1)() } }\n"
        }
        text +=
            "struct G: View { var body: some View { LazyVGrid(columns: [GridItem()]) { V40() } } "
            + "}\n"
        let imported = try Source.grid(text)
        #expect(
            imported.notes.contains {
                $0.contains("more than \(SwiftSourceDocument.cellLimit) views")
            })
    }

    /// Ctrl-C (the budget's stop check) ends a long evaluation: nothing is loaded.
    @Test func anInterruptStopsEvaluation() throws {
        let budget = CommandBudget()
        budget.shouldStop = { true }
        let function = "func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }"
        let document = try SwiftSourceReader.read(
            text: fixed("CGFloat(f(40))", function), fileName: "t.swift")
        #expect(throws: SwiftSourceError.self) { try document.grid(number: nil, budget: budget) }
        do {
            _ = try document.grid(number: nil, budget: budget)
        } catch {
            #expect(error.description.contains("interrupted; nothing was loaded"))
        }
    }
}
