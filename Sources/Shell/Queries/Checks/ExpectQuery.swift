import CommandLanguage
import Rendering
import Teaching

/// `expect …`: a check of the layout shown; prints nothing when it holds.
struct ExpectQuery: QueryHandler {
    let expectation: Expectation

    func evaluate(_ context: QueryContext) throws(CommandError) -> Response {
        if context.eager {
            try Expect.check(expectation, eager: context.session.eagerLayout)
        } else {
            try Expect.check(expectation, context.session.layout)
        }
        return .none
    }
}
