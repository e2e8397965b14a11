import Testing
@testable import RefreshKitModel

/// The host's last-updated formatter (the original's lastUpdatedTimeText block) and the context's
/// time zone: which recomputes leave a request for the host, what an answer shows, and which
/// answers are refused as stale.
@Suite struct HeaderTimeTextTests {
    typealias H = HeaderHarness

    /// A header whose host formats, its first request answered with "first".
    func formatted() -> H {
        var h = H()
        h.run { m, e in m.setHostFormatsTimeText(true, &e) }
        if let request = h.model.pendingTimeTextRequest {
            h.run { m, e in #expect(m.answerTimeText(request, with: "first", &e)) }
        }
        _ = h.take()
        return h
    }

    /// The request left by `change`, answered with `text`; nil when none was left.
    func request(
        _ h: inout H, answer text: String? = "answered",
        _ change: (inout HeaderModel, inout H.Effects) throws -> Void
    ) -> TimeTextRequest? {
        h.run(change)
        guard let request = h.model.pendingTimeTextRequest else { return nil }
        h.run { m, e in #expect(m.answerTimeText(request, with: text, &e)) }
        return request
    }

    @Test func settingTheFormatterAsksAtOnceAndTheAnswerIsTheText() {
        var h = H()
        #expect(h.model.pendingTimeTextRequest == nil)
        h.run { m, e in m.setHostFormatsTimeText(true, &e) }
        let request = h.model.pendingTimeTextRequest
        #expect(request?.time == nil)
        #expect(request?.now == H.unix(2024, 11, 28, 15, 30))
        #expect(request?.utcOffset == 0)
        // The text waits for the answer.
        #expect(h.model.timeText == "Last update: No record")
        #expect(!h.take().contains { if case .timeLabel = $0 { true } else { false } })
        guard let request else { return }
        h.run { m, e in #expect(m.answerTimeText(request, with: "3 min ago", &e)) }
        #expect(h.model.timeText == "3 min ago")
        #expect(h.take() == [.timeLabel("3 min ago")])
        #expect(h.model.pendingTimeTextRequest == nil)
        // Answered once only.
        h.run { m, e in #expect(!m.answerTimeText(request, with: "again", &e)) }
        #expect(h.model.timeText == "3 min ago")
    }

    @Test func everyRecomputePointLeavesARequest() {
        var h = formatted()
        #expect(request(&h) { m, e in try m.setLastUpdatedKey("feed", &e) } != nil)
        #expect(request(&h) { m, e in m.setLanguage(.korean, &e) } != nil)
        // A state change, and the end of a refresh with the time it stamped.
        #expect(request(&h) { m, e in m.beginRefreshing(completion: nil, &e) }?.time == nil)
        h.effects.clock = 60
        let stamped = request(&h) { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(stamped?.time == H.unix(2024, 11, 28, 15, 31))
        #expect(stamped?.time == h.effects.store.time(for: "feed"))
        // The label shown again; the header's own time zone.
        h.run { m, e in m.setTimeLabelHidden(true, &e) }
        #expect(h.model.pendingTimeTextRequest == nil)
        #expect(request(&h) { m, e in m.setTimeLabelHidden(false, &e) } != nil)
        #expect(request(&h) { m, e in try m.setUTCOffset(3_600, &e) }?.utcOffset == 3_600)
        // A host write to the store, seen at the next update (not at one that finds it unchanged).
        try? h.effects.store.setTime(H.unix(2024, 11, 28, 9, 5), for: "feed")
        #expect(request(&h) { m, e in try m.setMetrics(m.metrics, &e) }?.time == H.unix(2024, 11, 28, 9, 5))
        #expect(request(&h) { m, e in try m.setMetrics(m.metrics, &e) } == nil)
    }

    @Test func noRequestWhileHiddenOrWhileAFixedTextIsSet() {
        var h = formatted()
        h.run { m, e in m.setTimeLabelHidden(true, &e) }
        #expect(request(&h) { m, e in try m.setLastUpdatedKey("feed", &e) } == nil)
        #expect(request(&h) { m, e in m.setLanguage(.russian, &e) } == nil)
        #expect(h.model.timeText == "first")
        #expect(request(&h) { m, e in m.setTimeLabelHidden(false, &e) } != nil)
        h.run { m, e in m.setLastUpdatedText("fixed", &e) }
        #expect(h.model.timeText == "fixed")
        #expect(request(&h) { m, e in try m.setLastUpdatedKey("other", &e) } == nil)
        #expect(request(&h) { m, e in m.setLastUpdatedText(nil, &e) } != nil)
    }

    @Test func hidingDropsTheWaitingRequest() {
        var h = formatted()
        h.run { m, e in m.setLanguage(.korean, &e) }
        guard let request = h.model.pendingTimeTextRequest else {
            Issue.record("no request")
            return
        }
        h.run { m, e in m.setTimeLabelHidden(true, &e) }
        h.run { m, e in #expect(!m.answerTimeText(request, with: "late", &e)) }
        #expect(h.model.timeText == "first")
    }

    @Test func aRecomputeReplacesTheWaitingRequest() {
        var h = formatted()
        h.run { m, e in m.setLanguage(.korean, &e) }
        let first = h.model.pendingTimeTextRequest
        h.run { m, e in try m.setLastUpdatedKey("feed", &e) }
        let second = h.model.pendingTimeTextRequest
        #expect(first != nil && second != nil && first != second)
        guard let first, let second else { return }
        h.run { m, e in #expect(!m.answerTimeText(first, with: "stale", &e)) }
        #expect(h.model.timeText == "first")
        h.run { m, e in #expect(m.answerTimeText(second, with: "fresh", &e)) }
        #expect(h.model.timeText == "fresh")
    }

    @Test func noAnswerIsTheBuiltInTextOfTheRequest() {
        var h = formatted()
        try? h.effects.store.setTime(H.unix(2024, 11, 28, 9, 5), for: LastUpdatedStore.defaultKey)
        h.effects.contextOffset = 3_600
        _ = request(&h, answer: nil) { m, e in m.setLanguage(.simplifiedChinese, &e) }
        #expect(h.model.timeText == "最后更新：今天 10:05")
        #expect(h.take().contains(.timeLabel("最后更新：今天 10:05")))
    }

    @Test func removingTheFormatterShowsTheBuiltInTextAtOnce() {
        var h = formatted()
        #expect(h.model.timeText == "first")
        h.run { m, e in m.setHostFormatsTimeText(false, &e) }
        #expect(h.model.pendingTimeTextRequest == nil)
        #expect(h.model.timeText == "Last update: No record")
        #expect(h.take().contains(.timeLabel("Last update: No record")))
    }

    @Test func anAnswerLaysTheHeaderOutAgain() {
        var h = formatted()
        h.run { m, e in m.setLanguage(.korean, &e) }
        guard let request = h.model.pendingTimeTextRequest else { return }
        #expect(!h.model.needsLayout)  // the harness laid out with the old text
        h.model.answerTimeText(request, with: "a much longer text than before", &h.effects)
        #expect(h.model.needsLayout)
    }

    // The context's time zone: used by a header without its own, recomputed when it changes;
    // a header's own wins.
    @Test func theContextTimeZoneUnlessTheHeaderHasItsOwn() {
        var h = H()
        try? h.effects.store.setTime(H.unix(2024, 11, 28, 9, 5), for: LastUpdatedStore.defaultKey)
        h.drag(to: -88, dragging: false)
        #expect(h.model.timeText == "Last update: Today 09:05")
        // Tokyo: 18:05 on the 28th, seen at 00:30 on the 29th.
        h.effects.contextOffset = 9 * 3_600
        h.run { m, e in m.contextUTCOffsetChanged(&e) }
        #expect(h.model.timeText == "Last update: 11-28 18:05")
        #expect(h.model.timeLabel.followsContextUTCOffset)
        h.run { m, e in try m.setUTCOffset(-5 * 3_600, &e) }
        #expect(h.model.timeText == "Last update: Today 04:05")
        #expect(!h.model.timeLabel.followsContextUTCOffset)
        _ = h.take()
        h.effects.contextOffset = 0
        h.run { m, e in m.contextUTCOffsetChanged(&e) }
        #expect(h.take().isEmpty)
        #expect(h.model.timeText == "Last update: Today 04:05")
        // And a request carries the zone the built-in text uses.
        var f = formatted()
        f.effects.contextOffset = -3_600
        #expect(request(&f) { m, e in m.contextUTCOffsetChanged(&e) }?.utcOffset == -3_600)
    }
}
