import Foundation
import TestSupport
import Testing

@testable import Shell
@testable import Words

/// Issue 33: every lesson's handout (`export html`) opened in a real browser, Chromium without a
/// window, as a reader would open it: a screenshot is taken, and the test fails on a console
/// error (an SVG attribute the browser refuses, a resource it cannot load), a picture that draws
/// nothing, or an id used twice. Before: `id="hatch"` was in the page once per picture (8 times
/// in lesson 15's) and empty "0 columns" grids were drawn. `make test` installs Debian's
/// chromium; where no browser can be had (macOS without one) the test is skipped with a note.
@Suite("Handouts in a real browser", .serialized)
struct HandoutBrowserTests {
    /// Chromium or Google Chrome: on PATH, or where macOS keeps them.
    static let browser: URL? = {
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            if let found = ExternalTool.find(name) { return found }
        }
        let apps = [
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        ]
        return apps.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
            URL(fileURLWithPath: $0)
        }
    }()

    /// What every run of the browser takes: no window, no sandbox (the tests run as root in CI),
    /// no GPU, a profile of its own, nothing fetched from the network.
    static func arguments(profile: URL) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--user-data-dir=\(profile.path)", "--allow-file-access-from-files",
            "--enable-logging=stderr", "--v=0",
        ]
    }

    /// The page that opens every handout (`names`, in this folder) in a frame of its own and,
    /// once all have loaded, writes what it finds into the page for `--dump-dom` to print: ids
    /// used twice, pictures that draw nothing, images that broke, and how many pictures.
    static func inspector(_ names: [String]) -> String {
        let frames = names.map {
            "<iframe src=\"\($0)\" style=\"width:1200px;height:900px\"></iframe>"
        }
        return """
            <!DOCTYPE html>
            <html><body>
            \(frames.joined(separator: "\n"))
            <script>
            const frames = [...document.querySelectorAll('iframe')];
            const inspect = () => {
              const found = [];
              let pictures = 0;
              for (const frame of frames) {
                const d = frame.contentDocument, name = frame.getAttribute('src'), ids = {};
                const say = (what) => found.push(name + ': ' + what);
                d.querySelectorAll('[id]').forEach(e => { ids[e.id] = (ids[e.id] || 0) + 1; });
                for (const id in ids) if (ids[id] > 1) say('id ' + id + ' ' + ids[id] + ' times');
                d.querySelectorAll('svg').forEach((svg, i) => {
                  pictures += 1;
                  const box = svg.getBoundingClientRect(), drawn = svg.getBBox();
                  if (!(box.width > 0 && box.height > 0)) say('picture ' + (i + 1) + ' no size');
                  if (!(drawn.width > 0 && drawn.height > 0)) say('picture ' + (i + 1) + ' empty');
                });
                d.querySelectorAll('img').forEach((img, i) => {
                  if (!(img.complete && img.naturalWidth > 0)) say('image ' + (i + 1) + ' broken');
                });
              }
              const out = document.createElement('pre');
              out.id = 'verdict';
              out.textContent = JSON.stringify({frames: frames.length, pictures, found});
              document.body.appendChild(out);
            };
            // The window's load waits for every frame's.
            window.addEventListener('load', inspect);
            </script>
            </body></html>
            """
    }

    /// The console's errors in what the browser logged: `CONSOLE` lines at the error level.
    static func consoleErrors(_ log: String) -> [String] {
        log.split(separator: "\n").filter {
            $0.contains("CONSOLE")
                && ($0.contains(":ERROR:") || $0.contains("\"Error")
                    || $0.contains("Uncaught"))
        }.map(String.init)
    }

    @Test(
        .enabled(
            if: browser != nil,
            "no Chromium or Google Chrome (apt-get install chromium; brew install --cask chromium)")
    )
    func everyHandoutOpensCleanInABrowser() throws {
        let browser = try #require(Self.browser)
        let lessons = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot().appendingPathComponent("examples").path
        ).filter { $0.hasSuffix(".grid") }.sorted()
        #expect(lessons.count >= 20)
        var report: [String] = []
        let folder = try TemporaryFolder("handouts")
        let base = Self.arguments(profile: folder.appendingPathComponent("profile"))
        var pages: [String] = []
        for lesson in lessons {
            let name = lesson.replacingOccurrences(of: ".grid", with: ".html")
            let page = folder.appendingPathComponent(name)
            let export = try runTrainer(["-c", "export html examples/\(lesson) \(page.path)"])
            guard export.status == 0 else {
                report.append("\(lesson): export failed: \(export.stderr)")
                continue
            }
            pages.append(name)
            // The handout itself: its screenshot, and what the console said while it loaded.
            let shot = folder.appendingPathComponent(name + ".png")
            let opened = try ExternalTool.run(
                browser,
                base + [
                    "--virtual-time-budget=3000", "--window-size=1200,2400",
                    "--screenshot=\(shot.path)", page.absoluteString,
                ])
            let bytes = (try? Data(contentsOf: shot))?.count ?? 0
            if bytes < 1000 {
                report.append(
                    "\(lesson): no screenshot (\(bytes) bytes): \(opened.stderr.suffix(300))")
            }
            report += Self.consoleErrors(opened.stderr).map { "\(lesson): console: \($0)" }
        }
        // Every page inspected at once, each in a frame: ids, pictures, images.
        let inspector = folder.appendingPathComponent("inspect.html")
        try Self.inspector(pages).write(to: inspector, atomically: true, encoding: .utf8)
        let dom = try ExternalTool.output(
            browser, base + ["--virtual-time-budget=10000", "--dump-dom", inspector.absoluteString])
        let marker = "<pre id=\"verdict\">"
        guard let start = dom.range(of: marker),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let verdict = try JSONSerialization.jsonObject(
                with: Data(dom[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        else {
            Issue.record("the inspector said nothing: \(dom.suffix(500))")
            return
        }
        #expect(verdict["frames"] as? Int == pages.count)
        report += verdict["found"] as? [String] ?? []
        let pictures = verdict["pictures"] as? Int ?? 0
        #expect(pictures >= lessons.count, "the inspector saw \(pictures) pictures")
        let problems = report.joined(separator: "\n")
        #expect(report.isEmpty, "\(report.count) problems:\n\(problems)")
    }
}
