/// What the line being run owes at its end. A change on it wants the layout reprinted (in the
/// interactive shell with `auto` on): once per line, however many `;`-separated changes it
/// holds, and not at all when a command after the change showed the whole layout already.
struct LineState {
    /// A change asked for the reprint and nothing has shown the layout since.
    var reprintPending = false
    /// How many `show` commands have run on this runner: a lesson step that ran one (typed in
    /// it or in a file it sourced) is drawn as a picture in the handout, read from the commands
    /// as run, never from the step's text parsed again.
    var showsRun = 0
}
