import Foundation
import TestSupport
import Testing

@testable import GridCheck

/// How `check` names files: relative to the current folder, or absolute when every path it was
/// given is absolute, as the build plugin gives them (Xcode places a warning by an absolute
/// path only). examples/project's ProductGrid overflows at line 12, column 13.
@Suite("check: the form of the paths")
struct CheckPathFormTests {
    static let grid = "examples/project/Sources/Shop/ProductGrid.swift"

    @Test func absoluteInAbsoluteOut() throws {
        let absolute = packageRoot().appendingPathComponent(Self.grid).path
        let result = try runTrainer(["check", "--quiet", "--", absolute])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(absolute + ":12:13: warning: LazyVGrid overflows"))
    }

    @Test func relativeInRelativeOut() throws {
        let result = try runTrainer(["check", "--quiet", Self.grid])
        #expect(result.stdout.hasPrefix(Self.grid + ":12:13: warning: LazyVGrid overflows"))
        // One relative path among absolute ones: relative, as before.
        let mixed = try runTrainer([
            "check", "--quiet", Self.grid, packageRoot().appendingPathComponent(Self.grid).path,
        ])
        #expect(mixed.stdout.hasPrefix(Self.grid + ":12:13:"))
    }
}
