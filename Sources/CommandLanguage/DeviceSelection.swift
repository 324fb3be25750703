import GridModel

/// Which orientations `devices` lays the grid out in: portrait only (`devices`), landscape only
/// (`--landscape`) or both (`--all`).
package enum DeviceSelection: Equatable, Sendable {
    case portrait, landscape, all

    package var orientations: [Device.Orientation] {
        switch self {
        case .portrait: [.portrait]
        case .landscape: [.landscape]
        case .all: [.portrait, .landscape]
        }
    }
}
