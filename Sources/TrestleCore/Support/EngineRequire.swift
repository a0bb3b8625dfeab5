/// Traps with `message` when `condition` is false.
///
/// Engine preconditions use `fatalError` rather than `precondition` so the message is printed in
/// optimised builds too: a developer who hits one should read exactly what was wrong.
@inline(__always)
@usableFromInline
func engineRequire(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() {
        fatalError(message(), file: file, line: line)
    }
}

/// Describes a half-open range for error messages, e.g. `0..<10`.
@usableFromInline
func describeRange(_ count: Int) -> String {
    "0..<\(count)"
}

/// Whether `value` can be used as an extent: finite and not negative.
@inline(__always)
@usableFromInline
func isValidExtent(_ value: Double) -> Bool {
    value.isFinite && value >= 0
}
