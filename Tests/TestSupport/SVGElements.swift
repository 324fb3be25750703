import Foundation

/// A crude reader of the flat SVG the renderer writes (no nesting inside the elements read).
package enum SVGElements {
    package struct Element {
        package var attributes: [String: String]
        package var content: String
    }

    package static func all(_ tag: String, in svg: String) -> [Element] {
        var result: [Element] = []
        for piece in svg.components(separatedBy: "<\(tag) ").dropFirst() {
            guard let close = piece.firstIndex(of: ">") else { continue }
            let head = String(piece[..<close])
            var content = ""
            if !head.hasSuffix("/"), let end = piece.range(of: "</\(tag)>") {
                content = decode(String(piece[piece.index(after: close)..<end.lowerBound]))
            }
            result.append(Element(attributes: attributes(head), content: content))
        }
        return result
    }

    package static func attributes(_ head: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(head)
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
            let afterQuote =
                rest.index(equals, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex
            guard let end = rest[afterQuote...].firstIndex(of: "\"") else { break }
            result[name] = decode(String(rest[afterQuote..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return result
    }

    package static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                of: "&#39;", with: "'"
            )
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The four numbers of the root's viewBox.
    package static func viewBox(_ svg: String) -> [Double] {
        guard let root = all("svg", in: svg).first, let box = root.attributes["viewBox"] else {
            return []
        }
        return box.split(separator: " ").compactMap { Double($0) }
    }
}
