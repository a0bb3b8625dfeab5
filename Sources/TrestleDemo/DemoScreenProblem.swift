import Trestle

/// A screen whose data can fail to show: a database that will not open. The one-frame modes
/// (`--snapshot`, `--png`) say so and exit non-zero instead of printing an empty list as if all
/// were well.
@MainActor
public protocol DemoScreenProblem: AnyObject {
    /// Why the screen cannot show its data, or `nil` while it can (or has not yet found out).
    var problem: String? { get }
    /// Whether what the screen started in the background (opening its file, a first read) has
    /// finished, well or not.
    var hasSettled: Bool { get }
}

extension DemoRootViewController {
    /// The problem of the screen on top, if it has one (see ``DemoScreenProblem``).
    public var visibleProblem: String? {
        (navigation.topViewController as? DemoScreenProblem)?.problem
    }

    /// Whether the screen on top has finished what it started in the background; screens that
    /// start nothing have.
    public var visibleScreenHasSettled: Bool {
        (navigation.topViewController as? DemoScreenProblem)?.hasSettled ?? true
    }
}
