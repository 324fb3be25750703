/// What stands between the container (a screen, a window, a frame the user typed) and the
/// grid: paddings and frames, from the outside in, as SwiftUI applies modifiers. The grid is
/// offered what is left, so `container 390 → .padding() → 358 offered`.
public struct ContainerChain: Hashable, Sendable {
    /// One modifier between the container and the grid.
    public enum Step: Hashable, Sendable {
        /// `.padding(…)`: lengths taken from each side. `isDefault` marks `.padding()` with no
        /// length, 16 a side on iOS (assumption A7).
        case padding(
            leading: Double, trailing: Double, top: Double, bottom: Double, isDefault: Bool)
        /// `.frame(width:height:)`: a fixed size offered to what is inside (nil: unchanged).
        case frame(width: Double?, height: Double?)
        /// `.frame(minWidth:maxWidth:minHeight:maxHeight:)`: the proposal clamped into the
        /// bounds, so `.frame(maxWidth: .infinity)` leaves a proposal that fits unchanged.
        case flexibleFrame(
            minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?)

        /// `.padding()`'s length on each side when none is given (iOS; assumption A7).
        public static let defaultLength: Double = 16

        /// `.padding()`: SwiftUI's default padding on every side (assumption A7).
        public static let defaultPadding = Step.padding(
            leading: defaultLength, trailing: defaultLength, top: defaultLength,
            bottom: defaultLength, isDefault: true)

        /// The size this step offers inward along `axis`, given what it is offered.
        public func offered(_ outer: Double, along axis: GridAxis) -> Double {
            switch (self, axis) {
            // A padding wider than what it is offered leaves nothing, not a negative size.
            case (.padding(let leading, let trailing, _, _, _), .vertical):
                max(0, outer - leading - trailing)
            case (.padding(_, _, let top, let bottom, _), .horizontal): max(0, outer - top - bottom)
            case (.frame(let width, _), .vertical): width ?? outer
            case (.frame(_, let height), .horizontal): height ?? outer
            case (.flexibleFrame(let low, let high, _, _), .vertical),
                (.flexibleFrame(_, _, let low, let high), .horizontal):
                min(max(outer, low ?? -.infinity), max(low ?? -.infinity, high ?? .infinity))
            }
        }

        /// Whether the step can change what is offered along `axis` (a vertical padding
        /// cannot change a LazyVGrid's width), so a header can leave it out.
        public func affects(_ axis: GridAxis) -> Bool {
            switch (self, axis) {
            case (.padding(let leading, let trailing, _, _, _), .vertical): leading + trailing != 0
            case (.padding(_, _, let top, let bottom, _), .horizontal): top + bottom != 0
            case (.frame(let width, _), .vertical): width != nil
            case (.frame(_, let height), .horizontal): height != nil
            case (.flexibleFrame(let low, let high, _, _), .vertical),
                (.flexibleFrame(_, _, let low, let high), .horizontal):
                low != nil || high != nil
            }
        }
    }

    /// Outside in: the first step is applied to the container.
    public var steps: [Step]

    /// A chain of `steps`, outside in; empty offers the container itself.
    public init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// What the grid is offered along `axis` when the container is `container`.
    public func offered(container: Double, along axis: GridAxis) -> Double {
        steps.reduce(container) { $1.offered($0, along: axis) }
    }

    /// Whether a result depends on `.padding()`'s default length (assumption A7).
    public var usesDefaultPadding: Bool {
        steps.contains { if case .padding(_, _, _, _, true) = $0 { true } else { false } }
    }

    /// Checks every length of the chain as the kernel checks a grid's (finite, not negative,
    /// within `LayoutError.largestLength`).
    public func validate() throws(LayoutError) {
        for step in steps {
            switch step {
            case .padding(let leading, let trailing, let top, let bottom, _):
                let sides: [(Double, LayoutError.Edge)] = [
                    (leading, .leading), (trailing, .trailing), (top, .top), (bottom, .bottom),
                ]
                for (value, side) in sides { try LayoutError.check(value, .padding(side)) }
            case .frame(let width, let height):
                if let width { try LayoutError.check(width, .frameWidth) }
                if let height { try LayoutError.check(height, .frameHeight) }
            case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
                let bounds: [(Double?, LayoutError.FrameBound)] = [
                    (minWidth, .minWidth), (maxWidth, .maxWidth), (minHeight, .minHeight),
                    (maxHeight, .maxHeight),
                ]
                for case (let value?, let bound) in bounds {
                    try LayoutError.check(value, .frameBound(bound), allowInfinity: true)
                }
            }
        }
    }
}
