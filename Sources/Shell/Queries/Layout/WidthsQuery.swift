import CommandLanguage
import Rendering

/// `widths`: the widths table of the grid shown (each item's or cell's sizes).
struct WidthsQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .layout(context.session.shownLayout, .widths)
    }
}
