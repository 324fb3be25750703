import CommandLanguage
import Rendering
import Teaching

/// `presets`: the presets, and the saved layouts' names (read by the caller).
struct PresetsQuery: QueryHandler {
    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .text(Presets.listing(saved: context.files.savedNames))
    }
}
