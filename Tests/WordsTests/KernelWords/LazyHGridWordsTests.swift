import LayoutKernel
import Testing

@testable import Words

/// Issue 24, LazyHGrid at parity: the words for rows (the kernel's numbers, worded by the
/// trainer). A6 mirrors measured case 2 on
/// the other axis: rows flexible(min 50), flexible(min 120) at height 200. Pass 1: 200 − 8 =
/// 192, 192 / 2 = 96, then 96 < 120 so 120: 96 · 120, total 224 > 200. Pass 2 at 224: 216 / 2
/// = 108, then 108 < 120 so 120: drawn 108 · 120, using 236; the grid starts at (200 − 224) / 2
/// = −12, the tracks stick out 12 above the container and −12 + 236 − 200 = 24 below it.
@Suite("LazyHGrid words")
struct LazyHGridWordsTests {
    func rows() throws -> LazyGridLayout {
        try KernelGrid.layout(
            [KernelGrid.flexible(min: 50), KernelGrid.flexible(min: 120)], 200, axis: .horizontal)
    }

    // Twin of traceWalksBothPasses: the same arithmetic, said of heights and edges top/bottom.
    @Test func traceSaysTallAndTopAndBottom() throws {
        let steps = KernelGrid.steps(try rows())
        #expect(steps.contains("Pass 1 total (heights + spacings but the last) = 224."))
        #expect(
            steps.contains(
                "The tracks need 224 but 200 is offered: the grid becomes 224 tall and lays "
                    + "itself out again at 224."
            ))
        #expect(
            steps.contains(
                "Item 1 (flexible) is proposed 216 / 2 = 108: within its range, so it takes "
                    + "108; remaining 216 − 108 = 108."
            ))
        #expect(
            steps.last?.hasSuffix("they run from its top edge and stick out past its bottom edge.")
                == true)
        let words = steps.joined(separator: " ")
        for word in [" wide", "width", "leading", "trailing", "column"] {
            #expect(!words.contains(word), "\(word)")
        }
        // A LazyVGrid's trace keeps its own words.
        let columns = KernelGrid.steps(
            try KernelGrid.layout(
                [KernelGrid.flexible(min: 50), KernelGrid.flexible(min: 120)], 200))
        #expect(columns.contains("Pass 1 total (widths + spacings but the last) = 224."))
    }

    // Exactly filled: 40 + 8 + 152 = 200 rows tall, no A1.
    @Test func anExactFitIsTall() throws {
        let steps = KernelGrid.steps(
            try KernelGrid.layout(
                [KernelGrid.fixed(40), KernelGrid.adaptive(40)], 200, axis: .horizontal))
        #expect(steps.contains("The tracks need exactly the 200 offered: the grid is 200 tall."))
    }

    // Twins of overflowIsRaisedWhenPassOneExceedsTheContainer and
    // secondPassReportsBothPassesAndTheOverhang, plus the order-dependent flag's words.
    @Test func flagsSayTallAndTopAndBottom() throws {
        let flags = try rows().diagnostics()
        let message = { (code: Diagnostic.Code) in
            flags.first { $0.code == code }.map(DiagnosticText.message) ?? ""
        }
        let overflow = message(.overflow)
        #expect(
            overflow
                == "pass 1 needs 224 but 200 is offered: the grid is 224 tall, 24 more than it "
                + "is offered"
        )
        let second = message(.secondPass)
        #expect(
            second.contains(
                "stick out 12 past the top edge of what is offered and 24 past its bottom edge"),
            "\(second)")
        let order = message(.orderDependent)
        #expect(order.contains("changes the drawn heights; the order 2, 1 fits"), "\(order)")
        let all = flags.map(DiagnosticText.message).joined(separator: " ")
        for word in [" wide", "widths", "leading", "trailing"] {
            #expect(!all.contains(word), "\(word)")
        }
    }

    @Test func theAxisNamesItsEdgesAndSizes() {
        #expect(
            GridAxis.horizontal.leadingEdgeName == "top"
                && GridAxis.horizontal.trailingEdgeName == "bottom")
        #expect(
            GridAxis.vertical.leadingEdgeName == "leading"
                && GridAxis.vertical.trailingEdgeName == "trailing")
        #expect(
            GridAxis.horizontal.mainSizeAdjective == "tall"
                && GridAxis.vertical.mainSizeAdjective == "wide")
    }
}
