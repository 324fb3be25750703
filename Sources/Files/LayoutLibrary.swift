import CommandLanguage
import GridModel
import LayoutKernel
import Teaching
import Words

/// The layouts `save`, `load` and `compare` can name: the presets, and the user's own, kept
/// on disk (or only in memory, for tests and for a run that asked for no state directory).
package struct LayoutLibrary {
    /// Where the user's layouts live.
    package enum Storage {
        /// In this run only (tests).
        case memory
        /// In the state directory.
        case disk(LayoutStore)
        /// Nowhere, HOME and XDG_STATE_HOME being both unset: `save` fails saying so rather
        /// than pretending.
        case unavailable
    }

    package let storage: Storage
    /// Saved this run (memory storage) — with disk storage the files are the truth.
    private var memory: [String: Model] = [:]

    package init(storage: Storage) {
        self.storage = storage
    }

    /// The standard library: the state directory's `layouts` folder, or why there is none.
    package static func standard() -> LayoutLibrary {
        guard let directory = StatePaths.directory() else {
            return LayoutLibrary(storage: .unavailable)
        }
        return LayoutLibrary(storage: .disk(LayoutStore(directory: directory + "/layouts")))
    }

    /// The user's layout names (no presets), the folder listed through `folders`: TAB
    /// completion keeps one cache and asks on every key (the folder is read again only when it
    /// changed); a command that lists once passes a fresh `FolderCache()`.
    package func savedNames(listing folders: FolderCache) -> [String] {
        switch storage {
        case .memory: memory.keys.sorted()
        case .disk(let store): LayoutStore.names(among: folders.names(in: store.directory))
        case .unavailable: []
        }
    }

    /// Saves `model`; only a layout that is really stored is listed afterwards.
    package mutating func save(_ model: Model, as name: String) throws(CommandError) {
        guard Presets.named(name) == nil else { throw .language(.presetName(name)) }
        switch storage {
        case .memory: memory[name] = model
        case .disk(let store): try store.save(model, as: name)
        case .unavailable: throw .file(.noStateDirectory(saving: name))
        }
    }

    /// A preset (keeping the screen and the eager model of `current`) or a saved layout (whole).
    package func lookup(_ name: String, current: Model) throws(CommandError) -> Model {
        if let preset = Presets.named(name) {
            return Model(
                showsEager: false, screen: current.screen, lazy: preset, eager: current.eager)
        }
        switch storage {
        case .memory: if let model = memory[name] { return model }
        case .disk(let store): if let model = try store.load(name) { return model }
        case .unavailable: break
        }
        let names = Presets.all.map(\.name) + savedNames(listing: FolderCache())
        throw .language(.noLayout(name, suggestion: Suggestion.closest(to: name, among: names)))
    }
}
