import LayoutKernel

/// `width DEVICE [portrait|landscape]`: the screen of a device of the table (its index in
/// `Device.all`).
struct SetDevice: ScreenChange {
    let index: Int
    let orientation: Device.Orientation

    func screen(after old: Screen) -> Screen { Screen(Device.all[index], orientation) }
}
