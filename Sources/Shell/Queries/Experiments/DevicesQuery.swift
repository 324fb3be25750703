import CommandLanguage
import Rendering
import Teaching

/// `devices [--landscape|--all]`: the model on every device of the table.
struct DevicesQuery: QueryHandler {
    let selection: DeviceSelection

    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        .devices(
            DeviceReport(
                model: context.session.model, selection: selection,
                shouldStop: context.sweepControl.shouldStop))
    }
}
