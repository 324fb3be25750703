import CommandLanguage
import GridModel
import Rendering

/// `explain [N]`: the layout worked step by step; with N, only the steps about item N of the
/// lazy grid (the eager Grid is explained whole).
struct ExplainQuery: QueryHandler {
    /// The item (1-based) whose steps are asked for, or nil for every step.
    let number: Int?

    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        let session = context.session
        if context.eager { return .explain(session.shownLayout, item: nil) }
        if let number {
            do { try LazyEditor.check(number, in: session.lazyGrid) } catch {
                throw CommandError(error)
            }
        }
        return .explain(.lazy(session.current.tracedLayout()), item: number.map { $0 - 1 })
    }
}
