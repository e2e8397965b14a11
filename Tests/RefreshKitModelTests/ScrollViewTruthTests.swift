import Testing
@testable import RefreshKitModel

/// One truth for a scroll view's offset and insets: every request a component makes is taken as
/// applied by its scroll view at once, and every other component attached to it sees it, in an
/// update or outside one (a command). The scroll view's metrics are always the host's last update
/// with every request made since applied.
@Suite struct ScrollViewTruthTests {
    typealias Host = ScrollViewHost

    static func tall(offset: Double) -> ScrollMetrics {
        ScrollMetrics(
            viewportWidth: 375, viewportHeight: 600, contentWidth: 375, contentHeight: 4000, insetTop: 0,
            offset: offset)
    }

    /// The header begins by a command at y 2695 and asks for −54; the auto footer's images then
    /// grow it from 44 to 60, which asks for the bottom inset again: the offset stays −54.
    @Test func theHeadersOffsetSurvivesTheAutoFootersGrowth() throws {
        var h = Host()
        var m = Self.tall(offset: 0)
        try h.view.update(m)
        let header = h.make(.header)
        let auto = h.make(.autoFooter)
        try h.view.attach(header)
        try h.view.attach(auto)
        h.applyRequests(to: &m)
        m.offset = 2695
        try h.view.update(m)
        _ = h.view.withComponent(header.componentID) { $0.begin() }
        #expect(h.journal.requests.suffix(2) == [.inset(.header, .top, 54), .offset(.header, .vertical, -54)])
        // The auto footer sees the request at once, as an offset it saw.
        let model = try #require(auto.autoFooterModel)
        #expect(model.metrics.offset == -54 && model.metrics.insetTop == 54)
        #expect(model.edge.previousOffset == 2695)
        _ = h.view.withComponent(auto.componentID) { $0.setImages(height: 60) }
        #expect(h.journal.requests.last == .inset(.autoFooter, .bottom, 60))
        h.applyRequests(to: &m)
        #expect(h.view.metrics.offset == -54)
        #expect(h.view.metrics == m)
        // The host's next update carries them all: nothing more is asked.
        let count = h.journal.requests.count
        try h.view.update(m)
        #expect(h.journal.requests.count == count)
        #expect(h.view.metrics == m)
    }

    /// A header, an auto footer and a trailer: the header's and the trailer's requests made by
    /// commands, the auto footer hidden, shown, detached and attached again; after each step the
    /// scroll view's metrics are the host's.
    @Test func hidingShowingAndDetachingKeepEveryOtherRequest() throws {
        var h = Host()
        var m = ScrollMetrics(
            viewportWidth: 400, viewportHeight: 700, contentWidth: 900, contentHeight: 2500, insetTop: 30,
            insetBottom: 10, offsetX: 100, offset: 1200)
        try h.view.update(m)
        let header = h.make(.header)
        let auto = h.make(.autoFooter)
        let trailer = h.make(.trailer)
        try h.view.attach(header)
        try h.view.attach(auto)
        try h.view.attach(trailer)
        var step = "attached"
        func check() {
            h.applyRequests(to: &m)
            #expect(h.view.metrics == m, "\(step)")
            for c in h.view.components {
                #expect(c.appliedOffset == m.offset(c.kind.axis), "\(step): \(c.kind)'s offset")
            }
        }
        check()
        _ = h.view.withComponent(header.componentID) { $0.begin() }
        step = "the header began"
        check()
        #expect(m.offset == -84 && m.insetTop == 84)
        _ = h.view.withComponent(auto.componentID) { $0.setHidden(true) }
        step = "the auto footer hidden"
        check()
        _ = h.view.withComponent(trailer.componentID) { $0.begin() }
        step = "the trailer began"
        check()
        #expect(m.offsetX == 560 && m.insetRight == 60)
        _ = h.view.withComponent(auto.componentID) { $0.setHidden(false) }
        step = "the auto footer shown"
        check()
        #expect(m.insetBottom == 54)
        try h.view.detach(auto.componentID)
        step = "the auto footer detached"
        check()
        #expect(m.insetBottom == 10 && m.offset == -84)
        try h.view.attach(auto)
        step = "the auto footer attached again"
        check()
        #expect(h.view.hostInset(.top) == 30 && h.view.hostInset(.bottom) == 10 && h.view.hostInset(.right) == 0)
        let count = h.journal.requests.count
        try h.view.update(m)
        step = "the host's next update"
        check()
        #expect(h.journal.requests.count == count)
    }

    /// A paging auto footer loads at the end (H 600, T 0, C 1800: 1244 = C + B − H); the header
    /// begins by a command meanwhile and asks for −54. The footer's end scrolls back by the whole
    /// bottom inset from the offset the scroll view has now: −54 − 44.
    @Test func thePagingEndStartsFromTheScrollViewsOffset() throws {
        var h = Host()
        var m = ScrollMetrics(
            viewportWidth: 375, viewportHeight: 600, contentWidth: 375, contentHeight: 1800, insetTop: 0, offset: 0)
        try h.view.update(m)
        let header = h.make(.header)
        let auto = h.make(.autoFooter)
        auto.setPagingEnabled(true)
        try h.view.attach(header)
        try h.view.attach(auto)
        h.applyRequests(to: &m)
        m.dragging = true
        m.offset = 1200
        try h.view.update(m)
        m.offset = 1244
        try h.view.update(m)
        #expect(auto.state == .refreshing)
        _ = h.view.withComponent(header.componentID) { $0.begin() }
        _ = h.view.withComponent(auto.componentID) { $0.end() }
        #expect(h.journal.requests.last == .offset(.autoFooter, .vertical, -98))
        h.applyRequests(to: &m)
        #expect(h.view.metrics == m)
    }
}
