import Foundation
import Testing

@testable import GridModel
@testable import SwiftSourceReader

/// Evaluation is bounded in time as well as in steps: the budget reads a clock it is given
/// (never a global) every 1024 steps and stops past `Limits.evaluationSeconds` of evaluation.
/// Steps alone let costly steps run for 12.8 s (release) before the millionth; the clocks here
/// are stepped by hand, so nothing depends on the machine's speed.
struct EvaluationTimeTests {
    /// A clock that moves `tick` seconds each time it is read, and jumps when told.
    final class SteppedClock: MonotonicClock, @unchecked Sendable {
        var now = 100.0
        let tick: Double
        init(tick: Double) { self.tick = tick }
        func seconds() -> Double {
            now += tick
            return now
        }
    }

    static let doubling = "func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }\n"
    static let costly =
        doubling + "let v = LazyVGrid(columns: [GridItem(.fixed(CGFloat(f(40))))]) {}\n"

    /// Each reading 0.01 s later: the second is spent after 100 readings, 102,400 steps —
    /// a tenth of the step budget — and the error names the time, not the steps.
    @Test func aCostlyEvaluationStopsAtTheTimeBound() throws {
        let budget = CommandBudget(clock: SteppedClock(tick: 0.01))
        let document = try SwiftSourceReader.read(text: Self.costly, fileName: "t.swift")
        #expect(throws: SwiftSourceError.self) { try document.grid(number: nil, budget: budget) }
        #expect(budget.steps < Limits.evaluationSteps / 5, "\(budget.steps) steps")
        #expect(budget.steps > 100 * 1024 - 1024, "\(budget.steps) steps")
        let fresh = CommandBudget(clock: SteppedClock(tick: 0.01))
        do {
            _ = try document.grid(number: nil, budget: fresh)
        } catch {
            #expect(error.description.contains("evaluation took more than 1 s"), "\(error)")
        }
    }

    /// Issue 31's case itself: forty view structs, each using the previous one twice, in a
    /// grid (2^40 views). It took 12.8 s (release) to reach the millionth step. Now the
    /// views stop at the reader's view limit, with a note, within the time and step bounds
    /// (a clock read 0.01 s later each time would stop it past 102,400 steps).
    @Test func fortyViewsEachUsingThePreviousTwiceStayWithinTheBounds() throws {
        var lines = ["import SwiftUI", "struct V0: View { var body: some View { Text(\"a\") } }"]
        for n in 1...40 {
            lines.append("struct V\(n): View { var body: some View { V\(n - 1)(); V\(n - 1)() } }")
        }
        lines.append(
            "let v = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { V40() }")
        let document = try SwiftSourceReader.read(
            text: lines.joined(separator: "\n"), fileName: "views.swift")
        let budget = CommandBudget(clock: SteppedClock(tick: 0.01))
        let grid = try document.grid(number: nil, budget: budget)
        #expect(
            grid.notes.first
                == "more than \(SwiftSourceDocument.cellLimit) views; the rest are left out",
            "\(grid.notes)")
        // 10,000 views cost about 30,000 steps: far below the 102,400 this clock allows.
        #expect(budget.steps < 100 * 1024, "\(budget.steps) steps")
    }

    /// The program's clock is the CPU time of the thread that evaluates: a thread that
    /// sleeps spends none of it, where the wall clock counted the sleep (and on a busy machine
    /// the waiting for a core: a lesson of milliseconds' work failed its second). No load can
    /// make a sleep cost CPU time, so this cannot depend on the machine.
    @Test func theProgramsClockCountsWorkNotWaiting() {
        let clock = SystemClock()
        let before = clock.seconds()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(clock.seconds() - before < 0.1)
    }

    /// Only evaluation counts: reading a project (`excluding`) and the time between two
    /// evaluations of one command are left out; a new top-level command starts at zero.
    @Test func onlyEvaluationTimeCounts() {
        let clock = SteppedClock(tick: 0)
        let budget = CommandBudget(clock: clock)
        budget.startEvaluation()
        for _ in 0..<1024 { #expect(budget.step() == nil) }
        clock.now += 0.6  // 0.6 s evaluating
        budget.excluding { clock.now += 30 }  // a project read: not counted
        for _ in 0..<1024 { #expect(budget.step() == nil) }
        clock.now += 50  // between two evaluations: not counted
        budget.startEvaluation()
        clock.now += 0.3
        for _ in 0..<1024 { #expect(budget.step() == nil) }
        #expect(abs(budget.seconds - 0.9) < 1e-9)
        clock.now += 0.2  // 1.1 s in all
        var stop: CommandBudget.Stop?
        for _ in 0..<1024 where stop == nil { stop = budget.step() }
        #expect(stop == .time)
        budget.startCommand()
        #expect(budget.seconds == 0 && budget.steps == 0)
    }
}
