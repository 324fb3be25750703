import Foundation
import TestSupport
import Testing

@testable import Shell

/// Issue 24: `make test` left a tmux socket file behind for every pane it opened.
@Suite("tmux panes clean up after themselves")
struct TmuxPaneTests {
    @Test(.needsTmux)
    func closingRemovesTheStateFolderAndTheSocket() throws {
        let pane = try TmuxPane(
            prefix: "gridtrainer-clean", scrollback: false, command: { _ in "echo ready; sleep 20" }
        ) {
            $0.contains("ready")
        }
        #expect(
            FileManager.default.fileExists(atPath: pane.socketPath),
            "the socket is where socketPath says")
        pane.close()
        #expect(!FileManager.default.fileExists(atPath: pane.socketPath))
        #expect(!FileManager.default.fileExists(atPath: pane.state.path))
    }
}
