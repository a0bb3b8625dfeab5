import Foundation
import Synchronization
import Testing
@testable import TrestleDemo

@Suite("Contacts: the first run says how far it has come")
struct ContactsSeedProgressTests {
    @Test("Seeding reports each phase in order, counting up to the total, about a hundred times a counted phase")
    func phasesInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try ContactsDatabase(path: folder.appendingPathComponent("contacts.sqlite").path)
        let reports = Mutex<[ContactsSeedProgress]>([])
        try database.seedIfNeeded(count: 5_000) { progress in reports.withLock { $0.append(progress) } }
        let seen = reports.withLock { $0 }
        let phases = seen.map(\.phase).reduce(into: [ContactsSeedProgress.Phase]()) { if $0.last != $1 { $0.append($1) } }
        #expect(phases == [.generating, .sorting, .writing, .indexing])
        for phase in [ContactsSeedProgress.Phase.generating, .writing] {
            let counts = seen.filter { $0.phase == phase }.map(\.done)
            #expect(counts == counts.sorted() && counts.count == 100 && counts.allSatisfy { $0 < 5_000 })
        }
        #expect(seen.allSatisfy { $0.total == 5_000 })
        // A file already seeded is opened as it is: nothing to report.
        let again = Mutex(0)
        try database.seedIfNeeded(count: 5_000) { _ in again.withLock { $0 += 1 } }
        #expect(again.withLock { $0 } == 0)
    }

    @Test("The screen's line names the phase, the people, the percentage, the file and its size")
    func messages() {
        let writing = ContactsSeedProgress(phase: .writing, done: 430_000, total: 1_000_000).message(path: "/data/contacts.sqlite")
        #expect(writing.contains("1,000,000 people") && writing.contains("/data/contacts.sqlite") && writing.hasSuffix("43 %"))
        #expect(writing.contains("about 121 MB"))
        #expect(ContactsSeedProgress(phase: .generating, done: 0, total: 10).message(path: "x").hasSuffix("0 %"))
        #expect(ContactsSeedProgress(phase: .indexing, done: 0, total: 10).message(path: "x").contains("indexing"))
    }
}
