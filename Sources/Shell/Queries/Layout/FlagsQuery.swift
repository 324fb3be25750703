import CommandLanguage
import Rendering

/// `flags`: what the kernel flags in the grid shown.
struct FlagsQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .layout(context.session.shownLayout, .flags)
    }
}
