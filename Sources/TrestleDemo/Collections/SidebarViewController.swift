import Foundation
import Trestle

/// A sidebar outline, the iOS 14 way: a collection view with a `.sidebar` list layout, a
/// diffable data source fed with a section snapshot per section, and list cells whose parents
/// carry an outline disclosure.
///
/// → expands the focused folder (or moves into it when it is open), ← collapses it (or moves to
/// its parent); a click on the chevron does either; Return or a click on a leaf chooses it, and
/// the title shows it.
final class SidebarViewController: UIViewController {
    /// An outline node: a title and its children (a leaf when it has none).
    struct Node {
        let title: String
        var children: [Node] = []
    }

    /// The sections: a flat list of places, then a folder tree.
    static let places = ["Recents", "Shared", "Favourites"]
    static let library: [Node] = [
        Node(title: "Photos", children: [
            Node(title: "2024", children: (1...12).map { Node(title: "2024 – month \($0)") }),
            Node(title: "2025", children: (1...6).map { Node(title: "2025 – month \($0)") }),
        ]),
        Node(title: "Documents", children: [
            Node(title: "Letters"), Node(title: "Invoices", children: [Node(title: "January"), Node(title: "February")]),
            Node(title: "Recipes"),
        ]),
        Node(title: "Music", children: [Node(title: "Playlists"), Node(title: "Albums")]),
        Node(title: "Downloads"),
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// The leaf last chosen.
    private(set) var chosen: String?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Sidebar"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.delegate = self
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let headers = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let folders = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let leaves = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "doc")
            cell.contentConfiguration = content
            cell.accessories = []
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, title in
            guard let self else { return nil }
            let outline = self.dataSource.snapshot(for: indexPath.section)
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headers, for: indexPath, item: title)
            }
            let isFolder = !outline.snapshot(of: title).items.isEmpty
            return collectionView.dequeueConfiguredReusableCell(using: isFolder ? folders : leaves, for: indexPath, item: title)
        }

        var places = NSDiffableDataSourceSectionSnapshot<String>()
        places.append(["Places"])
        places.append(Self.places, to: "Places")
        places.expand(["Places"])
        dataSource.apply(places, to: 0, animatingDifferences: false)

        var library = NSDiffableDataSourceSectionSnapshot<String>()
        library.append(["Library"])
        func add(_ nodes: [Node], to parent: String) {
            library.append(nodes.map(\.title), to: parent)
            for node in nodes where !node.children.isEmpty { add(node.children, to: node.title) }
        }
        add(Self.library, to: "Library")
        library.expand(["Library", "Photos"])
        dataSource.apply(library, to: 1, animatingDifferences: false)
        collectionView.focusItem(at: IndexPath(item: 1, section: 0))
    }
}

extension SidebarViewController: DemoKeyHelp {
    var keyHelp: [(keys: String, action: String)] {
        [("→", "open the focused folder (on an open one, go to its first item)"),
         ("←", "close the focused folder (on an item, go to its folder)"),
         ("Return, click", "choose the focused item; on a folder, open or close it")]
    }
}

extension SidebarViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let title = dataSource.itemIdentifier(for: indexPath) else { return }
        let outline = dataSource.snapshot(for: indexPath.section)
        if outline.snapshot(of: title).items.isEmpty {
            chosen = title
            self.title = "Sidebar — \(title)"
        } else {
            // A folder: a click on its row opens or closes it, as a sidebar does.
            var changed = outline
            if outline.isExpanded(title) { changed.collapse([title]) } else { changed.expand([title]) }
            dataSource.apply(changed, to: indexPath.section, animatingDifferences: true)
        }
        collectionView.deselectItem(at: indexPath, animated: false)
    }
}
