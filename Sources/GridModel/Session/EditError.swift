import LayoutKernel

/// What an edit of the model can get wrong, found by the model itself: a part that is not
/// there (a chain step that is not what the edit names among them), a limit, a model the
/// kernel refuses.
/// Thrown before anything changes. The command language wraps it in its `CommandError`
/// (`CommandError(_:)`), which decides the words and the JSON code.
package enum EditError: Error, Equatable {
    /// A part of the model that is not there, or a command of the other grid family.
    case model(ModelError)
    /// A limit of the trainer the edit would cross.
    case limit(LimitError)
    /// The kernel refused the model the edit would make.
    case layout(LayoutError)
}
