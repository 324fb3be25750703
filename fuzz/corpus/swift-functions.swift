import SwiftUI

func width(_ n: Int) -> CGFloat { n <= 0 ? 20 : width(n - 1) + 5 }
func isWide(_ idx: Int, columns cols: Int = 3) -> Bool { (idx / cols) % 2 == 0 }
func items(_ n: Int) -> [GridItem] {
    switch n {
    case 0..<2: return [GridItem()]
    case 2: return [GridItem(.adaptive(minimum: width(3))), GridItem(.fixed(50))]
    default: return Array(repeating: GridItem(.flexible(), spacing: 4), count: n)
    }
}

struct Functions: View {
    let n = 2
    var body: some View {
        LazyVGrid(columns: items(n) + items(1)) {
            ForEach(0...9, id: \.self) { idx in
                if isWide(idx) {
                    Rectangle().frame(width: width(idx), height: 20)
                } else if idx == 7 {
                    Color.clear
                } else {
                    Text("\(idx)")
                }
            }
        }
    }
}
