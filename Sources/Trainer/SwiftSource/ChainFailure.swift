/// A chain value that decides the offered size and could not be evaluated.
struct ChainFailure: Error {
    var error: EvalFailure
    var what: String
    var hint: String
}
