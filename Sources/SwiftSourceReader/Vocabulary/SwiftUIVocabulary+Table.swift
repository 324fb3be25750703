extension SwiftUIVocabulary {
    /// The table: every name once (`SwiftUIVocabularyTests` checks it), grouped as SwiftUI's
    /// documentation groups them. The form controls' order is the order `help assumptions`
    /// lists their heights in.
    static let entries: [Entry] = Array(
        [
            gridViews, views, controls, shapes, types, numbers, calls, modifiers,
            textStyleNames,
        ].joined())

    private static let names = Facet.memberNames(nestedSets: false)

    private static let gridViews: [Entry] = [
        Entry("LazyVGrid", .grid(.lazyVertical)),
        Entry("LazyHGrid", .grid(.lazyHorizontal)),
        Entry("Grid", .grid(.eager)),
        Entry("GridRow", .view(.unknown), .gridRow),
        Entry("ForEach", .view(.unknown), .builds(.repeatsContent)),
    ]

    private static let views: [Entry] = [
        Entry("ScrollView", .view(.unknown), .container(.scrolls)),
        Entry("VStack", .view(.oneChild), .container(.stacks(along: .vertical))),
        Entry("HStack", .view(.oneChild), .container(.stacks(along: .horizontal))),
        Entry("ZStack", .view(.oneChild), .container(.offersFullSize)),
        Entry("LazyVStack", .view(.oneChild), .container(.offersFullSize)),
        Entry("LazyHStack", .view(.oneChild), .container(.offersFullSize)),
        Entry(
            "Group", .view(.oneChild), .container(.offersFullSize),
            .builds(.flattens(modifiersReachEach: true))),
        Entry(
            "Section", .view(.unknown), .container(.offersFullSize),
            .builds(.flattens(modifiersReachEach: false))),
        Entry("NavigationStack", .container(.offersFullSize)),
        Entry("NavigationView", .container(.offersFullSize)),
        Entry("GeometryReader", .view(.unknown), .container(.offersFullSize), .givesProxy),
        Entry("ScrollViewReader", .container(.offersFullSize), .givesProxy),
        Entry("Text", .view(.text), names, .platform),
        Entry("Image", .view(.unknown), names, .platform),
        Entry("Label", .view(.unknown)), Entry("AsyncImage", .view(.unknown)),
        Entry("Picker", .view(.unknown)), Entry("ShareLink", .view(.unknown)),
        Entry("Gauge", .view(.unknown)), Entry("EmptyView", .view(.unknown)),
        Entry("Canvas", .view(.unknown)), Entry("TimelineView", .view(.unknown)),
        Entry("List", .view(.unknown)), Entry("Form", .view(.unknown)),
        Entry("DatePicker", .view(.unknown)), Entry("ColorPicker", .view(.unknown)),
        Entry("TextEditor", .view(.unknown)), Entry("ViewThatFits", .view(.unknown)),
        Entry("Button", .view(.label)), Entry("Menu", .view(.label)),
        Entry("Link", .view(.label)), Entry("NavigationLink", .view(.label)),
        Entry("Spacer", .view(.spacer)),
    ]

    /// Heights: one line of body text with its padding (TextField, SecureField), the switch
    /// (Toggle), the track and thumb (Slider), the minus and plus buttons (Stepper), a linear
    /// bar (`ProgressView(value:)`), a line between rows (Divider). Guessed, not measured.
    private static let controls: [Entry] = [
        Entry("TextField", .view(.formControl(height: 22, needsValue: false))),
        Entry("SecureField", .view(.formControl(height: 22, needsValue: false))),
        Entry("Toggle", .view(.formControl(height: 31, needsValue: false))),
        Entry("Slider", .view(.formControl(height: 31, needsValue: false))),
        Entry("Stepper", .view(.formControl(height: 32, needsValue: false))),
        Entry("ProgressView", .view(.formControl(height: 4, needsValue: true))),
        Entry("Divider", .view(.formControl(height: 1, needsValue: false)), .uprightInGridRow),
    ]

    private static let shapes: [Entry] = [
        Entry("Rectangle", .view(.fills)), Entry("RoundedRectangle", .view(.fills)),
        Entry("Circle", .view(.fills)), Entry("Capsule", .view(.fills)),
        Entry("Ellipse", .view(.fills)), Entry("ContainerRelativeShape", .view(.fills)),
        Entry("UnevenRoundedRectangle", .view(.fills)),
        Entry("Color", .view(.fills), names, .platform),
        Entry("LinearGradient", .view(.fills)), Entry("RadialGradient", .view(.fills)),
        Entry("AngularGradient", .view(.fills)),
    ]

    private static let types: [Entry] = [
        Entry("SwiftUI", names, .module),
        Entry("Alignment", names, .platform, .builtin(.alignment), .initSpelling),
        Entry("HorizontalAlignment", names), Entry("VerticalAlignment", names),
        Entry("Edge", .memberNames(nestedSets: true), .platform), Entry("Axis", names),
        Entry("UnitPoint", names, .platform, .builtin(.unitPoint)),
        Entry("Font", names, .platform), Entry("ContentMode", names),
        Entry("PinnedScrollableViews", names), Entry("Visibility", names),
        Entry("ShapeStyle", names), Entry("Material", names, .platform),
        Entry("Angle", names, .platform), Entry("Animation", names, .platform),
        Entry("UIColor", names, .platform), Entry("NSColor", names, .platform),
        Entry("GridItem", names, .platform, .builtin(.gridItem), .initSpelling),
        Entry("GridItem.Size", .itemSizes),
        Entry("Gradient", names), Entry("TextAlignment", names),
        Entry("ColorScheme", names, .platform),
        Entry("View", .platform), Entry("Namespace", .platform),
        Entry("GeometryProxy", .platform), Entry("ScenePhase", .platform),
        Entry("DynamicTypeSize", .platform), Entry("ContentSizeCategory", .platform),
        Entry("EnvironmentValues", .platform), Entry("UserInterfaceSizeClass", .platform),
        Entry("State", .platform, .wrapper(.initialValue)),
        Entry("Binding", .platform, .wrapper(.fromOutside)),
        Entry("Environment", .wrapper(.fromOutside)),
        Entry("EnvironmentObject", .wrapper(.fromOutside)),
        Entry("ObservedObject", .wrapper(.fromOutside)),
    ]

    private static let numbers: [Entry] = [
        Entry(
            "CGFloat", .number(.floating), .platform, .builtin(.conversion(.floating)),
            .initSpelling),
        Entry(
            "Double", .number(.floating), .platform, .builtin(.conversion(.floating)),
            .initSpelling),
        Entry("Float", .number(.floating), .platform, .builtin(.conversion(.floating))),
        Entry("Int", .number(.integer), .platform, .builtin(.conversion(.integer))),
        Entry("infinity", .constant(.infinity)), Entry("pi", .constant(.pi)),
        Entry("zero", .constant(0)),
        Entry("greatestFiniteMagnitude", .constant(.greatestFiniteMagnitude)),
    ]

    private static let calls: [Entry] = [
        Entry("CGSize", .valueType, .platform, .builtin(.cgSize), .initSpelling),
        Entry("EdgeInsets", .valueType, .platform, .builtin(.edgeInsets), .initSpelling),
        Entry("Array", .valueType, .platform, .builtin(.array), .initSpelling),
        Entry("[GridItem]", .builtin(.array), .initSpelling),
        Entry("init", .initializer, .builtin(.inferredInit)),
        Entry("fixed", .builtin(.itemSize(.fixed))),
        Entry("flexible", .builtin(.itemSize(.flexible))),
        Entry("adaptive", .builtin(.itemSize(.adaptive))),
        Entry("cos", .builtin(.function(.cos))), Entry("sin", .builtin(.function(.sin))),
        Entry("tan", .builtin(.function(.tan))), Entry("sqrt", .builtin(.function(.sqrt))),
        Entry("abs", .builtin(.function(.abs))), Entry("floor", .builtin(.function(.floor))),
        Entry("ceil", .builtin(.function(.ceil))), Entry("round", .builtin(.function(.round))),
        Entry("min", .builtin(.pair(.min))), Entry("max", .builtin(.pair(.max)), .largestInteger),
        Entry("pow", .builtin(.pair(.pow))),
    ]

    private static let modifiers: [Entry] = [
        Entry("frame", .modifier(.frame)), Entry("padding", .modifier(.padding)),
        Entry("fixedSize", .modifier(.fixedSize)),
        Entry("gridCellColumns", .modifier(.gridCell(.columns))),
        Entry("gridCellAnchor", .modifier(.gridCell(.anchor))),
        Entry("gridColumnAlignment", .modifier(.gridCell(.columnAlignment))),
        Entry("gridCellUnsizedAxes", .modifier(.gridCell(.unsizedAxes))),
        Entry("layoutPriority", .modifier(.layoutPriority)),
        Entry("id", .modifier(.identity)), Entry("tag", .modifier(.identity)),
        Entry("font", .modifier(.font)),
    ]

    /// iOS's default Dynamic Type sizes; `body` is also the property a view's content is in.
    private static let textStyleNames: [Entry] = [
        Entry("largeTitle", .textStyle(points: 34)), Entry("title", .textStyle(points: 28)),
        Entry("title2", .textStyle(points: 22)), Entry("title3", .textStyle(points: 20)),
        Entry("headline", .textStyle(points: 17)),
        Entry("body", .textStyle(points: 17), .viewBody),
        Entry("callout", .textStyle(points: 16)), Entry("subheadline", .textStyle(points: 15)),
        Entry("footnote", .textStyle(points: 13)), Entry("caption", .textStyle(points: 12)),
        Entry("caption2", .textStyle(points: 11)), Entry("system", .systemFont),
    ]
}
