import Foundation
import Trestle

/// A shelf of album covers that scrolls sideways: a flow layout with `scrollDirection =
/// .horizontal`, two rows of covers when the terminal is tall enough (one otherwise), and the
/// focused album's details below.
///
/// ← → move the focus along the shelf (↑ ↓ between the rows), Page Up/Down a screen of covers,
/// Home/End to either end; the wheel and Shift-wheel scroll it sideways, as does a trackpad
/// swipe. The selection follows the focus, so the details show the album the focus is on.
final class ShelfViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let shelf: AlbumShelf
    private(set) var collectionView: UICollectionView!
    let layout = UICollectionViewFlowLayout()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let hintLabel = UILabel()

    init(shelf: AlbumShelf = .sample) {
        self.shelf = shelf
        super.init(nibName: nil, bundle: nil)
        title = "Shelf"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        layout.scrollDirection = .horizontal
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.selectionFollowsFocus = true
        collectionView.showsHorizontalScrollIndicator = true
        collectionView.register(AlbumCoverCell.self, forCellWithReuseIdentifier: AlbumCoverCell.reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.textColor = .secondaryLabel
        hintLabel.textColor = .secondaryLabel
        hintLabel.text = "← → move · PgUp PgDn a screen · wheel scrolls sideways"
        view = ShelfView(collectionView: collectionView, labels: [titleLabel, detailLabel, hintLabel])
    }

    /// The covers' sizes and spacing come from the screen's metrics.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let tile = TileMetrics(collectionView.metrics)
        let size = AlbumCoverCell.size(tile)
        guard layout.itemSize != size else { return }
        layout.itemSize = size
        // Horizontally, "lines" are the columns of covers and "items" stack in a column.
        layout.minimumLineSpacing = 2 * tile.gap
        layout.minimumInteritemSpacing = tile.gap
        // The last line stays free for the horizontal scroll indicator.
        layout.sectionInset = UIEdgeInsets(top: 0, left: tile.margin, bottom: tile.gap, right: tile.margin)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        showDetails(of: 0)
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shelf.albums.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AlbumCoverCell.reuseIdentifier, for: indexPath) as! AlbumCoverCell
        cell.album = shelf.albums[indexPath.item]
        return cell
    }

    // MARK: Delegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        showDetails(of: indexPath.item)
    }

    private func showDetails(of item: Int) {
        let album = shelf.albums[item]
        titleLabel.text = "\(album.title) — \(album.artist)"
        detailLabel.text = "\(album.year) · \(album.tracks) tracks · \(item + 1) of \(shelf.albums.count)"
    }
}

/// The shelf screen's view: the shelf at the top, as tall as two rows of covers when there is
/// room for them and the details, one otherwise; the details and the keys below it.
final class ShelfView: UIView {
    let collectionView: UICollectionView
    let labels: [UILabel]

    init(collectionView: UICollectionView, labels: [UILabel]) {
        self.collectionView = collectionView
        self.labels = labels
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        addSubview(collectionView)
        for label in labels { addSubview(label) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// How many rows of covers the height holds, leaving a line above each label.
    var rows: Int {
        let tile = TileMetrics(metrics)
        let cover = AlbumCoverCell.size(tile).height
        let labelsHeight = CGFloat(labels.count + 2) * tile.line
        return bounds.height >= 2 * cover + 2 * tile.gap + labelsHeight ? 2 : 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let tile = TileMetrics(metrics)
        let cover = AlbumCoverCell.size(tile).height
        // The rows, the space between them and the scroll indicator's line below.
        let shelfHeight = CGFloat(rows) * cover + CGFloat(rows) * tile.gap
        collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, shelfHeight))
        var y = collectionView.frame.maxY + tile.line
        for (index, label) in labels.enumerated() {
            if index == labels.count - 1 { y = max(y, bounds.height - tile.line) }
            label.frame = CGRect(x: tile.margin, y: y, width: max(0, bounds.width - 2 * tile.margin), height: tile.line)
            y += tile.line
        }
    }
}
