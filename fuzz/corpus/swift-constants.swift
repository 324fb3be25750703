import SwiftUI

let base: CGFloat = 40
let a1 = base + base
let a2 = a1 + a1
let count: Int = 3 * 2 - 1
let spacing = CGFloat(count % 4) * 2.5
let big = 4_611_686_018_427_387_904 as Int
let columns =
    Array(repeating: GridItem(.fixed(a2 / 4), spacing: spacing), count: count) + [
        GridItem(.flexible(minimum: 10))
    ]

struct Constants: View {
    var body: some View {
        LazyVGrid(columns: columns, spacing: -spacing + 12) {
            ForEach(0..<(count * 4)) { idx in
                Color.red.frame(width: idx % 2 == 0 ? base : base / 2, height: 30)
            }
        }
        .padding(.horizontal, Int(spacing) > 2 ? 8 : 16)
    }
}
