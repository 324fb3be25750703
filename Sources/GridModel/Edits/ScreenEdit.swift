import LayoutKernel

/// A change of the session's screen (`Screen`).
package enum ScreenEdit: Equatable {
    /// `width N` (vertical) or `height N` (horizontal): one side, in points.
    case length(Double, GridAxis)
    /// `width DEVICE [portrait|landscape]`: a device of the table (its index in `Device.all`).
    case device(Int, Device.Orientation)

    /// The screen after this edit.
    package func applied(to screen: Screen) -> Screen {
        switch self {
        case .length(let value, let axis): screen.with(value, along: axis)
        case .device(let index, let orientation): Screen(Device.all[index], orientation)
        }
    }
}
