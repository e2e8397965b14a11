import Testing
@testable import RefreshKitModel

/// The order of one scroll update: the content size and the pan for every attached component,
/// then the offset for every component, in slot order, as UIKit tells every observer of one
/// change before the next. A request made in the offset step is seen by the components after it.
@Suite struct ScrollViewOrderTests {
    typealias Host = ScrollViewHost

    /// Short content (T + C ≤ H): a drag pulls the header past its trigger (−T − 54) and lifts
    /// there, the lift's update carrying that offset. The header begins and asks for −(T + 54);
    /// the auto footer's pan-end line is −T, which the lift's offset is above, so it stays Idle,
    /// although the header's request lies exactly on the line its new top inset makes.
    @Test(arguments: [
        (viewport: 600.0, content: 300.0, top: 20.0, lift: -286.0),
        (viewport: 812.0, content: 500.0, top: 88.0, lift: -200.0),
        (viewport: 700.0, content: 100.0, top: 0.0, lift: -60.0),
    ])
    func thePanEndRuleReadsTheOffsetOfItsOwnUpdate(
        _ setup: (viewport: Double, content: Double, top: Double, lift: Double)
    ) throws {
        var h = Host()
        var m = ScrollMetrics(
            viewportWidth: 375, viewportHeight: setup.viewport, contentWidth: 375, contentHeight: setup.content,
            insetTop: setup.top, offset: -setup.top)
        try h.view.update(m)
        let header = h.make(.header)
        let auto = h.make(.autoFooter)
        try h.view.attach(header)
        try h.view.attach(auto)
        h.applyRequests(to: &m)
        m.dragging = true
        m.pan = .began
        try h.view.update(m)
        m.pan = .changed
        m.offset = setup.lift
        try h.view.update(m)
        #expect(header.state == .pulling)
        let before = h.journal.requests.count
        m.dragging = false
        m.pan = .ended
        try h.view.update(m)
        let shown = setup.top + HeaderModel.defaultHeight
        #expect(header.state == .refreshing)
        #expect(auto.state == .idle)
        #expect(
            Array(h.journal.requests[before...]) == [
                .inset(.header, .top, shown), .offset(.header, .vertical, -shown),
            ])
        // The auto footer took the header's request in its offset step: the lift's offset is the
        // one it replaced.
        let model = try #require(auto.autoFooterModel)
        #expect(model.metrics.offset == -shown && model.metrics.insetTop == shown)
        #expect(model.edge.previousOffset == setup.lift)
        h.applyRequests(to: &m)
        #expect(h.view.metrics == m)
        // The host's next update carries the requests: nothing more happens.
        m.pan = .none
        try h.view.update(m)
        #expect(auto.state == .idle)
        #expect(h.journal.requests.count == before + 2)
    }

    /// Tall content: the header's release in an update that moved on from the last one (−150
    /// dragging, then −160 released). The auto footer's offset step reads the header's request
    /// (−118) as its offset and the update's own offset (−160) as the one before it.
    @Test func theOffsetStepSeesTheRequestsOfTheComponentsBeforeIt() throws {
        var h = Host()
        var m = ScrollMetrics(
            viewportWidth: 375, viewportHeight: 600, contentWidth: 375, contentHeight: 1000, insetTop: 64,
            offset: -64)
        try h.view.update(m)
        let auto = h.make(.autoFooter)
        let header = h.make(.header)
        try h.view.attach(auto)
        try h.view.attach(header)
        h.applyRequests(to: &m)
        m.dragging = true
        m.offset = -150
        try h.view.update(m)
        m.dragging = false
        m.offset = -160
        try h.view.update(m)
        #expect(header.state == .refreshing)
        let model = try #require(auto.autoFooterModel)
        #expect(model.metrics.offset == -118 && model.metrics.insetTop == 118)
        #expect(model.edge.previousOffset == -160)
        #expect(auto.state == .idle)
    }
}
