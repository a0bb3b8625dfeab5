import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("Traits: changes, overrides and text size")
struct UIViewTraitsTests {
    /// A view that records the trait changes it hears.
    final class RecordingView: UIView {
        var changes: [(previous: UITraitCollection?, now: UITraitCollection)] = []
        var log: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection, traitCollection))
            log?("view")
        }
    }

    /// A controller that records the trait changes it hears.
    final class RecordingController: UIViewController {
        var changes = 0
        var log: ((String) -> Void)?
        override func loadView() { view = RecordingView() }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
            log?("controller")
        }
    }

    func setCategory(_ category: UIContentSizeCategory, of host: HeadlessHost) {
        host.screen.traitCollection = UITraitCollection(traitsFrom: [host.screen.traitCollection,
                                                                     UITraitCollection(preferredContentSizeCategory: category)])
    }

    @Test("A window's size classes come from its size: a phone is compact across, and compact down in landscape, where a Plus or Max is regular across; a tablet is regular")
    func sizeClasses() {
        for (size, horizontal, vertical) in [(CGSize(width: 390, height: 844), UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
                                             (CGSize(width: 844, height: 390), .compact, .compact),
                                             (CGSize(width: 852, height: 393), .compact, .compact),
                                             (CGSize(width: 932, height: 430), .regular, .compact),
                                             (CGSize(width: 736, height: 414), .regular, .compact),
                                             (CGSize(width: 820, height: 1180), .regular, .regular)] {
            let host = HeadlessHost(size: size, metrics: .iOS)
            #expect(host.window.traitCollection.horizontalSizeClass == horizontal, "\(size)")
            #expect(host.window.traitCollection.verticalSizeClass == vertical, "\(size)")
            #expect(host.window.traitCollection.preferredContentSizeCategory == .large)
        }
        let terminal = HeadlessHost(size: CGSize(width: 100, height: 30))
        #expect(terminal.window.traitCollection.horizontalSizeClass == .regular)
        let small = HeadlessHost(size: CGSize(width: 80, height: 20))
        #expect(small.window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("A new style tells each view and controller whose traits changed, controller first, with the traits before; resizing across a size class does too")
    func changesAreTold() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), metrics: .iOS)
        let controller = RecordingController()
        var order: [String] = []
        controller.log = { order.append($0) }
        host.window.rootViewController = controller
        let view = controller.view as! RecordingView
        view.log = { order.append($0) }
        let child = RecordingView()
        view.addSubview(child)
        host.layout()
        host.screen.traitCollection = UITraitCollection(traitsFrom: [host.screen.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(order == ["controller", "view"])
        #expect(child.changes.count == 1)
        #expect(child.changes.first?.previous?.userInterfaceStyle == .light)
        #expect(child.changes.first?.now.userInterfaceStyle == .dark)
        host.screen.traitCollection = host.screen.traitCollection
        #expect(child.changes.count == 1, "the same traits again are no change")
        host.resize(to: CGSize(width: 844, height: 390))
        host.layout()
        #expect(child.changes.count == 2)
        #expect(child.changes.last?.now.verticalSizeClass == .compact)
    }

    @Test("An overriding view and the views below it take its style, draw in it, and hear of it; a window change that does not reach them is not told")
    func overrides() throws {
        let host = HeadlessHost(size: CGSize(width: 10, height: 4))
        let root = RecordingView()
        host.rootView = root
        let panel = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        panel.backgroundColor = .systemBackground
        root.addSubview(panel)
        let inner = RecordingView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        panel.addSubview(inner)
        host.layout()
        panel.overrideUserInterfaceStyle = .dark
        #expect(panel.overrideUserInterfaceStyle == .dark)
        #expect(panel.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(panel.changes.count == 1 && inner.changes.count == 1 && root.changes.isEmpty)
        let fills = host.displayList().items.compactMap { item -> DisplayColor? in
            if case .fill(_, let color) = item.primitive { color } else { nil }
        }
        #expect(fills == [UIColor.systemBackground.displayColor(for: UITraitCollection(userInterfaceStyle: .dark))],
                "the panel's background is drawn dark in a light window")
        host.screen.traitCollection = UITraitCollection(traitsFrom: [host.screen.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(root.changes.count == 1)
        #expect(panel.changes.count == 1 && inner.changes.count == 1, "already dark")
    }

    @Test("A controller's override reaches its view and the views below")
    func controllerOverride() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 4))
        let controller = RecordingController()
        controller.overrideUserInterfaceStyle = .dark
        host.window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(label.traitCollection.userInterfaceStyle == .light)
        #expect(controller.changes == 1)
    }

    @Test("A registration runs for the traits it names, with the view and the traits before, until it is removed")
    func registrations() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 4))
        let view = UIView()
        host.rootView = view
        host.layout()
        var styles: [UIUserInterfaceStyle] = []
        var categories = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous: UITraitCollection) in
            #expect(changed === view)
            styles.append(previous.userInterfaceStyle)
        }
        view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in categories += 1 }
        setCategory(.extraLarge, of: host)
        #expect(styles.isEmpty && categories == 1)
        host.screen.traitCollection = UITraitCollection(traitsFrom: [host.screen.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(styles == [.light])
        view.unregisterForTraitChanges(registration)
        host.screen.traitCollection = UITraitCollection(traitsFrom: [host.screen.traitCollection, UITraitCollection(userInterfaceStyle: .light)])
        #expect(styles == [.light])
    }

    @Test("A new text size resizes labels that adjust their Dynamic Type fonts, leaves the others, and is announced")
    func labelsAdjust() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), metrics: .iOS)
        let root = UIView()
        host.rootView = root
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        let custom = UILabel()
        custom.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
        custom.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, custom] { root.addSubview(label) }
        host.layout()
        final class Announcements: @unchecked Sendable {
            // Posted and read on the main actor only.
            var categories: [UIContentSizeCategory] = []
        }
        let announced = Announcements()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                announced.categories.append(category)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        setCategory(.accessibilityMedium, of: host)
        #expect(adjusting.font.pointSize == 28)
        #expect(fixed.font.pointSize == 17)
        #expect(custom.font.pointSize == CGFloat(20) * 38 / 28, "title1's curve")
        #expect(announced.categories == [.accessibilityMedium])
        setCategory(.large, of: host)
        #expect(adjusting.font.pointSize == 17 && custom.font.pointSize == 20)
        // A field made at one size and moved into a window at another takes the window's.
        setCategory(.accessibilityMedium, of: host)
        let field = UITextField()
        field.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        field.adjustsFontForContentSizeCategory = true
        #expect(field.font?.pointSize == 17, "out of a window the field keeps the size it was made at")
        root.addSubview(field)
        #expect(field.font?.pointSize == 28)
    }

    /// Two rows of wrapping text.
    final class WrappingRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = indexPath.row == 0 ? "A row whose text wraps onto more lines when the text is larger than usual" : "Second"
            return cell
        }
    }

    @Test("A self-sizing table grows its rows when the text size grows, keeping the selection")
    func tableRowsFollowTextSize() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), metrics: .iOS)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = WrappingRows()
        table.dataSource = rows
        host.rootView = table
        try withExtendedLifetime((host, rows)) {
            host.layout()
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            let before = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame.height
            setCategory(.accessibilityExtraLarge, of: host)
            host.layout()
            let after = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame.height
            #expect(after > before * 1.5, "\(before) → \(after)")
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }
}
