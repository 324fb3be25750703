import LayoutKernel
import Words

/// The one screen of the session: a width and a height in points, from a device of the table
/// in an orientation, from numbers the user typed, or the default (iPhone SE, portrait) until
/// the user sets one. A LazyVGrid and the eager Grid are laid out in its width, a LazyHGrid in
/// its height; `open`, `paste` and presets keep it, `devices` replaces it row by row.
package struct Screen: Hashable, Sendable {
    /// Where the size came from, for the words shown with it.
    package enum Origin: Hashable, Sendable {
        /// Never set: the iPhone SE in portrait, said as "default screen".
        case standard
        /// A device of the table (by its index in `Device.all`) in an orientation.
        case device(Int, Device.Orientation)
        /// Numbers typed (`width 500`), or a device's size with one side changed.
        case numbers
    }

    package var width: Double
    package var height: Double
    package var origin: Origin

    /// The iPhone SE in portrait (375 × 667): the screen until the user sets one.
    package static let standard = Screen(width: 375, height: 667, origin: .standard)

    /// `device`'s screen in `orientation`.
    package init(_ device: Device, _ orientation: Device.Orientation) {
        let size = device.size(orientation)
        let index = Device.all.firstIndex { $0.name == device.name } ?? 0
        self.init(width: size.width, height: size.height, origin: .device(index, orientation))
    }

    package init(width: Double, height: Double, origin: Origin = .numbers) {
        self.width = width
        self.height = height
        self.origin = origin
    }

    /// The size a grid of `axis` uses: the width for a LazyVGrid (and the eager Grid), the
    /// height for a LazyHGrid.
    package func size(along axis: GridAxis) -> Double { axis == .vertical ? width : height }

    /// This screen with its size along `axis` set to `value` (numbers from now on, unless the
    /// value is the one it had).
    package func with(_ value: Double, along axis: GridAxis) -> Screen {
        guard value != size(along: axis) else { return self }
        return axis == .vertical
            ? Screen(width: value, height: height, origin: .numbers)
            : Screen(width: width, height: value, origin: .numbers)
    }

    /// The device, when the screen is one of the table's.
    package var device: (device: Device, orientation: Device.Orientation)? {
        guard case .device(let index, let orientation) = origin, Device.all.indices.contains(index)
        else { return nil }
        return (Device.all[index], orientation)
    }

    package var isStandard: Bool { origin == .standard }

    /// `default screen 375`, `screen iphone-15 landscape 852`, `screen height 667`: the words
    /// before a header's chain, with the size a grid of `axis` uses.
    package func words(along axis: GridAxis) -> String {
        var text = isStandard ? "default screen" : "screen"
        if let (device, orientation) = device {
            text += " " + device.name + (orientation == .landscape ? " landscape" : "")
        }
        if axis == .horizontal { text += " height" }
        return text + " " + NumberText.format(size(along: axis))
    }

    /// `375 × 667 (default: iPhone SE, portrait)`, `393 × 852 (iphone-15 portrait)`.
    package var description: String {
        let f = NumberText.format
        let size = "\(f(width)) × \(f(height))"
        switch origin {
        case .standard: return size + " (default: iphone-se portrait)"
        case .numbers: return size
        case .device:
            guard let (device, orientation) = device else { return size }
            return size + " (\(device.name) \(orientation.rawValue))"
        }
    }
}
