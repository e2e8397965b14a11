import Testing
@testable import RefreshKitModel

/// An auto footer driven without a scroll view: the first update attaches it, the rest update it.
@Suite struct AutoFooterAloneTests {
    typealias Effects = AutoFooterHarness.Effects

    static let fa = ScrollMetrics(
        viewportWidth: 375, viewportHeight: 600, contentHeight: 1000, insetTop: 64, insetBottom: 0, offset: -64)

    @Test func theFirstUpdateAttachesAndTheNextOnesUpdate() throws {
        var model = AutoFooterModel()
        var effects = Effects()
        try model.updateAlone(Self.fa, &effects)
        #expect(model.attached)
        #expect(effects.events == [.insetRequested(edge: .bottom, value: 44, duration: 0)])
        #expect(model.metrics.insetBottom == 44)
        effects.events.removeAll()
        var drag = model.metrics
        drag.dragging = true
        drag.offset = 443
        try model.updateAlone(drag, &effects)
        #expect(model.state == .idle)
        drag.offset = 444
        try model.updateAlone(drag, &effects)
        #expect(model.state == .refreshing)
        // No second contribution: the later updates are updates.
        #expect(!effects.events.contains { if case .shared(.insetRequested) = $0 { true } else { false } })
    }

    @Test func aRefusedUpdateChangesNothing() {
        var model = AutoFooterModel()
        var effects = Effects()
        var bad = Self.fa
        bad.offset = .nan
        #expect(throws: InputError.self) { try model.updateAlone(bad, &effects) }
        #expect(!model.attached)
        #expect(effects.events.isEmpty)
    }

    @Test func theReportedLayoutBeforeTheFirstOneUsesTheSetWidth() throws {
        var model = AutoFooterModel()
        var effects = Effects()
        try model.setHostTextWidth(70)
        try model.updateAlone(Self.fa, &effects)
        let layout = model.reportedLayout
        #expect(layout.frame == FooterRect(x: 0, y: 1000, width: 375, height: 44))
        // Idle's text measured as 70: centre x = 375/2 - (35 + 25) = 127.5.
        #expect(layout.parts.visual == .spinner(FooterRect(x: 117.5, y: 12, width: 20, height: 20)))
    }
}
