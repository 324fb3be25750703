import Words

/// A chain value that decides the offered size and could not be evaluated.
struct ChainFailure: Error {
    package var error: EvalFailure
    package var what: DecidingValue
    package var hint: ValueHint.Command
}
