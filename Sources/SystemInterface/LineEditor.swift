import CEditLine

/// The interactive line editor: libedit's native API with history and TAB completion. State
/// reaches libedit's C callbacks through EL_CLIENTDATA, so no globals are needed.
package final class LineEditor {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private var promptBuffer: UnsafeMutablePointer<CChar>
    package let historyPath: String?
    /// What TAB does, given the line up to the cursor (the shell decides).
    package var complete: (String) -> Completed = { _ in .nothing }
    /// Called when the terminal was resized while a line is being edited: redraw at the new width.
    package var resized: () -> Void = {}

    /// The character our reader hands libedit after a resize; bound to `gt-redraw`. It never
    /// comes from the keyboard: in raw mode a typed Ctrl-\ is SIGQUIT, not a character.
    static let resizeKey: Int32 = 0x1C
    /// The character handed to libedit after a suspension, bound to `gt-redisplay` (prompt
    /// and line again). Ctrl-] typed at the prompt does the same, harmlessly.
    static let redisplayKey: Int32 = 0x1D
    /// The terminal's settings before libedit changed them, restored while suspended.
    nonisolated(unsafe) static var cookedMode: System.TerminalMode?

    package init(prompt: String, historyPath: String?) {
        if Self.cookedMode == nil {
            Self.cookedMode = System.TerminalMode.current(System.standardInput)
        }
        editLine = gt_el_init("gridtrainer")
        history = gt_history_init()
        promptBuffer = Self.copy(prompt)
        self.historyPath = historyPath
        gt_history_setsize(history, 1000)
        gt_history_setunique(history, 1)
        if let historyPath {
            let limit = Self.historyFileLimit
            if let problem = System.unreadableFileProblem(historyPath, maxBytes: limit) {
                problems.append(
                    "history not loaded: \(problem); expected a regular file of at most \(limit) "
                        + "bytes"
                )
            } else {
                gt_history_load(history, historyPath)
            }
        }
        gt_el_set_editor(editLine, "emacs")
        // No EL_SIGNAL: libedit would re-send SIGTERM/SIGHUP to the whole process group
        // (`kill(0, sig)`), killing the script that started us. Our own handlers set flags,
        // the character reader below returns, and the shell restores and exits by itself.
        gt_el_set_signal(editLine, 0)
        gt_el_set_history(editLine, history)
        gt_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        gt_el_set_prompt(editLine) { el in
            guard let el, let data = gt_el_get_clientdata(el) else { return nil }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptBuffer
        }
        gt_el_addfn(editLine, "gt-complete", "Complete a GridTrainer word") { el, _ in
            guard let el, let data = gt_el_get_clientdata(el) else { return UInt8(CC_ERROR) }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().completeLine()
        }
        gt_el_bind(editLine, "^I", "gt-complete")
        gt_el_addfn(editLine, "gt-redraw", "Redraw the layout at the terminal's new width") {
            el, _ in
            guard let el, let data = gt_el_get_clientdata(el) else { return UInt8(CC_ERROR) }
            // Without EL_SIGNAL libedit does not see SIGWINCH: tell it the new size first.
            el_resize(el)
            Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().resized()
            return UInt8(CC_REDISPLAY)
        }
        gt_el_bind(editLine, "^\\", "gt-redraw")
        gt_el_addfn(editLine, "gt-redisplay", "Redisplay the prompt and the line") { _, _ in
            UInt8(CC_REDISPLAY)
        }
        gt_el_bind(editLine, "^]", "gt-redisplay")
        gt_el_set_getcfn(editLine) { _, character in
            guard let character else { return -1 }
            return LineEditor.readCharacter(into: character)
        }
        // libedit reads $EDITRC or ~/.editrc by name: the same checks first.
        let home = System.environment("HOME").map { $0 + "/.editrc" }
        let editrc = System.environment("EDITRC") ?? home
        let limit = Self.historyFileLimit
        if let editrc, let problem = System.unreadableFileProblem(editrc, maxBytes: limit) {
            problems.append(
                "editrc not read: \(problem); expected a regular file of at most \(limit) bytes")
        } else {
            el_source(editLine, nil)
        }
    }

    /// The largest history (or editrc) file read: a thousand lines of commands are far less.
    package static let historyFileLimit = 1 << 20
    /// Files not read at start-up, and why, for the shell to say.
    package private(set) var problems: [String] = []

    /// The prompt shown from the next line on.
    package var prompt: String {
        get { String(cString: promptBuffer) }
        set {
            promptBuffer.deallocate()
            promptBuffer = Self.copy(newValue)
        }
    }

    deinit {
        el_end(editLine)
        history_end(history)
        promptBuffer.deallocate()
    }

    /// A NUL-terminated copy of `text` that libedit can keep a pointer to.
    private static func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
        let bytes = Array(text.utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        return buffer
    }

    /// What TAB does to the line: insert text at the cursor, list choices below the line (then
    /// show the prompt and the line again), or nothing (libedit beeps).
    package enum Completed: Equatable {
        case insert(String)
        case list(String)
        case nothing
    }

    package enum Result {
        case line(String)
        case interrupted
        case endOfInput
    }

    package func readLine() -> Result {
        var count: Int32 = 0
        _ = Interrupt.take()
        guard let raw = el_gets(editLine, &count) else {
            return Interrupt.take() ? .interrupted : .endOfInput
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        if !line.allSatisfy(\.isWhitespace) { gt_history_enter(history, line) }
        return .line(line)
    }

    /// libedit's character reader, replaced so that a resize can reach the shell: reads one
    /// UTF-8 character from stdin; on SIGWINCH hands back `resizeKey`; on another signal returns
    /// -1 as the built-in reader does (so Ctrl-C still ends `el_gets`).
    static func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var bytes: [UInt8] = []
        var needed = 1
        while bytes.count < needed {
            switch System.readByte(System.standardInput) {
            case .end: return 0
            case .failed: return -1
            case .interrupted:
                if bytes.isEmpty && Interrupt.suspendRequested {
                    // Ctrl-Z at the prompt: the terminal as the shell left it while stopped,
                    // libedit's mode back after `fg`, and the prompt and line redrawn.
                    Interrupt.suspend(terminal: System.standardInput, cooked: cookedMode)
                    character.pointee = wchar_t(redisplayKey)
                    return 1
                }
                if bytes.isEmpty && Interrupt.takeContinued() {
                    character.pointee = wchar_t(redisplayKey)
                    return 1
                }
                if bytes.isEmpty && Interrupt.takeResize() {
                    character.pointee = wchar_t(resizeKey)
                    return 1
                }
                if Interrupt.interrupted || Interrupt.terminated != 0 {
                    return -1
                }
            case .byte(let byte):
                if bytes.isEmpty {
                    switch byte {
                    case 0xC0...0xDF: needed = 2
                    case 0xE0...0xEF: needed = 3
                    case 0xF0...0xF7: needed = 4
                    default: needed = 1
                    }
                }
                bytes.append(byte)
            }
        }
        let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
        character.pointee = wchar_t(bitPattern: scalar)
        return 1
    }

    /// Saves the history atomically, never through a symlink: see below. Returns why it could
    /// not, for the shell to say (a full disk, `ulimit -f`, a directory not ours).
    package func saveHistory() -> String? {
        guard let historyPath else { return nil }
        let directory = String(
            historyPath[..<(historyPath.lastIndex(of: "/") ?? historyPath.startIndex)])
        let staging =
            directory
            + "/.history.\(System.processID)."
            + "\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        do {
            try System.makeDirectories(directory)
            try System.checkPrivateDirectory(directory)
        } catch {
            return "history not saved: \(error)"
        }
        // libedit opens its file by name: stage it in a fresh, unpredictable name in our own
        // private directory, then read it back and write it atomically over the history file.
        guard gt_history_save(history, staging) >= 0, let fd = try? System.openRegularFile(staging)
        else {
            System.remove(staging)
            return "history not saved: cannot write \(directory)"
        }
        var bytes: [UInt8] = []
        while let chunk = System.read(fd, capacity: 65536) { bytes += chunk }
        System.close(fd)
        System.remove(staging)
        do {
            try System.writeAtomically(bytes, to: historyPath)
        } catch {
            return "history not saved: \(error)"
        }
        return nil
    }

    private func completeLine() -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self), count: length)
        switch complete(String(decoding: bytes, as: UTF8.self)) {
        case .nothing:
            return UInt8(CC_ERROR)
        case .insert(let text):
            el_insertstr(editLine, text)
            return UInt8(CC_REFRESH)
        case .list(let listing):
            System.write(System.standardOutput, Array(("\n" + listing + "\n").utf8))
            return UInt8(CC_REDISPLAY)
        }
    }
}
