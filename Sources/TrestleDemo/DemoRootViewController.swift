import Foundation
import Trestle

/// The demo's root: a navigation controller starting on the catalog, above a one-line status bar
/// showing the visible table's cell counts.
@MainActor
public final class DemoRootViewController: UIViewController {
    /// The navigation stack: the catalog, then the open screen.
    public let navigation = UINavigationController(rootViewController: DemoCatalogViewController())
    let status = UILabel()

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func loadView() {
        view = DemoContainerView(status: status)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        status.textColor = .secondaryLabel
        addChild(navigation)
        view.insertSubview(navigation.view, at: 0)
        navigation.didMove(toParent: self)
        (view as? DemoContainerView)?.content = navigation.view
    }

    /// Shows screen `index` (of ``DemoScreen/all``) on top of the catalog.
    public func open(_ index: Int) {
        _ = navigation.popToRootViewController(animated: false)
        navigation.pushViewController(DemoScreen.all[index].makeViewController(), animated: false)
    }

    /// The table of the screen on top, if it has one.
    public var visibleTable: UITableView? {
        guard let top = navigation.topViewController?.viewIfLoaded else { return nil }
        return Self.firstTable(in: top)
    }

    private static func firstTable(in view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews {
            if let table = firstTable(in: subview) { return table }
        }
        return nil
    }

    /// Whether keys are being typed into something — a first responder that takes text (the
    /// search screen's field, an alert) or the visible table's type-ahead search — so digits
    /// type rather than open screens.
    public func isTyping(at timestamp: TimeInterval) -> Bool {
        if let window = view.window { return window.isTyping(at: timestamp) }
        return visibleTable?.isCollectingTypeAhead(at: timestamp) ?? false
    }

    /// Refreshes the status line: type-ahead text, cells made and reused, the keys.
    public func updateStatus(now timestamp: TimeInterval) {
        guard let table = visibleTable else { return }
        let stats = table.cellReuseStatistics
        var parts = ["cells \(stats.created) made, \(stats.reused) reused"]
        if let search = table.typeAheadText, isTyping(at: timestamp) { parts.insert("find: \(search)▏", at: 0) }
        // A first responder (the search field, an alert) takes Esc, q and ? itself: name the
        // keys that still reach the demo.
        if view.window?.keyboardTarget.isFirstResponder == true {
            parts.append("F1 keys  Ctrl-C quits")
        } else {
            parts.append(navigation.viewControllers.count > 1 ? "Esc back" : "Return opens")
            parts.append("? keys  q quits")
        }
        status.text = " " + parts.joined(separator: "  ·  ")
    }
}

/// Lays out the content above a one-line status bar.
@MainActor
final class DemoContainerView: UIView {
    let status: UILabel
    var content: UIView? { didSet { setNeedsLayout() } }

    init(status: UILabel) {
        self.status = status
        super.init(frame: .zero)
        addSubview(status)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let statusHeight = metrics.lineHeight(of: status.font)
        content?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - statusHeight))
        status.frame = CGRect(x: 0, y: max(0, bounds.height - statusHeight), width: bounds.width, height: statusHeight)
    }
}
