internal import SwiftSyntax

/// The project around the source, searched for what the source does not declare: read on the
/// first name that is missing where it is needed (never for values that cannot decide the
/// tracks), and the files that gave a declaration recorded as the read's suppliers.
final class ProjectSearch {
    /// The files around the source, nil when the source stands alone.
    let project: ProjectIndex?
    private let budget: EvaluationBudget
    /// Whether a missing name may read the project now: not for values that never decide the
    /// tracks (a lazy grid's cells), which use it only when it was read already.
    var readsProject = true
    /// The other files of the project that gave a declaration to this evaluation (absolute
    /// paths): what `watch` looks at besides the file itself.
    private(set) var suppliers: Set<String> = []

    init(project: ProjectIndex?, budget: EvaluationBudget) {
        self.project = project
        self.budget = budget
    }

    /// Whether nothing more will be read: no project, or one read already.
    var isComplete: Bool { project == nil || project?.isLoaded == true }

    /// The project's indexes, nearest first: read now when `loading` (a name is missing),
    /// else only when read already. Reading the project's files is not evaluation: its time
    /// does not count against the evaluation's.
    private func levels(loading: Bool) -> [DeclarationIndex] {
        guard let project, (loading && readsProject) || project.isLoaded else { return [] }
        return budget.excluding { project.contents.levels }
    }

    /// The first of the project's levels for which `find` finds something; the files of what
    /// it found (`nodes`) are recorded as suppliers.
    func first<T>(
        loading: Bool, _ find: (DeclarationIndex) -> T?, nodes: (T) -> [Syntax] = { _ in [] }
    ) -> T? {
        for level in levels(loading: loading) {
            if let found = find(level) {
                for node in nodes(found) {
                    if let path = level.origin(of: node)?.path, !path.isEmpty {
                        suppliers.insert(path)
                    }
                }
                return found
            }
        }
        // A name no file read declares, where it was needed: the project around may.
        if loading && readsProject { project?.recordMiss() }
        return nil
    }
}
