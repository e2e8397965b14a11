import Testing
@testable import RefreshKitModel

/// The scroll view: attach and detach rules, the order one update drives its components in,
/// edge-tagged requests, and F8 across components (docs/behaviour/scroll-view.md §1–§5,
/// docs/FIXES.md#f8).
@Suite struct ScrollViewModelTests {
    typealias Host = ScrollViewHost

    @Test func oneComponentPerSlotAndOneScrollViewPerComponent() throws {
        var h = Host()
        try h.view.update(Host.rest)
        let header = h.make(.header)
        try h.view.attach(header)
        #expect(header.attachedTo == 1)
        #expect(throws: ScrollViewError.slotTaken(.header)) { try h.view.attach(h.make(.header)) }
        try h.view.attach(h.make(.backFooter))
        // The back and auto footers share MJRefresh's one footer slot.
        #expect(throws: ScrollViewError.slotTaken(.footer)) { try h.view.attach(h.make(.autoFooter)) }
        #expect(throws: ScrollViewError.slotTaken(.footer)) { try h.view.attach(h.make(.backFooter)) }
        try h.view.attach(h.make(.trailer))
        // Attached here already, or to another scroll view: refused.
        #expect(throws: ScrollViewError.alreadyAttached) { try h.view.attach(header) }
        var other = ScrollViewModel<TestComponent>(id: 2)
        #expect(throws: ScrollViewError.alreadyAttached) { try other.attach(header) }
        #expect(h.view.components.map(\.kind) == [.header, .backFooter, .trailer])
        // A detach of a component not attached here is refused.
        #expect(throws: ScrollViewError.notAttached) { try h.view.detach(999) }
        try h.view.detach(header.componentID)
        #expect(header.attachedTo == nil)
        #expect(throws: ScrollViewError.notAttached) { try h.view.detach(header.componentID) }
        try other.attach(header)
        #expect(header.attachedTo == 2)
    }

    @Test func theAutoFooterAddsItsHeightAtAttachAndRemovesItAtDetach() throws {
        var h = Host()
        try h.view.update(Host.rest)
        let auto = h.make(.autoFooter)
        try h.view.attach(auto)
        #expect(h.journal.requests == [.inset(.autoFooter, .bottom, 34 + 44)])
        #expect(h.view.metrics.insetBottom == 78)
        #expect(h.view.hostInset(.bottom) == 34)
        try h.view.detach(auto.componentID)
        #expect(h.journal.requests.last == .inset(.autoFooter, .bottom, 34))
        #expect(h.view.metrics.insetBottom == 34)
    }

