import CommandLanguage
import Rendering

/// `show`: the diagram, the widths table, the flags and the assumptions of the grid shown.
struct ShowQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .layout(context.session.shownLayout, .all)
    }
}
