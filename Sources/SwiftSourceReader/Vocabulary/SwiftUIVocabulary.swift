import GridModel
import LayoutKernel

/// Every SwiftUI name the reader knows (and the few Swift and Core Graphics names it
/// evaluates), declared once with what the reader does with it: how a view sizes as a cell,
/// what a container offers the grid inside it, what a view builder makes of it, which
/// modifiers the model holds, which types' members are plain names, which calls are built in.
/// The readers ask this table; no other file of the reader spells one of these names
/// (`SwiftUIVocabularyTests` reads the sources to keep it so).
enum SwiftUIVocabulary {
    /// One name and everything the reader does with it.
    struct Entry: Sendable {
        let name: String
        let facets: [Facet]

        init(_ name: String, _ facets: Facet...) {
            self.name = name
            self.facets = facets
        }
    }

    /// One thing the reader does with a name. A name may have several (`Color` is a view that
    /// fills its slot, a type whose members are names, and a type of the platform).
    enum Facet: Sendable, Equatable {
        /// A grid the reader imports.
        case grid(GridFamily)
        /// A view, and how the reader sizes it as a cell's content.
        case view(ViewSizing)
        /// A view that may hold the grid, and what it offers it.
        case container(ContainerUse)
        /// A view a view builder opens up instead of keeping as one view.
        case builds(BuilderUse)
        /// An eager `Grid`'s row.
        case gridRow
        /// A view that stands upright in a `GridRow`, which lays its cells out as an `HStack`
        /// does (a `Divider`).
        case uprightInGridRow
        /// A view whose content closure's parameter is a proxy the running app gives
        /// (`geometry` of `GeometryReader { geometry in … }`).
        case givesProxy
        /// A modifier, and what the reader does with it.
        case modifier(ModifierUse)
        /// A type whose members are names, not values to look up (`Color.red`,
        /// `Alignment.leading`); `nestedSets` when a nested type's members are too
        /// (`Edge.Set.horizontal`).
        case memberNames(nestedSets: Bool)
        /// A type of Swift's numbers: its members (`CGFloat.infinity`) and values of it.
        case number(SourceValue.NumberKind)
        /// A value type the reader builds itself, never an instance of a project's type.
        case valueType
        /// A type of Swift or Apple's frameworks: no project declares it.
        case platform
        /// A property wrapper, and where its value comes from.
        case wrapper(WrapperUse)
        /// A call the reader evaluates itself.
        case builtin(Builtin)
        /// A number's constant member (`.infinity`, `.pi`).
        case constant(Double)
        /// `Int.max`.
        case largestInteger
        /// A text style's size in points at iOS's default Dynamic Type size.
        case textStyle(points: Double)
        /// The property SwiftUI reads a view's content from.
        case viewBody
        /// `Font.system(…)`: a text style or a size in points.
        case systemFont
        /// The module's own name (`SwiftUI.LazyVGrid`).
        case module
        /// The initializer's name in `Type.init(…)` and `.init(…)`.
        case initializer
        /// `Type.init(…)` is read as the type's own call (`GridItem.init(.flexible())`).
        case initSpelling
        /// A type whose members are `GridItem`'s sizes (`GridItem.Size.fixed(40)`).
        case itemSizes
    }

    /// How a view sizes as a cell's content.
    enum ViewSizing: Sendable, Equatable {
        /// Takes every point offered: shapes, `Color`, gradients.
        case fills
        /// Fills as a cell; in an eager `Grid`'s row, the model's spacer.
        case spacer
        /// A form control: the width offered at a guessed height; `needsValue` when only the
        /// form with a `value:` argument is one (`ProgressView(value:)`; `ProgressView()` spins).
        case formControl(height: Double, needsValue: Bool)
        /// Text: estimated from its characters in an eager `Grid`.
        case text
        /// A stack: its one child's size.
        case oneChild
        /// A control drawn as its label (`Button`, `NavigationLink`).
        case label
        /// A view whose own size the source does not tell.
        case unknown
    }

