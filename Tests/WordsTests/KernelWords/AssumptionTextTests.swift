import LayoutKernel
import Testing

@testable import Words

@Suite("Assumptions in words")
struct AssumptionTextTests {
    @Test func summaryOfA8SaysWhatIsAssumed() {
        #expect(AssumptionText.summary(Assumption.a8).contains("no alignment of its own"))
        #expect(AssumptionText.summary(Assumption.a8).contains("grid's alignment"))
        #expect(
            AssumptionText.summary(Assumption.a2).contains(
                "give the rest back to the items after it"))
    }

    /// The eager Grid's A7 is the lazy grids' A7, word for word.
    @Test func theEagerA7IsTheLazyA7() {
        #expect(AssumptionText.summary(EagerAssumption.a7) == AssumptionText.summary(Assumption.a7))
        #expect(AssumptionText.summary(EagerAssumption.g6).contains("33 of 36"))
    }

    /// G7 names every fitted rule with its measurements, and under a result only those that
    /// changed it.
    @Test func g7NamesTheRulesAndTheirMeasurements() {
        let all = AssumptionText.summary(EagerAssumption.g7)
        for id in ["GX17", "d43", "d13", "d45", "d55", "d41"] { #expect(all.contains(id), "\(id)") }
        let one = AssumptionText.summary(.g7, fitted: [.spacerRowLift])
        #expect(one.contains("rule 12") && one.contains("d55") && !one.contains("rule 5"))
        #expect(AssumptionText.summary(.g6, fitted: [.overflow]) == AssumptionText.summary(.g6))
    }
}
