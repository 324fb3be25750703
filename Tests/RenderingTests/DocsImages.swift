@testable import Rendering

/// The pictures the README shows, at scale 2 for sharp PNGs.
enum DocsImages {
    static func all() throws -> [(String, String)] {
        [
            ("quiz1-fixed-adaptive", SVGRenderer.render(try ExportFixtures.quiz1(), scale: 2)),
            ("quiz3-two-pass-overflow", SVGRenderer.render(try ExportFixtures.quiz3(), scale: 2)),
            ("grid-spans", SVGRenderer.render(try ExportFixtures.spans(), scale: 2)),
        ]
    }
}
