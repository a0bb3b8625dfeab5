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
        internalCheckFailed(message(), file: file, line: line)
    }
}

/// Where a broken internal rule goes: a trap with its message, unless a task has bound
/// ``InternalChecks/failureRecorder``.
package enum InternalChecks {
    /// Receives a broken rule instead of a trap, for the task it is bound in. The project's chaos
    /// tests bind it so that a failure stops their run and is shrunk to a minimal sequence of steps
    /// instead of ending the test process; nothing else should, since the code goes on past the
    /// broken rule.
    @TaskLocal package static var failureRecorder: (@Sendable (String) -> Void)?
}

/// Traps with `message` — or hands it to ``InternalChecks/failureRecorder`` when one is bound.
package func internalCheckFailed(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
    if let recorder = InternalChecks.failureRecorder {
        recorder("\(file):\(line): \(message)")
    } else {
        fatalError(message, file: file, line: line)
    }
}

/// ``internalCheckFailed(_:file:line:)`` when `condition` is false: the views' consistency checks.
package func internalCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                           file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { internalCheckFailed(message(), file: file, line: line) }
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
