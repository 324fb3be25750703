import GridModel
import SwiftSourceReader

/// One thing `check` reports: a grid's flag on the devices where it is raised, a grid it had to
/// skip, or a file it could not read.
package struct CheckFinding {
    enum Severity: String, Equatable {
        case warning, note
    }

    /// One device and orientation where the flag is raised, with what the grid got there.
    struct Placement {
        package var device: Device
        package var orientation: Device.Orientation
        /// The screen (or the source's own frame) along the grid's axis.
        package var container: Double
        /// What reaches the grid after the paddings and frames around it.
        package var offered: Double
    }

    /// As printed (relative to the current folder); nil for the project as a whole.
    package var file: String?
    package var line: Int
    package var column: Int
    /// The grid's view, nil when the finding is about a file.
    package var grid: GridKind?
    /// `overflow`, `squeezed`, …; `skipped` (a value only known at run time), `unreadable`.
    package var flag: String
    var severity: Severity
    var placements: [Placement]
    /// The sentence, without location and flag: `LazyVGrid overflows on iPhone SE (portrait): …`.
    package var message: String
    /// Figures for JSON (`needs`, …) beside the per-device ones.
    package var numbers: [(String, Double)] = []

    /// `iPhone SE` for `iphone-se`, `iPad Pro 11` for `ipad-pro-11`.
    static func displayName(_ device: Device) -> String {
        device.name.split(separator: "-").map { word -> String in
            switch word {
            case "iphone": "iPhone"
            case "ipad": "iPad"
            case "se": "SE"
            case "mini": "mini"
            default: word.prefix(1).uppercased() + word.dropFirst()
            }
        }.joined(separator: " ")
    }

    /// `iPhone SE, iPhone 13 mini (portrait); iPhone SE (landscape)`; every device of the run in
    /// an orientation is `every device (landscape)`.
    static func devicesText(_ placements: [Placement], of devices: [Device]) -> String {
        var parts: [String] = []
        for orientation in Device.Orientation.allCases {
            let here = placements.filter { $0.orientation == orientation }
            guard !here.isEmpty else { continue }
            let phones = devices.filter(\.isPhone)
            let names: String
            if here.count == devices.count && devices.count > 2 {
                names = "every device"
            } else if phones.count > 2 && here.count == phones.count
                && here.allSatisfy({ $0.device.isPhone })
            {
                names = "every iPhone"
            } else {
                names = here.map { displayName($0.device) }.joined(separator: ", ")
            }
            parts.append("\(names) (\(orientation.rawValue))")
        }
        return parts.joined(separator: "; ")
    }
}
