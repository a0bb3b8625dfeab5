import Foundation
import Trestle

/// The demo's root: a navigation controller starting on the catalog, above a one-line status bar
/// showing the visible table's (or collection view's) cell counts.
@MainActor
public final class DemoRootViewController: UIViewController {
    /// The navigation stack: the catalog, then the open screen.
    public let navigation = UINavigationController(rootViewController: DemoCatalogViewController())
    let status = UILabel()

    /// Whether the status line shows under the screens: the terminal's, not an iOS screen's (the
    /// pixel pictures and window leave it out).
    public var showsStatusLine = true {
        didSet {
            status.isHidden = !showsStatusLine
            view.setNeedsLayout()
        }
    }

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
        navigation.pushViewController(viewController(for: DemoScreen.all[index]), animated: false)
    }

    /// The screens kept so far (see ``DemoScreen/keepsWork``), by name.
    private var keptScreens: [String: UIViewController] = [:]

    /// The view controller to show `screen` with now: the one made before for a screen that
    /// ``DemoScreen/keepsWork``, else a new one.
    public func viewController(for screen: DemoScreen) -> UIViewController {
        guard screen.keepsWork else { return screen.makeViewController() }
        if let kept = keptScreens[screen.name] { return kept }
        let made = screen.makeViewController()
        keptScreens[screen.name] = made
        return made
    }

    /// The table of the screen on top, if it has one.
    public var visibleTable: UITableView? {
        guard let top = navigation.topViewController?.viewIfLoaded else { return nil }
        return Self.first(UITableView.self, in: top)
    }

    /// The collection view of the screen on top, if it has one.
    public var visibleCollectionView: UICollectionView? {
        guard let top = navigation.topViewController?.viewIfLoaded else { return nil }
        return Self.first(UICollectionView.self, in: top)
    }

    private static func first<View: UIView>(_ type: View.Type, in view: UIView) -> View? {
        if let match = view as? View { return match }
        for subview in view.subviews {
            if let match = first(type, in: subview) { return match }
        }
        return nil
    }

    /// The keys of the screen on top, for the key help: its collection view's focus keys (the
    /// standard help speaks of rows) and its own list. (The terminal host adds its key commands.)
    public var screenKeyHelp: [(keys: String, action: String)] {
        var entries: [(keys: String, action: String)] = []
        if let collection = visibleCollectionView, collection.allowsFocus {
            entries.append(("← → ↑ ↓  h l k j", "move the focus across items"))
            if collection.allowsMultipleSelection { entries.append(("Return  Space  click", "select or deselect an item")) }
        }
        entries += (navigation.topViewController as? DemoKeyHelp)?.keyHelp ?? []
        return entries
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
        let table = visibleTable
        guard let stats = table?.cellReuseStatistics ?? visibleCollectionView?.cellReuseStatistics else { return }
        var parts = ["cells \(stats.created) made, \(stats.reused) reused"]
        if let search = table?.typeAheadText, isTyping(at: timestamp) { parts.insert("find: \(search)▏", at: 0) }
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
        let statusHeight = status.isHidden ? 0 : metrics.lineHeight(of: status.font)
        content?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - statusHeight))
        status.frame = CGRect(x: 0, y: max(0, bounds.height - statusHeight), width: bounds.width, height: statusHeight)
    }
}
