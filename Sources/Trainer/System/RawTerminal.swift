#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in raw mode for the slider: single keys without echo, no line editing, and
/// Ctrl-C, Ctrl-Z and Ctrl-\ as plain characters (so no signal can leave the terminal raw).
/// `restore()` puts back exactly the settings found; the caller restores on every way out.
struct RawTerminal {
    private let fd: Int32
    private let saved: termios

    /// Raw mode on `fd`, or nil when it is not a terminal (or refuses the settings).
    static func enter(_ fd: Int32 = System.standardInput) -> RawTerminal? {
        guard isatty(fd) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
        // One byte at a time, waiting as long as it takes; output processing stays on (\n → \r\n).
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed right after the command line must not be lost.
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        return RawTerminal(fd: fd, saved: saved)
    }

    /// The settings found by `enter`, again (retried after a signal), once the output is out;
    /// what was typed ahead stays for the shell.
    func restore() {
        var settings = saved
        while tcsetattr(fd, TCSADRAIN, &settings) != 0 && errno == EINTR {}
    }
}

extension System {
    /// Whether a byte can be read from `fd` within `milliseconds` (0: only if one is waiting).
    static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    /// The terminal's height in rows, when `fd` is a terminal that knows it.
    static func terminalRows(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Flushes what `print` buffered, before bytes written straight to the terminal.
    static func flushOutput() { fflush(nil) }
}
