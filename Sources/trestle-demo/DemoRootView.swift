import Foundation
import Trestle

/// The demo's root: a title line, the catalog or the open screen's table, and a status line.
@MainActor
final class DemoRootView: UIView {
    let titleBar = UILabel()
    let status = UILabel()
    let catalog = DemoCatalog(screens: DemoScreen.all)
    let catalogTable: UITableView
    private(set) var table: UITableView
    private var dataSource: AnyObject?
    /// The open screen, or `nil` while the catalog shows.
    private(set) var screenIndex: Int?

    override init(frame: CGRect) {
        catalogTable = catalog.makeTable()
        table = catalogTable
        super.init(frame: frame)
        titleBar.font = .boldSystemFont(ofSize: 17)
        status.textColor = .secondaryLabel
        addSubview(table)
        addSubview(titleBar)
        addSubview(status)
        catalog.onOpen = { [unowned self] index in open(index) }
        catalogTable.focusRow(at: IndexPath(row: 0, section: 0))
        updateTitle()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows screen `index` in place of the catalog (or of another screen).
    func open(_ index: Int) {
        let (screenTable, source) = DemoScreen.all[index].makeTable()
        replaceTable(with: screenTable)
        dataSource = source
        screenIndex = index
        updateTitle()
    }

    /// Goes back to the catalog, its focus where it was.
    func showCatalog() {
        guard screenIndex != nil else { return }
        replaceTable(with: catalogTable)
        dataSource = nil
        screenIndex = nil
        updateTitle()
    }

    private func replaceTable(with newTable: UITableView) {
        table.removeFromSuperview()
        table = newTable
        insertSubview(newTable, at: 0)
        setNeedsLayout()
    }

    /// Whether the table is collecting a type-ahead search (digits then type rather than open screens).
    func isTyping(at timestamp: TimeInterval) -> Bool {
        table.isCollectingTypeAhead(at: timestamp)
    }

    private func updateTitle() {
        if let screenIndex {
            titleBar.text = " ‹ Catalog   \(DemoScreen.all[screenIndex].title)"
        } else {
            titleBar.text = " Trestle — UIKit tables in the terminal"
        }
    }

    func updateStatus() {
        let stats = table.cellReuseStatistics
        var parts = ["cells \(stats.created) made, \(stats.reused) reused"]
        if let search = table.typeAheadText, isTyping(at: ProcessInfo.processInfo.systemUptime) {
            parts.insert("find: \(search)▏", at: 0)
        }
        parts.append(screenIndex == nil ? "Return opens" : "Esc back")
        parts.append("? keys  q quits")
        status.text = " " + parts.joined(separator: "  ·  ")
    }

    /// Esc, Backspace and ← go back to the catalog when no view before this one used them.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard screenIndex != nil, let key = presses.first?.key, key.modifierFlags.isEmpty,
              [.keyboardEscape, .keyboardDeleteOrBackspace, .keyboardLeftArrow].contains(key.keyCode) else {
            super.pressesBegan(presses, with: event)
            return
        }
        showCatalog()
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    override func layoutSubviews() {
        super.layoutSubviews()
        titleBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        table.frame = CGRect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 2))
        status.frame = CGRect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
    }
}
