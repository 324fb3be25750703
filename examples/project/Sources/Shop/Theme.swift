import SwiftUI

/// The shop's measures, used by every screen.
enum Theme {
    static let tile: CGFloat = 100
    static let gap: CGFloat = 8
}

extension Theme {
    static let badge: CGFloat = 64
}
