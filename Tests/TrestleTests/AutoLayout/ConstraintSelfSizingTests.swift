import Foundation
import Testing
import Trestle
import TrestleTesting

/// A note cell built with constraints, as UIKit cells are: a title that wraps and a date under it,
/// pinned to the content view's margins.
@MainActor
final class ConstraintNoteCell: UITableViewCell {
    let titleLabel = UILabel()
    let dateLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.numberOfLines = 0
        for label in [titleLabel, dateLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            dateLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            dateLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Notes whose titles wrap to different numbers of lines.
@MainActor
final class NotesData: NSObject, UITableViewDataSource {
    var notes: [(title: String, date: String)]
    init(_ notes: [(String, String)]) { self.notes = notes.map { (title: $0.0, date: $0.1) } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! ConstraintNoteCell
        cell.titleLabel.text = notes[indexPath.row].title
        cell.dateLabel.text = notes[indexPath.row].date
        return cell
    }
}

@MainActor
@Suite("Auto Layout: self-sizing cells sized by their constraints")
struct ConstraintSelfSizingTests {
    @Test("Table rows with automaticDimension take the height of their content view's constraints at the row's width")
    func tableRows() {
        let data = NotesData([("Groceries", "Mon"), ("A much longer note title that wraps", "Tue"), ("Call", "Wed")])
        let host = HeadlessHost(size: CGSize(width: 20, height: 12))
        let table = UITableView(frame: .zero, style: .plain)
        table.showsVerticalScrollIndicator = false
        table.register(ConstraintNoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = data
        host.rootView = table
        host.layout()
        // Terminal: 16 points are a column each side, 11 above and below are none, 4 between is none.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 2)
        // 18 columns: "A much longer note" / "title that wraps" and the date.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 3)
        #expect(host.screenLines().prefix(5).map { $0.trimmingCharacters(in: .whitespaces) }
                == ["Groceries", "Mon", "A much longer note", "title that wraps", "Tue"])
        // A new title measures again.
        data.notes[0].title = "Groceries for the whole week"
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        host.layout()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 3)
        withExtendedLifetime(data) {}
    }

    @Test("A cell laid out at the size it was just measured at gets the frames a fresh solve gives; a change since is solved again")
    func layoutAfterMeasuring() {
        func frames(_ cell: ConstraintNoteCell) -> [CGRect] { [cell.titleLabel.frame, cell.dateLabel.frame] }
        let host = HeadlessHost(size: CGSize(width: 20, height: 10))
        let measured = ConstraintNoteCell(style: .default, reuseIdentifier: nil)
        let fresh = ConstraintNoteCell(style: .default, reuseIdentifier: nil)
        let root = UIView()
        host.rootView = root
        for cell in [measured, fresh] {
            root.addSubview(cell)
            cell.titleLabel.text = "A title long enough to wrap"
            cell.dateLabel.text = "Mon"
        }
        let size = measured.sizeThatFits(CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.height == 3)
        for cell in [measured, fresh] { cell.frame = CGRect(origin: .zero, size: size) }
        host.layout()
        #expect(frames(measured) == frames(fresh))
        #expect(frames(measured) == [CGRect(x: 1, y: 0, width: 18, height: 2), CGRect(x: 1, y: 2, width: 3, height: 1)])
        // New text after measuring: the layout solves again rather than reuse the measurement.
        _ = measured.sizeThatFits(CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude))
        measured.dateLabel.text = "Monday"
        host.layout()
        #expect(measured.dateLabel.frame == CGRect(x: 1, y: 2, width: 6, height: 1))
    }

