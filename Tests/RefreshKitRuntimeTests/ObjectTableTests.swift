import RefreshKitModel
import Synchronization
import Testing
@testable import RefreshKitRuntime

/// What the reader and writer tasks share.
private final class Board: Sendable {
    let published = Mutex<[UInt64]>([])
    let done = Atomic<Bool>(false)
}

private final class Item: TableObject {
    let handle: UInt64
    let label: Int
    init(handle: UInt64, label: Int) {
        self.handle = handle
        self.label = label
    }
}

/// A handle of context (slot 2, generation 5) for an object slot and generation.
private func handle(_ slot: UInt32, _ generation: UInt32) -> UInt64 {
    HandleCode(contextSlot: 2, contextGeneration: 5, objectSlot: slot, objectGeneration: generation).bits
}

private func insert(_ table: ObjectTable<Item, String>, _ kind: ObjectKind = .footer, label: Int = 0) -> Item? {
    table.insert(kind) { slot, generation in Item(handle: handle(slot, generation), label: label) }
}

@Suite struct ObjectTableTests {
    @Test func aLiveObjectIsFoundByItsExactHandleOnly() throws {
        let table = ObjectTable<Item, String>(capacity: 8, maxGeneration: 100)
        let item = try #require(insert(table, .task, label: 7))
        #expect(table.lookup(item.handle) === item)
        #expect(table.liveObject(item.handle) === item)
        #expect(table.liveKind(item.handle) == .task)
        let code = HandleCode(bits: item.handle)
        #expect(table.lookup(handle(code.objectSlot, code.objectGeneration + 1)) == nil)
        #expect(table.lookup(handle(code.objectSlot + 1, code.objectGeneration)) == nil)
        #expect(table.liveKind(0) == nil && table.lookup(0) == nil)
        #expect(table.count == 1 && table.objects.map(\.label) == [7])
    }

    @Test func aRemovedHandleNeverMatchesAgain() throws {
        let table = ObjectTable<Item, String>(capacity: 1, maxGeneration: 1_000)
        var stale: [UInt64] = []
        for label in 0..<500 {
            let item = try #require(insert(table, label: label))
            for old in stale { #expect(table.lookup(old) == nil && table.liveKind(old) == nil) }
            #expect(table.remove(item.handle)?.object === item)
            #expect(table.remove(item.handle) == nil)
            stale.append(item.handle)
        }
        #expect(table.count == 0 && table.retired == 0)
    }

    @Test func aSlotIsRetiredAfterItsLastGeneration() throws {
        let table = ObjectTable<Item, String>(capacity: 2, maxGeneration: 3)
        var made = 0
        while let item = insert(table) {
            made += 1
            _ = table.remove(item.handle)
        }
        #expect(made == 2 * 3)
        #expect(table.retired == 2 && table.count == 0)
    }

    @Test func theCapacityBoundsLiveObjects() throws {
        let table = ObjectTable<Item, String>(capacity: 100, maxGeneration: 9)
        var items: [Item] = []
        while let item = insert(table, label: items.count) { items.append(item) }
        #expect(items.count == 100 && table.count == 100)
        for item in items { #expect(table.lookup(item.handle) === item) }
        _ = table.remove(items[42].handle)
        let again = try #require(insert(table, label: 1_000))
        #expect(HandleCode(bits: again.handle).objectSlot == HandleCode(bits: items[42].handle).objectSlot)
        #expect(again.handle != items[42].handle)
    }

    @Test func hostDataBelongsToTheLiveObjectAndLeavesWithIt() throws {
        let table = ObjectTable<Item, String>(capacity: 4, maxGeneration: 9)
        let item = try #require(insert(table))
        #expect(table.hostData(item.handle) == .some(nil))
        #expect(table.exchangeHostData(item.handle, "first") == .some(nil))
        #expect(table.exchangeHostData(item.handle, "second") == .some("first"))
        #expect(table.hostData(item.handle) == .some("second"))
        #expect(table.remove(item.handle)?.hostData == "second")
        #expect(table.hostData(item.handle) == nil)
        #expect(table.exchangeHostData(item.handle, "late") == nil)
        let next = try #require(insert(table))
        #expect(table.hostData(next.handle) == .some(nil))
    }

    /// Readers on other threads see each handle either live (with its own kind) or dead while the
    /// one writer inserts, removes and grows the table.
    @Test func readersOnOtherThreadsSeeConsistentEntries() async throws {
        let table = ObjectTable<Item, String>(capacity: 10_000, maxGeneration: 50)
        let board = Board()
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    var checks = 0
                    while !board.done.load(ordering: .acquiring) {
                        for bits in board.published.withLock({ $0.suffix(64) }) {
                            if let kind = table.liveKind(bits) {
                                #expect(kind == .probe || kind == .task)
                            }
                            if let object = table.liveObject(bits) { #expect(object.handle == bits) }
                            checks += 1
                        }
                        // The pool may have fewer threads than tasks: let the writer run.
                        await Task.yield()
                    }
                    return checks
                }
            }
            group.addTask {
                var live: [Item] = []
                for round in 0..<20_000 {
                    if round % 256 == 0 { await Task.yield() }
                    if round % 3 == 2, !live.isEmpty {
                        let item = live.removeFirst()
                        #expect(table.remove(item.handle)?.object === item)
                    } else if let item = insert(table, round % 2 == 0 ? .probe : .task, label: round) {
                        live.append(item)
                        board.published.withLock { $0.append(item.handle) }
                    }
                }
                for item in live { #expect(table.lookup(item.handle) === item) }
                board.done.store(true, ordering: .releasing)
                return 0
            }
            for await _ in group {}
        }
    }
}
