import CommandLanguage
import Rendering
import Teaching

/// `spies`: what the seed's GridInfo helper would report, next to the trainer's numbers.
struct SpiesQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .spies(Spies(context.session.layout))
    }
}
