import CommandLanguage
import Rendering

/// `textbook`: the naive formula beside what SwiftUI does; a lazy grid needs items for it.
struct TextbookQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        guard context.eager || !context.session.lazyGrid.items.isEmpty else {
            throw .model(.noItems)
        }
        return .textbook(context.session.shownLayout)
    }
}
