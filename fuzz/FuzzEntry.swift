import LayoutKernel

/// libFuzzer entry: the bytes are a command file, run through the whole command execution
/// (parser, session, kernel, text and JSON rendering). Any crash, trap or hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for json in [false, true] {
        let runner = Runner(session: Session(), json: json, keepGoing: true, columns: { 60 }, out: { _ in }, err: { _ in })
        var source = TextSource(text, name: "fuzz")
        _ = runner.run(&source)
        // Whatever the commands did, the model must still lay out and render.
        let layout = runner.session.layout(tracing: true)
        _ = TextRenderer(columns: 60, style: Style(color: false)).layout(layout, .all)
        _ = JSONRenderer.layout(layout, .all)
        let eager = runner.session.eagerLayout()
        _ = EagerText.render(eager, .all, columns: 20 + size % 80)
        _ = JSONRenderer.eager(eager)
    }
    return 0
}
