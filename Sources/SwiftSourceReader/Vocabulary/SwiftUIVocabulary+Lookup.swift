import GridModel

/// Asking the table: by name, and each facet of an entry.
extension SwiftUIVocabulary {
    /// The table by name (the first entry of a name, should the table hold two).
    // Implementation note: built once; the readers ask it for every view, modifier and call.
    private static let byName: [String: Entry] = Dictionary(
        entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The grids' names, as a short list: the declaration index asks about every identifier of
    /// every file a project has, and three comparisons cost less than hashing each one.
    static let grids: [(name: String, family: GridFamily)] = entries.compactMap { entry in
        entry.facets.lazy.compactMap { facet -> (String, GridFamily)? in
            if case .grid(let family) = facet { return (entry.name, family) }
            return nil
        }.first
    }

    /// The entry of `name`, nil when the reader does not know it.
    static func entry(_ name: String) -> Entry? { byName[name] }

    /// The grid a call of `name` builds.
    static func gridFamily(_ name: String) -> GridFamily? {
        grids.first { $0.name == name }?.family
    }

    /// How a view named `name` sizes, nil when it is not a view SwiftUI declares.
    static func sizing(_ name: String) -> ViewSizing? { byName[name]?.sizing }

    /// What the modifier `name` is to the reader, nil for modifiers it does not read.
    static func modifier(_ name: String) -> ModifierUse? { byName[name]?.modifier }

    /// Whether the model holds the modifier `name` whatever the grid.
    static func isModelled(modifier name: String) -> Bool {
        modifier(name)?.isModelled ?? false
    }

    /// The form controls and their guessed heights, in the table's order.
    static var formControlHeights: [(name: String, height: Double)] {
        entries.compactMap { entry in
            guard case .formControl(let height, _)? = entry.sizing else { return nil }
            return (entry.name, height)
        }
    }

    /// The text styles and their sizes, in the table's order.
    static var textStyles: [(name: String, points: Double)] {
        entries.compactMap { entry in entry.textStylePoints.map { (entry.name, $0) } }
    }

    /// The names of the types of Swift and Apple's frameworks the table holds.
    static var platformTypes: Set<String> {
        Set(entries.filter { $0.facets.contains(.platform) }.map(\.name))
    }
}

extension SwiftUIVocabulary.Entry {
    private func first<T>(_ pick: (SwiftUIVocabulary.Facet) -> T?) -> T? {
        for facet in facets { if let found = pick(facet) { return found } }
        return nil
    }

    /// How it sizes as a view, nil when it is not one.
    var sizing: SwiftUIVocabulary.ViewSizing? {
        first { if case .view(let sizing) = $0 { sizing } else { nil } }
    }

    /// What it offers a grid inside it, nil when the reader does not know it as a container.
    var container: SwiftUIVocabulary.ContainerUse? {
        first { if case .container(let use) = $0 { use } else { nil } }
    }

    /// What a view builder makes of it, nil when it stays one view.
    var builds: SwiftUIVocabulary.BuilderUse? {
        first { if case .builds(let use) = $0 { use } else { nil } }
    }

    /// What it is as a modifier, nil when it is not one the reader reads.
    var modifier: SwiftUIVocabulary.ModifierUse? {
        first { if case .modifier(let use) = $0 { use } else { nil } }
    }

    /// Its members are names: nil when not; `true` when a nested type's are too.
    var memberNames: Bool? {
        first { if case .memberNames(let nested) = $0 { nested } else { nil } }
    }

    /// The kind of number its values are, for Swift's number types.
    var number: SourceValue.NumberKind? {
        first { if case .number(let kind) = $0 { kind } else { nil } }
    }

    /// Where its value comes from, for a property wrapper.
    var wrapper: SwiftUIVocabulary.WrapperUse? {
        first { if case .wrapper(let use) = $0 { use } else { nil } }
    }

    /// The call the reader evaluates for it.
    var builtin: SwiftUIVocabulary.Builtin? {
        first { if case .builtin(let builtin) = $0 { builtin } else { nil } }
    }

    /// Its value as a number's constant member.
    var constant: Double? {
        first { if case .constant(let value) = $0 { value } else { nil } }
    }

    /// Its size in points, for a text style.
    var textStylePoints: Double? {
        first { if case .textStyle(let points) = $0 { points } else { nil } }
    }

    /// Whether it has `facet` (one without a payload: `.platform`, `.viewBody`).
    func has(_ facet: SwiftUIVocabulary.Facet) -> Bool { facets.contains(facet) }

    /// A type's own value, never an instance of one of the project's types: its members are
    /// names, it is a number, or the reader builds it (`CGSize`).
    var isValueType: Bool { memberNames != nil || number != nil || has(.valueType) }
}

extension SwiftUIVocabulary {
    /// The text style a `Text` has when no `.font` says one, and its size.
    static var defaultTextStyle: (name: String, points: Double) {
        textStyleExamples.first ?? (name: "", points: 0)
    }

    /// The text styles `help assumptions` shows as examples, the default first.
    static var textStyleExamples: [(name: String, points: Double)] {
        ["body", "caption", "title"].compactMap { name in
            entry(name)?.textStylePoints.map { (name, $0) }
        }
    }
}

extension SwiftUIVocabulary {
    /// The name a built-in call is spelled with, for messages (`CGSize` for an inferred
    /// `.init(width:height:)`).
    static func name(of builtin: Builtin) -> String {
        entries.first { $0.builtin == builtin }?.name ?? ""
    }
}

extension SwiftUIVocabulary.Builtin {
    /// Whether it is called as an implicit member (`.fixed(40)`, `.init(…)`), not by name.
    var isMember: Bool {
        switch self {
        case .itemSize, .inferredInit: true
        case .conversion, .function, .pair, .cgSize, .edgeInsets, .alignment, .array, .gridItem,
            .unitPoint:
            false
        }
    }
}
