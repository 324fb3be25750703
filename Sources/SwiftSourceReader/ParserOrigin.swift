/// Where the compiled-in SwiftParser comes from, fixed when the program is built: the manifest
/// defines `GRIDTRAINER_SWIFT_SYNTAX_PACKAGE` when it takes the swift-syntax package (macOS, or
/// `GRIDTRAINER_SWIFT_SYNTAX=package` on Linux), and nothing when it links the toolchain's host
/// libraries. `gridtrainer --version` prints it, so a report names the parser that read the file.
package enum ParserOrigin {
    #if GRIDTRAINER_SWIFT_SYNTAX_PACKAGE
        /// The swift-syntax package; its version marker modules say which release.
        static let isPackage = true
        #if canImport(SwiftSyntax604)
            static let release = "604 or later"
        #elseif canImport(SwiftSyntax603)
            static let release = "603.x"
        #elseif canImport(SwiftSyntax602)
            static let release = "602.x"
        #else
            static let release = "before 602"
        #endif
        package static let description = "the swift-syntax package (\(release))"
    #else
        /// The toolchain's host libraries (`<toolchain>/usr/lib/swift/host`), the parser of the
        /// compiler that built the program.
        static let isPackage = false
        package static let description = "the toolchain's host libraries (Swift \(compiler))"
    #endif

    /// The compiler's version, which is also the host libraries' swift-syntax (6.3: 603).
    static var compiler: String {
        #if compiler(>=6.5)
            "6.5 or later"
        #elseif compiler(>=6.4)
            "6.4"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #elseif compiler(>=6.1)
            "6.1"
        #else
            "6.0"
        #endif
    }
}
