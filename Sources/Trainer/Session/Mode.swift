/// Which model the commands edit and show.
enum Mode: String, Equatable {
    case lazy, eager
}
