let a0 = 1
let a1 = a0 + a0
let a2 = a1 + a1
let a3 = a2 + a2
let r = (-9_000_000_000_000_000_000 as Int)..<(9_000_000_000_000_000_000 as Int)
let m = 4_611_686_018_427_387_904 as Int
func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }
let x: Array<Array<Array<Int>>> = []
let t = a0 > 0 ? a1 > 0 ? 1 : 2 : 3
let g = try try f(2)
#if DEBUG
    #if os(iOS)
        let d = 1
    #endif
#endif
let v = LazyVGrid(columns: [GridItem(.fixed(CGFloat(f(3) + a3 + r.count + m * 2 + -m)))]) {
    ForEach(9_223_372_036_854_773_760..<9_223_372_036_854_774_784) { _ in Color.red }
}
