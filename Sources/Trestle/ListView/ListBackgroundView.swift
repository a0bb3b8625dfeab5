import Foundation

/// A list's `backgroundView` — the same on table and collection views: a subview sized to the
/// view's bounds that stays still while the content scrolls over it, behind every cell, header
/// and footer. Apps put an empty state in it ("No Results", a button to retry); it is a real
/// subview, so it lays out and takes touches where no cell covers it.
extension UIScrollView {
    /// Replaces the background view `old` with `new`.
    func replaceListBackgroundView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// After a layout pass: the background covers the bounds (which move as the content
    /// scrolls, so it stays still on screen) and is the back-most subview, behind cells the pass
    /// inserted.
    func keepListBackgroundBehindContent(_ background: UIView?) {
        guard let background, background.superview === self else { return }
        if background.frame != bounds { background.frame = bounds }
        if subviews.first !== background { sendSubviewToBack(background) }
    }
}
