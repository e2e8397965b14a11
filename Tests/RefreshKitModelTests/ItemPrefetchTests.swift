import Testing
@testable import RefreshKitModel

/// F19 in the model: an auto footer set to prefetch n items begins when the last visible item
/// reaches count − n, once per arrival, from Idle only, under F9's budget while dragging.
@Suite struct ItemPrefetchTests {
    typealias H = AutoFooterHarness

    /// Setup FA, prefetching `n`, at rest far from the pixel line with the given items.
    static func footer(prefetch n: Int64) -> H {
        var h = H()
        h.run { m, _ in try m.setPrefetchDistance(n) }
        return h
    }

    /// A scroll update at y 100 (well above the pixel line at 444) reporting the items.
    static func report(_ h: inout H, count: Int64, last: Int64, dragging: Bool = true, pan: PanState = .changed) {
        var m = h.model.metrics
        m.offset = 100
        m.dragging = dragging
        m.pan = pan
        m.itemCount = count
        m.lastVisibleItem = last
        h.scroll(m)
    }

    @Test func theConditionIsTheLastVisibleItemWithinNOfTheEnd() {
        var p = ItemPrefetch()
        func below(_ count: Int64, _ last: Int64) -> Int64? {
            AutoFooterPlacement.itemsBeyond(ScrollMetrics(itemCount: count, lastVisibleItem: last))
        }
        p.setDistance(5)
        #expect(!p.reached(beyond: below(100, 94)))
        #expect(p.reached(beyond: below(100, 95)))
        #expect(p.reached(beyond: below(100, 99)))
        #expect(!p.reached(beyond: below(0, 0)))  // not reported
        #expect(!p.reached(beyond: below(3, -1)))  // none visible
        p.setDistance(0)
        #expect(!p.reached(beyond: below(100, 99)))  // off
    }

    /// The auto header counts from the first visible item: fewer than n above it.
    @Test func theAutoHeadersConditionIsTheFirstVisibleItemBelowN() {
        var p = ItemPrefetch()
        p.setDistance(7)
        func above(_ first: Int64, count: Int64 = 40) -> Int64? {
            AutoHeaderPlacement.itemsBeyond(
                ScrollMetrics(itemCount: count, lastVisibleItem: 30, firstVisibleItem: first))
        }
        #expect(!p.reached(beyond: above(7)))
        #expect(p.reached(beyond: above(6)))
        #expect(p.reached(beyond: above(0)))
        #expect(!p.reached(beyond: above(-1)))  // not reported
        #expect(!p.reached(beyond: above(3, count: 0)))  // no items reported
    }

    @Test func anArrivalBeginsOnceAndStayingDoesNot() {
        var h = Self.footer(prefetch: 5)
        Self.report(&h, count: 100, last: 90)
        #expect(h.model.state == .idle)
        Self.report(&h, count: 100, last: 95)
        #expect(h.model.state == .refreshing)
        #expect(h.takeSignals().contains(.refreshing(loadID: 1)))
        #expect(h.model.remainingTriggerTimes == 0)  // a drag-caused load (F9)
        h.end()
        // The load brought nothing: the condition still holds, with the same count. No repeat.
        Self.report(&h, count: 100, last: 96)
        Self.report(&h, count: 100, last: 99, dragging: false, pan: .none)
        #expect(h.model.state == .idle)
    }

    @Test func aGrowingCountReArmsAndAShortListFillsUp() {
        // A short list: every item visible from the start.
        var h = Self.footer(prefetch: 2)
        Self.report(&h, count: 3, last: 2, dragging: false, pan: .none)
        #expect(h.model.state == .refreshing)
        h.end()
        // The page added 3 items and all 6 still fit: the end is still visible, with a new count.
        Self.report(&h, count: 6, last: 5, dragging: false, pan: .none)
        #expect(h.model.state == .refreshing)
        h.end()
        // Now the list is taller than the screen: the last visible item is far from the end.
        Self.report(&h, count: 30, last: 12, dragging: false, pan: .none)
        #expect(h.model.state == .idle)
        Self.report(&h, count: 30, last: 28, dragging: false, pan: .none)
        #expect(h.model.state == .refreshing)
    }

    @Test func aShrinkingCountReArms() {
        var h = Self.footer(prefetch: 3)
        Self.report(&h, count: 50, last: 48, dragging: false, pan: .none)
        h.end()
        Self.report(&h, count: 20, last: 19, dragging: false, pan: .none)  // a refresh replaced the data
        #expect(h.model.state == .refreshing)
    }

    @Test func anArrivalWhileLoadingIsNotDeferred() {
        var h = Self.footer(prefetch: 5)
        h.begin()
        Self.report(&h, count: 100, last: 97)
        h.end()
        Self.report(&h, count: 100, last: 98)
        #expect(h.model.state == .idle)  // arrived while loading: spent
    }

    @Test func theBudgetAppliesWhileDraggingAndANewPanReArms() {
        var h = Self.footer(prefetch: 5)
        h.run { m, _ in m.setAutoTriggerTimes(0) }  // no drag-caused load at all
        Self.report(&h, count: 100, last: 97)
        #expect(h.model.state == .idle)
        h.run { m, _ in m.setAutoTriggerTimes(1) }
        Self.report(&h, count: 100, last: 98)
        #expect(h.model.state == .idle)  // still the same arrival
        Self.report(&h, count: 100, last: 98, pan: .began)  // a new drag: refilled and re-armed
        #expect(h.model.state == .refreshing)
    }

    @Test func failedAndNoMoreDataNeverPrefetch() {
        var h = Self.footer(prefetch: 5)
        Self.report(&h, count: 100, last: 96)
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        Self.report(&h, count: 100, last: 20)
        Self.report(&h, count: 100, last: 97)
        #expect(h.model.state == .failed)  // F17: no load by itself in Failed
        Self.report(&h, count: 100, last: 97, pan: .began)  // a new drag leaves Failed and re-arms
        #expect(h.model.state == .refreshing)
        h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
        Self.report(&h, count: 120, last: 119, pan: .began)
        #expect(h.model.state == .noMoreData)
    }

    @Test func hiddenFootersAndTheOffRuleDoNothing() {
        var h = Self.footer(prefetch: 5)
        h.run { m, e in m.setHidden(true, &e) }
        Self.report(&h, count: 10, last: 9)
        #expect(h.model.state == .idle)
        var off = Self.footer(prefetch: 0)
        Self.report(&off, count: 10, last: 9)
        #expect(off.model.state == .idle)
    }

    @Test func theItemFieldsAreChecked() {
        for (count, last) in [(-1, -1), (0, 1), (0, -2), (10, 10), (10, -2)] as [(Int64, Int64)] {
            #expect(throws: InputError.self) {
                try ScrollMetrics(itemCount: count, lastVisibleItem: last).check()
            }
        }
        for (count, last) in [(0, 0), (0, -1), (10, -1), (10, 9), (1, 0)] as [(Int64, Int64)] {
            #expect(throws: Never.self) { try ScrollMetrics(itemCount: count, lastVisibleItem: last).check() }
        }
        var h = H()
        #expect(throws: InputError.self) { try h.model.setPrefetchDistance(-1) }
    }
}
