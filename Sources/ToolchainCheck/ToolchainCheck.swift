// Declared by Package.swift only when it found no Swift host libraries (Linux): building this
// target stops the build with the remedy, where a fatalError in the manifest would stop SwiftPM
// (and Xcode) with a crash. The manifest's warning above the error says where it looked.

#if GRIDTRAINER_BAD_SWIFT_HOST_LIBS
    #error(
        """
        GridTrainer: SWIFT_HOST_LIBS does not hold SwiftParser.swiftmodule. Set it to \
        <toolchain>/usr/lib/swift/host (for example /opt/swift/usr/lib/swift/host), or unset it \
        to let the build find the toolchain's own.
        """
    )
#endif

#if GRIDTRAINER_NO_HOST_LIBRARIES
    #error(
        """
        GridTrainer: no Swift toolchain host libraries (SwiftParser, SwiftSyntax) were found. \
        Install a swift.org toolchain (6.3) and put its usr/bin first on PATH, or set \
        SWIFT_HOST_LIBS=<toolchain>/usr/lib/swift/host.
        """
    )
#endif

/// Nothing: the module exists for the `#error`s above.
enum ToolchainCheck {}
