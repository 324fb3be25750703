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
        #expect(AssumptionText.summary(EagerAssumption.g6).contains("all 36"))
    }
}
