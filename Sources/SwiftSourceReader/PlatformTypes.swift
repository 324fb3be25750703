/// Types of Swift, Foundation, Core Graphics, SwiftUI, UIKit and AppKit: no project declares
/// them, so a value read from one (`title.count` of a `String`, `UIScreen.main.bounds.width`)
/// is said to be the running app's, never "declared in no file read", and no project is read
/// to look for them.
enum PlatformTypes {
    package static let names: Set<String> = [
        // Swift
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "Array", "Dictionary",
        "Set", "Optional", "Range", "ClosedRange", "Result", "Never", "Void",
        // Foundation and Core Graphics
        "Date", "URL", "UUID", "Data", "Locale", "Calendar", "TimeInterval", "DateFormatter",
        "NumberFormatter", "Measurement", "Bundle", "ProcessInfo", "UserDefaults",
        "NotificationCenter", "JSONDecoder", "JSONEncoder", "NSString",
        "AttributedString", "CGFloat", "CGSize", "CGPoint", "CGRect", "CGVector",
        // SwiftUI
        "View", "Color", "Font", "Image", "Text", "Edge", "EdgeInsets", "Alignment", "UnitPoint",
        "Angle", "Animation", "Binding", "State", "Namespace", "GeometryProxy", "ScenePhase",
        "ColorScheme", "DynamicTypeSize", "ContentSizeCategory", "EnvironmentValues",
        "GridItem", "UserInterfaceSizeClass", "Material",
        // UIKit and AppKit
        "UIScreen", "UIDevice", "UIApplication", "UIFont", "UIColor", "UIImage", "UIWindow",
        "UITraitCollection", "NSScreen", "NSApplication", "NSFont", "NSColor", "NSImage",
        "NSWindow",
    ]
}