    @Test("At iOS metrics the same cell is its constraints' height in points, plus the separator")
    func tableRowsInPoints() {
        let data = NotesData([("Groceries", "Mon")])
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), metrics: .iOS)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(ConstraintNoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = data
        host.rootView = table
        host.layout()
        let line = MetricsProfile.iOS.lineHeight(of: .preferredFont(forTextStyle: .body))
        let expected = 11 + line + 4 + line + 11 + MetricsProfile.iOS.separatorThickness
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - expected) < 0.34)
        withExtendedLifetime(data) {}
    }

    @Test("A content view whose constraints leave its height at zero gets the standard height and UIKit's warning, once")
    func zeroHeight() {
        final class Loose: UITableViewCell {
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let label = UILabel()
                label.text = "loose"
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                // No bottom: nothing holds the content view's height up.
                NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                                             label.topAnchor.constraint(equalTo: contentView.topAnchor)])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let cell = Loose(style: .default, reuseIdentifier: nil)
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        host.rootView = cell
        let messages = diagnostics {
            #expect(cell.sizeThatFits(CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude)).height == 1)
            #expect(cell.sizeThatFits(CGSize(width: 18, height: CGFloat.greatestFiniteMagnitude)).height == 1)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view") == true)
    }

    /// A flow layout collection of `texts`, each in a ``LabelCardCell`` whose label is pinned to
    /// its content view with `inset` points across, in a `width`-column host; the items' sizes.
    private func flowItemSizes(_ texts: [String], inset: CGFloat, cardWidth: CGFloat?, width: CGFloat) -> [CGSize?] {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 4, height: 1)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 1
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(LabelCardCell.self, forCellWithReuseIdentifier: LabelCardCell.reuseIdentifier)
        let data = LabelCards(texts: texts, inset: inset, cardWidth: cardWidth)
        collection.dataSource = data
        let host = HeadlessHost(size: CGSize(width: width, height: 10))
        host.rootView = collection
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.isEmpty, "\(reports.messages)")
        return withExtendedLifetime(data) {
            (0..<texts.count).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.size }
        }
    }

    @Test("Flow layout cells fit both dimensions to their content view's constraints: a width constraint holds them to a line, as in UIKit")
    func collectionCells() {
        // 96 points: the collection view's 6 columns.
        let sizes = flowItemSizes(["one", "two words here", "three"], inset: 0, cardWidth: 96, width: 6)
        #expect(sizes == [CGSize(width: 6, height: 1), CGSize(width: 6, height: 3), CGSize(width: 6, height: 1)])
    }

    @Test("A flow layout cell without a width constraint takes its content's width, as UIKit's does")
    func flowCellFitsWidth() {
        // The text and a column each side.
        let sizes = flowItemSizes(["swift", "ui", "linux"], inset: 16, cardWidth: nil, width: 30)
        #expect(sizes.map { $0?.width } == [7, 4, 7])
    }
}

/// A collection view cell whose wrapping label is pinned to its content view, `inset` points in
/// across, and whose content view is `width` points wide when that is set (``configure(_:inset:width:)``).
@MainActor
final class LabelCardCell: UICollectionViewCell {
    static let reuseIdentifier = "card"
    let label = UILabel()
    private var pins: [NSLayoutConstraint] = []

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(_ text: String, inset: CGFloat, width: CGFloat?) {
        label.text = text
        NSLayoutConstraint.deactivate(pins)
        pins = [
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ]
        if let width {
            // Below required, as UIKit cells write it: it gives way to the content view's frame
            // until the layout has sized the cell.
            let pin = contentView.widthAnchor.constraint(equalToConstant: width)
            pin.priority = .required - 1
            pins.append(pin)
        }
        NSLayoutConstraint.activate(pins)
    }
}

/// Items of ``LabelCardCell``.
@MainActor
final class LabelCards: NSObject, UICollectionViewDataSource {
    let texts: [String]
    let inset: CGFloat
    let cardWidth: CGFloat?
    init(texts: [String], inset: CGFloat, cardWidth: CGFloat?) {
        self.texts = texts
        self.inset = inset
        self.cardWidth = cardWidth
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: LabelCardCell.reuseIdentifier, for: indexPath) as! LabelCardCell
        cell.configure(texts[indexPath.item], inset: inset, width: cardWidth)
        return cell
    }
}
