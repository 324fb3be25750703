import CommandLanguage
import Rendering
import Words

/// `code`: the grid shown as SwiftUI source.
struct CodeQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .text(
            context.eager
                ? SwiftCode.source(for: context.session.eagerGrid)
                : SwiftCode.source(for: context.session.lazyGrid))
    }
}
