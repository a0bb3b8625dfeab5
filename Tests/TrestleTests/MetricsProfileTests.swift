import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Host differences are data: each test gives a host a profile that differs from a shipped one in
/// one value, and checks the view follows the value (it would not if it still asked which host it
/// is on).
@MainActor
@Suite("Metrics profiles: views read the host's values")
struct MetricsProfileTests {
    /// The terminal profile with `change` made.
    func terminal(_ change: (inout MetricsProfile) -> Void) -> MetricsProfile {
        var profile = MetricsProfile.terminal
        change(&profile)
        return profile
    }

    @Test("The shipped profiles carry UIKit's values and the terminal's")
    func shippedProfiles() {
        let iOS = MetricsProfile.iOS, terminal = MetricsProfile.terminal
        #expect(iOS.editing == .iOS && terminal.editing == .terminal)
        #expect(iOS.alert == .iOS && terminal.alert == .terminal)
        #expect(iOS.navigationBar == .iOS && terminal.navigationBar == .terminal)
        #expect(iOS.controls == .iOS && terminal.controls == .terminal)
        #expect(iOS.editing.controlWidth == 38 && terminal.editing.controlWidth == 2)
        #expect(iOS.editing.swipeThreshold == 12 && terminal.editing.swipeThreshold == 2)
        #expect(iOS.editing.reorderAutoscrollEdge == 44 && terminal.editing.reorderAutoscrollEdge == 1)
        #expect(iOS.rowAnimationDuration == 0.3 && terminal.rowAnimationDuration == 0.15)
        #expect(iOS.scrollAnimationDuration == 0.3 && terminal.scrollAnimationDuration == 0.15)
        #expect(!iOS.drawsInsetGroupedSectionBoxes && terminal.drawsInsetGroupedSectionBoxes)
        #expect(iOS.sectionTitleVerticalPadding == 7 && terminal.sectionTitleVerticalPadding == 0)
        #expect(iOS.navigationBar.height == 44 && terminal.navigationBar.height == 1)
    }

    // MARK: Editing

