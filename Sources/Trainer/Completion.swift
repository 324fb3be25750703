import LayoutKernel

/// TAB completion: command names, then the words each command takes next.
enum Completion {
    static let sizeKinds = ["fixed", "flexible", "adaptive", "GridItem("]
    static let itemOptions = ["min", "max", "spacing", "align"]

    /// Candidates for the word being typed, given the words before it.
    static func candidates(before: [Substring], prefix: Substring, session: Session) -> [String] {
        let items = session.grid.items.indices.map { String($0 + 1) }
        let words: [String]
        switch before.first.map(String.init) {
        case nil: words = CommandParser.commandNames
        case "add": words = before.count == 1 ? sizeKinds : itemOptions + CommandParser.alignmentNames
        case "insert": words = before.count == 1 ? items : (before.count == 2 ? sizeKinds : itemOptions + CommandParser.alignmentNames)
        case "remove", "move", "explain": words = items
        case "set":
            words =
                before.count == 1
                ? items
                : (before.count == 2
                    ? ["fixed", "flexible", "adaptive", "min", "max", "spacing", "align"] : CommandParser.alignmentNames + ["default", "inf"])
        case "axis": words = GridAxis.allCases.map(\.rawValue)
        case "alignment": words = ["leading", "center", "trailing", "top", "bottom"]
        case "spacing": words = ["default"]
        case "auto": words = ["on", "off"]
        case "cell": words = before.count == 2 ? ["size", "width", "height", "fill"] : []
        case "help": words = Help.commands.map(\.name) + Help.topics.keys.sorted()
        case "load", "compare": words = Presets.all.map(\.name) + session.saved.keys.sorted() + (before.first == "compare" ? ["undo"] : [])
        case "expect":
            if before.count == 1 {
                words = CommandParser.expectations
            } else if before.last == "flag" {
                words = Diagnostic.Code.allCases.map(\.rawValue)
            } else if before.last == "no" {
                words = ["flags", "flag"]
            } else {
                words = []
            }
        case "sweep":
            words = before.count == 1 ? ["width", "height"] + items : (before.count == 2 ? ["min", "max", "size", "spacing"] : ["step", "--plot"])
        case "columns", "rows": words = ["[GridItem("]
        case "grid": words = before.count == 1 ? ["width", "alignment", "hspacing", "vspacing"] : CommandParser.alignmentNames + ["default"]
        case "row":
            let rows = session.eager.rows.indices.map { String($0 + 1) }
            if before.count == 1 {
                words = ["add", "insert", "remove"] + rows
            } else if before.count == 2 && Int(before[1]) != nil {
                words = ["align", "cell"]
            } else if before.last == "align" || before.last == "anchor" {
                words = CommandParser.alignmentNames
            } else if before.count == 4 && before[2] == "cell" {
                words = ["span", "anchor", "columnAlign", "size", "fill", "empty"]
            } else {
                words = ["fill", "empty", "fillx100"]
            }
        case "fullrow": words = ["fill", "empty"]
        default: words = []
        }
        return words.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The longest prefix all candidates share.
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
