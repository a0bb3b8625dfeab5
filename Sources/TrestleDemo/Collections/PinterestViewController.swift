import Foundation
import Trestle

/// Pins of different heights in staggered columns, laid out by ``PinterestLayout`` — a custom
/// `UICollectionViewLayout` — whose delegate this controller is: each card is as tall as its
/// notes. The arrows move the focus to the nearest card in each direction; Return, Space or a
/// click selects a pin, and the title names it.
final class PinterestViewController: UICollectionViewController, PinterestLayoutDelegate {
    let board: PinBoard

    init(board: PinBoard = .sample) {
        self.board = board
        super.init(collectionViewLayout: PinterestLayout())
        title = "Pins"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var pinterestLayout: PinterestLayout { collectionViewLayout as! PinterestLayout }

    override func viewDidLoad() {
        super.viewDidLoad()
        pinterestLayout.delegate = self
        collectionView.register(PinCell.self, forCellWithReuseIdentifier: PinCell.reuseIdentifier)
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }

    // MARK: Data source

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        board.pins.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PinCell.reuseIdentifier, for: indexPath) as! PinCell
        cell.pin = board.pins[indexPath.item]
        return cell
    }

    // MARK: PinterestLayoutDelegate

    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        PinCell.height(notes: board.pins[indexPath.item].lines.count, tile: TileMetrics(collectionView.metrics))
    }

    // MARK: Selection

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        title = "Pins · \(board.pins[indexPath.item].title)"
    }
}
