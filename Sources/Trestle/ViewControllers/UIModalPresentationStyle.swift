import Foundation

/// How a presented view controller covers the screen.
///
/// In the terminal every style shows the presented controller's view over the whole window
/// (there is no room for sheets); the styles differ, as in UIKit, in whether the presenting
/// controller's view stays on screen behind it:
///
/// | Style | Presenter's view | Presenter's appearance methods |
/// |---|---|---|
/// | ``fullScreen`` | removed while presented | `viewWillDisappear`/`viewDidDisappear`, then `viewWillAppear`/`viewDidAppear` on dismissal |
/// | ``pageSheet``, ``formSheet``, ``overFullScreen``, ``automatic`` | kept (shows through where the presented view does not draw) | none |
///
/// - Note: Trestle does not have `currentContext`, `overCurrentContext`, `custom`, `popover`
///   or `none` yet.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's view is removed.
    case fullScreen = 0
    /// A sheet over the presenter (iOS 13+: the presenter stays on screen).
    case pageSheet = 1
    /// A centred sheet over the presenter, which stays on screen.
    case formSheet = 2
    /// The presented view covers the screen; the presenter's view stays behind it.
    case overFullScreen = 5
    /// The system's choice: ``pageSheet`` for most controllers (iOS 13+); alerts use their own.
    case automatic = -2

    /// Whether the presenter's view leaves the screen.
    var removesPresenterView: Bool { self == .fullScreen }
}
