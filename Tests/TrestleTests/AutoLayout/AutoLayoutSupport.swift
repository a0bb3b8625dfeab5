import Foundation
import Testing
import Trestle
import TrestleTesting

/// A root view of `size` in a headless host with `metrics`, laid out.
@MainActor
func makeConstraintRoot(size: CGSize = CGSize(width: 390, height: 600), metrics: MetricsProfile = .iOS) -> (HeadlessHost, UIView) {
    let host = HeadlessHost(size: size, metrics: metrics)
    let root = UIView()
    host.rootView = root
    host.layout()
    return (host, root)
}

/// A view placed by constraints, added to `parent`.
@MainActor
@discardableResult
func constrainedSubview<V: UIView>(_ view: V, of parent: UIView) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// A label placed by constraints.
@MainActor
func constrainedLabel(_ text: String, in parent: UIView, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    return constrainedSubview(label, of: parent)
}

/// Runs `body` and returns the diagnostics it reported.
@MainActor
func diagnostics(_ body: () -> Void) -> [String] {
    let reports = DiagnosticsRecorder()
    TrestleDiagnostics.$handler.withValue(reports.record) { body() }
    return reports.messages
}
