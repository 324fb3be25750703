#if canImport(Glibc)
    import Glibc
#endif

/// Facts about the terminal the trainer runs in.
enum Terminal {
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The diagram width: `--columns`, else the terminal's, else `$COLUMNS`, else 80.
    static func columns(option: Int?) -> Int {
        if let option { return option }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col >= 20 { return Int(size.ws_col) }
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let value = Int(text), (20...1000).contains(value) { return value }
        return 80
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
