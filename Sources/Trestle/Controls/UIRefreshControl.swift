import Foundation

/// A control that starts a refresh of a scroll view's content when the user pulls the content
/// down past its top: assign it to ``UIScrollView/refreshControl`` (or a table view
/// controller's `refreshControl`) and handle `.valueChanged`.
///
/// The user pulls by dragging the content down at its top — the content follows the finger with
/// UIKit's rubber band — or by turning the wheel up at the top. Once the pull passes
/// ``MetricsProfile/Controls/refreshTriggerDistance`` the control starts refreshing and sends
/// `.valueChanged`, once; when the finger lifts the content settles with the control showing
/// above it, its spinner turning on the host clock, until the app calls ``endRefreshing()``,
/// when the content settles back to its top.
///
/// ``beginRefreshing()`` starts refreshing from code without `.valueChanged`, and, as in UIKit,
/// without scrolling: the control shows when the content is at its top (scroll there with
/// `setContentOffset(_:animated:)` to show it at once).
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is going on.
    public private(set) var isRefreshing = false
    /// The text shown beside the spinner.
    open var attributedTitle: NSAttributedString? { didSet { setNeedsDisplay() } }

    /// The spinner's frames: braille dots turning, one every ``spinnerFrameDuration``.
    static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    static let spinnerFrameDuration: TimeInterval = 0.08
    /// The spinner frame shown.
    var spinnerFrame = 0 { didSet { if spinnerFrame != oldValue { setNeedsDisplay() } } }
    /// How far the finger has moved past the top during the drag going on, before the rubber band.
    var fingerOvershoot: CGFloat = 0
    /// How far the wheel has pulled past the top since it began.
    var wheelPull: CGFloat = 0
    /// The height the control adds to its scroll view's top inset: its height while refreshing,
    /// 0 otherwise.
    private(set) var insetWhileRefreshing: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a refresh control; the scroll view it is given to sizes it.
    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing from code: the control takes its place above the content (the scroll
    /// view's adjusted inset grows by its height) and its spinner turns. Does not send
    /// `.valueChanged`, and does not scroll.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        setRefreshing(true)
    }

    /// Ends the refresh: the spinner stops and, if the control was showing, the content settles
    /// back to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        setRefreshing(false)
    }

    /// The user pulled far enough: refreshing starts and `.valueChanged` goes out.
    func beginRefreshingFromPull() {
        guard !isRefreshing else { return }
        setRefreshing(true)
        sendActions(for: .valueChanged)
    }

    private func setRefreshing(_ refreshing: Bool) {
        isRefreshing = refreshing
        insetWhileRefreshing = refreshing ? metrics.controls.refreshControlHeight : 0
        (superview as? UIScrollView)?.refreshControlInsetDidChange()
        if refreshing { startSpinner() } else { stopSpinner() }
        setNeedsDisplay()
    }

    // MARK: Spinner

    private var spinnerKey: ViewAnimator.AnimationKey {
        ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "spinner")
    }

    /// Turns the spinner on the window's clock while refreshing.
    func startSpinner() {
        guard isRefreshing, let window else { return }
        let start = window.animator.now
        // A long linear animation whose progress is the time since it started.
        let length: TimeInterval = 3_600
        window.animator.add(ViewAnimator.Running(
            start: start, duration: length, curve: .linear,
            apply: { [weak self] progress in
                guard let self else { return }
                let elapsed = Double(progress) * length
                self.spinnerFrame = Int(elapsed / Self.spinnerFrameDuration) % Self.spinnerFrames.count
            },
            completion: { [weak self] finished in
                if finished { self?.startSpinner() }
            },
            key: spinnerKey))
        window.hostNeedsFrame()
    }

    private func stopSpinner() {
        window?.animator.cancel(spinnerKey)
        spinnerFrame = 0
    }

    /// Out of a window nothing advances the spinner: its animation goes with the old window's
    /// clock, and starts again in the new one.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window { window?.animator.cancel(spinnerKey) }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil && isRefreshing { startSpinner() }
    }

    // MARK: Drawing

    /// How far the content is pulled past its top, as shown (0 when it is not).
    var shownPull: CGFloat {
        guard let scrollView = superview as? UIScrollView else { return 0 }
        return max(0, -scrollView.contentInset.top - scrollView.contentOffset.y)
    }

    /// The spinner and title, centred on the control's last line: while refreshing the spinner
    /// turns; while pulled, its frames fill in as the pull nears the trigger distance.
    open override func draw(in context: inout DrawingContext) {
        let trigger = max(1, metrics.controls.refreshTriggerDistance)
        let glyph: Character
        if isRefreshing {
            glyph = Self.spinnerFrames[spinnerFrame]
        } else {
            let shown = min(1, shownPull / trigger)
            guard shown > 0 else { return }
            glyph = shown >= 1 ? "↻" : "↓"
        }
        let title = attributedTitle?.string ?? ""
        let text = title.isEmpty ? String(glyph) : "\(glyph) \(title)"
        let font = UIFont.preferredFont(forTextStyle: .footnote)
        let width = metrics.textWidth(of: text, font: font)
        let lineHeight = metrics.lineHeight(of: font)
        let origin = CGPoint(x: max(0, ((bounds.width - width) / 2).rounded(.down)), y: max(0, bounds.height - lineHeight - ((bounds.height - lineHeight) / 2).rounded(.down)))
        context.text(text, at: origin, font: font, color: tintColor, maxWidth: bounds.width)
    }
}
