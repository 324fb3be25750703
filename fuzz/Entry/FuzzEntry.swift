import Shell

/// libFuzzer's entry point: every input is a command file for `FuzzTarget`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    FuzzTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
    /// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32
#endif

/// The program: under `-DFUZZING` it hands its arguments to libFuzzer's driver; in a plain
/// build it replays the files it is given through the same entry, so a finding can be rerun
/// and debugged without the sanitizer (`swift run gridtrainer-fuzz fuzz/findings/crash-…`).
@main
enum FuzzMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            FuzzTarget.exit(
                runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
        #else
            for path in CommandLine.arguments.dropFirst() {
                guard let bytes = FuzzTarget.contents(of: path) else {
                    print("gridtrainer-fuzz: cannot read \(path)")
                    continue
                }
                bytes.withUnsafeBufferPointer { FuzzTarget.run($0) }
                print("ran \(path) (\(bytes.count) bytes)")
            }
        #endif
    }
}
