import Foundation
import Testing
import Trestle
import TrestleTesting

// The getting-started article's example (Sources/Trestle/Trestle.docc/GettingStarted.md), kept in
// step with it: the view controller and the test below are the article's code.

final class FruitListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Huckleberry"]
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var chosenFruit: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = fruits[indexPath.row] == chosenFruit ? .checkmark : .none
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let previous = chosenFruit.flatMap { fruits.firstIndex(of: $0) }
        chosenFruit = fruits[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
        let changed = [previous, indexPath.row].compactMap { $0 }.map { IndexPath(row: $0, section: 0) }
        tableView.reloadRows(at: changed, with: .none)
    }
}

@MainActor
@Suite("Getting started example")
struct GettingStartedExampleTests {
    @Test("The fruit list shows its rows, a tap chooses one, keys scroll and choose")
    func fruitList() {
        let host = HeadlessHost(size: CGSize(width: 24, height: 5))   // columns × lines
        let fruits = FruitListViewController()
        host.rootViewController = fruits

        #expect(host.screenLines() == [
            " Apple                 ┃",
            " Banana                ┃",
            " Cherry                ┃",
            " Damson                │",
            " Elderberry            │",
        ])

        host.tap(at: CGPoint(x: 3, y: 1))           // on "Banana"
        #expect(fruits.chosenFruit == "Banana")
        #expect(host.screenLines()[1] == "▌Banana               ✓┃")

        host.press(.end)                             // focus the last row; the table scrolls
        host.press(.enter)                           // and choose it
        #expect(fruits.chosenFruit == "Huckleberry")
        #expect(host.screenLines() == [
            " Damson                │",
            " Elderberry            │",
            " Fig                   ┃",
            " Grape                 ┃",
            "▌Huckleberry          ✓┃",
        ])
    }
}
