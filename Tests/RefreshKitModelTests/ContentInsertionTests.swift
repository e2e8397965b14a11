import Testing
@testable import RefreshKitModel

/// Anchoring (docs/behaviour/scroll-view.md §6): rows inserted at an end of the list, the offset
/// that keeps the visible rows still, and every component told without reacting.
@Suite struct ContentInsertionTests {
    typealias Host = ScrollViewHost

    /// A viewport 700 high over 3000 of content, insets T 50 and B 20, scrolled to y.
    static func list(offset: Double, content: Double = 3000) -> ScrollMetrics {
        ScrollMetrics(
            viewportWidth: 320, viewportHeight: 700, contentWidth: 320, contentHeight: content, insetTop: 50,
            insetBottom: 20, offset: offset)
    }

    /// The same list scrolled to 1200, its host counting 60 items, rows 24 to 38 visible.
    static func countedList() -> ScrollMetrics {
        var m = list(offset: 1200)
        m.itemCount = 60
        m.firstVisibleItem = 24
        m.lastVisibleItem = 38
        return m
    }

    @Test func rowsInsertedAboveMoveTheOffsetByTheirHeight() throws {
        var h = Host()
        try h.view.update(Self.list(offset: 410.25))
        let auto = h.make(.autoFooter)
        try h.view.attach(auto)
        let offset = try h.view.contentInserted(.top, height: 137.5, items: 0)
        #expect(offset == 547.75)
        #expect(h.view.metrics.offset == 547.75)
        #expect(h.view.metrics.contentHeight == 3137.5)
        // The auto footer took the metrics as they are now, as it takes another component's
        // request: so the host's next update, which carries them, is no move toward the end.
        #expect(auto.autoFooterModel?.metrics.offset == 547.75)
        #expect(auto.autoFooterModel?.metrics.contentHeight == 3137.5)
        try h.view.update(h.view.metrics)
        #expect(auto.autoFooterModel?.edge.previousOffset == 547.75)
        #expect(auto.state == .idle)
    }

    @Test func rowsInsertedBelowMoveNothingUnlessTheListRestsAtItsEnd() throws {
        var h = Host()
        // Not at the end (the end rests at 3000 + 20 - 700 = 2320): the offset stays.
        try h.view.update(Self.list(offset: 1200))
        #expect(try h.view.contentInserted(.bottom, height: 64, items: 0) == nil)
        #expect(h.view.metrics.offset == 1200)
        #expect(h.view.metrics.contentHeight == 3064)
        // At the end, within half a point: it follows the new end.
        try h.view.update(Self.list(offset: 2319.6))
        #expect(try h.view.contentInserted(.bottom, height: 64, items: 0) == 2384)
        #expect(h.view.metrics.offset == 2384)
    }

    @Test func aShortListAtRestStaysAtTheTopUntilItOutgrowsTheViewport() throws {
        var h = Host()
        // 300 of content in a 700 viewport rests at -T = -50, which is also its end.
        try h.view.update(Self.list(offset: -50, content: 300))
        #expect(try h.view.contentInserted(.bottom, height: 200, items: 0) == nil)
        #expect(h.view.metrics.offset == -50)
        // Now 500 + 200 = 700 of content: the end is 700 + 20 - 700 = 20.
        #expect(try h.view.contentInserted(.bottom, height: 200, items: 0) == 20)
        // Above a short list the rows still keep their place: the offset grows with them.
        #expect(try h.view.contentInserted(.top, height: 30, items: 0) == 50)
    }

    @Test func aRefusedInsertionChangesNothing() throws {
        var h = Host()
        try h.view.update(Self.list(offset: 100))
        let before = h.view.metrics
        for height in [Double.nan, .infinity, -.infinity, -1, 1.5e9] {
            #expect(throws: InputError.self) { try h.view.contentInserted(.top, height: height, items: 0) }
        }
        #expect(throws: InputError.self) { try h.view.contentInserted(.right, height: 10, items: 0) }
        // Content or an offset past 1e9 would leave the bounds every coordinate keeps.
        #expect(throws: InputError.self) { try h.view.contentInserted(.top, height: 1e9 - 2999, items: 0) }
        #expect(h.view.metrics == before)
        // Zero is an insertion of nothing.
        #expect(try h.view.contentInserted(.top, height: 0, items: 0) == nil)
        #expect(h.view.metrics == before)
        #expect(h.journal.requests.isEmpty)
    }

    /// The items the rows hold join the list's count, and above the visible rows move their
    /// indices with them; a list whose host counts no items keeps counting none.
    @Test func insertedItemsJoinTheCountAndMoveTheVisibleIndices() throws {
        var h = Host()
        try h.view.update(Self.countedList())
        _ = try h.view.contentInserted(.top, height: 350, items: 7)
        #expect(h.view.metrics.itemCount == 67)
        #expect(h.view.metrics.firstVisibleItem == 31)
        #expect(h.view.metrics.lastVisibleItem == 45)
        _ = try h.view.contentInserted(.bottom, height: 90, items: 3)
        #expect(h.view.metrics.itemCount == 70)
        #expect(h.view.metrics.firstVisibleItem == 31)
        #expect(h.view.metrics.lastVisibleItem == 45)
        // Items with no height (rows not yet laid out) count; the offset stays.
        #expect(try h.view.contentInserted(.top, height: 0, items: 2) == nil)
        #expect(h.view.metrics.itemCount == 72)
        #expect(h.view.metrics.firstVisibleItem == 33)

        var uncounted = Host()
        try uncounted.view.update(Self.list(offset: 1200))
        _ = try uncounted.view.contentInserted(.top, height: 350, items: 7)
        #expect(uncounted.view.metrics.itemCount == 0)
        #expect(uncounted.view.metrics.firstVisibleItem == -1)
        for items: Int64 in [-1, .min, 1_000_000_001, .max] {
            #expect(throws: InputError.self) { try uncounted.view.contentInserted(.top, height: 10, items: items) }
        }
    }

    /// F20 on a list that grows at both ends: a load's "Loaded N new items" counts the items of
    /// its own edge, not those the host inserted at the other meanwhile.
    @Test func aLoadAnnouncesOnlyTheItemsOfItsOwnEdge() throws {
        var h = Host()
        try h.view.update(Self.countedList())
        let header = h.make(.header)
        let auto = h.make(.autoFooter)
        try h.view.attach(header)
        try h.view.attach(auto)
        header.enableAnnouncements()
        auto.enableAnnouncements()

        // The auto footer loads the next page; older rows arrive above meanwhile.
        _ = h.view.withComponent(auto.componentID) { $0.begin() }
        #expect(auto.state == .refreshing)
        _ = try h.view.contentInserted(.top, height: 350, items: 7)
        _ = try h.view.contentInserted(.bottom, height: 500, items: 10)
        _ = h.view.withComponent(auto.componentID) { $0.end() }
        #expect(auto.announcements == ["Loading", "Loaded 10 new items"])

        // The header refreshes; new messages arrive below meanwhile; the host reports the count.
        _ = h.view.withComponent(header.componentID) { $0.begin() }
        #expect(header.state == .refreshing)
        _ = try h.view.contentInserted(.bottom, height: 200, items: 4)
        _ = try h.view.contentInserted(.top, height: 600, items: 12)
        var next = h.view.metrics
        next.itemCount = 93
        try h.view.update(next)
        _ = h.view.withComponent(header.componentID) { $0.end() }
        #expect(header.announcements == ["Loading", "Loaded 12 new items"])
    }
}
