import LayoutKernel
import Words

/// Coordinates as SVG attributes: the kernel's two-decimal text, so a picture's geometry and
/// its labels round the same way; a non-finite value (never expected) becomes 0 rather than
/// `∞`, which no SVG reader would accept.
enum SVGNumber {
    /// `value` as an attribute number.
    static func attribute(_ value: Double) -> String {
        value.isFinite ? NumberText.format(value) : "0"
    }
}
