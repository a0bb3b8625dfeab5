import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("Accessibility properties")
struct UIAccessibilityTests {
    @Test("Plain views are not elements and have nothing to say until told; what is set is kept")
    func plainViews() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil && view.accessibilityValue == nil)
        #expect(view.accessibilityTraits == [])
        #expect(view.accessibilityElements == nil)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Map"
        view.accessibilityHint = "Shows the trail on a map"
        view.accessibilityValue = "12 km"
        view.accessibilityIdentifier = "trail-map"
        view.accessibilityTraits = [.image, .updatesFrequently]
        view.accessibilityLanguage = "ko-KR"
        view.accessibilityViewIsModal = true
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Map" && view.accessibilityHint == "Shows the trail on a map")
        #expect(view.accessibilityValue == "12 km" && view.accessibilityIdentifier == "trail-map")
        #expect(view.accessibilityTraits == [.image, .updatesFrequently] && view.accessibilityLanguage == "ko-KR")
        #expect(view.accessibilityViewIsModal && !view.accessibilityElementsHidden && !view.shouldGroupAccessibilityChildren)
    }

    @Test("Labels, buttons, switches, fields and images have UIKit's defaults, which a set value replaces")
    func controlDefaults() {
        let label = UILabel()
        label.text = "Wi-Fi"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Wi-Fi" && label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Wireless network"
        #expect(label.accessibilityLabel == "Wireless network")

        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Edit" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits.contains(.button))
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let field = UITextField()
        field.placeholder = "Name"
        field.text = "Mina"
        #expect(field.isAccessibilityElement && field.accessibilityLabel == "Name" && field.accessibilityValue == "Mina")

        let image = UIImageView(image: UIImage(systemName: "star"))
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    }

    @Test("A cell is one element labelled by its visible labels, selected when it is; a section header carries the header trait")
    func cellsAndHeaders() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Wi-Fi, Home")
        cell.detailTextLabel?.isHidden = true
        #expect(cell.accessibilityLabel == "Wi-Fi")
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)

        let item = UICollectionViewListCell(frame: .zero)
        var content = item.defaultContentConfiguration()
        content.text = "Photos"
        content.secondaryText = "1,024"
        item.contentConfiguration = content
        #expect(item.isAccessibilityElement && item.accessibilityLabel == "Photos, 1,024")

        final class Titles: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Networks" }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Known networks join automatically." }
        }
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        let table = UITableView(frame: .zero, style: .grouped)
        let titles = Titles()
        table.dataSource = titles
        host.rootView = table
        try withExtendedLifetime((host, titles)) {
            host.layout()
            let header = try #require(table.headerView(forSection: 0))
            let footer = try #require(table.footerView(forSection: 0))
            #expect(header.accessibilityTraits == .header)
            #expect(header.accessibilityLabel?.uppercased() == "NETWORKS")
            #expect(footer.accessibilityTraits == [])
        }
    }

    @Test("A custom action runs its handler; posts reach the host's bridge")
    func actionsAndPosts() {
        var ran = false
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in
            ran = true
            return true
        }
        let view = UIView()
        view.accessibilityCustomActions = [action]
        #expect(view.accessibilityCustomActions?.first?.perform() == true)
        #expect(ran)
        var posts: [(UIAccessibility.Notification, String?)] = []
        UIAccessibility.postHandler = { posts.append(($0, $1 as? String)) }
        defer { UIAccessibility.postHandler = nil }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(posts.map(\.0) == [.announcement, .screenChanged])
        #expect(posts.first?.1 == "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning)
    }
}
