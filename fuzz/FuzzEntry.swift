import Trainer

/// libFuzzer's entry point: every input is a command file for `FuzzTarget`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if !FUZZING
    /// Without libFuzzer (a plain `swift build`): replays the files named on the command line
    /// through the same entry, so a finding can be rerun and debugged without the sanitizer.
    @main
    enum Replay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let bytes = FuzzTarget.contents(of: path) else {
                    print("gridtrainer-fuzz: cannot read \(path)")
                    continue
                }
                bytes.withUnsafeBufferPointer { FuzzTarget.run($0) }
                print("ran \(path) (\(bytes.count) bytes)")
            }
        }
    }
#endif
