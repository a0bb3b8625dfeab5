import Foundation

/// Where Trestle reports misuse: UIKit's exception messages, delivered without crashing.
///
/// UIKit answers programmer errors (dequeuing an unregistered identifier, an out-of-range index
/// path, an invalid batch update) with `NSInternalInconsistencyException` and a precise message.
/// Trestle produces the same message and, by default, reports it here and recovers, leaving the
/// view consistent with its data source. In strict mode — `TRESTLE_STRICT=1` in the environment,
/// or ``$isStrict`` bound for a task — it traps with the same text instead, as UIKit would crash.
///
/// Both the handler and the mode are task-local, so a test can capture the reports of the code it
/// runs without affecting tests running beside it:
///
/// ```swift
/// let reports = DiagnosticsRecorder()
/// TrestleDiagnostics.$handler.withValue(reports.record) {
///     _ = tableView.dequeueReusableCell(withIdentifier: "missing", for: path)
/// }
/// ```
public enum TrestleDiagnostics {
    /// Receives every report. The default writes `Trestle: <message>` to standard error.
    @TaskLocal public static var handler: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("Trestle: \(message)\n".utf8))
    }

    /// Whether misuse traps (UIKit's crash) instead of being reported and recovered from.
    @TaskLocal public static var isStrict: Bool = {
        let value = ProcessInfo.processInfo.environment["TRESTLE_STRICT"] ?? ""
        return !value.isEmpty && value != "0"
    }()

    /// Reports `message`: traps in strict mode, otherwise passes it to the handler.
    public static func report(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
        if isStrict {
            fatalError(message, file: file, line: line)
        }
        handler(message)
    }
}

/// Collects diagnostics reports, for tests.
public final class DiagnosticsRecorder: Sendable {
    private let storage = Storage()

    public init() {}

    /// The reports received, in order.
    public var messages: [String] { storage.messages }

    /// A handler that records into this recorder.
    public var record: @Sendable (String) -> Void {
        let storage = self.storage
        return { storage.append($0) }
    }

    private final class Storage: @unchecked Sendable {
        // Guarded by `lock`.
        private var values: [String] = []
        private let lock = NSLock()

        var messages: [String] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }

        func append(_ message: String) {
            lock.lock()
            values.append(message)
            lock.unlock()
        }
    }
}
