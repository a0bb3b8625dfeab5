import Foundation
import Trestle

/// An app-store front page built with a compositional layout: sections down the screen, some
/// of whose groups run sideways in strips of their own (orthogonal scrolling), pinned section
/// headers, and a background decoration behind one section.
///
/// - **Featured**: one wide card at a time, centred (`.groupPagingCentered`);
/// - **New & Updated**: columns of three apps, a column at a time (`.groupPaging`), nested groups;
/// - **Categories**: a two-column grid on a shaded background (a section background decoration);
/// - **Top Free**: a ranked list whose header stays pinned while it scrolls.
///
/// ↑ ↓ ← → move the focus — sideways along a strip, which follows it — and the wheel sideways
/// (or Shift-wheel) over a strip scrolls that strip only.
final class StoreViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured, newApps, categories, topFree

        var title: String {
            switch self {
            case .featured: "Featured"
            case .newApps: "New & Updated"
            case .categories: "Categories"
            case .topFree: "Top Free"
            }
        }
    }

    struct App: Hashable, Sendable {
        let section: Int
        let name: String
        let detail: String
    }

    static let headerKind = "store-header"
    static let backgroundKind = "store-background"

    let catalog: [[App]] = StoreViewController.makeCatalog()
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, App>!
    /// The app last chosen (Return or a click), shown in the title.
    private(set) var chosen: App?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Store"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func makeCatalog() -> [[App]] {
        let featured = ["Trail Finder", "Night Sky", "Chord Book", "Pocket Garden", "Tide Times"]
        let new = ["Notebook", "Fermata", "Postbox", "Lantern", "Metro Map", "Ledger", "Sketch Pad", "Glossary", "Recipe Box",
                   "Kite", "Harbour", "Orbit"]
        let categories = ["Books", "Education", "Finance", "Games", "Health", "Music", "Navigation", "Weather"]
        let top = (1...40).map { "App number \($0)" }
        return [
            featured.map { App(section: 0, name: $0, detail: "Editors' choice") },
            new.enumerated().map { App(section: 1, name: $1, detail: "Version \($0 % 4 + 1).\($0 % 3)") },
            categories.map { App(section: 2, name: $0, detail: "") },
            top.enumerated().map { App(section: 3, name: $1, detail: "#\($0 + 1)") },
        ]
    }

    override func loadView() {
        let layout = Self.makeLayout { [weak self] in self?.collectionView?.metrics ?? UIScreen.main.metrics }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.delegate = self
        view = collectionView
    }

    /// The layout: one section description per kind of shelf, its lengths from the metrics of the
    /// screen the collection view is on (`metrics`): rows a line or 44 points tall, and so on.
    static func makeLayout(metrics: @escaping @MainActor () -> MetricsProfile) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let metrics = metrics()
            let tile = TileMetrics(metrics)
            let section: NSCollectionLayoutSection
            switch Section(rawValue: index) ?? .topFree {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(tile.tileHeight(lines: 3))), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 2 * tile.gap
                section.orthogonalScrollingBehavior = .groupPagingCentered
            case .newApps:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
                // Three rows, each a row and a line tall.
                let column = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.45), heightDimension: .absolute(3 * (metrics.rowHeight + tile.line))),
                    repeatingSubitem: item, count: 3)
                section = NSCollectionLayoutSection(group: column)
                section.interGroupSpacing = 2 * tile.gap
                section.orthogonalScrollingBehavior = .groupPaging
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: tile.margin, bottom: 0, trailing: tile.margin)
            case .categories:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: tile.gap, bottom: 0, trailing: tile.gap)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.rowHeight)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                let side = tile.margin + tile.gap
                section.contentInsets = NSDirectionalEdgeInsets(top: tile.gap, leading: side, bottom: tile.gap, trailing: side)
                let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
                background.contentInsets = NSDirectionalEdgeInsets(top: tile.gap, leading: tile.gap, bottom: 0, trailing: tile.gap)
                section.decorationItems = [background]
            case .topFree:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.rowHeight))
                section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: tile.margin, bottom: 0, trailing: tile.margin)
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(tile.sectionTitleHeight)),
                elementKind: headerKind, alignment: .top)
            header.pinToVisibleBounds = index >= Section.categories.rawValue
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            // Every title at the same column, whatever the section's insets.
            section.supplementariesFollowContentInsets = false
            return section
        }
        layout.register(StoreBackgroundView.self, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    /// Sections a line (8 points) apart, from the screen's metrics.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        let spacing = TileMetrics(collectionView.metrics).gap
        guard layout.configuration.interSectionSpacing != spacing else { return }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spacing
        layout.configuration = configuration
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cells = UICollectionView.CellRegistration<StoreCell, App> { cell, _, app in cell.app = app }
        let headers = UICollectionView.SupplementaryRegistration<StoreHeaderView>(elementKind: Self.headerKind) { view, _, indexPath in
            view.label.text = Section(rawValue: indexPath.section)?.title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, app in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: app)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, App>()
        for (section, apps) in catalog.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(apps, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }
}