    /// One update drives header, footer, trailer in that order (the content size and pan of
    /// each, then the offset of each); a later component reads the earlier ones' requests as
    /// applied.
    @Test func oneUpdateDrivesTheComponentsInSlotOrder() throws {
        var h = Host()
        try h.view.update(Host.rest)
        let trailer = h.make(.trailer)
        let header = h.make(.header)
        try h.view.attach(trailer)
        try h.view.attach(header)
        var pull = Host.rest
        pull.offset = -150
        pull.offsetX = 70
        pull.dragging = true
        try h.view.update(pull)
        #expect(header.state == .pulling)
        #expect(trailer.state == .pulling)
        #expect(h.journal.requests.isEmpty)
        pull.dragging = false
        try h.view.update(pull)
        #expect(header.state == .refreshing)
        #expect(trailer.state == .refreshing)
        // Header first (attached second), then the trailer; each on its own edge and axis.
        #expect(
            h.journal.requests == [
                .inset(.header, .top, 88 + 54), .offset(.header, .vertical, -142),
                .inset(.trailer, .right, 60), .offset(.trailer, .horizontal, 60),
            ])
        #expect(trailer.appliedOffset == 60)
        #expect(h.view.metrics.insetTop == 142 && h.view.metrics.offset == -142)
        #expect(h.view.metrics.insetRight == 60 && h.view.metrics.offsetX == 60)
        #expect(h.view.hostInset(.top) == 88 && h.view.hostInset(.right) == 0)
    }

    /// F8 with the header and the back footer refreshing at once while the host changes its own
    /// insets; then a detach mid-refresh removes exactly the detached one's contribution.
    @Test func detachMidRefreshRemovesOnlyThatContribution() throws {
        var h = Host()
        try h.view.update(Host.rest)
        let header = h.make(.header)
        let footer = h.make(.backFooter)
        try h.view.attach(header)
        try h.view.attach(footer)
        _ = h.view.withComponent(header.componentID) { $0.begin() }
        _ = h.view.withComponent(footer.componentID) { $0.begin() }
        #expect(header.state == .refreshing && footer.state == .refreshing)
        #expect(h.view.contributions(.top) == 54)
        #expect(h.view.contributions(.bottom) == 44)
        #expect(h.view.metrics.insetBottom == 34 + 44)
        // The host grows its own top inset by 20 (a large title) and its bottom by 10, and scrolls
        // back to the top (the footer's offset request had scrolled to the end): the header's live
        // rule (c = clamp(−y − T0, 0, h)) keeps its whole height.
        var m = h.view.metrics
        m.insetTop += 20
        m.insetBottom += 10
        m.offset = -(108 + 54)
        try h.view.update(m)
        #expect(h.view.contributions(.top) == 54)
        #expect(h.view.hostInset(.top) == 108)
        #expect(h.view.hostInset(.bottom) == 44)
        h.journal.requests.removeAll()
        try h.view.detach(header.componentID)
        #expect(h.journal.requests == [.inset(.header, .top, 108)])
        #expect(h.view.metrics.insetTop == 108 && h.view.metrics.insetBottom == 88)
        #expect(header.state == .refreshing)
        // Ended after the detach, the header asks nothing more of the insets.
        header.end()
        #expect(h.journal.requests == [.inset(.header, .top, 108)])
        try h.view.detach(footer.componentID)
        #expect(h.journal.requests.last == .inset(.backFooter, .bottom, 44))
        footer.end()
        #expect(h.journal.requests.last == .inset(.backFooter, .bottom, 44))
        #expect(h.view.metrics.insetTop == 108 && h.view.metrics.insetBottom == 44)
    }

    @Test func aTrailerDetachedMidRefreshGivesBackExactlyItsWidth() throws {
        var h = Host()
        try h.view.update(Host.rest)
        let trailer = h.make(.trailer)
        try h.view.attach(trailer)
        _ = h.view.withComponent(trailer.componentID) { $0.begin() }
        var m = h.view.metrics
        m.insetRight += 7
        try h.view.update(m)
        #expect(h.view.hostInset(.right) == 7)
        let before = h.journal.requests.count
        try h.view.detach(trailer.componentID)
        trailer.end()
        #expect(Array(h.journal.requests[before...]) == [.inset(.trailer, .right, 7)])
        #expect(h.view.metrics.insetRight == 7)
    }

    /// The header releases in an update; the back footer, driven after it in the same update,
    /// reads the header's requests as applied (its T0 holds the header's inset, as the original's
    /// footer reads the scroll view's inset); the auto footer takes the requested offset as its
    /// offset (its previous offset is the one the update carried).
    @Test func aLaterComponentReadsTheEarlierOnesRequests() throws {
        for footerKind in [ComponentKind.backFooter, .autoFooter] {
            var h = Host()
            try h.view.update(Host.rest)
            let footer = h.make(footerKind)
            let header = h.make(.header)
            try h.view.attach(footer)
            try h.view.attach(header)
            var pull = Host.rest
            pull.insetBottom = h.view.metrics.insetBottom
            pull.offset = -150
            pull.dragging = true
            try h.view.update(pull)
            let before = h.journal.requests.count
            pull.dragging = false
            try h.view.update(pull)
            #expect(
                Array(h.journal.requests[before...]) == [
                    .inset(.header, .top, 142), .offset(.header, .vertical, -142),
                ])
            switch footer.model {
            case .backFooter(let m, _):
                #expect(m.metrics.insetTop == 142 && m.metrics.offset == -142)
                #expect(m.snapshotTop == 142)
            case .autoFooter(let m, _):
                #expect(m.metrics.insetTop == 142 && m.metrics.offset == -142)
                #expect(m.edge.previousOffset == -150)
            default: Issue.record("not a footer")
            }
            // The next update the host sends carries the requests; nothing more is asked.
            var next = h.view.metrics
            next.dragging = false
            try h.view.update(next)
            #expect(h.journal.requests.count == before + 2)
        }
    }

    /// A refused update (F5: NaN, out of range) reaches no component and changes nothing.
    @Test func aRefusedUpdateChangesNothing() throws {
        var h = Host()
        try h.view.update(Host.rest)
        let header = h.make(.header)
        try h.view.attach(header)
        var bad = Host.rest
        bad.offset = .nan
        #expect(throws: InputError.self) { try h.view.update(bad) }
        bad = Host.rest
        bad.contentHeight = -1
        #expect(throws: InputError.self) { try h.view.update(bad) }
        #expect(h.view.metrics == Host.rest)
        #expect(header.appliedOffset == -88)
    }
}
