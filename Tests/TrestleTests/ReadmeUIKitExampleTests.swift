import Foundation
import Testing
import Trestle
import TrestleTesting

/// The README's UIKit example, kept in step with README.md.
@MainActor
final class ReadmeProductList: NSObject, UITableViewDataSource {
    let list = ["iphone", "ipad", "apple watch", "imac pro", "imac", "macbook pro", "apple tv"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = list[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor
@Suite("README UIKit example")
struct ReadmeUIKitExampleTests {
    @Test("The README's table code runs and answers as the README says")
    func readmeExample() {
        let products = ReadmeProductList()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = products
        tableView.layoutIfNeeded()
        #expect(tableView.visibleCells.count == 7)
        let rect = tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(abs(rect.minY - 88.67) < 0.01 && abs(rect.height - 44.33) < 0.01)

        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        host.rootView = tableView
        let lines = host.screenLines()
        #expect(lines[0] == " iphone                               ›")
        #expect(lines[1].hasPrefix(" ipad "))
        host.press(.pageDown)
        #expect(tableView.contentOffset.y == 0, "seven rows fit: nothing to scroll")
    }
}