    @Test("A row's content moves over by the profile's editing control width")
    func editingControlWidth() {
        let data = EditingDataSource([["alpha", "beta"]])
        let host = HeadlessHost(size: CGSize(width: 24, height: 6), metrics: terminal { $0.editing.controlWidth = 5 })
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        table.setEditing(true, animated: false)
        host.layout()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.contentView.frame.minX == 5)
    }

    /// A table of three editable rows on a host with `metrics`.
    func editableTable(_ metrics: MetricsProfile, style: UITableView.Style = .plain,
                       size: CGSize = CGSize(width: 24, height: 8)) -> (HeadlessHost, UITableView, EditingDataSource) {
        let data = EditingDataSource([["Seoul", "London", "Tokyo"]])
        let host = HeadlessHost(size: size, metrics: metrics)
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        host.layout()
        return (host, table, data)
    }

    @Test("A horizontal drag reveals a row's swipe actions only past the profile's swipe threshold")
    func swipeThreshold() {
        let (host, _, data) = editableTable(terminal { $0.editing.swipeThreshold = 6 })
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 12, y: 0), to: CGPoint(x: 8, y: 0))
            #expect(!host.screenLines()[0].hasSuffix(" Delete"), "4 columns is short of a 6-column threshold")
            host.drag(from: CGPoint(x: 16, y: 0), to: CGPoint(x: 8, y: 0))
            #expect(host.screenLines()[0].hasSuffix(" Delete"), "\(host.screenLines()[0])")
        }
    }

    @Test("Row animations take the profile's row animation duration")
    func rowAnimationDuration() {
        let (host, table, data) = editableTable(terminal { $0.rowAnimationDuration = 1 })
        withExtendedLifetime(data) {
            data.sections[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            host.advance(by: 0.5)
            #expect(host.isAnimating, "the terminal's 0.15 s would have ended by now")
            host.advance(by: 0.6)
            #expect(!host.isAnimating)
        }
    }

    @Test("Inset-grouped sections are boxed only where the profile draws section boxes")
    func sectionBoxes() {
        let boxed = editableTable(.terminal, style: .insetGrouped).0
        let plain = editableTable(terminal { $0.drawsInsetGroupedSectionBoxes = false }, style: .insetGrouped).0
        #expect(boxed.screenText().contains("╭"))
        #expect(!plain.screenText().contains("╭"))
    }

    // MARK: Cells and headers

    @Test("A self-sizing cell adds the profile's vertical margins to its text")
    func cellVerticalMargin() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6), metrics: terminal { $0.cellVerticalMargin = 1 })
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "one line"
        host.rootView = cell
        #expect(cell.sizeThatFits(CGSize(width: 20, height: 100)).height == 3)
    }

    @Test("Indentation levels move a cell's text by the profile's scale of its indentation width")
    func cellIndentationScale() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 1), metrics: terminal { $0.cellIndentationScale = 0.5 })
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "indented"
        cell.indentationLevel = 2
        host.rootView = cell
        host.layout()
        // The margin, then 2 levels × 10 points × 0.5.
        #expect(cell.textLabel?.frame.minX == 11)
    }

    @Test("A grouped header's title is padded by the profile's section title padding")
    func sectionTitlePadding() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 6), metrics: terminal { $0.sectionTitleVerticalPadding = 1 })
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Title"
        host.rootView = header
        #expect(header.sizeThatFits(CGSize(width: 20, height: 100)).height == 3)
    }

    @Test("A symbol image's size comes from the profile")
    func symbolImageSize() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 4), metrics: terminal { $0.symbolImageSize = CGSize(width: 2, height: 1) })
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        host.rootView = imageView
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 2, height: 1))
    }

    @Test("Secondary text is dim where the profile says so, and only there")
    func dimsSecondaryText() {
        func isDim(_ profile: MetricsProfile) -> Bool {
            let host = HeadlessHost(size: CGSize(width: 10, height: 1), metrics: profile)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            label.text = "faint"
            label.textColor = .secondaryLabel
            host.rootView = label
            return host.styledGrid()[row: 0, column: 0].attributes.isDim
        }
        #expect(isDim(.terminal))
        #expect(!isDim(terminal { $0.dimsSecondaryText = false }))
    }

    // MARK: Scrolling

    @Test("The indicator's thumb is never shorter than the profile's minimum")
    func indicatorMinimumThumb() {
        let data = ListDataSource([(0..<200).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10), showsScrollIndicator: true)
        host.layout()
        #expect(table.verticalIndicatorGeometry?.thumb.height == 1)
        let custom = HeadlessHost(size: CGSize(width: 20, height: 10), metrics: terminal { $0.scrollIndicatorMinimumThumbLength = 4 })
        host.rootView = nil
        custom.rootView = table
        custom.layout()
        #expect(table.verticalIndicatorGeometry?.thumb.height == 4)
    }

    @Test("An animated scroll takes the profile's scroll animation duration")
    func scrollAnimationDuration() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let host = HeadlessHost(size: CGSize(width: 20, height: 10), metrics: terminal { $0.scrollAnimationDuration = 1 })
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        host.rootView = table
        host.layout()
        table.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        host.advance(by: 0.5)
        #expect(host.isAnimating, "the terminal's 0.15 s would have ended")
        #expect(table.contentOffset.y > 0 && table.contentOffset.y < 40)
        host.advance(by: 0.6)
        #expect(!host.isAnimating)
        #expect(table.contentOffset.y == 40)
    }

    // MARK: Controls

    @Test("A switch is the size the profile gives it")
    func switchSize() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 4), metrics: terminal { $0.controls.switchSize = CGSize(width: 7, height: 1) })
        let toggle = UISwitch()
        host.rootView = toggle
        #expect(toggle.intrinsicContentSize == CGSize(width: 7, height: 1))
    }

    @Test("A touch that strays within the profile's margin still lifts inside the control")
    func touchInsideMargin() {
        func lifted(margin: CGFloat) -> [String] {
            let host = HeadlessHost(size: CGSize(width: 20, height: 3), metrics: terminal { $0.controls.touchInsideMargin = margin })
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
            let button = UIButton(type: .system)
            button.setTitle("OK", for: .normal)
            button.frame = CGRect(x: 2, y: 1, width: 4, height: 1)
            root.addSubview(button)
            host.rootView = root
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
            host.drag(from: CGPoint(x: 3, y: 1), to: CGPoint(x: 8, y: 1))
            return events
        }
        #expect(lifted(margin: 0) == ["outside"])
        #expect(lifted(margin: 3) == ["inside"])
    }

    // MARK: Bars and alerts

    @Test("A navigation bar is as tall as the profile's bar height")
    func navigationBarHeight() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 6), metrics: terminal { $0.navigationBar.height = 3 })
        let bar = UINavigationBar(frame: .zero)
        bar.pushItem(UINavigationItem(title: "Title"), animated: false)
        host.rootView = bar
        #expect(bar.sizeThatFits(CGSize(width: 30, height: 6)).height == 3)
    }

    @Test("An alert is no wider than the profile's maximum alert width")
    func alertWidth() {
        func boxWidth(_ profile: MetricsProfile) -> Int? {
            let host = HeadlessHost(size: CGSize(width: 70, height: 14), metrics: profile)
            let root = UIViewController()
            host.rootViewController = root
            let alert = UIAlertController(title: "A title", message: String(repeating: "a long message ", count: 10), preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: false)
            host.finishAnimations()
            return host.screenLines().first { $0.contains("╭") }.map { $0.trimmingCharacters(in: .whitespaces).count }
        }
        #expect(boxWidth(.terminal) == 50)
        #expect(boxWidth(terminal { $0.alert.maximumAlertWidth = 30 }) == 30)
    }
}
