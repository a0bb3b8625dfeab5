// Written as a UIKit screen is written; the only change for Trestle is the import
// and `required init(frame:)` in the cell (the README's porting rules).
import Trestle

struct Card: Hashable {
    let title: String
    let detail: String
    let isNew: Bool

    static let samples: [Card] = (1...30).map { number in
        Card(title: "Trail \(number)",
             detail: number.isMultiple(of: 3) ? "A longer walk along the river, past the old mill and back through the woods."
                                              : "\(number * 2) km loop",
             isNew: number.isMultiple(of: 4))
    }
}

final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "CardCell"

    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let newBadge = UIView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.cornerCurve = .continuous
        contentView.layer.masksToBounds = true

        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0

        newBadge.backgroundColor = .systemGreen
        newBadge.layer.cornerRadius = 4
        newBadge.frame = CGRect(x: bounds.width - 16, y: 8, width: 8, height: 8)
        newBadge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        contentView.addSubview(newBadge)

        let views: [String: UIView] = ["title": titleLabel, "detail": detailLabel]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-16-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[detail]-16-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[title]-4-[detail]-12-|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)

        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.shadowOpacity = traitCollection.userInterfaceStyle == .dark ? 0 : 0.15
        }
    }

    func configure(with card: Card) {
        titleLabel.text = card.title
        detailLabel.text = card.detail
        newBadge.isHidden = !card.isNew
        accessibilityValue = card.isNew ? "New" : nil
    }
}

final class CardsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private(set) var collectionView: UICollectionView!
    private let cards = Card.samples
    private(set) var openedCard: Card?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        view.backgroundColor = .systemGroupedBackground

        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
        cell.configure(with: cards[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        openedCard = cards[indexPath.item]
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
