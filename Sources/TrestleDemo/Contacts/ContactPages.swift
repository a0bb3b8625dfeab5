import Foundation

/// The Contacts list as the screen sees it: section counts in memory, rows read from the
/// database a page at a time off the main actor, cached, and forgotten when too many are held.
///
/// A page read is short (an id range of the primary key, well under a millisecond): once asked
/// for it runs to its end and is cached, so the screen does not cancel prefetching.
///
/// ``contact(at:)`` answers from the cache, or `nil` — a placeholder row — and starts loading
/// the row's page. Loaded pages are told through ``onPageLoaded``. A page that was asked for
/// before the list changed (a refresh, a delete) is dropped when it arrives, so a row never
/// shows another row's person.
@MainActor
final class ContactPages {
    /// Rows per page.
    static let pageSize = 64
    /// Pages kept in memory: about 16,000 contacts, a few megabytes.
    static let maximumPages = 256

    struct PageKey: Hashable {
        var section: Int
        var page: Int
    }

    let database: ContactsDatabase
    private(set) var sections: [ContactSection] = []
    /// Ids of deleted contacts, ascending: what turns a row number into an id.
    private var deleted: [Int] = []
    private var pages: [PageKey: [Contact]] = [:]
    /// Pages by last use, oldest first, for forgetting.
    private var recentPages: [PageKey] = []
    private var loading: [PageKey: Task<Void, Never>] = [:]
    /// Bumped whenever the rows' places change: pages loaded before are stale.
    private(set) var generation = 0

    /// A page arrived: its rows on screen show their contacts now.
    var onPageLoaded: ((PageKey) -> Void)?
    /// A read failed: the screen explains it; what is on screen stays.
    var onError: ((ContactsStoreError) -> Void)?

    init(database: ContactsDatabase) {
        self.database = database
    }

    /// Reads the sections and deleted ids (off the main actor) and forgets every page. A delete
    /// told while the read was under way makes it read again, so the two always agree.
    func load() async throws {
        let database = self.database
        var listing: (sections: [ContactSection], deletedIDs: [Int])
        repeat {
            let before = generation
            listing = try await Task.detached(priority: .userInitiated) { try database.listing() }.value
            if generation == before { break }
        } while true
        let (sections, deleted) = listing
        generation += 1
        for task in loading.values { task.cancel() }
        loading.removeAll()
        pages.removeAll()
        recentPages.removeAll()
        self.sections = sections
        self.deleted = deleted
    }

    var totalCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// The contact at `indexPath`, or `nil` while its page loads (the page is asked for).
    func contact(at indexPath: IndexPath) -> Contact? {
        let key = pageKey(for: indexPath)
        guard let page = pages[key] else {
            requestPage(key)
            return nil
        }
        touch(key)
        let offset = indexPath.row - key.page * Self.pageSize
        return offset < page.count ? page[offset] : nil
    }

    /// Starts loading the pages of `indexPaths` (prefetching), nearest first.
    func prefetch(_ indexPaths: [IndexPath]) {
        var seen = Set<PageKey>()
        for indexPath in indexPaths {
            let key = pageKey(for: indexPath)
            if seen.insert(key).inserted, pages[key] == nil { requestPage(key) }
        }
    }

    /// The row numbers of `key`'s rows in its section.
    func rows(of key: PageKey) -> Range<Int> {
        let start = key.page * Self.pageSize
        return start..<min(start + Self.pageSize, sections[key.section].count)
    }

    /// Whether a page is being read.
    var isLoadingPages: Bool { !loading.isEmpty }

    /// Waits until no page is being read (tests, and measurements).
    func waitForLoads() async {
        while let task = loading.values.first {
            await task.value
        }
    }

    /// The contact's removal is told here once the database has deleted it: counts and places
    /// change, so every cached page is stale. A contact told twice counts once.
    func didDelete(_ contact: Contact) {
        guard contact.section < sections.count else { return }
        let index = deleted.partitionPoint { $0 >= contact.id }
        guard index == deleted.count || deleted[index] != contact.id else { return }
        sections[contact.section].count -= 1
        deleted.insert(contact.id, at: index)
        generation += 1
        for task in loading.values { task.cancel() }
        loading.removeAll()
        pages.removeAll()
        recentPages.removeAll()
    }

    // MARK: Pages

    private func pageKey(for indexPath: IndexPath) -> PageKey {
        PageKey(section: indexPath.section, page: indexPath.row / Self.pageSize)
    }

    /// The id of row `row` of `section`: the section's first id plus the row, moved on past
    /// the deleted ids before it.
    func id(ofRow row: Int, inSection section: Int) -> Int {
        let first = sections[section].firstID
        var id = first + row
        var skipped = 0
        while true {
            let deletedBefore = deleted.partitionPoint { $0 > id } - deleted.partitionPoint { $0 >= first }
            if deletedBefore == skipped { return id }
            id += deletedBefore - skipped
            skipped = deletedBefore
        }
    }

    private func requestPage(_ key: PageKey) {
        guard loading[key] == nil, key.section < sections.count else { return }
        let generation = self.generation
        let database = self.database
        let firstID = id(ofRow: key.page * Self.pageSize, inSection: key.section)
        let size = Self.pageSize
        loading[key] = Task { [weak self] in
            let result = await Task.detached(priority: .userInitiated) {
                Result { try database.contacts(inSection: key.section, fromID: firstID, limit: size) }
            }.value
            guard let self, !Task.isCancelled, generation == self.generation else { return }
            self.loading[key] = nil
            switch result {
            case .success(let contacts):
                self.store(contacts, for: key)
                self.onPageLoaded?(key)
            case .failure(let error):
                self.onError?(error as? ContactsStoreError ?? .unreadable(path: database.path, reason: String(describing: error)))
            }
        }
    }

    private func store(_ contacts: [Contact], for key: PageKey) {
        pages[key] = contacts
        touch(key)
        while recentPages.count > Self.maximumPages {
            pages[recentPages.removeFirst()] = nil
        }
    }

    private func touch(_ key: PageKey) {
        if let index = recentPages.lastIndex(of: key) {
            // Most lookups are of the page used last: no move needed.
            if index == recentPages.count - 1 { return }
            recentPages.remove(at: index)
        }
        recentPages.append(key)
    }
}

extension Array {
    /// The index of the first element for which `belongs` is true, in an array where it is false
    /// then true (a binary search).
    func partitionPoint(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
