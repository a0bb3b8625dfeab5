import Foundation
import Testing
import Trestle
import TrestleTesting

// The constraint code of the seeds, kept in the shape the articles wrote it, with only the import
// changed: 001's cell that measures itself with `systemLayoutSizeFitting`, and 003's World Clock
// cell, whose time labels give their room back while the table edits.

/// Seed 001: a collection view cell that computes its own size in
/// `preferredLayoutAttributesFitting(_:)` from its content view's constraints.
final class SeedSelfSizingCell: UICollectionViewCell {
    let messageLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.numberOfLines = 0
        // The cell's width; below required, as UIKit cells write it, so it gives way to the
        // content view's frame until the layout has sized the cell.
        let width = contentView.widthAnchor.constraint(equalToConstant: 320)
        width.priority = .required - 1
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            messageLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 22),
            messageLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -22),
            width,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes {
        layoutIfNeeded()

        let size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        var frame = layoutAttributes.frame
        frame.size.width = ceil(size.width)
        frame.size.height = ceil(size.height)
        layoutAttributes.frame = frame

        return layoutAttributes
    }
}

/// Seed 003: the World Clock cell, with its labels in constraints (the seed built it in a
/// storyboard; here it is built in code). The time and the AM/PM label each hold a width
/// constraint of their own, below required, as the seed's `setEditing` expects of them.
final class WorldClockTableViewCell: UITableViewCell {
    let cityLabel = UILabel()
    let noon = UILabel()
    let timeLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in [cityLabel, noon, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let noonWidth = noon.widthAnchor.constraint(greaterThanOrEqualToConstant: 32)
        noonWidth.priority = .defaultHigh
        let timeWidth = timeLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 80)
        timeWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            noonWidth, timeWidth,
            cityLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            cityLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            cityLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            noon.leadingAnchor.constraint(greaterThanOrEqualTo: cityLabel.trailingAnchor, constant: 16),
            noon.firstBaselineAnchor.constraint(equalTo: cityLabel.firstBaselineAnchor),
            timeLabel.leadingAnchor.constraint(equalTo: noon.trailingAnchor),
            timeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            timeLabel.firstBaselineAnchor.constraint(equalTo: cityLabel.firstBaselineAnchor),
        ])
        noon.textAlignment = .right
        timeLabel.textAlignment = .right
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The seed's view controller: its `setEditing` override, as written there.
final class SeedWorldClockViewController: UITableViewController {
    let cities = ["Seoul", "Cupertino", "London"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(WorldClockTableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cities.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! WorldClockTableViewCell
        cell.cityLabel.text = cities[indexPath.row]
        cell.noon.text = "PM"
        cell.timeLabel.text = "10:42"
        return cell
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: true)
        let _ = tableView.visibleCells.map({ cell in
            guard let cell = cell as? WorldClockTableViewCell else {
                return
            }
            cell.timeLabel.isHidden = editing
            cell.noon.isHidden = editing
            cell.noon.constraints.first?.priority = .defaultLow
            cell.timeLabel.constraints.first?.priority = .defaultLow
            if(editing){
                cell.noon.widthAnchor.constraint(equalToConstant: 0).isActive = true
                cell.timeLabel.widthAnchor.constraint(equalToConstant: 0).isActive = true
            }else{
                print("ended")
                cell.noon.constraints.last?.isActive = false
                cell.timeLabel.constraints.last?.isActive = false
            }
        })
    }
}

@MainActor
@Suite("Auto Layout: the seeds' constraint code runs unchanged")
struct SeedListingTests {
    @Test("Seed 001: a cell sized by preferredLayoutAttributesFitting and systemLayoutSizeFitting takes its content view's constrained size")
    func seed001() {
        let reports = DiagnosticsRecorder()
        defer { #expect(reports.messages.isEmpty, "\(reports.messages)") }
        final class Messages: NSObject, UICollectionViewDataSource {
            let texts = ["Hi", "A message long enough to wrap onto a second line in the cell"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath) as! SeedSelfSizingCell
                cell.messageLabel.text = texts[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(SeedSelfSizingCell.self, forCellWithReuseIdentifier: "message")
        let data = Messages()
        collection.dataSource = data
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        host.rootView = collection
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        // 320 points are 20 columns; the label has 18 of them, and a line above and below.
        let sizes = (0..<2).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.size }
        #expect(sizes == [CGSize(width: 20, height: 3), CGSize(width: 20, height: 6)])
        withExtendedLifetime(data) {}
    }

    @Test("Seed 003: editing collapses the time labels to zero width through constraints, and ending it gives their room back")
    func seed003() throws {
        let host = HeadlessHost(size: CGSize(width: 30, height: 8))
        let controller = SeedWorldClockViewController(style: .plain)
        host.rootViewController = controller
        host.layout()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? WorldClockTableViewCell)
        #expect(cell.timeLabel.frame.width == 5)
        #expect(cell.noon.frame.width == 2)
        #expect(cell.timeLabel.frame.maxX == cell.contentView.bounds.width - 1)
        #expect(host.screenLines()[1].hasSuffix("PM10:42"))

        controller.setEditing(true, animated: false)
        host.finishAnimations()
        host.layout()
        #expect(cell.timeLabel.frame.width == 0 && cell.noon.frame.width == 0)
        #expect(cell.timeLabel.constraints.count == 2 && cell.timeLabel.constraints.first?.priority == .defaultLow)
        #expect(!host.screenLines().joined().contains("10:42"))

        controller.setEditing(false, animated: false)
        host.finishAnimations()
        host.layout()
        #expect(cell.timeLabel.constraints.count == 1)
        #expect(cell.timeLabel.frame.width == 5)
        #expect(host.screenLines()[1].hasSuffix("PM10:42"))
    }
}
