import SystemInterface
import Words

/// Whether a folder's files may be taken as the user's project, by git's `safe.directory`
/// rule (CVE-2022-24765): a folder another user owns, or one every user may write to (/tmp),
/// could hold a `Package.swift` or constants planted by someone else, which `open` and
/// `check` would then read as the user's own. Discovery stops at such a folder, with a note.
enum ProjectTrust {
    /// Why the files of `folder` are not taken as the project (`role`: what the folder was
    /// for), nil when the folder is the user's own.
    static func refusal(_ folder: String, role: ProjectRefusal.Role) -> ProjectRefusal? {
        let owner: ProjectRefusal.Owner
        switch System.folderOwner(folder) {
        case .own: return nil
        case .other(let id, let user): owner = .otherUser(owner: id, user: user)
        case .writableByAll(let mode): owner = .writableByAll(mode: mode)
        case .unknown(let reason): owner = .unknown(reason: reason)
        }
        return ProjectRefusal(folder: ProjectFiles.display(folder), role: role, owner: owner)
    }
}
