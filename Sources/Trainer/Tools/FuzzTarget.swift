/// The whole command execution as one function of bytes, for libFuzzer (`fuzz/`): the bytes
/// are a command file run through parser, session, kernel, and text and JSON rendering. Any
/// crash, trap or hang is a finding.
public enum FuzzTarget {
    /// Runs `bytes` as a command file, in text and in JSON mode, then renders the model.
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        for json in [false, true] {
            let runner = Runner(json: json, keepGoing: true, columns: { 60 }, out: { _ in }, err: { _ in })
            var source = TextSource(text, name: "fuzz")
            _ = runner.run(&source)
            // Whatever the commands did, the model must still lay out and render.
            let layout = runner.session.current.tracedLayout()
            _ = TextRenderer(columns: 60, style: Style(color: false)).layout(layout, .all)
            _ = JSONRenderer.layout(layout, .all)
            let eager = runner.session.eagerLayout
            _ = EagerText.render(eager, .all, columns: 20 + bytes.count % 80)
            _ = JSONRenderer.eager(eager)
        }
    }
}

extension FuzzTarget {
    /// A regular file's bytes, for replaying a finding; nil when it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        guard let fd = try? System.openRegularFile(path) else { return nil }
        defer { System.close(fd) }
        var bytes: [UInt8] = []
        while let chunk = System.read(fd, capacity: 65536) { bytes += chunk }
        return bytes
    }
}

extension FuzzTarget {
    /// Ends the fuzzing process with libFuzzer's status.
    public static func exit(_ status: Int32) -> Never { System.exit(status) }
}
