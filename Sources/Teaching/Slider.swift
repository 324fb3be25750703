import CommandLanguage
import GridModel
import LayoutKernel
import Words

/// The live slider's logic, apart from the terminal: one parameter's value, its step and
/// bounds, the model at that value, what the last move changed, and the breakpoints `sweep`
/// would list. The shell's key loop drives it; tests drive it directly.
package struct Slider {
    /// What `slide …` moves.
    package typealias Target = SlideTarget

    package let target: Target
    /// The model when the slider started: Esc and Ctrl-C leave it as it is.
    let original: Model
    package let start: Double
    /// The smallest and largest value the slider goes to.
    package let bounds: ClosedRange<Double>
    /// "width", "item 2 min", "cells", "Grid width".
    package let label: String
    package private(set) var value: Double
    /// The model at `value`, validated and laid out as the session would.
    package private(set) var current: ValidModel
    package var model: Model { current.model }
    private(set) var state: LayoutState
    /// What the last move changed, in words ("item 1: 3 → 4 tracks"); empty when it changed
    /// nothing the breakpoints track.
    package private(set) var change = ""
    /// Anything else the last key has to say, kept apart from `change`: why the value did not
    /// move, where a breakpoint search ended, what one step further would change.
    package private(set) var note = ""

    /// The breakpoint search gives up after this many steps.
    static let searchLimit = 100_000

    package init(_ target: Target, model: Model) throws(CommandError) {
        self.target = target
        original = model
        let grid = model.lazy
        var start: Double
        var upper = 2_000.0
        switch target {
        case .lazy(let parameter):
            guard !model.showsEager else {
                throw .model(.otherFamily(shown: .eager, hint: .slideOfALazyValue))
            }
            switch parameter {
            case .proposed:
                // The screen moves; with a chain, what is offered is said beside it.
                let name =
                    grid.chain.steps.isEmpty
                    ? grid.axis.mainSizeName : "screen \(grid.axis.mainSizeName)"
                (start, upper, label) = (grid.container, 5_000, name)
            case .minimum(let item), .maximum(let item), .size(let item), .spacing(let item):
                do { try LazyEditor.check(item, in: grid) } catch { throw CommandError(error) }
                let size = grid.items[item - 1].size
                switch (parameter, size) {
                case (.minimum, .fixed), (.maximum, .fixed):
                    throw .model(.sweepParameter(item: item, fixed: true))
                case (.size, .flexible), (.size, .adaptive):
                    throw .model(.sweepParameter(item: item, fixed: false))
                case (.minimum, _): (start, label) = (size.minimum, "item \(item) min")
                case (.maximum, _):
                    // From ∞ the slider starts at the offered size: the first finite maximum that
                    // can bite.
                    let maximum = size.maximum
                    (start, label) = (
                        maximum.isFinite ? maximum : grid.proposed.rounded(.up), "item \(item) max"
                    )
                case (.size, _): (start, label) = (size.minimum, "item \(item) size")
                default:
                    (start, label) = (grid.items[item - 1].effectiveSpacing, "item \(item) spacing")
                }
            }
        case .lineSpacing:
            guard !model.showsEager else { throw .model(.otherFamily(shown: .eager, hint: nil)) }
            (start, upper, label) = (grid.effectiveLineSpacing, 500, "spacing")
        case .cells:
            guard !model.showsEager else { throw .model(.otherFamily(shown: .eager, hint: nil)) }
            (start, upper, label) = (Double(grid.cellCount), Double(Limits.cells), "cells")
        case .eagerWidth:
            guard model.showsEager else {
                throw .model(.otherFamily(shown: model.family, hint: nil))
            }
            guard !model.eager.unspecifiedWidth else { throw .model(.widthNotOffered) }
            (start, upper, label) = (
                model.eager.container, 5_000,
                model.eager.chain.steps.isEmpty ? "width" : "screen width"
            )
        }
        start = min(max(start, 0), max(upper, start))
        self.start = start
        bounds = 0...max(upper, start)
        value = start
        let first = try Self.model(target, start, from: model)
        do { current = try ValidModel(first) } catch { throw CommandError(error) }
        state = Self.state(of: current)
    }

    /// Moves by `delta` (±1, ±10), stopping at the bounds; a value the kernel refuses (a
    /// minimum above the maximum) is not taken, and the note says why.
    package mutating func move(by delta: Double) {
        let next = min(max(value + delta, bounds.lowerBound), bounds.upperBound)
        guard next != value else {
            change = ""
            note =
                "\(label) is at its \(delta < 0 ? "lowest" : "highest"), "
                + "\(NumberText.format(value))"
            return
        }
        go(to: next)
    }

    /// Jumps to the next (or previous) breakpoint `sweep` would list, stepping by `step`: a
    /// value whose state differs from the one a step below it. Bounded by `bounds` and
    /// `searchLimit` steps; `shouldStop` (a key pressed, a signal) ends the search where it is.
    package mutating func jump(forward: Bool, step: Double = 1, shouldStop: () -> Bool = { false })
    {
        let delta = forward ? step : -step
        var candidate = value
        var here: LayoutState? = state
        for index in 0..<Self.searchLimit {
            if index % 256 == 255 && shouldStop() {
                change = ""
                note = "search stopped at \(NumberText.format(candidate))"
                return
            }
            let next = candidate + delta
            guard bounds.contains(next) else { break }
            let there = try? ValidModel(
                try Self.model(target, next, from: original), reusing: current)
            let thereState = there.map(Self.state(of:))
            // Forward the breakpoint is the upper value of the pair; backward too, so it is
            // `candidate`, which must not be where the slider already stands.
            let breakpoint = forward ? next : candidate
            if thereState != here && breakpoint != value && (forward ? thereState : here) != nil {
                go(to: breakpoint)
                // Back down to a breakpoint, nothing may have changed yet: say what a step lower
                // would.
                if !forward && change.isEmpty, let here, let thereState {
                    note = "one step lower: \(thereState.change(from: here))"
                }
                return
            }
            (candidate, here) = (next, thereState)
        }
        change = ""
        note =
            "no breakpoint \(forward ? "above" : "below") \(NumberText.format(value)) (searched "
            + "to \(NumberText.format(candidate)))"
    }

    private mutating func go(to next: Double) {
        do throws(CommandError) {
            let model = try Self.model(target, next, from: original)
            let valid: ValidModel
            do { valid = try ValidModel(model, reusing: current) } catch {
                throw CommandError(error)
            }
            let state = Self.state(of: valid)
            change = state.change(from: self.state)
            note = ""
            (value, current, self.state) = (next, valid, state)
        } catch {
            change = ""
            note = "\(NumberText.format(next)) refused: \(error.description)"
        }
    }

    /// The one undoable edit that keeps the value; nil when the value is back at the start.
    package var edit: ModelEdit? {
        guard value != start else { return nil }
        switch target {
        case .lazy(.proposed): return .screen(.length(value, original.lazy.axis))
        case .lazy(.minimum(let item)): return .lazy(.set(item, .minimum(value)))
        case .lazy(.maximum(let item)): return .lazy(.set(item, .maximum(value)))
        case .lazy(.size(let item)): return .lazy(.set(item, .size(.fixed(value))))
        case .lazy(.spacing(let item)): return .lazy(.set(item, .spacing(value)))
        case .lineSpacing: return .lazy(.lineSpacing(value))
        case .cells: return .lazy(.cells(Int(value)))
        case .eagerWidth: return .screen(.length(value, .vertical))
        }
    }

    /// `model` with the target set to `value`.
    package static func model(_ target: Target, _ value: Double, from model: Model)
        throws(CommandError)
        -> Model
    {
        var next = model
        switch target {
        case .lazy(.proposed): next.screen = next.screen.with(value, along: next.lazy.axis)
        case .lazy(let parameter): try SweepRunner.apply(parameter, value, to: &next.lazy)
        case .lineSpacing: next.lazy.lineSpacing = value
        case .cells: next.lazy.cellCount = Int(value)
        case .eagerWidth: next.screen = next.screen.with(value, along: .vertical)
        }
        return next
    }

    /// The state of the grid shown.
    package static func state(of valid: ValidModel) -> LayoutState {
        valid.model.showsEager ? LayoutState(valid.eagerLayout) : LayoutState(valid.layout)
    }
}
