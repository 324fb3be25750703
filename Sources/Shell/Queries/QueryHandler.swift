import CommandLanguage
import Files
import GridModel
import Rendering
import Teaching

/// One query's handler: a type of its own, in its own file in a folder of this one by subject
/// (`Layout/`, `Checks/`, `Experiments/`, `Library/`), holding the query's values and its
/// `evaluate`. Pure: the session and what the query needs from the disk (`QueryFiles`, read by
/// the caller in the Files layer) go in, a `Response` comes out. The spec that parses the
/// query and words its help is in CommandLanguage's `Commands/` (which cannot see this
/// target); the runner finds the handler in `Query.handler`, the one table.
protocol QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response
}

/// What a query reads: the session, what was read for it from the disk, and the sweep's
/// Ctrl-C check and progress, passed in by the caller.
struct QueryContext {
    let session: Session
    let files: QueryFiles
    let sweepControl: SweepRunner.Control

    /// Whether the eager Grid is shown (else a lazy grid is).
    var eager: Bool { session.family == .eager }
}

extension Query {
    /// The handler of each query, with the values it was given: the one dispatch table of the
    /// queries (the compiler names a query left out).
    var handler: any QueryHandler {
        switch self {
        case .show: ShowQuery()
        case .widths: WidthsQuery()
        case .flags: FlagsQuery()
        case .explain(let number): ExplainQuery(number: number)
        case .textbook: TextbookQuery()
        case .code: CodeQuery()
        case .expect(let expectation): ExpectQuery(expectation: expectation)
        case .compare(let name): CompareQuery(name: name)
        case .sweep(let sweep): SweepQuery(sweep: sweep)
        case .presets: PresetsQuery()
        case .devices(let selection): DevicesQuery(selection: selection)
        case .spies: SpiesQuery()
        }
    }
}

/// The entry the runner and the tests call: a query by its handler.
enum Queries {
    static func evaluate(
        _ query: Query, session: Session, files: QueryFiles, sweepControl: SweepRunner.Control
    ) throws(CommandError) -> Response {
        try query.handler.evaluate(
            QueryContext(session: session, files: files, sweepControl: sweepControl))
    }
}
