import CommandLanguage
import GridModel
import Rendering

/// `compare [undo|NAME]`: the layout shown beside the model before the last change, or beside
/// a saved layout or preset (read by the caller, `QueryFiles.read`).
struct CompareQuery: QueryHandler {
    /// The layout named, or nil (and "undo") for the model before the last change.
    let name: String?

    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        let session = context.session
        let before: Model
        let label: String
        if let name, name != "undo" {
            // Read by the caller (`QueryFiles.read`); a caller that did not has none.
            guard let compared = context.files.compared else {
                throw .language(.noLayout(name, suggestion: nil))
            }
            (before, label) = (compared, "'\(name)'")
        } else {
            guard let previous = session.previous else {
                throw .model(.nothingTo(.compareEarlier))
            }
            (before, label) = (previous, "before the last change")
        }
        let valid: ValidModel
        do { valid = try ValidModel(before) } catch { throw CommandError(error) }
        let compared: ComparedLayouts =
            context.eager
            ? .eager(before: valid.eagerLayout, after: session.eagerLayout)
            : .lazy(before: valid.layout, after: session.layout)
        return .compare(compared, label: label)
    }
}
