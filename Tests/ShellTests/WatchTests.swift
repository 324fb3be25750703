import Foundation
import TestSupport
import Testing

@testable import Shell

/// `watch FILE.swift` and `gridtrainer --watch FILE` in a real terminal (tmux on a private
/// socket): a save redraws, a half-written file shows its error and keeps the last layout,
/// Ctrl-C returns to the prompt, and undo takes the whole watch back as one change.
@Suite("watch: reload on save", .serialized)
struct WatchTests {

    /// Writes `text` to `path` (a new inode each time, as editors save).
    static func save(_ text: String, to path: URL) throws {
        try text.write(to: path, atomically: true, encoding: .utf8)
    }

    static func grid(_ width: Int) -> String {
        "let g = LazyVGrid(columns: [GridItem(.fixed(\(width)))]) {}\n"
    }

    @Test(.needsTmux)
    func aSaveRedrawsABrokenSaveKeepsTheLayoutAndCtrlCStops() throws {
        let folder = try TemporaryFolder("watch")
        let file = folder.appendingPathComponent("View.swift")
        try Self.save(Self.grid(70), to: file)
        let pane = try TmuxPane(
            prefix: "gridtrainer-watch", scrollback: true, command: { $0.trainerCommand() },
            until: { $0.contains("lazy>") })
        defer { pane.close() }
        try pane.keys("watch \(file.path)", "Enter")
        try pane.waitFor { $0.contains("watching \(file.path)") && $0.contains("1    fixed 70") }
        try Self.save(Self.grid(90), to: file)
        try pane.waitFor { $0.contains("1    fixed 90") }
        // Half-written: an error, and the 90 stays the model.
        try Self.save("let g = LazyVGrid(columns: [GridItem(.fixed(", to: file)
        try pane.waitFor {
            $0.contains("View.swift:1:45: error: expected an expression (and ")
                && $0.contains("the last good")
        }
        try Self.save(Self.grid(110), to: file)
        try pane.waitFor { $0.contains("1    fixed 110") }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped after 2 reloads; the last layout stays") }
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("lazy> widths\nitem kind") && $0.contains("1    fixed 110") }
        // One undo takes the watch back: the model before it (no items).
        try pane.keys("undo", "Enter")
        try pane.waitFor { $0.contains("undid: watch") }
        try pane.keys("widths", "Enter")
        let screen = try pane.waitFor { $0.components(separatedBy: "lazy> widths").count == 3 }
        let last = screen.components(separatedBy: "lazy> widths").last ?? ""
        #expect(!last.contains("fixed 110") && !last.contains("fixed 70"), "\(last)")
    }

    @Test(.needsTmux)
    func watchFromTheCommandLine() throws {
        let folder = try TemporaryFolder("watch-cli")
        let file = folder.appendingPathComponent("Cli.swift")
        try Self.save(Self.grid(60), to: file)
        let pane = try TmuxPane(
            prefix: "gridtrainer-watch-cli", scrollback: true,
            command: { $0.trainerCommand("--watch \(file.path)") },
            until: { $0.contains("watching") })
        defer { pane.close() }
        try pane.waitFor { $0.contains("1    fixed 60") }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped after 0 reloads") }
        try pane.keys("quit", "Enter")
        #expect(try pane.exitStatus() == "0")
    }

    /// A save that reads as Swift but that the model refuses on this screen (an adaptive
    /// minimum of 0.1 point without spacing makes 3750 tracks on the default 375-point screen,
    /// past the 2000 the trainer draws): the
    /// error says so and the last good layout (90) stays the model, one undo from the model
    /// before the watch. (The previous reload used to be taken back before the new grid was
    /// loaded, so a refused save left the model from before the watch.)
    @Test(.needsTmux)
    func aSaveTheModelRefusesKeepsTheLastGoodLayout() throws {
        let folder = try TemporaryFolder("watch-refused")
        let file = folder.appendingPathComponent("Refused.swift")
        try Self.save(Self.grid(70), to: file)
        let pane = try TmuxPane(
            prefix: "gridtrainer-watch-refused", scrollback: true,
            command: { $0.trainerCommand() }, until: { $0.contains("lazy>") })
        defer { pane.close() }
        try pane.keys("watch \(file.path)", "Enter")
        try pane.waitFor { $0.contains("watching \(file.path)") && $0.contains("1    fixed 70") }
        try Self.save(Self.grid(90), to: file)
        try pane.waitFor { $0.contains("1    fixed 90") }
        try Self.save(
            "let g = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0.1), spacing: 0)]) {}\n",
            to: file)
        try pane.waitFor {
            $0.contains("this makes 3750 tracks") && $0.contains("good layout stays")
        }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped after 1 reload; the last layout stays") }
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("lazy> widths\nitem kind") && $0.contains("1    fixed 90") }
        // Still one change: undo goes back to the model before the watch (no items).
        try pane.keys("undo", "Enter")
        try pane.waitFor { $0.contains("undid: watch") }
        try pane.keys("widths", "Enter")
        let screen = try pane.waitFor { $0.components(separatedBy: "lazy> widths").count == 3 }
        let last = screen.components(separatedBy: "lazy> widths").last ?? ""
        #expect(!last.contains("fixed"), "\(last)")
    }
}

