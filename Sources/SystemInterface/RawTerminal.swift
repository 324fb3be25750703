#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched to reading single keys: no line buffering, no echo, and Ctrl-C, Ctrl-Z
/// and Ctrl-S arriving as bytes rather than signals (so a presenter can treat Ctrl-C as "leave"
/// and still restore everything). Output processing stays on, so `\n` still starts a new line.
/// The saved settings are put back by `restore()`; callers do that on every way out (a `defer`
/// around the key loop, which also runs when SIGTERM ends the loop through `Interrupt`).
package final class RawTerminal {
    package let fd: Int32
    private var saved = termios()
    private(set) var isRaw = false

    /// Switches `fd` to raw keys; nil when it is not a terminal or its settings cannot be read.
    package init?(fd: Int32 = System.standardInput) {
        self.fd = fd
        guard isatty(fd) == 1, tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
        // One byte at a time, waiting for it: a key loop blocks in read() until a key or a signal.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed right after the command line must not be lost.
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        isRaw = true
    }

    /// Ctrl-Z: the terminal as it was before raw mode (and the cursor shown) while stopped, raw
    /// again after `fg`; the caller redraws.
    package func suspend() {
        guard isRaw else { return }
        Interrupt.suspend(terminal: fd, cooked: System.TerminalMode(saved))
    }

    /// Puts the terminal back as it was; safe to call more than once.
    package func restore() {
        guard isRaw else { return }
        // Once the output is out (TCSADRAIN); what was typed ahead stays for the shell.
        while tcsetattr(fd, TCSADRAIN, &saved) != 0 && errno == EINTR {}
        isRaw = false
    }

    deinit { restore() }

    /// Whether a byte can be read within `milliseconds` (to tell a lone Esc from the start of
    /// an arrow key's escape sequence, which arrives all at once).
    package func hasInput(within milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        // A signal (EINTR) counts as no byte: the Esc is then taken as the Esc key.
        return poll(&entry, 1, milliseconds) > 0
    }
}

extension System {
    /// A terminal's settings, saved to be put back.
    package struct TerminalMode {
        fileprivate var settings: termios
        fileprivate init(_ settings: termios) { self.settings = settings }

        /// `fd`'s settings now, nil when it is not a terminal.
        package static func current(_ fd: Int32) -> TerminalMode? {
            var settings = termios()
            return tcgetattr(fd, &settings) == 0 ? TerminalMode(settings) : nil
        }

        /// Makes them `fd`'s settings again, once what was written is out.
        package func apply(to fd: Int32) {
            var settings = self.settings
            while tcsetattr(fd, TCSADRAIN, &settings) != 0 && errno == EINTR {}
        }
    }

    static let suspendSignal = SIGTSTP
    static let continueSignal = SIGCONT

    /// Stops this process with SIGTSTP's default action, `fd` set to `cooked` and the cursor
    /// shown meanwhile, and puts `fd`'s settings back when continued (`fg`).
    package static func suspend(terminal fd: Int32, cooked: TerminalMode?) {
        let resumed = TerminalMode.current(fd)
        write(fd == standardInput ? standardOutput : fd, Array("\u{1B}[?25h".utf8))
        cooked?.apply(to: fd)
        signal(SIGTSTP, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(SIGTSTP)  // stopped here until SIGCONT
        resumed?.apply(to: fd)
    }

    /// The terminal's height in rows, when `fd` is a terminal that knows it.
    package static func terminalRows(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Flushes what `print` buffered, before bytes written straight to the terminal.
    package static func flushOutput() { fflush(nil) }
}
