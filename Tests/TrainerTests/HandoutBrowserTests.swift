import Foundation
import TestSupport
import Testing

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
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000",
        ]
    }

    /// The page that opens one handout in a frame and writes what it finds into the page, for
    /// `--dump-dom` to print: ids used twice, pictures that draw nothing, images that broke.
    static let inspector = """
        <!DOCTYPE html>
        <html><body>
        <iframe id="page" src="handout.html" style="width:1200px;height:900px"></iframe>
        <script>
        const frame = document.getElementById('page');
        frame.onload = () => {
          const d = frame.contentDocument, found = [], ids = {};
          d.querySelectorAll('[id]').forEach(e => { ids[e.id] = (ids[e.id] || 0) + 1; });
          for (const id in ids) if (ids[id] > 1) found.push('id "' + id + '" ' + ids[id] + ' times');
          d.querySelectorAll('svg').forEach((svg, i) => {
            const box = svg.getBoundingClientRect(), drawn = svg.getBBox();
            if (!(box.width > 0 && box.height > 0)) found.push('picture ' + (i + 1) + ' has no size');
            if (!(drawn.width > 0 && drawn.height > 0)) found.push('picture ' + (i + 1) + ' draws nothing');
          });
          d.querySelectorAll('img').forEach((img, i) => {
            if (!(img.complete && img.naturalWidth > 0)) found.push('image ' + (i + 1) + ' is broken');
          });
          const out = document.createElement('pre');
          out.id = 'verdict';
          out.textContent = 'VERDICT ' + JSON.stringify({pictures: d.querySelectorAll('svg').length, found});
          document.body.appendChild(out);
        };
        </script>
        </body></html>
        """

    /// The console's errors in what the browser logged: `CONSOLE` lines at the error level.
    static func consoleErrors(_ log: String) -> [String] {
        log.split(separator: "\n").filter {
            $0.contains("CONSOLE") && ($0.contains(":ERROR:") || $0.contains("\"Error")
                || $0.contains("Uncaught"))
        }.map(String.init)
    }

    @Test(
        .enabled(
            if: browser != nil,
            "no Chromium or Google Chrome (apt-get install chromium; brew install --cask chromium)"))
    func everyHandoutOpensCleanInABrowser() throws {
        let browser = try #require(Self.browser)
        let lessons = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot().appendingPathComponent("examples").path
        ).filter { $0.hasSuffix(".grid") }.sorted()
        #expect(lessons.count >= 20)
        var report: [String] = []
        var pictures = 0
        for lesson in lessons {
            let folder = try freshFolder("handout")
            defer { try? FileManager.default.removeItem(at: folder) }
            let page = folder.appendingPathComponent("handout.html")
            let export = try runTrainer(["-c", "export html examples/\(lesson) \(page.path)"])
            guard export.status == 0 else {
                report.append("\(lesson): export failed: \(export.stderr)")
                continue
            }
            let base = Self.arguments(profile: folder.appendingPathComponent("profile"))
            // The handout itself: its screenshot, and what the console said while it loaded.
            let shot = folder.appendingPathComponent("handout.png")
            let opened = try ExternalTool.run(
                browser,
                base + ["--window-size=1200,2400", "--screenshot=\(shot.path)", page.absoluteString])
            let bytes = (try? Data(contentsOf: shot))?.count ?? 0
            if bytes < 1000 {
                report.append("\(lesson): no screenshot (\(bytes) bytes): \(opened.stderr.suffix(300))")
            }
            report += Self.consoleErrors(opened.stderr).map { "\(lesson): console: \($0)" }
            // The same page inspected from a frame: ids, pictures, images.
            let inspector = folder.appendingPathComponent("inspect.html")
            try Self.inspector.write(to: inspector, atomically: true, encoding: .utf8)
            let dom = try ExternalTool.output(
                browser, base + ["--dump-dom", inspector.absoluteString])
            guard let line = dom.split(separator: "\n").first(where: { $0.contains("VERDICT ") }),
                let json = line.split(separator: "VERDICT ", maxSplits: 1).last,
                let verdict = try? JSONSerialization.jsonObject(
                    with: Data(
                        String(json).replacingOccurrences(of: "&quot;", with: "\"")
                            .replacingOccurrences(of: "</pre>", with: "").utf8)) as? [String: Any]
            else {
                report.append("\(lesson): the inspector said nothing: \(dom.suffix(300))")
                continue
            }
            let found = verdict["found"] as? [String] ?? []
            report += found.map { "\(lesson): \($0)" }
            pictures += verdict["pictures"] as? Int ?? 0
        }
        #expect(pictures >= lessons.count, "the inspector saw \(pictures) pictures")
        let problems = report.joined(separator: "\n")
        #expect(report.isEmpty, "\(report.count) problems:\n\(problems)")
    }
}
