import Foundation

extension UITraitCollection {
    /// These traits with the style replaced by `style`; the same collection when `style` is
    /// unspecified or already this collection's.
    func overriding(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(style: style, scale: specifiedDisplayScale, category: preferredContentSizeCategory,
                                 horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }
}

extension UIView {
    /// The light or dark style the view and the views below it use, whatever their window's;
    /// ``UIUserInterfaceStyle/unspecified`` (the default) follows the superview. Changing it tells
    /// the views whose traits change (``traitCollectionDidChange(_:)``) and redraws them.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extras?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            changeTraits { madeExtras.overrideStyle = newValue }
        }
    }

    /// Runs `change` (which alters an override on this view) and tells the views below whose
    /// traits it changed.
    func changeTraits(_ change: () -> Void) {
        let inherited = superview?.traitCollection ?? window?.windowTraits ?? UIScreen.main.traitCollection
        let before = traitCollection
        change()
        if window != nil { tellTraitsChanged(inheritedBefore: inherited, inheritedAfter: inherited, selfBefore: before) }
        setNeedsDisplay()
    }

    /// Tells this view (and its controller) and the views below whose traits differ between the
    /// two inherited collections, applying each view's own override.
    func tellTraitsChanged(inheritedBefore: UITraitCollection, inheritedAfter: UITraitCollection, selfBefore: UITraitCollection? = nil) {
        let style = extras?.effectiveOverrideStyle ?? .unspecified
        let before = selfBefore ?? inheritedBefore.overriding(style)
        let after = inheritedAfter.overriding(style)
        if before != after {
            let saved = UITraitCollection.current
            UITraitCollection.current = after
            owningViewController?.traitsDidChange(from: before, to: after)
            traitCollectionDidChange(before)
            if let registrations = extras?.traitRegistrations {
                for registration in registrations where registration.isTriggered(from: before, to: after) {
                    registration.handler(self, before)
                }
            }
            UITraitCollection.current = saved
            setNeedsLayout()
            setNeedsDisplay()
        }
        for subview in subviews { subview.tellTraitsChanged(inheritedBefore: before, inheritedAfter: after) }
    }
}

extension UIWindow {
    /// The window's traits before any override: the screen's, with size classes from the window's
    /// size where the screen specifies none.
    ///
    /// A height of at least 500 points is the regular vertical class; a width of at least 700
    /// points is the regular horizontal class when the height is regular too, or at least 414
    /// points (a large iPhone held sideways). So an iPhone is compact across upright and compact
    /// down in landscape, where the Plus and Max sizes (and the XR's) turn regular across, as
    /// UIKit gives them; an iPad is regular both ways. The
    /// terminal measures in points as Auto Layout constants do (16 a column, 22 a line): 23 lines
    /// are regular down, and 44 columns by 19 lines regular across.
    var windowTraits: UITraitCollection {
        let screenTraits = screen.traitCollection
        let size = bounds.size
        if let cache = traitsCache, cache.screenTraits === screenTraits, cache.size == size { return cache.traits }
        let scale = screen.metrics.autoLayout.constantScale
        let height = size.height / scale.height
        let tall = height >= 500
        let wide = size.width / scale.width >= 700 && (tall || height >= 414)
        let sizeClasses = UITraitCollection(style: .unspecified, scale: nil, category: .unspecified,
                                            horizontal: wide ? .regular : .compact,
                                            vertical: tall ? .regular : .compact)
        let traits = UITraitCollection(traitsFrom: [sizeClasses, screenTraits])
        traitsCache = (screenTraits, size, traits)
        return traits
    }

    /// Tells the views whose traits changed since they were last told, when the window's traits
    /// changed (the screen's traits, or a size class with the window's size).
    func updateTraitsIfNeeded() {
        let traits = windowTraits
        defer { notifiedTraits = traits }
        guard let before = notifiedTraits, before != traits else { return }
        if before.preferredContentSizeCategory != traits.preferredContentSizeCategory {
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: traits.preferredContentSizeCategory])
        }
        tellTraitsChanged(inheritedBefore: before, inheritedAfter: traits)
    }
}
