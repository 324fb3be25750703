/// "Did you mean": the closest known word, by edit distance.
package enum Suggestion {
    /// The closest known word, when it is close enough to be a typo.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else {
            return candidates.first { $0.hasPrefix(word.lowercased()) && word.count >= 2 }
        }
        return best.0
    }

    /// Optimal string alignment distance: a swap of two neighbours ("shwo") counts as one typo.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64))
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
