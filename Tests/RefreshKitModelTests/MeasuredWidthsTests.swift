import Testing
@testable import RefreshKitModel

/// A measured width is kept for the texts, the measurer and the room it was measured for: the
/// host is asked again only when one of those changed, and a layout that only moves reuses it.
@Suite struct MeasuredWidthsTests {
    @Test func aWidthIsKeptForItsKeyOnly() {
        var cache = MeasuredWidths<Double>()
        let key = MeasuredWidths<Double>.Key(generation: 3, source: 1, room: 375)
        #expect(cache.widths(for: key) == nil)
        cache.store(42, for: key)
        #expect(cache.widths(for: key) == 42)
        #expect(cache.widths(for: .init(generation: 4, source: 1, room: 375)) == nil)
        #expect(cache.widths(for: .init(generation: 3, source: 2, room: 375)) == nil)
        #expect(cache.widths(for: .init(generation: 3, source: 1, room: 320)) == nil)
        cache.forget()
        #expect(cache.widths(for: key) == nil)
    }

    /// The header measures when a shown label has no width for its text: a label shown after a
    /// measurement that skipped it is measured, and a frame that only moves is not.
    @Test func theHeaderMeasuresALabelShownAfterTheLastMeasurement() {
        var h = HeaderHarness()
        var e = HeaderHarness.Effects()
        // Laid out by the harness with both labels measured (140 and 170).
        #expect(!h.model.layoutRequest.measuresText)
        h.model.setTimeLabelHidden(true, &e)
        try? h.model.setTitle("Pull harder", for: .idle, &e)  // a new text, measured with the time label hidden
        let request = h.model.layoutRequest
        #expect(request.measuresText)
        #expect(h.model.applyLayout(request, stateWidth: 90, timeWidth: nil, &e))
        #expect(!h.model.layoutRequest.measuresText)
        h.model.setTimeLabelHidden(false, &e)
        #expect(h.model.layoutRequest.measuresText)  // the time text's width is not known for this key
        #expect(h.model.applyLayout(h.model.layoutRequest, stateWidth: 90, timeWidth: 170, &e))
        // A taller content moves nothing the labels depend on: the last widths are reused.
        var moved = h.model.metrics
        moved.contentHeight += 200
        try? h.model.setMetrics(moved, &e)
        #expect(!h.model.layoutRequest.measuresText)
        let before = h.model.layout
        if h.model.needsLayout {
            #expect(h.model.applyLayout(h.model.layoutRequest, stateWidth: nil, timeWidth: nil, &e))
        }
        #expect(h.model.layout?.parts.stateLabel == before?.parts.stateLabel)
        #expect(h.model.layout?.parts.visual == before?.parts.visual)
    }

    /// The auto footer asks again when its width changes, not when only its frame moves.
    @Test func theAutoFooterMeasuresForANewWidthOnly() {
        var h = AutoFooterHarness()
        var e = AutoFooterHarness.Effects()
        if h.model.needsLayout {
            #expect(h.model.applyLayout(h.model.layoutRequest, measuredWidth: 60, &e))
        }
        #expect(!h.model.layoutRequest.measuresText)
        var moved = h.model.metrics
        moved.contentHeight += 300
        try? h.model.setMetrics(moved, &e)
        #expect(!h.model.layoutRequest.measuresText)
        var narrower = h.model.metrics
        narrower.viewportWidth -= 55
        try? h.model.setMetrics(narrower, &e)
        #expect(h.model.layoutRequest.measuresText)
        // Setting the host's width forgets the measured one too.
        #expect(h.model.applyLayout(h.model.layoutRequest, measuredWidth: 60, &e))
        h.model.setHostTextWidth(unchecked: 12)
        #expect(h.model.layoutRequest.measuresText)
    }
}
