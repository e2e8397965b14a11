import Testing
@testable import RefreshKitRuntime

@Suite struct HandleCodeTests {
    @Test func roundTripsEveryFieldAtItsLimits() {
        let codes = [
            HandleCode(contextSlot: 0, contextGeneration: 1, objectSlot: 0, objectGeneration: 1),
            HandleCode(
                contextSlot: UInt32(HandleCode.maxContextSlots - 1),
                contextGeneration: HandleCode.maxContextGeneration,
                objectSlot: UInt32(HandleCode.maxObjectSlots - 1),
                objectGeneration: HandleCode.maxObjectGeneration),
            HandleCode(contextSlot: 517, contextGeneration: 200_000, objectSlot: 123_456, objectGeneration: 7_777),
        ]
        for code in codes {
            #expect(HandleCode(bits: code.bits) == code)
            #expect(code.bits != 0)
            #expect(!HandleCode.isContextShaped(code.bits))
        }
        let context = HandleCode(contextSlot: 3, contextGeneration: 1)
        #expect(HandleCode.isContextShaped(context.bits) && context.isContext && context.bits != 0)
    }

    /// docs/ARCHITECTURE.md §6: at least 10^8 contexts per process and 10^10 objects per context.
    @Test func creationCapsAreOutOfReachOfARealHost() {
        #expect(HandleCode.maxContextCreations >= 100_000_000)
        #expect(HandleCode.maxObjectCreations >= 10_000_000_000)
        #expect(
            HandleCode.contextSlotBits + HandleCode.contextGenerationBits
                + HandleCode.objectSlotBits + HandleCode.objectGenerationBits == 64)
    }

    @Test func singleFieldReadsAgreeWithTheFullDecode() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let bits = generator.next() as UInt64
            let code = HandleCode(bits: bits)
            #expect(HandleCode.objectSlot(of: bits) == code.objectSlot)
            #expect(HandleCode.objectGeneration(of: bits) == code.objectGeneration)
            #expect(HandleCode.isContextShaped(bits) == code.isContext)
            let sameContext = HandleCode(
                contextSlot: code.contextSlot,
                contextGeneration: code.contextGeneration)
            #expect(HandleCode.contextKey(of: bits) == HandleCode.contextKey(of: sameContext.bits))
            var otherGeneration = sameContext
            otherGeneration.contextGeneration ^= 1
            #expect(HandleCode.contextKey(of: bits) != HandleCode.contextKey(of: otherGeneration.bits))
        }
    }

    @Test func fieldsDoNotBleedIntoEachOther() {
        let a = HandleCode(contextSlot: 1, contextGeneration: 1, objectSlot: 1, objectGeneration: 1)
        var b = a
        b.objectGeneration = 2
        #expect(a.bits != b.bits)
        #expect(HandleCode(bits: b.bits).objectSlot == 1)
        #expect(HandleCode(bits: b.bits).contextGeneration == 1)
    }

    @Test func limitMessagesNameTheLimitReached() {
        #expect(contextLimitMessage(live: 1024, retired: 0) == "too many live contexts (at most 1,024)")
        let retired = contextLimitMessage(live: 1, retired: 1023)
        #expect(retired.contains("1,023 slots are retired after 262,143 contexts each"))
        #expect(retired.contains("268,434,432 context creations per process"))
        #expect(objectLimitMessage(live: 10, capacity: 10) == "the context holds the most live objects it can (10)")
        #expect(objectLimitMessage(live: 4, capacity: 10).contains("6 slots are retired after 8,191 objects each"))
    }
}

@Suite struct HandleTableTests {
    @Test func reuseBumpsTheGeneration() {
        var table = HandleTable<String>(capacity: 4, maxGeneration: 100)
        var first: (UInt32, UInt32) = (0, 0)
        _ = table.insert { slot, generation in
            first = (slot, generation); return "a"
        }
        #expect(table.lookup(slot: first.0, generation: first.1) == "a")
        #expect(table.remove(slot: first.0, generation: first.1) == "a")
        #expect(table.lookup(slot: first.0, generation: first.1) == nil)
        var second: (UInt32, UInt32) = (0, 0)
        _ = table.insert { slot, generation in
            second = (slot, generation); return "b"
        }
        #expect(second.0 == first.0)
        #expect(second.1 == first.1 + 1)
        #expect(table.lookup(slot: first.0, generation: first.1) == nil)
        #expect(table.lookup(slot: second.0, generation: second.1) == "b")
    }

    @Test func removingTwiceOrWithAStaleGenerationFails() {
        var table = HandleTable<Int>(capacity: 2, maxGeneration: 10)
        var at: (UInt32, UInt32) = (0, 0)
        _ = table.insert { s, g in
            at = (s, g); return 7
        }
        #expect(table.remove(slot: at.0, generation: at.1 + 1) == nil)
        #expect(table.remove(slot: at.0, generation: at.1) == 7)
        #expect(table.remove(slot: at.0, generation: at.1) == nil)
        #expect(table.count == 0)
    }

    @Test func fullTableRefusesWithoutCallingMake() {
        var table = HandleTable<Int>(capacity: 3, maxGeneration: 10)
        for i in 0..<3 { #expect(table.insert { _, _ in i } == i) }
        var called = false
        #expect(
            table.insert { _, _ in
                called = true; return 99
            } == nil)
        #expect(!called)
        #expect(table.count == 3)
    }

    @Test func slotsRetireInsteadOfWrappingTheirGeneration() {
        var table = HandleTable<Int>(capacity: 1, maxGeneration: 3)
        var seen: [(UInt32, UInt32)] = []
        for i in 0..<3 {
            var at: (UInt32, UInt32) = (0, 0)
            #expect(
                table.insert { s, g in
                    at = (s, g); return i
                } == i)
            seen.append(at)
            table.remove(slot: at.0, generation: at.1)
        }
        #expect(seen.map(\.1) == [1, 2, 3])
        // Generation 3 was the last: the only slot is retired, so the table is now full for good.
        #expect(table.insert { _, _ in 9 } == nil)
        for (slot, generation) in seen { #expect(table.lookup(slot: slot, generation: generation) == nil) }
    }

    @Test func freedSlotsAreReusedOldestFirst() {
        var table = HandleTable<Int>(capacity: 8, maxGeneration: 100)
        var slots: [UInt32] = []
        for i in 0..<3 {
            _ = table.insert { s, _ in
                slots.append(s); return i
            }
        }
        table.remove(slot: slots[1], generation: 1)
        table.remove(slot: slots[0], generation: 1)
        var reused: [UInt32] = []
        for i in 0..<2 {
            _ = table.insert { s, _ in
                reused.append(s); return i
            }
        }
        #expect(reused == [slots[1], slots[0]])
    }
}
