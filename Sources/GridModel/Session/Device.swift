import LayoutKernel
import Words

/// A device of the what-if table (docs/devices.md): its screen in points, portrait.
/// Landscape swaps the two; safe-area insets are not modelled.
package struct Device: Equatable, Sendable {
    /// The trainer's spelling: `iphone-15`, `ipad-mini`.
    package let name: String
    /// The devices sold under it, for `help devices`.
    let marketing: String
    /// Portrait width in points.
    package let width: Double
    /// Portrait height in points.
    package let height: Double

    package enum Orientation: String, CaseIterable, Sendable {
        case portrait, landscape
    }

    /// The screen's (width, height) in `orientation`.
    package func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (width, height) : (height, width)
    }

    /// The screen size a grid of `axis` starts from: the width for a LazyVGrid (and the eager
    /// Grid), the height for a LazyHGrid.
    package func container(_ orientation: Orientation, along axis: GridAxis) -> Double {
        let size = size(orientation)
        return axis == .vertical ? size.width : size.height
    }

    /// iPhones lose 44–62 points to the side insets in landscape; iPads keep theirs small.
    package var isPhone: Bool { name.hasPrefix("iphone") }

    /// The table of the spec, narrowest first (the order `devices` lists them in).
    package static let all: [Device] = [
        Device(
            name: "iphone-se", marketing: "iPhone SE (2nd and 3rd generation)", width: 375,
            height: 667),
        Device(
            name: "iphone-13-mini", marketing: "iPhone 12 mini, 13 mini", width: 375, height: 812),
        Device(
            name: "iphone-14", marketing: "iPhone 12, 13, 14 (and 12/13 Pro)", width: 390,
            height: 844),
        Device(
            name: "iphone-15", marketing: "iPhone 14 Pro, 15, 15 Pro, 16", width: 393, height: 852),
        Device(name: "iphone-16-pro", marketing: "iPhone 16 Pro", width: 402, height: 874),
        Device(
            name: "iphone-11", marketing: "iPhone 11, XR, 11 Pro Max, XS Max", width: 414,
            height: 896),
        Device(
            name: "iphone-14-plus", marketing: "iPhone 12/13 Pro Max, 14 Plus", width: 428,
            height: 926),
        Device(
            name: "iphone-15-plus", marketing: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus",
            width: 430, height: 932),
        Device(name: "iphone-16-pro-max", marketing: "iPhone 16 Pro Max", width: 440, height: 956),
        Device(
            name: "ipad-mini", marketing: "iPad mini (6th generation)", width: 744, height: 1133),
        Device(
            name: "ipad", marketing: "iPad (10th generation), iPad Air 11-inch", width: 820,
            height: 1180),
        Device(name: "ipad-pro-11", marketing: "iPad Pro 11-inch", width: 834, height: 1194),
        Device(
            name: "ipad-pro-13", marketing: "iPad Pro 12.9-inch, iPad Air 13-inch", width: 1024,
            height: 1366),
    ]

    package static let names: [String] = all.map(\.name)

    package static func named(_ name: Substring) -> Device? { all.first { $0.name == name } }

    /// The groups `check --devices` and `.gridtrainer.json` accept beside the names. Plural,
    /// because `ipad` is already one device's name.
    package static let groups: [(name: String, devices: [Device])] = [
        ("all", all), ("iphones", all.filter(\.isPhone)), ("ipads", all.filter { !$0.isPhone }),
    ]

    /// Every word that chooses devices: the groups, then the names.
    package static let choices: [String] = groups.map(\.name) + names

    /// The devices a name or a group stands for; nil for neither.
    package static func chosen(_ word: Substring) -> [Device]? {
        if let group = groups.first(where: { $0.name == word }) { return group.devices }
        return named(word).map { [$0] }
    }

    /// The note where landscape matters.
    package static let landscapeNote =
        "safe-area insets are not modelled: iPhones with a notch or Dynamic Island lose roughly "
        + "44–62 points to the side insets in landscape"

    /// The table for `help devices`.
    package static func table() -> String {
        let f = NumberText.format
        var lines = ["Devices (points, portrait width × height; landscape swaps them):"]
        for device in all {
            lines.append(
                "  " + device.name.padding(18)
                    + (f(device.width) + " × " + f(device.height)).padding(12) + device.marketing
            )
        }
        lines += [
            "'width DEVICE [landscape]' makes the device the screen: a LazyVGrid and the Grid use "
                + "its width, a LazyHGrid its height:",
            "  width iphone-se    width ipad-mini landscape    height iphone-15",
            "'devices [--landscape|--all]' lays the grid out on each of them; \(landscapeNote).",
        ]
        return lines.joined(separator: "\n")
    }
}
