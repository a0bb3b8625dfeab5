import Foundation
import TrestleCore

/// A view that presents items in sections, placed by a layout object, creating cells only for
/// the items on screen.
///
/// The collection view owns the list machinery a table owns (see <doc:ListMachinery>): a reuse
/// registry for cells and each supplementary kind, the visible items and their cells, batch
/// updates with UIKit's validation, a selection that follows its items, and the phase that keeps
/// reloads out of layout passes. What it places where comes from its ``collectionViewLayout`` —
/// a ``UICollectionViewFlowLayout`` (backed by the engine's `FlowGeometry`, which lays out a
/// million items without visiting them) or a custom ``UICollectionViewLayout`` subclass.
///
/// Behaviour follows UIKit (see each member's documentation); where Swift cannot express an
/// Objective-C mechanism the member documents Trestle's equivalent.
@MainActor
open class UICollectionView: UIScrollView {
    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, showing an item.
        case cell
        /// A supplementary view from the data source, such as a section header or footer.
        case supplementaryView
        /// A decoration view the layout makes and owns, such as a section background.
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put
    /// the item: at most one vertical and one horizontal position (see
    /// UIKitBehavior § Scrolling to an item). `[]` makes `scrollToItem` scroll the
    /// least that shows the item, and makes `selectItem` not scroll.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area, below a pinned section header.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area, beside a pinned section header.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The element kind of a flow layout's section headers.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow layout's section footers.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Optional delegate and data-source methods whose "implemented or not" matters to UIKit's
    /// behaviour: the defaults report themselves (UIKit asks the Objective-C runtime).
    public enum DefaultImplementation: Hashable, Sendable {
        /// The data source's `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
        case viewForSupplementaryElement
        /// The data source's `collectionView(_:moveItemAt:to:)`.
        case moveItem
        /// The flow layout delegate's `collectionView(_:layout:sizeForItemAt:)`.
        case sizeForItem
        /// The flow layout delegate's `collectionView(_:layout:insetForSectionAt:)`.
        case insetForSection
        /// The flow layout delegate's `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
        case minimumLineSpacing
        /// The flow layout delegate's `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
        case minimumInteritemSpacing
        /// The flow layout delegate's `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
        case referenceSizeForHeader
        /// The flow layout delegate's `collectionView(_:layout:referenceSizeForFooterInSection:)`.
        case referenceSizeForFooter
    }

