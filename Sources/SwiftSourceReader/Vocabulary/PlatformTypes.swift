/// Types of Swift, Foundation, Core Graphics, SwiftUI, UIKit and AppKit: no project declares
/// them, so a value read from one (`title.count` of a `String`, `UIScreen.main.bounds.width`)
/// is said to be the running app's, never "declared in no file read", and no project is read
/// to look for them.
enum PlatformTypes {
    /// Their names: Swift's, Foundation's, UIKit's and AppKit's here, SwiftUI's (and the
    /// numbers and values the reader evaluates) marked as the platform's in `SwiftUIVocabulary`.
    package static let names: Set<String> = Set(others).union(SwiftUIVocabulary.platformTypes)

    static let others = [
        // Swift
        "String", "Substring", "Character", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Bool", "Dictionary",
        "Set", "Optional", "Range", "ClosedRange", "Result", "Never", "Void",
        // Foundation and Core Graphics
        "Date", "URL", "UUID", "Data", "Locale", "Calendar", "TimeInterval", "DateFormatter",
        "NumberFormatter", "Measurement", "Bundle", "ProcessInfo", "UserDefaults",
        "NotificationCenter", "JSONDecoder", "JSONEncoder", "NSString",
        "AttributedString", "CGPoint", "CGRect", "CGVector",
        // UIKit and AppKit
        "UIScreen", "UIDevice", "UIApplication", "UIFont", "UIImage", "UIWindow",
        "UITraitCollection", "NSScreen", "NSApplication", "NSFont", "NSImage",
        "NSWindow",
    ]
}
