import Foundation

/// The accessories' views and the cell's layout around them.
extension UICollectionViewListCell {
    /// The geometry of a list cell of some size: where each shown accessory is and where the
    /// content view goes.
    struct AccessoryLayout {
        /// The frame of each accessory in ``UICollectionViewListCell/accessories``; `nil` for
        /// one not displayed in the cell's editing state.
        var accessoryFrames: [CGRect?]
        /// The content view's frame: between the leading and the trailing accessories, moved
        /// over by the indentation.
        var contentFrame: CGRect

        /// The leading accessories follow one another without overlapping, so do the trailing
        /// ones, and the content starts after the last leading accessory and ends before the
        /// first trailing one (when the cell is wide enough for it to have any width).
        func checkInvariants(leading: [Int], trailing: [Int]) {
            for group in [leading, trailing] {
                let frames = group.compactMap { accessoryFrames[$0] }
                precondition(frames.count == group.count, "AccessoryLayout: a displayed accessory has no frame")
                for (left, right) in zip(frames, frames.dropFirst()) {
                    precondition(left.maxX <= right.minX, "AccessoryLayout: accessories overlap: \(left) and \(right)")
                }
            }
            precondition(contentFrame.width >= 0, "AccessoryLayout: negative content width in \(contentFrame)")
            if let last = leading.last.flatMap({ accessoryFrames[$0] }) {
                precondition(contentFrame.minX >= last.maxX, "AccessoryLayout: the content at \(contentFrame) starts before the leading accessory at \(last) ends")
            }
            if contentFrame.width > 0, let first = trailing.first.flatMap({ accessoryFrames[$0] }) {
                precondition(contentFrame.maxX <= first.minX, "AccessoryLayout: the content at \(contentFrame) runs into the trailing accessory at \(first)")
            }
        }
    }

    /// Lays the accessories out in `fullBounds` for the editing state `isEditing`.
    ///
    /// Leading accessories go left to right from the leading margin, each in its layout width
    /// and ``MetricsProfile/ListCell/accessorySpacing`` apart; trailing ones right to left from
    /// the trailing margin. The content starts where the leading accessories end (at the
    /// cell's edge when there are none — the content's own margins keep its text off the edge)
    /// and ends where the trailing ones begin. The indentation moves the content, and the
    /// leading accessories too while ``indentsAccessories``. The collection view's section
    /// index takes ``sectionIndexInset`` off the trailing edge first.
    func accessoryLayout(in fullBounds: CGRect, isEditing: Bool) -> AccessoryLayout {
        let metrics = self.metrics
        let bounds = CGRect(x: fullBounds.minX, y: fullBounds.minY,
                            width: max(0, fullBounds.width - sectionIndexInset), height: fullBounds.height)
        let margin = metrics.cellHorizontalMargin
        let spacing = metrics.listCell.accessorySpacing
        let indent = (CGFloat(indentationLevel) * indentationWidth * metrics.cellIndentationScale).rounded(.down)
        var frames = [CGRect?](repeating: nil, count: accessories.count)
        let shown = accessories.indices
            .filter { accessories[$0].displayedState.isDisplayed(whenEditing: isEditing) }
            .sorted { accessories[$0].placementRank(index: $0) < accessories[$1].placementRank(index: $1) }
        let width = { (index: Int) in self.accessories[index].layoutWidth(metrics: metrics, containerSize: bounds.size) }

        let leading = shown.filter { accessories[$0].placement == .leading }
        let trailing = shown.filter { accessories[$0].placement == .trailing }
        var x = bounds.minX + margin + (indentsAccessories ? indent : 0)
        for index in leading {
            frames[index] = CGRect(x: x, y: bounds.minY, width: width(index), height: bounds.height)
            x += width(index) + spacing
        }
        let leadingEnd = leading.last.flatMap { frames[$0]?.maxX } ?? bounds.minX
        let contentMinX = leadingEnd + (leading.isEmpty || !indentsAccessories ? indent : 0)

        var trailingX = bounds.maxX - margin
        for index in trailing.reversed() {
            trailingX -= width(index)
            frames[index] = CGRect(x: trailingX, y: bounds.minY, width: width(index), height: bounds.height)
            trailingX -= spacing
        }
        let trailingStart = trailing.first.flatMap { frames[$0]?.minX } ?? bounds.maxX
        let content = CGRect(x: contentMinX, y: bounds.minY, width: max(0, trailingStart - contentMinX), height: bounds.height)
        let layout = AccessoryLayout(accessoryFrames: frames, contentFrame: content)
        #if TRESTLE_INTERNAL_CHECKS
        layout.checkInvariants(leading: leading, trailing: trailing)
        #endif
        return layout
    }