    /// The object that supplies items and cells.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            // What was open on the old data source's items goes (swipe actions, a drag).
            closeTransientEditingUI(rowsRemain: false)
            setNeedsReload()
        }
    }

    /// The object told which items will probably be displayed soon, so it can load their data
    /// ahead (see ``UICollectionViewDataSourcePrefetching``).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    /// Whether the collection view sends ``prefetchDataSource`` its requests. Default: `true`.
    /// Turning it off cancels the requests outstanding.
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }

    /// The delegate, as a collection-view delegate when it is one (checked once, when set).
    weak var collectionDelegate: UICollectionViewDelegate?
    /// The delegate, as a flow-layout delegate when it is one.
    weak var flowLayoutDelegate: UICollectionViewDelegateFlowLayout?

    /// The collection view's delegate: the scroll-view delegate, used as a
    /// ``UICollectionViewDelegate`` (and ``UICollectionViewDelegateFlowLayout``) when it is one.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            flowLayoutDelegate = delegate as? UICollectionViewDelegateFlowLayout
            collectionViewLayout.invalidateLayout()
            setNeedsLayout()
        }
    }

    /// The layout. Setting it is `setCollectionViewLayout(_:animated:)` without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private(set) var layout: UICollectionViewLayout

    /// A view behind all the content, sized to the collection view: it stays still while the
    /// content scrolls, as an empty state does (see `ListBackgroundView.swift`).
    open var backgroundView: UIView? {
        didSet { replaceListBackgroundView(oldValue, with: backgroundView) }
    }

    /// Whether items can be selected (outside editing). Default: `true`.
    open var allowsSelection = true {
        didSet { if !allowsSelection && !isEditing { deselectAll(animated: false) } }
    }
    /// Whether more than one item can be selected at once (outside editing). Default: `false`.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { trimSelectionToOne() } }
    }
    /// Whether items can be selected while editing. Default: `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing. Default: `false`.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in editing mode (iOS 14): it tells its visible cells, and
    /// the selection rules while editing apply. Revealed swipe actions close.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            closeTransientEditingUI()
            if !isSelectionAllowed { deselectAll(animated: false) } else if !isMultipleSelectionAllowed { trimSelectionToOne() }
            for (_, cell) in coordinator.visibleItems.sorted { cell.setNeedsUpdateConfiguration() }
        }
    }

    /// Whether items take keyboard focus (arrows move it across items and lines, Page Up/Down by
    /// a screen, Home/End to either end; Return and Space select). Default: `true` — a terminal
    /// has no other way to reach an item.
    open var allowsFocus = true { didSet { if !allowsFocus { focusedItem = nil } } }
    /// Whether keyboard focus stays in the collection view when its item goes away (a reload or a
    /// batch deleted it): it moves to the item that took its place, or the nearest one before it.
    /// `false` drops the focus instead. Default: `true`, as on Trestle's table — UIKit's default is
    /// `false`, but there a focus engine finds the next item, and a terminal has none.
    open var remembersLastFocusedIndexPath = true
    /// Whether moving keyboard focus selects the focused item. Default: `false`.
    open var selectionFollowsFocus = false

    // MARK: State

    /// The state and the order of list work shared with the other list view (see `ListCoordinator`).
    let coordinator = ListCoordinator<CollectionList>()
    /// How batches and layout changes animate (see ``ItemAnimator``).
    lazy var animator: CollectionItemAnimator = makeAnimator(property: "collectionItem")
    /// The item counts per section, cached at reload and changed by batch updates.
    var itemCounts: [Int] = []
    /// The bounds ``bounds`` reports while the layout is asked whether a bounds change
    /// invalidates it: the bounds before the change, as in UIKit.
    var boundsBeforeChange: CGRect?
    /// The attributes of the elements laid out by the current pass, by item: what
    /// `dequeueReusableCell(withReuseIdentifier:for:)` sizes a new cell with.
    var attributesInPass: [ItemPath: UICollectionViewLayoutAttributes] = [:]
    /// In checked builds, the items the last layout pass placed and the bounds it placed them
    /// for: what ``checkItemsInViewHaveCells()`` checks.
    var lastPlacement: (bounds: CGRect, items: [ItemPath])?
    /// Problems with the layout's answers already reported since the layout was last prepared.
    var reportedLayoutProblems = Set<String>()
    /// The item with keyboard focus.
    var focusedItem: ItemPath? {
        didSet {
            guard focusedItem != oldValue else { return }
            for path in [oldValue, focusedItem].compactMap({ $0 }) { coordinator.visibleItems.view(at: path)?.stateDidChange() }
            setNeedsDisplay()
        }
    }
    /// An interactive movement under way.
    var interactiveMovement: InteractiveMovement?
    /// How a touch moves items: the long press that starts a movement and whether one follows it.
    var touchMovement = TouchMovement()

    /// A supplementary or decoration view's identity: its category, kind and path.
    struct SupplementaryKey: Hashable, Comparable {
        var category: ElementCategory
        var kind: String
        var path: ItemPath

        static func < (lhs: SupplementaryKey, rhs: SupplementaryKey) -> Bool {
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
            return lhs.kind < rhs.kind
        }
    }

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        adopt(layout)
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layout)
        backgroundColor = .systemBackground
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            TrestleDiagnostics.report("UICollectionView: the layout \(type(of: layout)) is already used by another collection view; a layout lays out one collection view at a time, so the other one loses it")
            previous.layout = UICollectionViewFlowLayout()
            previous.adopt(previous.layout)
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Switches to another layout. Cells stay with their items and move to their new frames —
    /// animated on the host's clock when `animated` — and the item at the top-left of the
    /// screen stays in view. `completion` runs when the switch is done.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        let old = self.layout
        let anchorItem = indexPathsForVisibleItems.min()
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for (_, cell) in coordinator.visibleItems.sorted { cell.willTransition(from: old, to: layout) }
        old.collectionView = nil
        self.layout = layout
        adopt(layout)
        let starts = animated ? coordinator.visibleItems.shown.mapValues(\.frame) : [:]
        phase.layoutWork.insert(.placeViews)
        setNeedsLayout()
        layoutIfNeeded()
        if let anchorItem, isValidItem(anchorItem.itemPath) {
            scrollToItem(at: anchorItem, at: scrollDirectionIsHorizontal ? .left : .top, animated: false)
            layoutIfNeeded()
        }
        for (_, cell) in coordinator.visibleItems.sorted { cell.didTransition(from: old, to: layout) }
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        animateLayoutChange(from: starts, completion: completion)
    }

    /// The view's bounds. While the layout is asked `shouldInvalidateLayout(forBoundsChange:)`
    /// (and for the context of a bounds change), they are the bounds before the change, as UIKit
    /// asks before the new bounds apply.
    open override var bounds: CGRect {
        get { boundsBeforeChange ?? super.bounds }
        set { super.bounds = newValue }
    }

    /// Whether the layout scrolls horizontally (a horizontal flow or compositional layout, or a
    /// custom layout whose content is wider than the view and no taller).
    var scrollDirectionIsHorizontal: Bool {
        if let declared = layout.declaredScrollDirection { return declared == .horizontal }
        let size = contentSize
        return size.width > bounds.width && size.height <= bounds.height
    }


    /// Asks the data source a question, bracketed as a data-source call; `nil` without one.
    func askDataSource<T>(_ question: (UICollectionViewDataSource) -> T) -> T? {
        coordinator.ask(dataSource, question)
    }

    /// Records that a delegate or data-source method's default implementation ran.
    public func noteDefaultImplementation(_ method: DefaultImplementation) {
        coordinator.noteDefaultImplementation(method)
    }


    func setNeedsReload() {
        phase.invalidateData()
        setNeedsLayout()
    }

    /// A wheel turn over a section the layout scrolls on its own (an orthogonal section) scrolls
    /// that section.
    override package func scrollWheelOverNestedContent(lines: Int, columns: Int, shift: Bool, at point: CGPoint) -> Bool {
        layoutIfNeeded()
        return layout.scrollNestedContent(lines: lines, columns: columns, shift: shift, at: point)
    }

    /// A sideways drag over a section the layout scrolls on its own drags that section.
    override package func beginsNestedDrag(at start: CGPoint, moving delta: CGPoint) -> Bool {
        layout.beginNestedDrag(at: start, moving: delta)
    }

    override package func dragNestedContent(by delta: CGPoint) {
        layout.dragNestedContent(by: delta)
        layoutIfNeeded()
    }

    override package func endNestedDrag() {
        layout.endNestedDrag()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadDataIfNeeded()
        // A resize keeps the focused item in view when it was in view before, as a table keeps
        // its focused row (the layout keeps the top of the content still, not the focus).
        let resized = coordinator.lastLayoutBounds.map { $0.size != bounds.size } ?? false
        let keepFocusVisible = resized && focusedItem.map { coordinator.visibleItems.view(at: $0) != nil } == true
        updateSectionIndexWidth()
        layoutElements()
        // The background stays put behind the scrolling content.
        keepListBackgroundBehindContent(backgroundView)
        coordinator.sectionIndex.place(in: self)
        if keepFocusVisible, let focusedItem, isValidItem(focusedItem) {
            scrollFocusIntoView(focusedItem)
            // The items at the offset the focus moved to get their cells in this pass.
            layoutElements()
        }
        didLayOutParts()
        coordinator.runFinishedBatchCompletions()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Out of a window no host advances the animations: they end now, completions included.
        if window == nil {
            finishAnimations()
            coordinator.runFinishedBatchCompletions()
        }
        // Sizes measured out of a window (with the main screen's metrics) or in a window on a
        // screen with other metrics are measured again, as after a trait change in UIKit.
        if window != nil && coordinator.measuredMetrics.needsRemeasuring(for: metrics) {
            coordinator.measuredMetrics.reset(to: nil)
            layout.invalidateLayout()
            setNeedsLayout()
        }
    }

    /// A new text size measures self-sizing items again and invalidates the layout, as UIKit's
    /// collection views do when the content size category changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            coordinator.measuredMetrics.reset(to: nil)
            layout.invalidateLayout()
            setNeedsLayout()
        }
    }

    // MARK: Events

    package override func openContextMenu(at point: CGPoint) -> Bool {
        openItemContextMenu(at: point)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.count == 1, let key = presses.first?.key, handleKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// While swipe actions show, a touch anywhere on the collection view is its own: on an
    /// action it performs it, elsewhere it only closes them (an accessory under the buttons, or
    /// on another row, does not take it).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit != nil, coordinator.editingSession.swipedItem != nil else { return hit }
        return self
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        touchMovement.press = nil
        // A touch that stops a glide only stops it: no item is highlighted or selected (UIKit).
        guard !isTrackingIndicator, !touchStoppedDeceleration, let touch = touches.first else { return }
        let point = touch.location(in: self)
        // List rows' editing (revealed swipe actions, reorder controls) takes the touch first.
        if beginEditingTouch(at: point, windowPoint: touch.location(in: nil)) { return }
        beginTrackingItem(at: point)
        if touchMovement.movesItemsOnLongPress, let item = indexPathForItem(at: point)?.itemPath { touchMovement.press = (item, touch.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A report of a touch that stayed where it was is no move: a held press keeps its row.
        if let touch = touches.first, !touch.hasMoved { return }
        if let touch = touches.first, moveEditingTouch(to: touch.location(in: self), windowPoint: touch.location(in: nil)) {
            cancelTrackedTouch()
            return
        }
        if let touch = touches.first, followLongPress(touch) { return }
        cancelTrackedTouch()
        touchMovement.press = nil
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchMovement.press = nil
        if touchMovement.isMovingByTouch {
            touchMovement.isMovingByTouch = false
            endInteractiveMovement()
            return
        }
        super.touchesEnded(touches, with: event)
        if endEditingTouch(at: touches.first?.location(in: nil)) {
            cancelTrackedTouch()
            return
        }
        endTrackingItem()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        cancelEditingTouch()
        cancelTrackedTouch()
        touchMovement.press = nil
        if touchMovement.isMovingByTouch {
            touchMovement.isMovingByTouch = false
            cancelInteractiveMovement()
        }
    }

    /// A touch held on an item for ``longPressDuration`` then moved starts moving the item (the
    /// standard gesture of a collection view controller); while it moves, the item follows it.
    /// Returns whether the touch was taken for that.
    private func followLongPress(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        if touchMovement.isMovingByTouch {
            updateInteractiveMovementTargetPosition(point)
            return true
        }
        guard let press = touchMovement.press, touch.timestamp - press.start >= Self.longPressDuration else { return false }
        touchMovement.press = nil
        cancelTrackedTouch()
        guard beginInteractiveMovementForItem(at: press.item.indexPath) else { return false }
        touchMovement.isMovingByTouch = true
        updateInteractiveMovementTargetPosition(point)
        return true
    }

    /// How long a touch must be held before it moves an item (UIKit's long-press default).
    static let longPressDuration: TimeInterval = 0.5

    /// The start of the focused item, for hosts that park the cursor there.
    override package var keyboardCursorPoint: CGPoint? {
        guard let focusedItem, isValidItem(focusedItem), let cell = coordinator.visibleItems.view(at: focusedItem) else { return nil }
        return cell.frame.origin
    }

    // MARK: Drawing

    /// The background view first (it does not scroll), then cells and supplementary views in
    /// their layout's z order (ties keep the order they were added in), list separators, and the
    /// section index above everything.
    override func renderSubviews(into context: inout DrawingContext) {
        backgroundView?.render(into: &context)
        drawListSectionBackgrounds(into: &context)
        let index = coordinator.sectionIndex.view
        let content = subviews.filter { $0 !== backgroundView && $0 !== index }
        // Most layouts give every element the same z index: then the order is the subviews'.
        if content.contains(where: { ($0 as? UICollectionReusableView)?.layoutZIndex ?? 0 != 0 }) {
            let ordered = content.enumerated().sorted { lhs, rhs in
                let l = (lhs.element as? UICollectionReusableView)?.layoutZIndex ?? 0
                let r = (rhs.element as? UICollectionReusableView)?.layoutZIndex ?? 0
                return l != r ? l < r : lhs.offset < rhs.offset
            }
            for (_, subview) in ordered { subview.render(into: &context) }
        } else {
            for subview in content { subview.render(into: &context) }
        }
        drawListSeparators(into: &context)
        if let index, index.superview === self { index.render(into: &context) }
    }


    // MARK: Counts

    /// The number of sections, as cached at the last reload.
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as cached at the last reload; 0 for a section that
    /// does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard section >= 0, section < itemCounts.count else { return 0 }
        return itemCounts[section]
    }

    /// Whether `path` names an item of the cached counts.
    func isValidItem(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < itemCounts.count && path.item >= 0 && path.item < itemCounts[path.section]
    }

    /// Whether `indexPath` names an item of the cached counts.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && isValidItem(indexPath.itemPath)
    }
}
