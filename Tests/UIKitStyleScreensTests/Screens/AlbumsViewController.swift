// Written as a UIKit screen is written; the only change for Trestle is the import
// and `required init(frame:)` in the cell (the README's porting rules).
import Trestle

struct Album: Hashable {
    let name: String
    let count: Int

    static let samples: [Album] = ["Recents", "Favourites", "Seoul", "Busan", "Jeju", "Family", "Screenshots", "Food", "Hiking",
                                   "Concerts", "Pets", "Receipts"].enumerated().map { Album(name: $1, count: ($0 + 3) * 17) }
}

final class AlbumCell: UICollectionViewCell {
    static let reuseIdentifier = "AlbumCell"

    let coverView = UIView()
    let nameLabel = UILabel()
    let countLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        coverView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width)
        coverView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        coverView.backgroundColor = .systemTeal
        coverView.layer.cornerRadius = 8
        coverView.clipsToBounds = true
        contentView.addSubview(coverView)

        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.adjustsFontForContentSizeCategory = true
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.textColor = .secondaryLabel
        for label in [nameLabel, countLabel] {
            label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            contentView.addSubview(label)
        }
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The height of the two lines under the cover.
    static var textHeight: CGFloat {
        let probe = UILabel()
        probe.font = .preferredFont(forTextStyle: .subheadline)
        probe.text = "Ag"
        return 2 * ceil(probe.intrinsicContentSize.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let lineHeight = AlbumCell.textHeight / 2
        coverView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 2 * lineHeight))
        nameLabel.frame = CGRect(x: 0, y: coverView.frame.maxY, width: bounds.width, height: lineHeight)
        countLabel.frame = CGRect(x: 0, y: nameLabel.frame.maxY, width: bounds.width, height: lineHeight)
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.15) {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
            }
        }
    }

    func configure(with album: Album) {
        // Each album gets its own hue, a little darker in dark mode.
        let hue = CGFloat(abs(album.name.hashValue % 360)) / 360
        coverView.backgroundColor = UIColor { traits in
            UIColor(hue: hue, saturation: 0.45, brightness: traits.userInterfaceStyle == .dark ? 0.55 : 0.85, alpha: 1)
        }
        nameLabel.text = album.name
        countLabel.text = "\(album.count)"
        accessibilityLabel = album.name
        accessibilityValue = "\(album.count) photos"
    }
}

final class AlbumsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private(set) var headerView: UIView!
    private(set) var titleLabel: UILabel!
    private(set) var collectionView: UICollectionView!
    private(set) var openedAlbum: Album?
    let albums = Album.samples

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // A header sized by hand and kept to the top by autoresizing, as older screens do.
        titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.text = "Albums"
        titleLabel.accessibilityTraits = .header
        titleLabel.sizeToFit()
        let margin = view.directionalLayoutMargins.leading
        let headerHeight = titleLabel.bounds.height + 2 * view.directionalLayoutMargins.top
        headerView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: headerHeight))
        headerView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        titleLabel.frame = headerView.bounds.insetBy(dx: margin, dy: 0)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        headerView.addSubview(titleLabel)
        view.addSubview(headerView)

        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: headerHeight, width: view.bounds.width,
                                                        height: view.bounds.height - headerHeight),
                                          collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: AlbumCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Two columns on a phone held upright, three when there is room.
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 3 : 2
        let available = collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right
            - layout.minimumInteritemSpacing * (columns - 1)
        let width = floor(available / columns)
        let size = CGSize(width: width, height: floor(width * 0.75) + AlbumCell.textHeight)
        if layout.itemSize != size {
            layout.itemSize = size
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AlbumCell.reuseIdentifier, for: indexPath) as! AlbumCell
        cell.configure(with: albums[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        openedAlbum = albums[indexPath.item]
    }
}
