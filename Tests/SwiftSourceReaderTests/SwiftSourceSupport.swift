import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// Helpers for the SwiftSource tests: read a snippet, pick its grid, get the model or the error.
enum Source {
    /// The grid `number` of `text` (the only one when nil).
    static func grid(_ text: String, number: Int? = nil) throws -> ImportedGrid {
        try SwiftSourceReader.read(text: text, fileName: "test.swift").grid(number: number)
    }

    /// The lazy model of `text`'s grid; fails the test when the grid is eager.
    static func lazy(_ text: String, number: Int? = nil) throws -> LazyGrid {
        let imported = try grid(text, number: number)
        guard case .lazy(let grid) = imported.model else { throw Unexpected.model }
        return grid
    }

    /// The eager model of `text`'s grid.
    static func eager(_ text: String, number: Int? = nil) throws -> EagerGrid {
        let imported = try grid(text, number: number)
        guard case .eager(let grid) = imported.model else { throw Unexpected.model }
        return grid
    }

    /// The error reading `text` (and choosing `number`) gives, nil when it reads.
    static func error(_ text: String, number: Int? = nil) -> SwiftSourceError? {
        do throws(SwiftSourceError) {
            _ = try SwiftSourceReader.read(text: text, fileName: "test.swift").grid(number: number)
            return nil
        } catch {
            return error
        }
    }

    /// The items of `LazyVGrid(columns: COLUMNS) {}` after the declarations `decls`.
    static func items(_ columns: String, _ decls: String = "") throws -> [GridItem] {
        try lazy(decls + "\nlet v = LazyVGrid(columns: \(columns)) {}\n").items
    }

    /// The value of a number expression, as the size of `.fixed(EXPR)`.
    static func number(_ expr: String, _ decls: String = "") throws -> Double {
        guard case .fixed(let value)? = try items("[GridItem(.fixed(\(expr)))]", decls).first?.size
        else { throw Unexpected.model }
        return value
    }

    enum Unexpected: Error { case model }
}
