import CommandLanguage
import GridModel
import LayoutKernel

/// Saved layouts from before the screen (files without `LayoutFile.header`): the command lines
/// that rebuilt the model then, replayed as model edits. Those files gave the lazy grid and the
/// eager Grid a container each (`width 320` … `grid width 300`); the session now has one
/// screen, so the container of the grid the file showed becomes the screen's side (the other
/// grid is laid out in the same screen). Anything but a model edit is refused.
enum LegacyLayout {
    package static func model(_ lines: [(number: Int, text: String)]) throws(LineError) -> Model {
        var session = Session()
        // The last size given while each family was shown, as the file set them.
        var lazySize: ScreenEdit?
        var eagerSize: ScreenEdit?
        for (number, line) in lines {
            do throws(CommandError) {
                guard case .edit(let edit) = try CommandParser.parse(Substring(line)) else {
                    throw CommandError.language(
                        .expected(.saved(.modelEdit), found: String(line)))
                }
                if case .screen(let size) = edit {
                    if session.family.isLazy { lazySize = size } else { eagerSize = size }
                }
                // `grid width N` (those files' only offer) gives the screen its width.
                if case .eager(.offer(let axis, let length?)) = edit {
                    let size = ScreenEdit.length(length, axis)
                    if session.family.isLazy { lazySize = size } else { eagerSize = size }
                }
                do { try session.apply(edit) } catch { throw CommandError(error) }
            } catch {
                throw LineError(line: number, error: error)
            }
        }
        // The screen is the default one with the shown grid's side set (the sizes the file gave
        // the other grid were applied on the way, so its paddings were checked at its size).
        var model = session.model
        model.screen =
            (session.family.isLazy ? lazySize : eagerSize)?.applied(to: .standard) ?? .standard
        if model != session.model {
            do throws(CommandError) {
                do { try session.apply(.model(.replace(model))) } catch {
                    throw CommandError(error)
                }
            } catch {
                throw LineError(line: lines.last?.number ?? 0, error: error)
            }
        }
        return session.model
    }
}
