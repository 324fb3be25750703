import Foundation

/// Whether the tests run on Linux: `/proc` and `/dev/full` exist only there, so the tests that
/// use them are enabled only here (`scripts/check-portability` checks that they are).
#if os(Linux)
    package let isLinux = true
#else
    package let isLinux = false
#endif

/// The processes whose parent is `pid`: from `/proc` on Linux, from `pgrep -P` elsewhere.
package func childProcesses(of pid: Int32) -> [Int32] {
    #if os(Linux)
        let list = "/proc/\(pid)/task/\(pid)/children"
        let text = (try? String(contentsOfFile: list, encoding: .utf8)) ?? ""
    #else
        let pgrep = URL(fileURLWithPath: "/usr/bin/pgrep")
        let text = (try? ExternalTool.output(pgrep, ["-P", String(pid)])) ?? ""
    #endif
    return text.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
}
