import Foundation
import Trestle

/// Hundreds of note cards whose heights come from their text: a flow layout with an
/// `estimatedItemSize` (set in `viewDidLayoutSubviews`, from the collection view's width), and
/// cells that fit themselves in `preferredLayoutAttributesFitting(_:)`.
///
/// Cards are estimated at three lines until they appear; as each appears it is measured, and the
/// layout keeps what is on screen still while estimates become real heights — scrolling down and
/// back up never makes the cards jump. Return or Space selects a card.
final class SelfSizingCardsViewController: UICollectionViewController {
    let notes: CardNotes

    init(notes: CardNotes = .sample) {
        self.notes = notes
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Cards"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var flowLayout: UICollectionViewFlowLayout { collectionViewLayout as! UICollectionViewFlowLayout }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(NoteCardCell.self, forCellWithReuseIdentifier: NoteCardCell.reuseIdentifier)
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }

    /// The spacing and insets come from the screen's metrics: cards touch in the terminal, where
    /// their frames part them, and stand 8 points apart at iOS metrics.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let tile = TileMetrics(collectionView.metrics)
        let inset = UIEdgeInsets(top: tile.stackedGap, left: tile.margin, bottom: tile.stackedGap, right: tile.margin)
        guard flowLayout.sectionInset != inset || flowLayout.minimumLineSpacing != tile.stackedGap else { return }
        flowLayout.minimumLineSpacing = tile.stackedGap
        flowLayout.sectionInset = inset
    }

    /// The estimate follows the width: a card is as wide as the collection view inside the
    /// section insets, and about a line of text tall until its cell measures it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let tile = TileMetrics(collectionView.metrics)
        let inset = flowLayout.sectionInset
        let estimate = CGSize(width: max(1, collectionView.frame.width - inset.left - inset.right), height: tile.tileHeight(lines: 1))
        guard flowLayout.estimatedItemSize != estimate else { return }
        flowLayout.estimatedItemSize = estimate
        // The new estimate lays the cards out now, not a frame later.
        collectionView.layoutIfNeeded()
    }

    // MARK: Data source

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        notes.notes.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NoteCardCell.reuseIdentifier, for: indexPath) as! NoteCardCell
        let note = notes.notes[indexPath.item]
        cell.titleLabel.text = note.title
        cell.textLabel.text = note.text
        return cell
    }
}