/// `watch` after edits made in the session: a reload replaces the grid, not the screen or the
/// chain edited since `open`, and the undo history before the watch stays. (A watch whose
/// first load changed nothing used to take back the edit before it at the first save: the
/// screen went back to 375 and `width 300` was gone from undo.)
@Suite("watch: keeps the session's work", .serialized)
struct WatchKeepsWorkTests {
    static let view = "struct V: View { var body: some View { LazyVGrid(columns: "
    static func source(_ width: Int) -> String {
        view + "[GridItem(.fixed(\(width)))]) { Color.red.frame(height: 10) }.padding(10) } }\n"
    }

    /// Opens a file holding `source(70)` with `typed` after it, watches it, saves `source(90)`,
    /// stops the watch after that one reload, types `show`, and hands `check` the pane and
    /// what `show` printed.
    static func afterOneReload(
        _ name: String, typed: String, _ check: (TmuxPane, String) throws -> Void
    ) throws {
        let folder = try TemporaryFolder("watch-\(name)")
        let file = folder.appendingPathComponent("V.swift")
        try WatchTests.save(source(70), to: file)
        let pane = try TmuxPane(
            prefix: "gridtrainer-watch-\(name)", scrollback: true,
            command: { $0.trainerCommand() }, until: { $0.contains("lazy>") })
        defer { pane.close() }
        try pane.keys("open \(file.path); \(typed)", "Enter")
        try pane.keys("watch \(file.path)", "Enter")
        try pane.waitFor { $0.contains("watching \(file.path)") }
        try WatchTests.save(source(90), to: file)
        try pane.waitFor { $0.contains("1    fixed 90") }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped after 1 reload") }
        try pane.keys("show", "Enter")
        let shown = try pane.waitFor { $0.contains("lazy> show\nLazyVGrid") }
        try check(pane, shown.components(separatedBy: "lazy> show").last ?? "")
    }

    @Test(.needsTmux)
    func aReloadKeepsTheScreenTheChainEditsAndTheHistory() throws {
        try Self.afterOneReload("keeps", typed: "width 300; padding 20") { pane, after in
            #expect(after.contains("screen 300 → .padding(20) → 260 offered"), "\(after)")
            // One undo takes the watch back; the next ones the padding and the width, in order.
            try pane.keys("undo", "Enter")
            try pane.waitFor { $0.contains("undid: watch") }
            try pane.keys("undo", "Enter")
            try pane.waitFor { $0.contains("undid: padding 20") }
            try pane.keys("undo", "Enter")
            try pane.waitFor { $0.contains("undid: width 300") }
        }
    }

    /// The steps: `open F; width 300; watch F`, then a save. The watch's first load
    /// changes nothing, so it is no edit; the reload stays on the 300 screen, and undo after
    /// the watch takes back the reload, then `width 300`.
    @Test(.needsTmux)
    func aWatchThatChangedNothingFirstKeepsTheWidth() throws {
        try Self.afterOneReload("width", typed: "width 300") { pane, after in
            #expect(after.contains("screen 300 → .padding(10) → 280 offered"), "\(after)")
            try pane.keys("undo", "Enter")
            try pane.waitFor { $0.contains("undid: watch") }
            try pane.keys("undo", "Enter")
            try pane.waitFor { $0.contains("undid: width 300") }
        }
    }
}
