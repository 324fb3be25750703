#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's math for the Swift source reader's `cos sin tan pow`: the standard library
/// has no trigonometry, and only this folder imports the C library.
extension System {
    package static func cos(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.cos(x)
        #else
            Darwin.cos(x)
        #endif
    }

    package static func sin(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.sin(x)
        #else
            Darwin.sin(x)
        #endif
    }

    package static func tan(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.tan(x)
        #else
            Darwin.tan(x)
        #endif
    }

    package static func pow(_ x: Double, _ y: Double) -> Double {
        #if canImport(Glibc)
            Glibc.pow(x, y)
        #else
            Darwin.pow(x, y)
        #endif
    }
}
