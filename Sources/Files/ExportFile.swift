import SystemInterface

/// A file `export … to PATH` writes: where the person asked, never through a symlink, readable
/// by others, replaced whole (see `System.writeExport`); refused with a reason in words before
/// anything is created.
package enum ExportFile {
    /// Writes `bytes` to `path`, or says why it cannot.
    package static func write(_ bytes: [UInt8], to path: String) throws(WriteProblem) {
        try System.writeExport(bytes, to: path)
    }
}
