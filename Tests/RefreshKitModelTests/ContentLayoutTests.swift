import Testing
@testable import RefreshKitModel

/// The layout layer, and measurement as a request: a width answered for other text is refused.
@Suite struct ContentLayoutTests {
    typealias Effects = FooterHarness.Effects
    let footer = FooterRect(x: 0, y: 1000, width: 375, height: 44)

    @Test func theGIFTakesTheRoomLeftOfTheCenteredText() {
        let layout = ContentLayout.compute(footer: footer, label: StateLabel(), textWidth: 100)
        #expect(layout.parts.gif == FooterRect(x: 0, y: 0, width: 375.0 / 2 - 20 - 50, height: 44))
        #expect(layout.parts.contentMode == .right)
        // Long text: the original's negative width is 0 (F5).
        #expect(ContentLayout.compute(footer: footer, label: StateLabel(), textWidth: 1000).parts.gif.width == 0)
    }

    @Test func aHiddenLabelLeavesTheGIFTheWholeFooterCentered() {
        var label = StateLabel()
        label.setHidden(true)
        let layout = ContentLayout.compute(footer: footer, label: label, textWidth: 100)
        #expect(layout.parts.gif == FooterRect(x: 0, y: 0, width: 375, height: 44))
        #expect(layout.parts.contentMode == .center)
    }

    @Test func aBrokenMeasurementFallsBackOrClamps() {
        #expect(ContentLayout.textWidth(measured: nil, fallback: 7) == 7)
        #expect(ContentLayout.textWidth(measured: .nan, fallback: 7) == 7)
        #expect(ContentLayout.textWidth(measured: .infinity, fallback: 7) == 7)
        #expect(ContentLayout.textWidth(measured: -3, fallback: 7) == 0)
        #expect(ContentLayout.textWidth(measured: 5e9, fallback: 7) == 1e9)
        #expect(ContentLayout.textWidth(measured: 42, fallback: 7) == 42)
    }

    @Test func aLayoutIsToldOnlyWhenItChanges() {
        var layout = LayoutState<FooterLayout>()
        var e = Effects()
        #expect(layout.needsLayout)
        let computed = ContentLayout.compute(footer: footer, label: StateLabel(), textWidth: 10)
        layout.apply(computed, &e)
        #expect(!layout.needsLayout)
        #expect(e.events == [.layout(computed)])
        layout.invalidate()
        layout.apply(computed, &e)
        #expect(e.events.count == 1)
    }

    @Test func aStaleRequestIsRefusedAndANewOneApplies() {
        var h = FooterHarness()
        // The harness laid the footer out: this text's width is known, so no new measurement.
        let request = h.model.layoutRequest
        #expect(!request.measuresText)
        // The text changes while the host lays out the old one.
        var e = FooterHarness.Effects()
        h.model.setTitle("Much longer idle title", for: .idle, &e)
        #expect(h.model.needsLayout)
        e.events.removeAll()
        let applied1 = h.model.applyLayout(request, measuredWidth: 1, &e)
        #expect(!applied1)
        #expect(e.events.isEmpty)
        #expect(h.model.needsLayout)
        #expect(h.model.layoutRequest.measuresText)  // the new text has no width yet
        let applied2 = h.model.applyLayout(h.model.layoutRequest, measuredWidth: 100, &e)
        #expect(applied2)
        #expect(!h.model.needsLayout)
        #expect(h.model.layout?.parts.gif.width == 375.0 / 2 - 20 - 50)
    }

    @Test func beforeTheFirstLayoutAQueryGetsAPlaceholder() {
        let m = FooterModel()
        #expect(m.layout == nil)
        #expect(m.reportedLayout.parts.gif == FooterRect(x: 0, y: 0, width: 0, height: 44))
        #expect(m.reportedLayout.parts.contentMode == .right)
    }
}