extension StoreViewController: DemoKeyHelp {
    var keyHelp: [(keys: String, action: String)] {
        [("← →", "move along a strip; the strip follows the focus"),
         ("sideways wheel, Shift-wheel", "over a strip, scroll only that strip"),
         ("Return, click", "choose the focused app")]
    }
}

extension StoreViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen = dataSource.itemIdentifier(for: indexPath)
        title = chosen.map { "Store — \($0.name)" } ?? "Store"
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// An app: a framed card in the Featured strip, a row elsewhere. The focused card's frame is
/// heavy; a focused row is marked (▸ in the terminal, shaded in points).
final class StoreCell: UICollectionViewCell {
    var app: StoreViewController.App? { didSet { setNeedsDisplay() } }

    required init(frame: CGRect) {
        super.init(frame: frame)
        focusEffect = nil
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(in context: inout DrawingContext) {
        super.draw(in: &context)
        guard let app else { return }
        let body = UIFont.preferredFont(forTextStyle: .body)
        let focused = drawsFocus
        let color: UIColor = focused ? .tintColor : .label
        let tile = TileMetrics(context.metrics)
        if app.section == StoreViewController.Section.featured.rawValue {
            TileBorder(isHeavy: focused).draw(in: bounds, color: focused ? .tintColor : .separator, font: body, into: &context)
            let origin = CGPoint(x: tile.textInsets.left, y: tile.textInsets.top)
            context.text(app.name, at: origin, font: .preferredFont(forTextStyle: .headline), color: color)
            context.text(app.detail, at: CGPoint(x: origin.x, y: origin.y + tile.headlineLine), font: body, color: .secondaryLabel)
            return
        }
        // A row: the name at the leading edge and the detail at the trailing one, on the row's
        // middle line; where the row is tall enough for two lines and a margin (New & Updated in
        // points), the detail goes under the name. The terminal marks focus with ▸; points shade
        // the row.
        let inset = tile.framesAreCharacters ? 0 : tile.textInsets.left / 2
        var name = app.name
        if tile.framesAreCharacters {
            name = (focused ? "▸ " : "  ") + name
        } else if focused {
            context.roundedRect(bounds, cornerRadius: tile.cornerRadius / 2, fill: .systemGray5, stroke: nil)
        }
        let twoLines = !app.detail.isEmpty && bounds.height >= 2 * tile.line + tile.textInsets.top
        let y = ((bounds.height - tile.line * (twoLines ? 2 : 1)) / 2).rounded(.down)
        context.text(name, at: CGPoint(x: inset, y: y), font: body, color: color)
        if twoLines {
            context.text(app.detail, at: CGPoint(x: inset, y: y + tile.line), font: body, color: .secondaryLabel)
        } else if !app.detail.isEmpty {
            let width = context.metrics.textWidth(of: app.detail, font: body)
            context.text(app.detail, at: CGPoint(x: max(0, bounds.width - width - inset), y: y), font: body, color: .secondaryLabel)
        }
    }
}

/// A section title over the page's background, so a pinned one hides what scrolls under it.
final class StoreHeaderView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = .preferredFont(forTextStyle: .headline)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = TileMetrics(metrics).margin
        label.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - margin), height: bounds.height)
    }
}

/// The shaded block behind the Categories section.
final class StoreBackgroundView: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(in context: inout DrawingContext) {
        super.draw(in: &context)
        context.roundedRect(bounds, cornerRadius: TileMetrics(context.metrics).cornerRadius, fill: nil, stroke: .separator)
    }
}
