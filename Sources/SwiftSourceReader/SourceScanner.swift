import Words

/// A lexer-level pass over Swift text that skips comments and string literals. It tells the
/// paste reader whether brackets balance, and bounds how deep the syntax tree can get before
/// SwiftParser sees the text: SwiftParser and SwiftSyntax recurse once per nesting level (a
/// 100 000-long `.a.b.c…` chain overflows the stack, `[[[[…]]]]` takes exponential time), so
/// the reader refuses such text with a message instead of crashing or hanging.
package struct SourceScanner: Sendable {
    /// What the scanner is inside of.
    private enum Context: Equatable, Sendable {
        case bracket(Unicode.Scalar)
        /// `\(` inside a string: code until its `)`, then back in the string.
        case interpolation
        case string(hashes: Int, multiline: Bool)
        case blockComment
    }

    /// Deepest bracket nesting allowed ( `(`, `[`, `{`, interpolations and `#if` blocks
    /// together), well inside SwiftParser's own bound (`SwiftSourceReader.parserNestingLimit`).
    package static let bracketLimit = 100
    /// Deepest `[` nesting allowed: SwiftParser's array-or-type lookahead doubles per level.
    package static let squareLimit = 10
    /// Longest path allowed from the outside to the innermost expression: brackets, member
    /// accesses (`.padding()` chains), `else` chains, generic arguments (`Array<Array<…>>`),
    /// function arrows (`Int -> Int -> …`), `?` (ternaries nested in their first branch,
    /// optionals of optionals), prefix keywords (`try try …`, `await`) and `#if` blocks along
    /// the way. Each is a level of SwiftParser's recursion or of the tree; the parse runs on a
    /// stack sized for this bound many times over (see `SwiftSourceReader.parseStack`).
    package static let depthLimit = 800

    private var stack: [Context] = []
    /// Member/else chain length at each bracket level (index 0 is the top level).
    private var runs: [Int] = [0]
    private var runTotal = 0
    private var squares = 0
    /// Open `#if` blocks (`#endif` closes one).
    private var conditionals = 0
    private var atLineStart = true
    private var previous: Unicode.Scalar = "\n"
    /// The 1-based line being scanned.
    private(set) var line = 1
    /// The first bound exceeded, with its line, once any is.
    private(set) var overflow: (line: Int, what: NestedConstruct, limit: Int)?

    /// True when every bracket opened so far is closed and no string or comment is open.
    var isBalanced: Bool { stack.isEmpty }

    /// Scans `text`, which may end in the middle of a line; state carries over to the next call.
    ///
    /// Implementation note: by Unicode scalars, not Characters: everything the scanner looks
    /// for is ASCII, and splitting a project's files into Characters cost a twelfth of `check`.
    package mutating func scan(_ text: Substring) {
        var characters = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let c = pending ?? characters.next() {
            pending = nil
            guard overflow == nil else { return }
            switch stack.last {
            case .blockComment?:
                if c == "*", let next = characters.next() {
                    if next == "/" { stack.removeLast() } else { pending = next }
                } else if c == "/", let next = characters.next() {
                    if next == "*" { stack.append(.blockComment) } else { pending = next }
                }
                if c == "\n" { line += 1 }
            case .string(let hashes, let multiline)?:
                pending = scanString(c, hashes: hashes, multiline: multiline, &characters)
            default:
                pending = scanCode(c, &characters)
            }
            previous = c
        }
    }

    /// One character inside a string literal; returns a character read ahead and not used.
    private mutating func scanString(
        _ c: Unicode.Scalar, hashes: Int, multiline: Bool, _ characters: inout Scalars
    ) -> Unicode.Scalar? {
        switch c {
        case "\n":
            line += 1
            if !multiline { stack.removeLast() }  // an unterminated string ends at the line's end
            return nil
        case "\\":
            var count = 0
            var next = characters.next()
            while next == "#" && count < hashes {
                count += 1
                next = characters.next()
            }
            guard count == hashes else { return next }
            if next == "(" {
                push(.interpolation)
                return nil
            }
            return next == "\n" ? "\n" : nil
        case "\"":
            var quotes = 1
            var next = characters.next()
            while multiline && next == "\"" && quotes < 3 {
                quotes += 1
                next = characters.next()
            }
            guard quotes == (multiline ? 3 : 1) else { return next }
            var count = 0
            while next == "#" && count < hashes {
                count += 1
                next = characters.next()
            }
            if count == hashes { stack.removeLast() }
            return next
        default:
            return nil
        }
    }

    /// One character of code; returns a character read ahead and not used.
    private mutating func scanCode(_ c: Unicode.Scalar, _ characters: inout Scalars)
        -> Unicode.Scalar?
    {
        if c == "\n" {
            line += 1
            atLineStart = true
            return nil
        }
        if c == " " || c == "\t" || c == "\r" { return nil }
        let lineStart = atLineStart
        atLineStart = false
        switch c {
        case "/":
            let next = characters.next()
            if next == "/" {
                while let skipped = characters.next(), skipped != "\n" {}
                line += 1
                atLineStart = true
                return nil
            }
            if next == "*" {
                stack.append(.blockComment)
                return nil
            }
            resetRun()
            return next
        case "#", "\"":
            return scanQuote(c, &characters, lineStart: lineStart)
        case "(", "[", "{":
            if lineStart { resetRun() }
            if c == "[" { squares += 1 }
            push(.bracket(c))
            if c == "[" && squares > Self.squareLimit { fail(.squareBrackets, Self.squareLimit) }
            return nil
        case ")", "]", "}":
            close(c)
            return nil
        case "<":
            deepen()  // a generic argument: one level more
            return nil
        case "?":
            let next = characters.next()
            if next == "?" {
                resetRun()  // `??`: a binary operator, flat like `+`
                return nil
            }
            deepen()  // a ternary or an optional: one level more
            return next
        case "-":
            let next = characters.next()
            if next == ">" {
                deepen()  // a function type's arrow
                return nil
            }
            resetRun()
            return next
        case ".":
            let next = characters.next()
            if let next, Self.isLetter(next) || next == "_" || next == "`" {
                deepen()
            } else if !Self.isNumber(previous) {
                resetRun()
            }
            return next
        default:
            if Self.isLetter(c) || c == "_" {
                return scanWord(c, &characters, lineStart: lineStart)
            }
            if !Self.isNumber(c) { resetRun() }
            return nil
        }
    }

    /// A `#` or `"` in code: the start of a string (its delimiters pushed), or a `#if`-like
    /// word, or `""`; returns a character read ahead and not used.
    private mutating func scanQuote(
        _ c: Unicode.Scalar, _ characters: inout Scalars, lineStart: Bool
    ) -> Unicode.Scalar? {
        var hashes = c == "#" ? 1 : 0
        var next = c == "#" ? characters.next() : "\""
        while next == "#" {
            hashes += 1
            next = characters.next()
        }
        guard next == "\"" else {
            if lineStart { resetRun() }
            return next  // `#if`, `#available`: not a string
        }
        var quotes = 1
        next = characters.next()
        while next == "\"" && quotes < 3 {
            quotes += 1
            next = characters.next()
        }
        if quotes == 2 { return next }  // "" : an empty string
        stack.append(.string(hashes: hashes, multiline: quotes == 3))
        return next
    }

    /// A word in code: `#if` and `#endif` count as blocks, `else` and the prefix keywords as a
    /// level; returns the character read after the word.
    private mutating func scanWord(
        _ c: Unicode.Scalar, _ characters: inout Scalars, lineStart: Bool
    ) -> Unicode.Scalar? {
        // Only short words are keywords: longer ones are not kept.
        var word = String(c)
        var last = c
        var next = characters.next()
        while let n = next, Self.isLetter(n) || Self.isNumber(n) || n == "_" {
            if word.utf8.count <= 8 { word.unicodeScalars.append(n) }
            last = n
            next = characters.next()
        }
        if previous == "#" && word == "if" {
            conditionals += 1
            if stack.count + conditionals > Self.bracketLimit {
                fail(.bracketsAndIfBlocks, Self.bracketLimit)
            }
            deepen()
        } else if previous == "#" && word == "endif" {
            conditionals = max(0, conditionals - 1)
        } else if word == "else" || Self.prefixKeywords.contains(word) {
            deepen()
        } else if lineStart {
            resetRun()
        }
        previous = last
        return next
    }

    private mutating func push(_ context: Context) {
        stack.append(context)
        runs.append(0)
        if stack.count + conditionals > Self.bracketLimit {
            fail(.bracketsAndIfBlocks, Self.bracketLimit)
        }
        if depth > Self.depthLimit { fail(.constructs, Self.depthLimit) }
    }

    /// The path's length now: open brackets and `#if`s plus the chains along the way.
    private var depth: Int { runTotal + stack.count + conditionals }

    /// One more level on the current chain (a member, an `else`, a `<`, an arrow, a keyword).
    private mutating func deepen() {
        runs[runs.count - 1] += 1
        runTotal += 1
        if depth > Self.depthLimit { fail(.constructs, Self.depthLimit) }
    }

    private mutating func close(_ c: Unicode.Scalar) {
        let opening: Unicode.Scalar = c == ")" ? "(" : c == "]" ? "[" : "{"
        switch stack.last {
        case .bracket(opening)?:
            if opening == "[" { squares -= 1 }
            stack.removeLast()
            runTotal -= runs.removeLast()
        case .interpolation? where c == ")":
            stack.removeLast()
            runTotal -= runs.removeLast()
        default:
            break  // an unmatched closer: SwiftParser reports it
        }
    }

    private mutating func resetRun() {
        runTotal -= runs[runs.count - 1]
        runs[runs.count - 1] = 0
    }

    private mutating func fail(_ what: NestedConstruct, _ limit: Int) {
        if overflow == nil { overflow = (line, what, limit) }
    }
}
