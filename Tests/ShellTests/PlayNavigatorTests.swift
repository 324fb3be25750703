import Testing

@testable import Shell

/// The presenter's step logic without a terminal: the state is the list of steps applied, so
/// every test sees exactly what ran and what was restored.
@Suite("Play navigation")
struct PlayNavigatorTests {
    typealias Navigator = PlayNavigator<[Int], String>

    final class Log {
        var runs: [Int] = []
    }

    /// Applies step i to the state and says so; `quitAt` makes that step stop the lesson.
    func runner(_ log: Log, quitAt: Int? = nil) -> Navigator.Runner {
        { index, state in
            log.runs.append(index)
            state.append(index)
            return ("output \(index)", index == quitAt)
        }
    }

    @Test func startRunsOnlyTheFirstStep() {
        let log = Log()
        var navigator = Navigator(count: 3)
        var state: [Int] = []
        #expect(navigator.index == nil && navigator.output == nil)
        #expect(navigator.start(&state, run: runner(log)) == .ran(0))
        #expect(log.runs == [0] && state == [0] && navigator.output == "output 0")
        #expect(navigator.start(&state, run: runner(log)) == .atEnd, "started once")
    }

    @Test func nextThenBackRestoresTheStateExactly() {
        let log = Log()
        var navigator = Navigator(count: 3)
        var state: [Int] = [99]
        _ = navigator.start(&state, run: runner(log))
        #expect(navigator.next(&state, run: runner(log)) == .ran(1))
        #expect(navigator.next(&state, run: runner(log)) == .ran(2))
        #expect(state == [99, 0, 1, 2])
        #expect(navigator.next(&state, run: runner(log)) == .atEnd)
        #expect(state == [99, 0, 1, 2], "nothing ran past the end")
        #expect(navigator.back(&state) == .restored(1))
        #expect(
            state == [99, 0, 1] && navigator.output == "output 1",
            "step 2 undone, step 1's output shown again")
        #expect(navigator.back(&state) == .restored(0))
        #expect(navigator.back(&state) == .atStart)
        #expect(state == [99, 0] && navigator.index == 0)
        #expect(log.runs == [0, 1, 2], "going back runs nothing")
    }

    @Test func rerunStartsFromTheStepsOwnStart() {
        let log = Log()
        var navigator = Navigator(count: 2)
        var state: [Int] = []
        _ = navigator.start(&state, run: runner(log))
        _ = navigator.next(&state, run: runner(log))
        #expect(navigator.rerun(&state, run: runner(log)) == .ran(1))
        #expect(state == [0, 1], "not [0, 1, 1]: the step ran again from where it began")
        #expect(log.runs == [0, 1, 1])
        #expect(navigator.back(&state) == .restored(0) && state == [0])
    }

    @Test func jumpRunsForwardAndRestoresBackward() {
        let log = Log()
        var navigator = Navigator(count: 5)
        var state: [Int] = []
        _ = navigator.start(&state, run: runner(log))
        #expect(navigator.jump(to: 4, &state, run: runner(log)) == .ran(3))
        #expect(state == [0, 1, 2, 3] && navigator.index == 3)
        #expect(navigator.jump(to: 2, &state, run: runner(log)) == .restored(1))
        #expect(state == [0, 1] && log.runs == [0, 1, 2, 3])
        #expect(navigator.jump(to: 0, &state, run: runner(log)) == .noStep(0))
        #expect(navigator.jump(to: 6, &state, run: runner(log)) == .noStep(6))
        #expect(state == [0, 1], "a bad number changes nothing")
        #expect(
            navigator.jump(to: 2, &state, run: runner(log)) == .restored(1),
            "jumping to the step shown stays")
    }

    @Test func aQuitStepStopsAJump() {
        let log = Log()
        var navigator = Navigator(count: 5)
        var state: [Int] = []
        _ = navigator.start(&state, run: runner(log, quitAt: 2))
        _ = navigator.jump(to: 5, &state, run: runner(log, quitAt: 2))
        #expect(navigator.stopped && navigator.index == 2 && state == [0, 1, 2])
    }

    @Test func anEmptyLessonNeverRuns() {
        let log = Log()
        var navigator = Navigator(count: 0)
        var state: [Int] = []
        #expect(navigator.start(&state, run: runner(log)) == .atEnd)
        #expect(navigator.next(&state, run: runner(log)) == .atEnd)
        #expect(navigator.back(&state) == .atStart)
        #expect(navigator.rerun(&state, run: runner(log)) == .atStart)
        #expect(navigator.jump(to: 1, &state, run: runner(log)) == .noStep(1))
        #expect(log.runs.isEmpty)
    }
}
