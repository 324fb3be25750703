import LayoutKernel

/// `width N` (vertical) or `height N` (horizontal): one side of the screen, in points.
struct SetScreenLength: ScreenChange {
    let length: Double
    let axis: GridAxis

    func screen(after old: Screen) -> Screen { old.with(length, along: axis) }
}