    /// What a container offers the grid inside it.
    enum ContainerUse: Sendable, Equatable {
        /// Its whole size.
        case offersFullSize
        /// Its whole size, though views beside the grid along `along` would share it.
        case stacks(along: GridAxis)
        /// Its whole size along the axes it does not scroll (`ScrollView`).
        case scrolls
    }

    /// What a view builder makes of a view.
    enum BuilderUse: Sendable, Equatable {
        /// A view per element of its data (`ForEach`).
        case repeatsContent
        /// Its content's views in its place (`Group`, `Section`); `modifiersReachEach` when
        /// its modifiers apply to each of them (a `Group`'s do, a `Section`'s do not).
        case flattens(modifiersReachEach: Bool)
    }

    /// What the reader does with a modifier.
    enum ModifierUse: Sendable, Equatable {
        /// `.frame`: a step of the container chain, a cell's size.
        case frame
        /// `.padding`: a step of the container chain, added to a cell's size.
        case padding
        /// `.fixedSize`: read around an eager `Grid` (its unspecified offers).
        case fixedSize
        /// One of the eager `Grid`'s cell modifiers.
        case gridCell(GridCellModifier)
        /// `.layoutPriority`: modelled in an eager `Grid`; a lazy grid's cells ignore it.
        case layoutPriority
        /// `.id`, `.tag`: no effect on layout, nothing to say.
        case identity
        /// `.font`: read for a text estimate; otherwise not modelled.
        case font

        /// Whether the model always holds it (so it is never listed as not modelled).
        var isModelled: Bool {
            switch self {
            case .frame, .padding, .gridCell, .identity: true
            case .fixedSize, .layoutPriority, .font: false
            }
        }

        /// Whether a cell's size passes it by without a mention (it places or names a cell).
        var isSilentInCells: Bool {
            switch self {
            case .gridCell, .identity: true
            case .frame, .padding, .fixedSize, .layoutPriority, .font: false
            }
        }
    }

    /// The eager `Grid`'s cell modifiers.
    enum GridCellModifier: Sendable, Equatable {
        case columns, anchor, columnAlignment, unsizedAxes
    }

    /// Where a property wrapper's value comes from.
    enum WrapperUse: Sendable, Equatable {
        /// `@State`: its initial value is used (said in a note).
        case initialValue
        /// `@Binding`, `@Environment`…: from outside the source.
        case fromOutside
    }

    /// The calls the reader evaluates itself.
    enum Builtin: Sendable, Equatable {
        /// `CGFloat(x)`, `Int(x)`: a number converted.
        case conversion(SourceValue.NumberKind)
        /// `sqrt(x)`, `cos(x)`: a function of one number.
        case function(OneNumber)
        /// `min(a, b)`, `pow(a, b)`: a function of two numbers.
        case pair(TwoNumbers)
        case cgSize
        case edgeInsets
        /// `Alignment(horizontal:vertical:)`.
        case alignment
        /// `Array(repeating:count:)`, `Array(1...9)`, `[GridItem](repeating:count:)`.
        case array
        case gridItem
        /// `GridItem.Size`'s cases: `.fixed`, `.flexible`, `.adaptive`.
        case itemSize(ItemSize)
        /// `.init(…)` where the type is inferred: an array, a size, insets, an alignment or
        /// a `GridItem`, told by its labels.
        case inferredInit
        /// `UnitPoint(x:y:)`: read by the eager importer as an anchor, not evaluated.
        case unitPoint
    }

    /// The functions of one number the reader evaluates.
    enum OneNumber: Sendable, Equatable {
        case cos, sin, tan, sqrt, abs, floor, ceil, round
    }

    /// `GridItem.Size`'s three cases.
    enum ItemSize: Sendable, Equatable {
        case fixed, flexible, adaptive
    }

    /// The functions of two numbers the reader evaluates.
    enum TwoNumbers: Sendable, Equatable {
        case min, max, pow
    }
}
