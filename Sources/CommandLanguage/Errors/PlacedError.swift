/// A command's error with the place its command came from, as the runner reported it: kept as
/// values (a lesson's first failure, quoted by `export html`), worded only when printed.
package struct PlacedError: Equatable {
    package var error: CommandError
    package var location: Location

    package init(_ error: CommandError, at location: Location) {
        self.error = error
        self.location = location
    }

    /// `FILE:LINE: error: MESSAGE`, or the message alone when it names its own place (the Swift
    /// reader's `FILE:LINE:COL: error: …`): the line the runner prints, before it is made
    /// terminal-safe.
    package var line: String {
        error.placesItself ? error.description : "\(location.prefix)error: \(error.description)"
    }
}