    /// The accessories changed: views are made for new system accessories (reused for ones of
    /// the same kind at the same index), custom views are added and removed, and the cell is
    /// laid out again.
    func accessoriesDidChange() {
        var views: [CellAccessoryView?] = []
        for (index, accessory) in accessories.enumerated() {
            if case .customView = accessory.kind {
                views.append(nil)
                continue
            }
            let existing = index < accessoryViews.count ? accessoryViews[index] : nil
            let view: CellAccessoryView
            if let existing, existing.accessory.accessoryType == accessory.accessoryType {
                existing.accessory = accessory
                view = existing
            } else {
                existing?.removeFromSuperview()
                view = CellAccessoryView(accessory: accessory)
                addSubview(view)
            }
            view.onTap = { [weak self] in self?.accessoryTapped(at: index) }
            views.append(view)
        }
        for view in accessoryViews.dropFirst(accessories.count) { view?.removeFromSuperview() }
        accessoryViews = views

        let customViews = accessories.compactMap { accessory -> UIView? in
            guard case .customView(let configuration) = accessory.kind else { return nil }
            return configuration.customView
        }
        for view in customAccessoryViews where !customViews.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        for view in customViews where view.superview !== self { addSubview(view) }
        customAccessoryViews = customViews
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Places the content view and the accessories' views for the cell's bounds and editing state.
    func layOutAccessoriesAndContent() {
        let layout = accessoryLayout(in: boundsBesideSwipeActions, isEditing: isEditingInList)
        contentView.frame = layout.contentFrame
        configuredContentView?.frame = contentView.bounds
        for (index, accessory) in accessories.enumerated() {
            let frame = layout.accessoryFrames[index]
            // Hidden accessories keep their place but show nothing and do nothing (UIKit).
            let visible = frame != nil && !accessory.isHidden
            if let view = accessoryViews[index] {
                view.isHidden = !visible
                view.frame = frame ?? .zero
            } else if case .customView(let configuration) = accessory.kind {
                let view = configuration.customView
                view.isHidden = !visible
                if let tint = configuration.tintColor { view.tintColor = tint }
                guard let frame else { continue }
                // The view keeps its height (or its fitting height), centred on the row, and
                // is centred in the width reserved for it.
                let size = configuration.maintainsFixedSize ? view.frame.size : view.sizeThatFits(bounds.size)
                let width = min(size.width, frame.width), height = min(size.height, frame.height)
                view.frame = CGRect(x: frame.minX + ((frame.width - width) / 2).rounded(.down),
                                    y: frame.minY + ((frame.height - height) / 2).rounded(.down), width: width, height: height)
            }
        }
    }

    /// The size that fits the configured content at the width the accessories leave it, at
    /// least as tall as a standard row; `nil` without a content configuration.
    func fittingSize(_ size: CGSize) -> CGSize? {
        guard let configuredContentView else { return nil }
        let layout = accessoryLayout(in: CGRect(origin: .zero, size: size), isEditing: isEditingInList)
        let content = configuredContentView.sizeThatFits(CGSize(width: layout.contentFrame.width, height: size.height))
        return CGSize(width: size.width, height: max(metrics.rowHeight, content.height))
    }

    // MARK: Hit testing

    /// The view of a displayed, visible outline disclosure of the `.header` style.
    var headerDisclosureView: CellAccessoryView? {
        for (index, accessory) in accessories.enumerated() where accessory.isHeaderOutlineDisclosure(cellIsHeader: isListSectionHeader) {
            if let view = accessoryViews[index], !view.isHidden, view.superview === self { return view }
        }
        return nil
    }

    // MARK: Frames

    /// Where the accessory of type `type` is, in the cell's coordinates, while it shows (laid
    /// out, displayed in the editing state and not hidden); `nil` otherwise.
    package func frame(ofAccessory type: UICellAccessory.AccessoryType) -> CGRect? {
        layoutIfNeeded()
        for (index, accessory) in accessories.enumerated() where accessory.accessoryType == type {
            if let view = accessoryViews[index], !view.isHidden { return view.frame }
            if case .customView(let configuration) = accessory.kind, !configuration.customView.isHidden {
                return configuration.customView.frame
            }
        }
        return nil
    }

    /// Where the reorder grip is, in the cell's coordinates, while it shows: where a drag that
    /// moves the item starts.
    package var reorderControlFrame: CGRect? { frame(ofAccessory: .reorder) }

    /// Where the cell's separator starts, from its leading edge: the leading edge of its text
    /// (UIKit's `separatorLayoutGuide` follows the text of a list content configuration), or of
    /// the content view for other content.
    package var separatorLeadingInset: CGFloat {
        layoutIfNeeded()
        let textInset = (configuredContentView as? UIListContentView)?.textLeadingInset ?? 0
        return contentView.frame.minX + textInset
    }

    // MARK: Taps

    /// Acts as a tap on the displayed delete accessory, from the keyboard: its handler, or the
    /// trailing swipe actions with the first one pointed at.
    func tapDeleteAccessoryFromKeyboard() {
        guard let index = accessories.firstIndex(where: { $0.accessoryType == .delete }) else { return }
        if case .delete(_, nil) = accessories[index].kind {
            (superview as? UICollectionView)?.revealSwipeActionsForDeleteAccessory(of: self, fromKeyboard: true)
        } else {
            accessoryTapped(at: index)
        }
    }

    /// The accessory at `index` was tapped.
    func accessoryTapped(at index: Int) {
        guard index < accessories.count, let action = accessories[index].tapAction else { return }
        switch action {
        case .handler(let handler):
            if let handler {
                handler()
            } else if case .delete = accessories[index].kind {
                // Without a handler a delete control reveals the trailing swipe actions (UIKit).
                (superview as? UICollectionView)?.revealSwipeActionsForDeleteAccessory(of: self)
            }
        case .toggleExpansion:
            toggleExpansionThroughDataSource()
        }
    }
}
