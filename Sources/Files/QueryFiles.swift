import CommandLanguage
import GridModel
import LayoutKernel

/// What a query needs from the disk, read before `Queries` runs so that `Queries` stays pure:
/// the layout `compare NAME` names, and the names of the saved layouts `presets` lists.
package struct QueryFiles {
    /// The layout `compare NAME` compares with (nil: the model before the last change).
    package var compared: Model? = nil
    /// The user's saved layout names, for `presets`.
    package var savedNames: [String] = []

    /// Reads what `query` needs from `library` (nothing, for most queries); `current` keeps its
    /// screen and eager grid when a preset is named. Throws when the named layout is missing
    /// or unreadable, before anything is shown.
    package static func read(for query: Query, from library: LayoutLibrary, current: Model)
        throws(CommandError) -> QueryFiles
    {
        switch query {
        case .compare(let name?) where name != "undo":
            return QueryFiles(compared: try library.lookup(name, current: current))
        case .presets:
            return QueryFiles(savedNames: library.savedNames(listing: FolderCache()))
        case .show, .widths, .flags, .explain, .textbook, .code, .expect, .compare, .sweep,
            .devices, .spies:
            return QueryFiles()
        }
    }
}
