import TestSupport
import Testing

@testable import LayoutKernel

@Suite("One tolerance")
struct ToleranceTests {
    // |a − b| ≤ 1e-9 × max(1, |a|, |b|): near 0 the bound is 1e-9; at 1e6 it is 1e-3.
    @Test func theDefinition() {
        #expect(Tolerance.equal(0, 1e-9))
        #expect(!Tolerance.equal(0, 2e-9))
        #expect(Tolerance.equal(1e6, 1e6 + 0.5e-3))
        #expect(!Tolerance.equal(1e6, 1e6 + 2e-3))
        #expect(Tolerance.equal(-0.0, 0))
        // Infinity is only itself: an unbounded maximum is never "about" a length.
        #expect(Tolerance.equal(.infinity, .infinity))
        #expect(!Tolerance.equal(.infinity, 1e308))
        #expect(!Tolerance.equal(.nan, .nan))
        #expect(Tolerance.greater(113 + 1e-6, 113) && !Tolerance.greater(113 + 1e-13, 113))
        #expect(Tolerance.less(113 - 1e-6, 113) && !Tolerance.less(113 - 1e-13, 113))
        #expect(
            Tolerance.lessOrEqual(113 + 1e-13, 113) && Tolerance.greaterOrEqual(113 - 1e-13, 113))
    }

    // 26.4 / 8.8 is 3 in real numbers but 2.9999999999999996 in Double: the floor is 3.
    @Test func floorDoesNotLoseAnIntegerToNoise() {
        #expect((26.4 / 8.8).rounded(.down) == 2)
        #expect(Tolerance.floor(26.4 / 8.8) == 3)
        #expect(Tolerance.floor(2.5) == 2)
        #expect(Tolerance.floor(2.999) == 2)
        #expect(Tolerance.floor(-0.5) == -1)
    }

    // Issue 9.1's case. Three flexible at 113, spacing 8: remaining 113 − 16 = 97, each 97/3 =
    // 32.333…; in Double the total comes out as 112.99999999999999, 1.4e-14 short of 113. The
    // tracks fill the grid: no A1, no A4, no overflow, no slack, no second pass, offset 0.
    @Test func threeFlexibleItemsFill113() throws {
        let result = try layout([flexible(), flexible(), flexible()], 113)
        // The noise is there.
        #expect(result.pass1.total != 113 && abs(result.pass1.total - 113) < 1e-12)
        #expect(result.assumptions.isEmpty)
        #expect(!result.overflows)
        #expect(result.gridSize == 113 && result.slack == 0 && result.groupOffset == 0)
        #expect(result.codes.isDisjoint(with: [.overflow, .slack, .secondPass, .squeezed]))
        #expect(result.items.allSatisfy { $0.drawn.clamp == .none })
        // The grid keeps 113: the noisy total is within the tolerance of what is offered.
        #expect(
            result.trace.contains {
                guard case .gridSize(113, let total, 113) = $0 else { return false }
                return total != 113 && Tolerance.equal(total, 113)
            })
    }

    // Every width 110, 110.1, …, 125 (in Double, 93 of the 151 totals are off by 1e-14): three
    // flexible items always fill the container exactly in real numbers.
    @Test func threeFlexibleItemsFillEveryWidthOfASweep() throws {
        for step in 0...150 {
            let width = 110 + Double(step) * 0.1
            let result = try layout([flexible(), flexible(), flexible()], width)
            #expect(result.assumptions.isEmpty, "at \(width)")
            #expect(
                !result.overflows && result.gridSize == width && result.slack == 0, "at \(width)")
            #expect(result.codes.isEmpty, "at \(width)")
        }
    }

    // A flexible item proposed 1e-14 under its minimum is not clamped: remaining 97 (113 − 16),
    // proposal 32.333…, minimum 97/3 computed separately.
    @Test func aClampNeedsMoreThanNoise() throws {
        let third = 97.0 / 3
        let result = try layout(
            [flexible(min: third.nextUp.nextUp), flexible(), flexible(max: third.nextDown)], 113)
        #expect(result.items.map(\.drawn.clamp) == [.none, .none, .none])
        #expect(result.codes.isDisjoint(with: [.squeezed, .overflow, .slack]))
    }

    // adaptive(min 0.8) at 18.4, spacing 8: ⌊(18.4 + 8) / (0.8 + 8)⌋ = ⌊26.4 / 8.8⌋ = 3 tracks of
    // (18.4 − 2·8) / 3 = 0.8 each; the unguarded floor of 2.9999999999999996 would give 2.
    @Test func adaptiveDoesNotLoseATrackToNoise() throws {
        let result = try layout([adaptive(0.8)], 18.4)
        #expect(result.items[0].trackCount == 3)
        #expect(close(result.items[0].trackSize, 0.8, 1e-12))
        #expect(!result.codes.contains(.squeezed))
    }

    // adaptive(min 50, max 100) at 208: ⌊216 / 58⌋ = 3 tracks of (208 − 16) / 3 = 64 — not capped.
    // With max 64 + 1e-14 the even size is within the tolerance of the maximum: still not capped,
    // so no A2 and no slack inside the item.
    @Test func capNeedsMoreThanNoise() throws {
        let result = try layout([adaptive(50, max: 64.0.nextDown)], 208)
        #expect(result.items[0].trackCount == 3 && !result.items[0].capped)
        #expect(!result.assumptions.contains(.a2))
        #expect(!result.codes.contains(.slack))
    }

    // Random grids that fill their container in real numbers: fixed items, flexible items with a
    // small minimum and no maximum, adaptive items with no maximum, and a container (with one or
    // two decimals) large enough that every share is at least 10 above every minimum. Nothing is
    // clamped, so Σ widths + spacings = P exactly in real numbers: no A1, A4, overflow or slack.
    @Test func gridsThatFillTheirContainerRaiseNothing() throws {
        var rng = SeededRandom(state: 0x746F_6C)  // "tol"
        for _ in 0..<3000 {
            var items: [GridItem] = []
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let spacing: Double? =
                    Bool.random(using: &rng)
                    ? nil : Double(Int.random(in: 0...300, using: &rng)) / 10
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    items.append(
                        GridItem(
                            .fixed(Double(Int.random(in: 0...1000, using: &rng)) / 10),
                            spacing: spacing))
                case 1:
                    items.append(
                        GridItem(
                            .flexible(minimum: Double(Int.random(in: 0...100, using: &rng)) / 10),
                            spacing: spacing))
                default:
                    items.append(
                        GridItem(
                            .adaptive(minimum: Double(Int.random(in: 1...100, using: &rng)) / 10),
                            spacing: spacing))
                }
            }
            if items.allSatisfy(\.size.isFixed) { items.append(flexible(min: 0)) }
            let (spacings, fixed, shared) = TrackSizing.budget(items)
            let least = spacings + fixed + Double(shared) * 20
            let proposed =
                ((least + Double(Int.random(in: 0...50_000, using: &rng)) / 100) * 100).rounded()
                / 100
            let grid = LazyGrid(items: items, proposed: proposed)
            let result = try grid.layout()
            #expect(
                !result.assumptions.contains(.a1) && !result.assumptions.contains(.a4), "\(grid)")
            #expect(
                !result.overflows && result.slack == 0 && result.gridSize == proposed, "\(grid)")
            #expect(
                result.codes.isDisjoint(with: [.overflow, .slack, .secondPass, .squeezed]),
                "\(grid)")
        }
    }
}
