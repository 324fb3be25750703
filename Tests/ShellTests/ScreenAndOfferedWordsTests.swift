import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import GridModel
@testable import Rendering
@testable import Shell
@testable import Teaching
@testable import Words

/// Two words, everywhere (issue 19): "screen" names the screen and "offered" what reaches the
/// grid. For random models with chains and screens, no view calls either number by the other's
/// name, and none says "container" (the word that used to name both).
@Suite("Words: screen and offered")
struct WordsTests {
    typealias Random = RandomModel.Random

    /// Every number written "screen … N" is the screen's side, every "N offered" and
    /// "offered N" is what the grid is offered, and "container" appears nowhere.
    static func check(_ text: String, screen: Double, offered: Double, view: String) throws {
        let f = NumberText.format
        #expect(!text.lowercased().contains("container"), "\(view) says container:\n\(text)")
        // Wrapped lines joined back; other lines stay apart (a ruler label follows a number).
        let flat = text.replacingOccurrences(of: "\n  ", with: " ")
        for match in flat.matches(of: try Regex(#"screen (?:[a-z][a-z0-9-]* )*(-?[0-9][0-9.]*)"#)) {
            let number = String(flat[match.range].split(separator: " ").last ?? "")
            #expect(
                number == f(screen),
                "\(view): '\(flat[match.range])' is not the screen's \(f(screen))\n\(text)")
        }
        for pattern in [#"(-?[0-9][0-9.]*) offered"#, #"offered (-?[0-9][0-9.]*)(?=,| of screen)"#]
        {
            for match in flat.matches(of: try Regex(pattern)) {
                let words = flat[match.range].split(separator: " ")
                let number = String(
                    pattern.hasPrefix("offered") ? words.last ?? "" : words.first ?? "")
                #expect(
                    number == f(offered),
                    "\(view): '\(flat[match.range])' is not the \(f(offered)) offered\n\(text)")
            }
        }
    }

    @Test(arguments: 0..<3)
    func noViewMixesTheWords(seed: UInt64) throws {
        var random = Random(state: seed + 7)
        var differing = 0
        for _ in 0..<25 {
            var model = Model(
                showsEager: random.bool(), screen: SaveLoadTests.randomScreen(&random),
                lazy: RandomModel.lazy(&random),
                eager: RandomModel.eager(&random))
            // Screens people use, so that the chain's frames and paddings leave something.
            model.screen =
                random.bool()
                ? Screen(random.pick(Device.all), .portrait) : Screen(width: 500, height: 900)
            guard let valid = try? ValidModel(model) else { continue }
            let style = Style(color: false)
            switch model.family {
            case .lazyVertical, .lazyHorizontal:
                let layout = valid.tracedLayout()
                let screen = model.screen.size(along: model.lazy.axis)
                if !Tolerance.equal(screen, layout.proposed) { differing += 1 }
                let text = TextRenderer(columns: 100, style: style, screen: model.screen)
                var views = [
                    ("show", text.layout(layout, .all)),
                    ("explain", text.explain(layout, item: nil)),
                ]
                if !layout.items.isEmpty { views.append(("textbook", text.textbook(layout))) }
                views.append(("svg title", LazySVG(layout: layout).title))
                if let slider = try? Slider(.lazy(.proposed), model: model) {
                    views.append(
                        (
                            "slider",
                            SliderView.frame(slider, columns: 100, rows: 60, style: style).joined(
                                separator: "\n")
                        ))
                }
                for (view, output) in views {
                    try Self.check(output, screen: screen, offered: layout.proposed, view: view)
                }
                let json =
                    try JSONSerialization.jsonObject(
                        with: Data(JSONRenderer.layout(layout, .all, screen: model.screen).utf8))
                    as? [String: Any]
                #expect(abs((json?["offered"] as? Double ?? -1) - layout.proposed) < 1e-6)
                #expect(
                    (json?["screen"] as? [String: Any])?["width"] as? Double == model.screen.width)
            case .eager:
                let layout = valid.eagerLayout
                let screen = model.screen.width
                if !Tolerance.equal(screen, layout.grid.proposed) { differing += 1 }
                var views = [
                    ("grid", EagerText.render(layout, .all, columns: 100, screen: model.screen)),
                    ("explain", EagerText.explain(layout)),
                ]
                views.append(("svg title", EagerSVG(layout: layout).title))
                if let slider = try? Slider(.eagerWidth, model: model) {
                    views.append(
                        (
                            "slider",
                            SliderView.frame(slider, columns: 100, rows: 60, style: style).joined(
                                separator: "\n")
                        ))
                }
                for (view, output) in views {
                    try Self.check(
                        output, screen: screen, offered: layout.grid.proposed, view: view)
                }
                let json =
                    try JSONSerialization.jsonObject(
                        with: Data(JSONRenderer.eager(layout, screen: model.screen).utf8))
                    as? [String: Any]
                // An unspecified width (a horizontal ScrollView) is offered nothing: null.
                if let width = layout.grid.offeredWidth {
                    #expect(abs((json?["offered"] as? Double ?? -1) - width) < 1e-6)
                } else {
                    #expect(json?["offered"] is NSNull)
                }
            }
            let devices = DeviceText.render(
                DeviceReport(model: model, selection: .all), columns: 100, style: style)
            #expect(!devices.lowercased().contains("container"), "\(devices)")
        }
        #expect(differing >= 5, "too few models where the screen and what is offered differ")
    }

    // The handout shows each step's output: the words hold there too.
    @Test func theHandoutUsesTheWords() throws {
        let folder = try ExportCommandTests.scratch()
        let lesson = folder.appendingPathComponent("words.grid").path
        try "# Padding\nadd fixed 70\npadding 8\nshow\nexplain\n".write(
            toFile: lesson, atomically: true, encoding: .utf8)
        let t = Transcript()
        t.run("export html \(lesson) -")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.stdout.contains("LazyVGrid · default screen 375 → .padding(8) → 359 offered"))
        #expect(t.stdout.contains("The tracks need 70 of the 359 offered"))
        #expect(!t.stdout.contains("container"))
    }
}
