import Foundation

/// How the list a cell is in looks: Trestle's counterpart of
/// `UICollectionLayoutListConfiguration.Appearance`, which a list layout gives its cells so that
/// their default backgrounds and content match it.
package enum ListCellAppearance: Sendable, Hashable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
}

/// A collection view cell laid out like a row of a list: content between accessories, indented
/// by its level in an outline — iOS 14's `UICollectionViewListCell`.
///
/// Give the cell its content through ``defaultContentConfiguration()`` and
/// ``UICollectionViewCell/contentConfiguration``, and its accessories through ``accessories``:
///
/// ```swift
/// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
/// var content = cell.defaultContentConfiguration()
/// content.text = item.title
/// cell.contentConfiguration = content
/// cell.accessories = [.outlineDisclosure(), .delete(actionHandler: { remove(item) })]
/// ```
///
/// The cell lays its ``UICollectionViewCell/contentView`` out between the accessories shown at
/// its leading edge and those at its trailing edge, and moves the content (and, with
/// ``indentsAccessories``, the leading accessories) over by ``indentationLevel`` steps of
/// ``indentationWidth``. Accessories show according to their
/// ``UICellAccessory/DisplayedState`` and the cell's editing state, which is its collection
/// view's ``UICollectionView/isEditing``. A disclosure indicator, check mark, delete control or
/// reorder grip in a list row is drawn exactly as in a table row.
///
/// In an outline (a diffable data source's section snapshot with children), the collection view
/// sets the cell's ``UICellConfigurationState/isExpanded`` and ``indentationLevel`` from the
/// item's place in the outline each time it hands the cell out, and an
/// ``UICellAccessory/outlineDisclosure(displayed:options:actionHandler:)`` accessory expands and
/// collapses the item.
///
/// In a list section the row swipes as a table row does: its collection view reveals the
/// section's swipe actions on it (see ``UICollectionLayoutListConfiguration``), and the cell
/// draws their buttons at the swiped edge, the content making room — the same buttons a table
/// row draws for the same actions.
///
/// - Note: UIKit's `separatorLayoutGuide` is not provided: Trestle has no layout guides. A list
///   layout reads where the cell's separator starts from the cell instead (the leading edge of
///   its text).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown beside the content, in any order: each kind has its fixed place.
    open var accessories: [UICellAccessory] = [] {
        didSet { accessoriesDidChange() }
    }

    /// The cell's depth in an outline, in steps of ``indentationWidth``. In an outline section
    /// the collection view sets it to the item's level.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation step (UIKit: 10 points; one column in the terminal, through
    /// ``MetricsProfile/cellIndentationScale``, as a table cell's).
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the leading accessories move over with the content when the cell is indented.
    /// Default: `true`.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    // MARK: Package hooks

    /// The appearance of the list the cell is in, set by its list layout; `nil` outside a list.
    /// While the app has not set a background configuration of its own, the cell shows
    /// ``defaultBackgroundConfiguration()`` for this appearance, as UIKit's list cells do.
    package var listAppearance: ListCellAppearance? {
        didSet {
            guard listAppearance != oldValue else { return }
            applyAutomaticBackground()
        }
    }

    /// Whether the list layout shows the cell as its section's header (a list whose
    /// `headerMode` is `.firstItemInSection`): an `.automatic` outline disclosure then takes
    /// the `.header` style.
    package var isListSectionHeader = false

    /// The width of its collection view's section index, which the content and the trailing
    /// accessories keep clear of (0 outside list sections, or without an index).
    package var sectionIndexInset: CGFloat = 0 {
        didSet { if sectionIndexInset != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell's item is expanded in its outline, as the collection view last said.
    package internal(set) var isExpandedInOutline = false

    // MARK: State

    /// The views of the system accessories, one per accessory in ``accessories`` (custom
    /// accessories show their own views, so their entry is `nil`).
    var accessoryViews: [CellAccessoryView?] = []
    /// The custom views the cell added for custom accessories.
    var customAccessoryViews: [UIView] = []
    /// Whether ``indentationLevel`` was last set from the item's outline level.
    var indentationFromOutline = false
    /// Whether the background configuration is the automatic one for ``listAppearance``.
    var backgroundIsAutomatic = false
    /// Set while the cell changes its own background configuration.
    var isSettingBackground = false
    /// The swipe actions its collection view revealed on the row.
    var swipeActions = SwipeActionsChrome()

    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Configurations

    /// A list content configuration for this cell: ``UIListContentConfiguration/cell()``, or
    /// ``UIListContentConfiguration/sidebarCell()`` in a sidebar.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listAppearance {
        case .sidebar, .sidebarPlain: .sidebarCell()
        case .plain, .grouped, .insetGrouped, nil: .cell()
        }
    }

    /// The background configuration matching the list the cell is in: a plain list's cell
    /// background, or a grouped list's (grouped, inset grouped and sidebar lists).
    ///
    /// - Note: UIKit's sidebar backgrounds (`listSidebarCell()`) are drawn as grouped list
    ///   backgrounds.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listAppearance {
        case .grouped, .insetGrouped, .sidebar: .listGroupedCell()
        case .plain, .sidebarPlain, nil: .listPlainCell()
        }
    }

    /// A background configuration the app sets replaces the automatic one for good.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if !isSettingBackground { backgroundIsAutomatic = false } }
    }

    /// The cell's state, with the editing state of its collection view and its item's expansion.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = isEditingInList
        state.isExpanded = isExpandedInOutline
        return state
    }

    /// Updates the configurations for `state`; the automatic background follows the state too.
    open override func updateConfiguration(using state: UICellConfigurationState) {
        let automatic = backgroundIsAutomatic
        isSettingBackground = automatic
        super.updateConfiguration(using: state)
        isSettingBackground = false
    }

    /// Also lays the accessories out again: the editing state they show for may have changed
    /// (the collection view asks its visible cells for an update when editing starts or ends).
    open override func setNeedsUpdateConfiguration() {
        super.setNeedsUpdateConfiguration()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Whether the cell is editing: its collection view is.
    var isEditingInList: Bool {
        (superview as? UICollectionView)?.isEditing ?? false
    }

    /// Shows ``defaultBackgroundConfiguration()`` while the app has not set a background of its
    /// own, and takes it away when the cell leaves its list.
    private func applyAutomaticBackground() {
        guard backgroundConfiguration == nil || backgroundIsAutomatic else { return }
        isSettingBackground = true
        defer { isSettingBackground = false }
        if listAppearance != nil {
            backgroundConfiguration = defaultBackgroundConfiguration().updated(for: configurationState)
            backgroundIsAutomatic = true
        } else {
            backgroundConfiguration = nil
            backgroundIsAutomatic = false
        }
    }

    // MARK: Layout

    /// Lays the content view out between the accessories shown for the editing state.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutAccessoriesAndContent()
    }

    /// The size that fits the content at the width the accessories leave it, at least as tall
    /// as a standard row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(size) ?? super.sizeThatFits(size)
    }

    /// With a displayed outline disclosure of the `.header` style, a tap anywhere on the row
    /// that no other control takes goes to the disclosure: it expands or collapses the item,
    /// and the row is not selected (UIKit's header style).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self || hit === contentView, let disclosure = headerDisclosureView else { return hit }
        return disclosure
    }

    /// Revealed swipe actions draw over the row (see ``SwipeActionsChrome``).
    override func drawOverSubviews(in context: inout DrawingContext) {
        super.drawOverSubviews(in: &context)
        swipeActions.draw(in: &context, rowSize: bounds.size)
    }

    // MARK: Reuse

    /// Clears selection and highlight, the item's expansion, its header role and revealed swipe
    /// actions before the cell is handed out again; the accessories stay until the data source
    /// sets new ones.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isExpandedInOutline = false
        isListSectionHeader = false
        swipeActions.clear()
        setNeedsLayout()
    }
}
