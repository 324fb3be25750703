/// Where a played lesson stands, and how to go back exactly: before each step runs, the state
/// it starts from is kept, so going back restores that value instead of guessing which undos
/// would take the step back (a step may change nothing, or several things). Pure and generic:
/// the presenter keeps `Session`s and the terminal's text in it, the tests integers and strings.
struct PlayNavigator<State, Output> {
    /// What one move did, for the presenter to show.
    enum Move: Equatable {
        /// Step `index` ran (forward, or run again).
        case ran(Int)
        /// Back at step `index`: its state and its recorded output restored, nothing run.
        case restored(Int)
        case atStart
        case atEnd
        /// A step number out of range (counting from 1, as typed).
        case noStep(Int)
    }

    /// A step's output and whether the run must stop there (the lesson said `quit`).
    typealias Runner = (Int, inout State) -> (output: Output, stop: Bool)

    let count: Int
    /// The step shown, counting from 0; nil before the first one ran.
    private(set) var index: Int?
    /// `before[i]`: the state just before step i ran, for every step up to `index`.
    private(set) var before: [State] = []
    /// What each step up to `index` printed.
    private(set) var outputs: [Output] = []
    /// Set when a step asked to stop the lesson.
    private(set) var stopped = false

    init(count: Int) { self.count = count }

    var output: Output? { outputs.last }

    /// Runs the first step.
    mutating func start(_ state: inout State, run: Runner) -> Move {
        guard index == nil, count > 0 else { return .atEnd }
        return forward(&state, run: run)
    }

    /// The next step, run from the state as it is now.
    mutating func next(_ state: inout State, run: Runner) -> Move {
        guard (index ?? -1) + 1 < count else { return .atEnd }
        return forward(&state, run: run)
    }

    /// One step back: the state before the current step, and the previous step's output.
    mutating func back(_ state: inout State) -> Move {
        guard let index, index > 0, let last = before.popLast() else { return .atStart }
        state = last
        outputs.removeLast()
        self.index = index - 1
        return .restored(index - 1)
    }

    /// The current step again, from the state it started from.
    mutating func rerun(_ state: inout State, run: Runner) -> Move {
        guard let index, let start = before.last else { return .atStart }
        state = start
        let (output, stop) = run(index, &state)
        outputs[index] = output
        stopped = stop
        return .ran(index)
    }

    /// Step `number` (from 1): back through the kept states, or forward running each step.
    mutating func jump(to number: Int, _ state: inout State, run: Runner) -> Move {
        guard (1...max(count, 1)).contains(number), count > 0 else { return .noStep(number) }
        let target = number - 1
        var move = Move.restored(index ?? 0)
        while let index, index > target { move = back(&state) }
        while (index ?? -1) < target && !stopped { move = forward(&state, run: run) }
        return move
    }

    private mutating func forward(_ state: inout State, run: Runner) -> Move {
        let next = (index ?? -1) + 1
        before.append(state)
        let (output, stop) = run(next, &state)
        outputs.append(output)
        index = next
        stopped = stop
        return .ran(next)
    }
}
