/// A set of assumptions as eight bits: collecting them costs no allocation on the layout path.
struct AssumptionSet: Hashable, Sendable {
    private var bits: UInt8 = 0

    private static func bit(_ assumption: Assumption) -> UInt8 {
        switch assumption {
        case .a1: 1
        case .a2: 2
        case .a3: 4
        case .a4: 8
        case .a5: 16
        case .a6: 32
        case .a7: 64
        case .a8: 128
        }
    }

    mutating func insert(_ assumption: Assumption) { bits |= Self.bit(assumption) }

    var sorted: [Assumption] {
        bits == 0 ? [] : Assumption.allCases.filter { bits & Self.bit($0) != 0 }
    }
}
