import Testing
@testable import RefreshKitModel

/// F18: the one rule that accepts or refuses an end that names a load (OpenLoads.checkEnd), and
/// the one that says which states a kind has (ComponentKind.has). The component, the C ABI on the
/// loop thread and the runtime's ledger off it all ask these.
@Suite struct OpenLoadsTests {
    static func refusal(
        _ loads: OpenLoads, _ id: UInt64, _ outcome: LoadOutcome, _ kind: ComponentKind
    ) -> LoadEndRefusal? {
        do throws(LoadEndRefusal) {
            try loads.checkEnd(id, outcome, for: kind)
            return nil
        } catch {
            return error
        }
    }

    @Test func onlyTheFootersHaveNoMoreData() {
        #expect(ComponentKind.backFooter.has(.noMoreData))
        #expect(ComponentKind.autoFooter.has(.noMoreData))
        #expect(!ComponentKind.header.has(.noMoreData))
        #expect(!ComponentKind.trailer.has(.noMoreData))
        for kind in ComponentKind.allCases {
            for state in RefreshState.allCases where state != .noMoreData {
                #expect(kind.has(state), "\(kind) \(state)")
            }
        }
    }

    @Test func eachOutcomeEndsInItsState() {
        #expect(LoadOutcome.done.state == .idle)
        #expect(LoadOutcome.noMoreData.state == .noMoreData)
        #expect(LoadOutcome.failed.state == .failed)
    }

    @Test func theCurrentLoadIsAcceptedAndNoOtherWithNothingQueued() {
        let loads = OpenLoads(current: 7)
        for kind in ComponentKind.allCases {
            #expect(Self.refusal(loads, 7, .done, kind) == nil)
            #expect(Self.refusal(loads, 7, .failed, kind) == nil)
            #expect(Self.refusal(loads, 6, .done, kind) == .notCurrent(current: 7))
            #expect(Self.refusal(loads, 8, .failed, kind) == .notCurrent(current: 7))
            #expect(Self.refusal(loads, 0, .done, kind) == .noLoad)
        }
        // With no load current, 0 still names none (it is not "the current load, 0").
        #expect(Self.refusal(OpenLoads(), 0, .done, .backFooter) == .noLoad)
        #expect(Self.refusal(OpenLoads(), 3, .done, .backFooter) == .notCurrent(current: 0))
    }

    @Test func noMoreDataIsRefusedForAHeaderOrATrailerBeforeTheIDIsLookedAt() {
        let loads = OpenLoads(current: 7)
        for kind in [ComponentKind.header, .trailer] {
            #expect(Self.refusal(loads, 7, .noMoreData, kind) == .outcomeUnsupported)
            #expect(Self.refusal(loads, 0, .noMoreData, kind) == .outcomeUnsupported)
            #expect(Self.refusal(loads, 9, .noMoreData, kind) == .outcomeUnsupported)
            #expect(throws: LoadEndRefusal.outcomeUnsupported) {
                try OpenLoads.checkOutcome(.noMoreData, for: kind)
            }
        }
        for kind in [ComponentKind.backFooter, .autoFooter] {
            #expect(Self.refusal(loads, 7, .noMoreData, kind) == nil)
            #expect(throws: Never.self) { try OpenLoads.checkOutcome(.noMoreData, for: kind) }
        }
    }

    @Test func aQueuedBeginsLoadIsAcceptedUntilItRuns() {
        var loads = OpenLoads(current: 2)
        loads.queueBegin(3)
        loads.queueBegin(4)
        #expect(Self.refusal(loads, 3, .done, .header) == nil)
        #expect(Self.refusal(loads, 4, .done, .header) == nil)
        #expect(Self.refusal(loads, 2, .done, .header) == nil)
        loads.beginRan(3)
        #expect(Self.refusal(loads, 3, .done, .header) == .notCurrent(current: 2))
        #expect(Self.refusal(loads, 4, .done, .header) == nil)
        loads.beginRan(9)  // never queued: nothing changes
        #expect(loads.queued == [4])
        loads.setCurrent(4)
        loads.beginRan(4)
        #expect(Self.refusal(loads, 4, .done, .header) == nil)
        #expect(Self.refusal(loads, 2, .done, .header) == .notCurrent(current: 4))
    }

    /// The machine's own view: its current load, nothing queued ahead of an end made now.
    @Test func theMachineSeesItsCurrentLoadAlone() {
        var h = LoadIDTests.footerLoadingByDrag()
        #expect(h.model.component.openLoads == OpenLoads(current: 1))
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(h.model.component.openLoads == OpenLoads(current: 0))
    }

    /// The component asks the same rule with its own kind: a header refuses NoMoreData even for
    /// its current load, and its end changes nothing (the completion ends unfinished).
    @Test func aHeaderRefusesANoMoreDataEndOfItsCurrentLoad() {
        var h = HeaderHarness()
        h.run { m, e in m.beginRefreshing(completion: nil, loadID: 5, &e) }
        h.advance(by: 0.25)
        _ = h.take()
        #expect(throws: LoadEndRefusal.outcomeUnsupported) { try h.model.checkEnd(5, .noMoreData) }
        #expect(throws: LoadEndRefusal.noLoad) { try h.model.checkEnd(0, .done) }
        #expect(throws: LoadEndRefusal.notCurrent(current: 5)) { try h.model.checkEnd(4, .done) }
        #expect(throws: Never.self) { try h.model.checkEnd(5, .failed) }
        var ended = true
        h.run { m, e in ended = m.endLoad(5, .noMoreData, message: nil, completion: 3, &e) }
        #expect(!ended)
        #expect(h.model.state == .refreshing)
        #expect(h.take() == [.completion(id: 3, finished: false)])
        h.run { m, e in ended = m.endLoad(5, .done, message: nil, completion: nil, &e) }
        #expect(ended)
        #expect(h.model.state == .idle)
    }

    @Test func aTrailerRefusesANoMoreDataEndAndABackFooterTakesIt() {
        var t = TrailerHarness()
        t.refreshByDrag()
        #expect(throws: LoadEndRefusal.outcomeUnsupported) { try t.model.checkEnd(1, .noMoreData) }
        var ended = true
        t.run { m, e in ended = m.endLoad(1, .noMoreData, message: nil, completion: nil, &e) }
        #expect(!ended)
        #expect(t.model.state == .refreshing)

        var f = LoadIDTests.footerLoadingByDrag()
        #expect(throws: Never.self) { try f.model.checkEnd(1, .noMoreData) }
        f.run { m, e in ended = m.endLoad(1, .noMoreData, message: nil, completion: nil, &e) }
        #expect(ended)
        #expect(f.model.state == .noMoreData)
    }

    /// A title or frames for a state the kind lacks are refused by the same rule.
    @Test func aHeadersAndATrailersStateSettersAskTheKind() {
        var h = HeaderHarness()
        #expect(throws: InputError("a header has no NoMoreData state")) {
            try h.model.setTitle("x", for: .noMoreData, &h.effects)
        }
        var t = TrailerHarness()
        #expect(throws: InputError("a trailer has no NoMoreData state")) {
            try t.model.setTitle("x", for: .noMoreData, &t.effects)
        }
        #expect(throws: Never.self) { try t.model.setTitle("x", for: .failed, &t.effects) }
    }
}
