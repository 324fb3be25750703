/// A small XML well-formedness check, so the SVG and HTML tests do not depend on xmllint being
/// installed: one root element, tags nested and closed, attributes quoted and not repeated, no
/// raw `<` or stray `&` in text or values, and only known entities.
package enum XMLCheck {
    /// nil when `text` is well-formed, else what is wrong and where.
    package static func problem(_ text: String) -> String? {
        var parser = Parser(Array(text.unicodeScalars))
        return parser.run()
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0
        var stack: [String] = []
        var roots = 0

        init(_ s: [Unicode.Scalar]) { self.s = s }

        func starts(_ prefix: String) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return i + p.count <= s.count && Array(s[i..<(i + p.count)]) == p
        }

        mutating func skip(past end: String) -> Bool {
            while i < s.count {
                if starts(end) {
                    i += end.unicodeScalars.count
                    return true
                }
                i += 1
            }
            return false
        }

        func isNameStart(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || c == "_" || c == ":"
        }
        func isName(_ c: Unicode.Scalar) -> Bool {
            isNameStart(c) || ("0"..."9").contains(c) || c == "-" || c == "."
        }

        mutating func name() -> String? {
            guard i < s.count, isNameStart(s[i]) else { return nil }
            var result = ""
            while i < s.count, isName(s[i]) {
                result.unicodeScalars.append(s[i])
                i += 1
            }
            return result
        }

        mutating func spaces() {
            while i < s.count, [" ", "\n", "\t", "\r"].contains(s[i]) { i += 1 }
        }

        /// `&…;` at i: one of the five named entities or a character reference.
        mutating func entity() -> String? {
            let start = i
            i += 1
            var body = ""
            while i < s.count, s[i] != ";" {
                if body.count > 10 { return "unterminated '&' at \(start)" }
                body.unicodeScalars.append(s[i])
                i += 1
            }
            guard i < s.count else { return "unterminated '&' at \(start)" }
            i += 1
            if ["amp", "lt", "gt", "quot", "apos"].contains(body) { return nil }
            if body.hasPrefix("#x"), UInt32(body.dropFirst(2), radix: 16) != nil { return nil }
            if body.hasPrefix("#"), UInt32(body.dropFirst()) != nil { return nil }
            return "unknown entity &\(body); at \(start)"
        }

        mutating func run() -> String? {
            while i < s.count {
                if starts("<?") {
                    guard skip(past: "?>") else { return "unterminated processing instruction" }
                } else if starts("<!--") {
                    i += 4
                    let start = i
                    guard skip(past: "-->") else { return "unterminated comment" }
                    if String(String.UnicodeScalarView(s[start..<(i - 3)])).contains("--") {
                        return "'--' inside a comment"
                    }
                } else if starts("<![CDATA[") {
                    guard skip(past: "]]>") else { return "unterminated CDATA" }
                } else if starts("<!DOCTYPE") {
                    guard stack.isEmpty, roots == 0, skip(past: ">") else {
                        return "misplaced DOCTYPE"
                    }
                } else if starts("</") {
                    i += 2
                    guard let name = name() else { return "bad end tag at \(i)" }
                    spaces()
                    guard i < s.count, s[i] == ">" else { return "bad end tag </\(name) at \(i)" }
                    i += 1
                    guard stack.last == name else {
                        return "</\(name)> closes <\(stack.last ?? "nothing")>"
                    }
                    stack.removeLast()
                } else if s[i] == "<" {
                    if let problem = startTag() { return problem }
                } else if s[i] == "&" {
                    if let problem = entity() { return problem }
                } else {
                    if stack.isEmpty && ![" ", "\n", "\t", "\r"].contains(s[i]) {
                        return "text outside the root at \(i)"
                    }
                    if starts("]]>") { return "']]>' in text at \(i)" }
                    i += 1
                }
            }
            if !stack.isEmpty { return "unclosed <\(stack.joined(separator: "> <"))>" }
            return roots == 1 ? nil : "\(roots) root elements"
        }

        mutating func startTag() -> String? {
            i += 1
            guard let tag = name() else { return "bad tag name at \(i)" }
            if stack.isEmpty {
                roots += 1
                if roots > 1 { return "second root <\(tag)>" }
            }
            var seen: Set<String> = []
            while true {
                let before = i
                spaces()
                guard i < s.count else { return "unterminated <\(tag)>" }
                if s[i] == ">" {
                    i += 1
                    stack.append(tag)
                    return nil
                }
                if starts("/>") {
                    i += 2
                    return nil
                }
                guard i > before else { return "no space before an attribute in <\(tag)> at \(i)" }
                guard let attribute = name() else { return "bad attribute in <\(tag)> at \(i)" }
                guard seen.insert(attribute).inserted else {
                    return "repeated attribute \(attribute) in <\(tag)>"
                }
                spaces()
                guard i < s.count, s[i] == "=" else {
                    return "attribute \(attribute) without a value"
                }
                i += 1
                spaces()
                guard i < s.count, s[i] == "\"" || s[i] == "'" else {
                    return "unquoted attribute \(attribute)"
                }
                let quote = s[i]
                i += 1
                while i < s.count, s[i] != quote {
                    if s[i] == "<" { return "'<' in attribute \(attribute)" }
                    if s[i] == "&" {
                        if let problem = entity() { return problem }
                    } else {
                        i += 1
                    }
                }
                guard i < s.count else { return "unterminated attribute \(attribute)" }
                i += 1
            }
        }
    }
}
