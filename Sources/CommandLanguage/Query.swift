import LayoutKernel

/// A command that reads the model and prints what it finds.
package enum Query: Equatable {
    case show, widths, flags
    /// `explain [N]`: the layout step by step, or only the steps about item N.
    case explain(Int?)
    case textbook
    case code
    indirect case expect(Expectation)
    /// `compare [undo|NAME]`: nil and "undo" both mean the model before the last change.
    case compare(String?)
    indirect case sweep(Sweep)
    case presets
    /// `devices [--landscape|--all]`: the model on every device of the table.
    case devices(DeviceSelection)
    /// What the seed's GridInfo helper would report, next to the trainer's numbers.
    case spies
}
