import LayoutKernel

/// Why SwiftUI and the textbook formula disagree for one item, in words (`explain textbook`).
package enum TextbookText {
    /// The difference in one line; item numbers count from 1.
    package static func reason(_ difference: TextbookLayout.Difference) -> String {
        let f = NumberText.format
        switch difference {
        case .secondPass(let needed, let offered, let gridSize):
            return "the real grid overflowed (pass 1 needs \(f(needed)) > \(f(offered))) and laid "
                + "itself out again at \(f(gridSize)); the formula has no second pass"
        case .servedInOrder(let item, let earlier, let proposal, let share):
            let names = earlier.map { "item \($0.item + 1) took \(f($0.width))" }.joined(
                separator: ", ")
            return "SwiftUI serves items in order: \(names) first, so item \(item + 1) was "
                + "proposed \(f(proposal)), not the formula's equal share \(f(share))"
        case .proposedWhatIsLeft(let item, let proposal, let share):
            return "SwiftUI proposes what is left after earlier items, divided by the items still "
                + "waiting: item \(item + 1) was proposed \(f(proposal)), the formula's equal "
                + "share is \(f(share))"
        }
    }
}
