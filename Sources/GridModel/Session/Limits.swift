import LayoutKernel

/// Bounds that keep the shell responsive. Each is enforced with a message, never a silent cut.
package enum Limits {
    package static let items = 100
    /// Rows of the eager Grid, however they are added.
    package static let rows = 100
    package static let cells = 10_000
    package static let cellsDrawn = 60
    /// Rows of a LazyVGrid (columns of a LazyHGrid) whose cells the terminal diagram draws.
    package static let diagramLines = 3
    package static let tracks = 2_000
    /// The largest length a command, a saved file or the model accepts: the kernel's, so what
    /// the model holds (a spacing read from source) can always be typed and saved again.
    package static let magnitude = LayoutError.largestLength
    /// Paddings and frames between the screen and a grid.
    package static let chainSteps = 1_000
    package static let lineLength = 65_536
    /// How much of an over-long line is skipped before the input is abandoned.
    package static let skippedLineBytes = 64 << 20
    package static let sourceDepth = 16
    package static let sweepSteps = 100_000
    /// Breakpoints a sweep lists; past them it says where it stopped.
    package static let sweepRows = 10_000
    /// Lines one top-level command may run, counting every line of the files it sources:
    /// files that source each other over and over would otherwise run for hours.
    package static let linesPerCommand = 1_000_000
    /// Bytes of those lines: a few long lines read over and over cost as much as many short.
    package static let bytesPerCommand = 256 << 20
    /// Steps the Swift reader may take evaluating for one top-level command (each expression,
    /// call and view visited is one): constants or views that use the previous one twice,
    /// forty deep, would otherwise run for hours.
    package static let evaluationSteps = 1_000_000
    /// Seconds the Swift reader may evaluate for one top-level command (one grid for `check`),
    /// read from the clock with the step budget: steps alone allowed 12.8 s where each step
    /// was costly (views that use the previous one twice, forty deep). CPU seconds of the
    /// evaluating thread (`SystemClock`), so a busy machine does not stop a light evaluation.
    /// Reading the project's files on the first missed name does not count.
    package static let evaluationSeconds = 1.0
    /// Array elements the Swift reader may build for one top-level command (`a + a` forty deep).
    package static let evaluationElements = 1_000_000
    /// Files one top-level command may open with `source`, however nested.
    package static let sourcesPerCommand = 1_000
    /// Lines `paste` reads before it gives up waiting for the end.
    package static let pasteLines = 5_000
    /// Lines a saved layout may have (`save` writes a few dozen).
    package static let savedLayoutLines = 100_000
    /// Bytes a saved layout may have, checked before it is read: the largest model `save` can
    /// write (10,000 cells of each grid, 1,000 chain steps each, 100 items and rows) is about
    /// 2 MB.
    package static let savedLayoutBytes = 4 << 20
    /// Lines of a lesson that `play` or `export html` reads (every step is kept in memory).
    package static let lessonLines = 10_000
}
