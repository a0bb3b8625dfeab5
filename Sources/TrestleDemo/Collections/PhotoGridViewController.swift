import Foundation
import Trestle

/// A photo grid, as a photos app shows a library: a flow layout of square-looking tiles, one
/// section per month under a header that stays pinned at the top while its photos scroll under
/// it, and as many columns as the width holds (resize the terminal and the grid re-packs).
///
/// Several photos can be selected at once (`allowsMultipleSelection`): Return, Space or a click
/// toggles the focused photo, and the title counts the selection. `a` selects the focused
/// month's photos, `c` clears the selection.
final class PhotoGridViewController: UICollectionViewController {
    let library: PhotoLibrary

    init(library: PhotoLibrary = .sample) {
        self.library = library
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var flowLayout: UICollectionViewFlowLayout { collectionViewLayout as! UICollectionViewFlowLayout }

    /// The tiles' sizes come from the screen's metrics: in the terminal 12 columns × 5 lines (about
    /// square, for cells twice as tall as wide), at iOS metrics a card of three lines of text.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let tile = TileMetrics(collectionView.metrics)
        let itemSize = CGSize(width: tile.tileWidth(characters: 8), height: tile.tileHeight(lines: 3))
        guard flowLayout.itemSize != itemSize else { return }
        flowLayout.itemSize = itemSize
        flowLayout.minimumInteritemSpacing = tile.gap
        flowLayout.minimumLineSpacing = tile.stackedGap
        flowLayout.sectionInset = UIEdgeInsets(top: 0, left: tile.margin, bottom: tile.margin, right: tile.margin)
        flowLayout.headerReferenceSize = CGSize(width: 0, height: tile.sectionTitleHeight)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(PhotoSectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: PhotoSectionHeader.reuseIdentifier)
        collectionView.allowsMultipleSelection = true
        // Coming back from another screen keeps what was picked, as a photo picker does.
        clearsSelectionOnViewWillAppear = false
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }

    // MARK: Data source

    override func numberOfSections(in collectionView: UICollectionView) -> Int { library.albums.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        library.albums[section].photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.photo = library.albums[indexPath.section].photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: PhotoSectionHeader.reuseIdentifier,
                                                                     for: indexPath) as! PhotoSectionHeader
        let album = library.albums[indexPath.section]
        header.titleLabel.text = album.title
        header.countLabel.text = "\(album.photos.count) photos"
        return header
    }

    // MARK: Selection

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        updateTitle()
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        updateTitle()
    }

    /// "Photos", or how many are selected.
    private func updateTitle() {
        let count = collectionView.indexPathsForSelectedItems?.count ?? 0
        title = count == 0 ? "Photos" : "Photos · \(count) selected"
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "a", discoverabilityTitle: "Select the focused month") { [unowned self] _ in selectFocusedMonth() },
            UIKeyCommand(input: "c", discoverabilityTitle: "Clear the selection") { [unowned self] _ in clearSelection() },
        ]
    }

    func selectFocusedMonth() {
        let section = collectionView.indexPathForFocusedItem?.section ?? 0
        for item in library.albums[section].photos.indices {
            collectionView.selectItem(at: IndexPath(item: item, section: section), animated: false, scrollPosition: [])
        }
        updateTitle()
    }

    func clearSelection() {
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: false) }
        updateTitle()
    }
}
