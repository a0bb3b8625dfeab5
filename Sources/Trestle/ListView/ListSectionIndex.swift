import Foundation

/// A list's section index as its view owns it — the same on table and collection views: the
/// titles its data source gave, the ``SectionIndexView`` that shows them once there were any, and
/// the width the index takes at the trailing edge (0 while it is not shown).
///
/// The view decides when the index shows and what a title leads to; this type places the index
/// and finds the title Alt-↓ and Alt-↑ go to.
@MainActor
struct ListSectionIndex {
    /// The titles loaded from the data source.
    private(set) var titles: [String] = []
    /// The index, once there were titles.
    private(set) var view: SectionIndexView?
    /// The width the index takes from the content at the trailing edge (0 when it is not shown).
    private(set) var width: CGFloat = 0

    /// Takes `titles`, making the index with `makeView` the first time there are any.
    mutating func load(_ titles: [String], makeView: () -> SectionIndexView) {
        self.titles = titles
        if !titles.isEmpty && view == nil { view = makeView() }
        view?.titles = titles
    }

    /// Sets the width the index takes: its titles' width when `shows`, else 0. Returns whether
    /// it changed (the content then makes room again).
    mutating func updateWidth(shows: Bool, metrics: MetricsProfile) -> Bool {
        let width = shows && !titles.isEmpty ? SectionIndexView.width(for: titles, metrics: metrics) : 0
        guard width != self.width else { return false }
        self.width = width
        return true
    }

    /// After a layout pass: the index stands at `scrollView`'s trailing edge, within its content
    /// insets, still while the content scrolls, above every other subview; without a width it
    /// leaves.
    func place(in scrollView: UIScrollView) {
        // The vertical indicator runs just before the index.
        scrollView.verticalIndicatorTrailingInset = width
        guard let view else { return }
        guard width > 0 else {
            if view.superview != nil { view.removeFromSuperview() }
            return
        }
        let bounds = scrollView.bounds, inset = scrollView.adjustedContentInset
        let frame = CGRect(x: bounds.maxX - width, y: bounds.minY + inset.top,
                           width: width, height: max(0, bounds.height - inset.top - inset.bottom))
        if view.superview !== scrollView {
            scrollView.addSubview(view)
        } else if scrollView.subviews.last !== view {
            scrollView.bringSubviewToFront(view)
        }
        if view.frame != frame { view.frame = frame }
    }

    /// Whether `key` is Alt-↓ (`true`: the next title) or Alt-↑ (`false`: the previous one);
    /// `nil` for any other key, or while the index is not shown.
    func jumpDirection(of key: UIKey) -> Bool? {
        guard width > 0, key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]) == .alternate else { return nil }
        switch key.keyCode {
        case .keyboardDownArrow: return true
        case .keyboardUpArrow: return false
        default: return nil
        }
    }

    /// The title Alt-↓ (`forward`) or Alt-↑ goes to, given where each title leads (`nil`: nowhere)
    /// in title order, and where the top of the visible area is: `current`, at its very start or
    /// part-way through it. Forward, the first title leading past `current`; back, the last one
    /// leading before it — or to it, when the top is part-way through it (Alt-↑ first goes back
    /// to the start of what is at the top, as a page key does).
    static func titleToJump<Target: Comparable>(to targets: [Target?], from current: Target, atStart: Bool, forward: Bool) -> Int? {
        if forward {
            return targets.indices.first { targets[$0].map { $0 > current } ?? false }
        }
        return targets.indices.last { targets[$0].map { $0 < current || $0 == current && !atStart } ?? false }
    }
}
