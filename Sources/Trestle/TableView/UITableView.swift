import Foundation
import TrestleCore

/// A view that presents rows of data in sections, creating cells only for the rows on screen.
///
/// The table keeps its layout in the engine's `TableGeometry`: row counts are cached at reload,
/// heights are estimated until rows are displayed and measured, and every query — a row's rect,
/// the row at a point, the rows in the viewport — costs O(log sections + log rows). A table of ten
/// million rows reloads and scrolls as fast as one of a hundred.
///
/// Behaviour follows UIKit (see each member's documentation); where Swift cannot express an
/// Objective-C mechanism the member documents Trestle's equivalent.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look (fixed at creation).
    public enum Style: Int, Sendable {
        /// Rows run edge to edge, and each section's header stays pinned at the top while its rows scroll.
        case plain
        /// Sections are set apart by space on the grouped background; headers scroll with their rows.
        case grouped
        /// Like ``grouped``, with each section inset from the table's sides in a box with rounded corners.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls the least that shows the row whole; a row already in full view stays put.
        case none
        /// Puts the row's top at the top of the visible area, under a pinned header.
        case top
        /// Centres the row in the visible area.
        case middle
        /// Puts the row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How rows appear and disappear in updates.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out in place.
        case fade
        /// The row slides in from, or out to, the right.
        case right
        /// The row slides in from, or out to, the left.
        case left
        /// The row slides in from, or out to, just above its place.
        case top
        /// The row slides in from, or out to, just below its place.
        case bottom
        /// The row appears or disappears at once; the rows around it still move to their new places.
        case none
        /// The row grows from, or shrinks to, its vertical middle.
        case middle
        /// The table picks the animation; Trestle fades.
        case automatic = 100
    }

    /// Whether separators are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators are drawn.
        case none
        /// A thin line is drawn between rows.
        case singleLine
        /// Legacy; drawn as ``singleLine``.
        case singleLineEtched
    }

    /// What separator insets are measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: `.zero` is edge to edge (the default).
        case fromCellEdges
        /// Added to the automatic, margin-based inset.
        case fromAutomaticInsets
    }

    /// "Let the table decide": a height computed from the content (UIKit's value is −1).
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The style given at creation.
    public let style: Style

    /// The object that supplies rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            // What was found about the old data source, and what was open on its rows, goes.
            implementationProbes.removeAll()
            closeTransientEditingUI(rowsRemain: false)
            setNeedsReload()
        }
    }

    /// A view behind all the content, sized to the table: it stays still while the rows scroll
    /// over it, as an empty state does ("No Results"). See `ListBackgroundView.swift`.
    open var backgroundView: UIView? {
        didSet { replaceListBackgroundView(oldValue, with: backgroundView) }
    }

    /// The colour of the section index's titles; `nil` (the default) is the tint colour.
    open var sectionIndexColor: UIColor? { didSet { coordinator.sectionIndex.view?.indexColor = sectionIndexColor } }
    /// The section index's background when it is not touched; `nil` (the default) is clear.
    open var sectionIndexBackgroundColor: UIColor? { didSet { coordinator.sectionIndex.view?.indexBackgroundColor = sectionIndexBackgroundColor } }
    /// The section index's background while it is touched; `nil` (the default) is clear.
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        didSet { coordinator.sectionIndex.view?.trackingBackgroundColor = sectionIndexTrackingBackgroundColor }
    }
    /// The number of rows the table must have for its section index to show. Default: 0.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    /// The object told which rows will probably be displayed soon, so it can load their data
    /// ahead (see ``UITableViewDataSourcePrefetching``).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    /// Whether the table sends ``prefetchDataSource`` its requests. Default: `true`. Turning it
    /// off cancels the requests outstanding.
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }

    /// The delegate, as a table-view delegate when it is one. Set with `delegate`: the conformance
    /// is checked once there, not on every call during layout.
    weak var tableDelegate: UITableViewDelegate?

    /// The table's delegate: the scroll-view delegate, used as a `UITableViewDelegate` when it is one.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            setNeedsReload(keepingSelection: true)
        }
    }

    /// The height of every row, unless the delegate's `heightForRowAt` says otherwise;
    /// ``automaticDimension`` (the default) sizes rows from their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }
    /// The height rows are assumed to have before they are displayed; ``automaticDimension`` (the
    /// default) lets the table pick, 0 turns estimation off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }
    /// The height of section headers; ``automaticDimension`` derives it from the title or view.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }
    /// The height of section footers; ``automaticDimension`` derives it from the title or view.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }
    /// The height a header view is assumed to have until it is displayed and measured; ``automaticDimension``
    /// (the default) or 0 assumes the style's title header height.
    ///
    /// - Note: In UIKit 0 turns header estimation off; Trestle still estimates, with the title height.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height a footer view is assumed to have until it is displayed and measured; ``automaticDimension``
    /// (the default) or 0 assumes the style's title footer height.
    ///
    /// - Note: In UIKit 0 turns footer estimation off; Trestle still estimates, with the title height.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header; ``automaticDimension`` gives plain tables the metrics'
    /// padding above sections that have headers, and grouped tables none.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingSelection: true) } }

    /// Whether and how separators are drawn.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsDisplay() } }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsDisplay() } }
    /// The default separator inset; only left and right matter. `nil` until set: the cells'
    /// leading margin is used.
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? UIEdgeInsets(top: 0, left: metrics.cellHorizontalMargin, bottom: 0, right: 0) }
        set { _separatorInset = newValue; setNeedsDisplay() }
    }
    private var _separatorInset: UIEdgeInsets?
    /// What separator insets are measured from.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsDisplay() } }

    /// A view above the first section; its height is its own frame's (the table sets its width).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            syncTableHeaderAndFooter()
            // The rows move: the next pass places them, and gives the rows it brings into view
            // their cells.
            setNeedsLayout()
        }
    }
    /// A view below the last section; its height is its own frame's.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            syncTableHeaderAndFooter()
            // The rows move: the next pass places them, and gives the rows it brings into view
            // their cells.
            setNeedsLayout()
        }
    }

    /// Whether rows can be selected (outside editing).
    open var allowsSelection = true
    /// Whether more than one row can be selected at once (outside editing). Turning it off
    /// outside editing keeps the first selected row only, as entering an editing mode that allows
    /// one row does.
    open var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection && !isEditing { trimSelectionToOneRow() }
        }
    }

    /// Whether rows can be selected while editing. Default: `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing. Default: `false`.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet {
            // Check circles replace the editing controls (or the reverse) on the rows shown.
            guard isEditing, allowsMultipleSelectionDuringEditing != oldValue else { return }
            if !allowsMultipleSelectionDuringEditing { trimSelectionToOneRow() }
            for (path, cell) in coordinator.visibleItems.sorted { configureEditing(cell, at: path) }
        }
    }

    /// Whether the table is in editing mode. Setting it is ``setEditing(_:animated:)`` without
    /// animation.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false

    /// Enters or leaves editing mode. Entering it clears a selection that editing does not allow
    /// (UIKitBehavior § Selection across data changes) and shows each row's editing control and reorder control (see
    /// `UITableView+Editing.swift`); leaving it hides them.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        closeTransientEditingUI()
        _isEditing = editing
        let allowed = editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !allowed {
            selectRow(at: nil, animated: animated, scrollPosition: .none)
        } else if !multiple {
            trimSelectionToOneRow(animated: animated)
        }
        // Each row's editing control and reorder control, asked in row order (UIKitBehavior § Editing mode).
        for (path, cell) in coordinator.visibleItems.sorted {
            if editing { configureEditing(cell, at: path) }
            cell.setEditing(editing, animated: animated)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Deselects every selected row but the first: the selection a single-selection mode allows.
    private func trimSelectionToOneRow(animated: Bool = false) {
        guard coordinator.selection.count > 1 else { return }
        for path in coordinator.selection.paths.dropFirst() { deselectRow(at: path.indexPath, animated: animated) }
    }

    /// Whether rows take keyboard focus (↑/↓, Page Up/Down, Home/End move it; Return and Space
    /// select the focused row). Default: `true` — a terminal has no other way to reach a row.
    open var allowsFocus = true { didSet { if !allowsFocus { focusedRow = nil } } }
    /// Whether moving keyboard focus selects the focused row. Default: `false`.
    open var selectionFollowsFocus = false
    /// Whether the table returns focus to the row focused last when it regains focus (kept
    /// across reloads while that row exists). Default: `true`.
    open var remembersLastFocusedIndexPath = true

    /// Posted when the user's action changed the selection (not for programmatic selection).
    public nonisolated static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    // MARK: State

    /// How batches' changes animate: captured when a batch is applied, started by the next layout
    /// pass, finished on the host clock (see ``ItemAnimator``).
    lazy var animator: RowAnimator = makeAnimator(property: "tableRow")
    /// The state and the order of list work shared with the other list view (see `ListCoordinator`).
    let coordinator = ListCoordinator<TableList>()
    /// Whether the data source implements `commit` and `moveRowAt`, as found for a data source.
    var implementationProbes: [DefaultImplementation: (source: ObjectIdentifier, implemented: Bool)] = [:]

    /// The row with keyboard focus.
    var focusedRow: ItemPath? { didSet { if focusedRow != oldValue { setNeedsDisplay() } } }
    /// The row whose detail button a touch went down on.
    var trackedAccessoryRow: ItemPath?
    /// What type-ahead has collected, and when the last character arrived.
    var typeAhead = TypeAheadState()

    /// The layout: counts cached at reload, heights measured as rows appear.
    var geometry: TableGeometry
    /// Whether the pending reload keeps the selection (see ``setNeedsReload(keepingSelection:)``).
    var pendingReloadKeepsSelection = false
    /// How rows, headers and footers are sized, as found at the last reload.
    var sizing = TableSizing()

    struct SupplementaryKey: Hashable {
        var kind: SupplementaryPlacement.Kind
        var section: Int
    }

    /// Optional delegate methods whose "implemented or not" matters to UIKit's behaviour.
    public enum DefaultImplementation: Hashable, Sendable {
        /// The delegate's `tableView(_:heightForRowAt:)`.
        case heightForRow
        /// The delegate's `tableView(_:estimatedHeightForRowAt:)`.
        case estimatedHeightForRow
        /// The delegate's `tableView(_:viewForHeaderInSection:)`.
        case viewForHeader
        /// The delegate's `tableView(_:viewForFooterInSection:)`.
        case viewForFooter
        /// The delegate's `tableView(_:typeSelectStringForRowAt:)`.
        case typeSelectString
        /// The data source's `tableView(_:commit:forRowAt:)`.
        case commitEditing
        /// The data source's `tableView(_:moveRowAt:to:)`.
        case moveRow
    }

    /// Creates a table view with a style, which cannot change later.
    public init(frame: CGRect, style: Style) {
        self.style = style
        geometry = TableGeometry(style: style.engineStyle, width: Double(frame.width))
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        registerTitleViews()
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        geometry = TableGeometry(style: .plain, width: 0)
        super.init(coder: coder)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
        registerTitleViews()
    }


    /// Asks the data source a question (counts, cells, titles, whether a row can be edited or
    /// moved), bracketed as a data-source call; `nil` without a data source. Actions the data
    /// source may answer with updates of its own — `commit(_:forRowAt:)`, `moveRowAt` — are told,
    /// not asked, and go around it.
    func askDataSource<T>(_ question: (UITableViewDataSource) -> T) -> T? {
        coordinator.ask(dataSource, question)
    }

    /// Records that a delegate method's default implementation ran: the delegate does not
    /// implement it. UIKit asks the Objective-C runtime; Trestle's defaults report themselves.
    public func noteDefaultImplementation(_ method: DefaultImplementation) {
        coordinator.noteDefaultImplementation(method)
    }


    /// Marks the table's counts and heights for loading again at the next layout or query.
    ///
    /// A reload of the data (``reloadData()`` deferred, a new data source) clears the selection,
    /// as UIKit's does; a reload because something the layout is made from changed — a row or
    /// section height, the estimate, the delegate, the screen's metrics — keeps it (for the rows
    /// that still exist), as UIKit keeps it through those changes.
    func setNeedsReload(keepingSelection: Bool = false) {
        if phase.needsReload {
            // A data reload already pending stays one.
            pendingReloadKeepsSelection = pendingReloadKeepsSelection && keepingSelection
        } else {
            pendingReloadKeepsSelection = keepingSelection
        }
        phase.invalidateData()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadDataIfNeeded()
        // A resize keeps the focused row in view when it was in view before.
        let lastSize = coordinator.lastLayoutBounds?.size
        let resized = lastSize != nil && lastSize != bounds.size
        let keepFocusVisible = resized && focusedRow.map { wasRowVisible($0, height: lastSize!.height) } == true
        coordinator.lastLayoutBounds = bounds
        layoutRows()
        keepListBackgroundBehindContent(backgroundView)
        placeSectionIndex()
        if keepFocusVisible, let focusedRow, isValidItem(focusedRow) {
            scrollFocusIntoView(focusedRow)
            // The rows at the offset the focus moved to get their cells in this pass.
            layoutRows()
        }
        didLayOutParts()
        coordinator.runFinishedBatchCompletions()
    }

    private func wasRowVisible(_ path: ItemPath, height: CGFloat) -> Bool {
        guard isValidItem(path) else { return false }
        let rect = geometry.frameForItem(at: path)
        return rect.minY >= contentOffset.y && rect.maxY <= contentOffset.y + height
    }

    /// Moving to a window on a screen with other metrics (from the iOS profile to the terminal's,
    /// say) lays the table out again from its data source, as a trait change does in UIKit.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Out of a window no host advances the animations: they end now, completions included.
        if window == nil {
            finishAnimations()
            coordinator.runFinishedBatchCompletions()
        }
        // Out of a window a view measures with the main screen's metrics: only a window's screen
        // says whether the layout (and any row measured while covered) must be made again.
        if window != nil && phase.hasLoadedData && coordinator.measuredMetrics.needsRemeasuring(for: metrics) {
            setNeedsReload(keepingSelection: true)
        }
    }

    /// A new text size lays the rows out again from the data source, as UIKit's tables re-measure
    /// self-sizing rows when the content size category changes; the selection stays.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
           phase.hasLoadedData {
            setNeedsReload(keepingSelection: true)
        }
    }

    override func renderSubviews(into context: inout DrawingContext) {
        renderTableSubviews(into: &context)
    }

    package override func openContextMenu(at point: CGPoint) -> Bool {
        openRowContextMenu(at: point)
    }

    /// Pasted text searches the rows, as type-ahead does (see `UITableView+TypeAhead.swift`).
    override package func insertPastedText(_ text: String) -> Bool {
        typeAheadPaste(text)
    }

    // MARK: Events

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.count == 1, let press = presses.first, let key = press.key,
              handleKey(key, timestamp: press.timestamp) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // A touch that stops a glide only stops it: no row is highlighted or selected (UIKit).
        guard !isTrackingIndicator, !touchStoppedDeceleration, let touch = touches.first else { return }
        let point = touch.location(in: self)
        // Editing chrome (controls, confirmation, swipe actions, reorder grips) takes the touch first.
        if beginEditingTouch(at: point, windowPoint: touch.location(in: nil)) { return }
        beginTrackingRow(at: point)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A report of a touch that stayed where it was is no move: a held press keeps its row.
        if let touch = touches.first, !touch.hasMoved { return }
        if let touch = touches.first, moveEditingTouch(to: touch.location(in: self), windowPoint: touch.location(in: nil)) {
            cancelTrackedTouch()
            trackedAccessoryRow = nil
            return
        }
        cancelTrackedTouch()
        trackedAccessoryRow = nil
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if endEditingTouch(at: touches.first?.location(in: nil)) {
            cancelTrackedTouch()
            trackedAccessoryRow = nil
            return
        }
        endTrackingRow()
        endTrackingAccessory()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        cancelEditingTouch()
        cancelTrackedTouch()
        trackedAccessoryRow = nil
    }

    /// A type-ahead search collects what is typed.
    override package func isCollectingTypedText(at timestamp: TimeInterval) -> Bool {
        isCollectingTypeAhead(at: timestamp)
    }

    /// The start of the focused row's text, for hosts that park the cursor there.
    override package var keyboardCursorPoint: CGPoint? {
        guard let focusedRow, focusedRow.section < geometry.numberOfSections,
              focusedRow.item < geometry.numberOfItems(inSection: focusedRow.section) else { return nil }
        let rect = geometry.frameForItem(at: focusedRow)
        let x = coordinator.visibleItems.view(at: focusedRow)?.contentLeading ?? metrics.cellHorizontalMargin
        return CGPoint(x: rect.minX + x, y: rect.minY)
    }

    /// Reloads everything: counts, titles and heights are asked again, measured heights are
    /// forgotten, and visible cells return to the reuse pool to be dequeued by the next layout
    /// (so a reload allocates no new cells).
    ///
    /// Asks the data source for section and row counts (and titles) now — O(sections) — and for
    /// cells in the next layout pass, only for the rows on screen.
    ///
    /// Calling it from inside a data source or delegate call while the table is laying out rows
    /// (for example from `cellForRowAt`) would pull the rows out from under that pass: Trestle
    /// reports it and performs the reload after the pass.
    open func reloadData() {
        reloadDataNow()
        didChangeParts()
        coordinator.runFinishedBatchCompletions()
    }

    /// Reloads the given sections (old index space): a delete plus an insert of each, as one
    /// batch update (see `performBatchUpdates(_:completion:)`). Other sections keep their rows'
    /// cells, heights and selection.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections("reloadSections(_:with:)", .reloadSections, sections, animation) { $0.reloadSections($1) }
    }

    /// Reloads the given rows (old index space): each gets a new cell from the data source, is
    /// measured again and comes back deselected; other rows keep their cells and heights.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordRows("reloadRows(at:with:)", .reloadRows, indexPaths, animation) { $0.reloadItems($1) }
    }

    /// The number of sections, as cached at the last reload.
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.numberOfSections
    }

    /// The number of rows in `section`, as cached at the last reload; 0 for a section that does not
    /// exist.
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return 0 }
        return geometry.numberOfItems(inSection: section)
    }
}

/// An index path that is not a row's (two indices).
struct UpdateArgumentError: Error {}

extension UITableView.Style {
    var engineStyle: TableStyle {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

extension IndexPath {
    var itemPath: ItemPath { ItemPath(section: section, item: row) }
}

extension ItemPath {
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}
