import Words

/// The notes one read gathers: each once, in the order they were first made.
struct NoteLog {
    private(set) var notes: [ReaderNote] = []

    /// Records `note` unless it is already there.
    mutating func add(_ note: ReaderNote) {
        if !notes.contains(note) { notes.append(note) }
    }
}
