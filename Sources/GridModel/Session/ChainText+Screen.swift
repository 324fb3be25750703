import LayoutKernel
import Words

extension ChainText {
    /// The header for `screen`: `screen 390 → .padding() → 358 offered` (the words live in
    /// `Words`, which knows no `Screen`).
    package static func header(
        screen: Screen, chain: ContainerChain, offered: Double, axis: GridAxis = .vertical
    ) -> String {
        header(screenWords: screen.words(along: axis), chain: chain, offered: offered, axis: axis)
    }
}
