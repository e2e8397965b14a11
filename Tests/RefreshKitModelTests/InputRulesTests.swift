import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

/// The model's public API checks its own inputs (Swift users call it directly): every refused
/// value throws InputError and changes nothing.
@Suite struct InputRulesTests {
    /// A pan state comes from a host's int32: every case round-trips, and nothing else is one; the
    /// cases are in raw-value order (the C layer's conversion relies on it).
    @Test func aPanStateIsExactlyItsFiveRawValues() {
        for (index, pan) in PanState.allCases.enumerated() {
            #expect(pan.rawValue == Int32(index))
            #expect(PanState(rawValue: pan.rawValue) == pan)
        }
        for raw: Int32 in [-1, 5, 6, 255, 256, 260, -256, .min, .max] {
            #expect(PanState(rawValue: raw) == nil, "raw \(raw)")
        }
    }

    /// F19's item pair, whose one rule every scroll update inlines (the C ABI asks it too): a
    /// count >= 0, and a last visible index from −1 to count − 1, or −1 or 0 with no count.
    @Test func anItemPairIsACountAndAnIndexWithinIt() {
        let accepted: [(Int64, Int64)] = [
            (0, -1), (0, 0), (1, -1), (1, 0), (5, -1), (5, 0), (5, 4), (.max, .max - 1), (.max, -1),
        ]
        for (count, last) in accepted {
            #expect(throws: Never.self, "\(count) \(last)") { try InputRules.items(count: count, lastVisible: last) }
        }
        let refused: [(Int64, Int64, String)] = [
            (-1, -1, "item_count must be >= 0 (got -1)"),
            (.min, 0, "item_count must be >= 0 (got -9223372036854775808)"),
            (0, 1, "last_visible_item must be in -1...0 for item_count 0 (got 1)"),
            (0, -2, "last_visible_item must be in -1...0 for item_count 0 (got -2)"),
            (1, 1, "last_visible_item must be in -1...0 for item_count 1 (got 1)"),
            (5, 5, "last_visible_item must be in -1...4 for item_count 5 (got 5)"),
            (5, -2, "last_visible_item must be in -1...4 for item_count 5 (got -2)"),
            (5, .min, "last_visible_item must be in -1...4 for item_count 5 (got -9223372036854775808)"),
            (
                .max, .max,
                "last_visible_item must be in -1...9223372036854775806 for item_count 9223372036854775807 (got 9223372036854775807)"
            ),
        ]
        for (count, last, message) in refused {
            #expect(throws: InputError(message)) { try InputRules.items(count: count, lastVisible: last) }
        }
    }

    static let bad: [Double] = [
        .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e9 + 1, -1e9 - 1,
    ]

    /// What a refused call must leave as it was.
    struct Observed: Equatable {
        var metrics: FooterMetrics
        var height: Double
        var dataCount: Int64
        var ignoredBottomInset: Double
        var fast: Double
        var slow: Double
        var leftInset: Double
        var textWidth: Double
        var idleImages: GifFrames?
        var state: FooterState
        var layout: FooterLayout?

        init(_ model: FooterModel) {
            metrics = model.metrics
            height = model.height
            dataCount = model.dataCount
            ignoredBottomInset = model.ignoredBottomInset
            fast = model.fastDuration
            slow = model.slowDuration
            leftInset = model.labelLeftInset
            textWidth = model.hostTextWidth
            idleImages = model.images(for: .idle)
            state = model.state
            layout = model.layout
        }
    }

    private func expectRefused(
        _ h: inout FooterHarness, _ what: String,
        _ body: (inout FooterModel, inout FooterHarness.Effects) throws(InputError) -> Void
    ) {
        let before = Observed(h.model)
        let events = h.effects.events.count
        var thrown: InputError?
        do throws(InputError) {
            try body(&h.model, &h.effects)
        } catch {
            thrown = error
        }
        #expect(thrown != nil, "\(what) was accepted")
        #expect(thrown?.message.isEmpty == false)
        #expect(Observed(h.model) == before, "\(what) changed the model")
        #expect(h.effects.events.count == events, "\(what) emitted events")
    }

    @Test func everyNumericSetterRefusesNonFiniteAndOutOfRangeValues() {
        var h = FooterHarness()
        for value in Self.bad {
            for field in 0..<7 {
                var metrics = h.model.metrics
                switch field {
                case 0: metrics.viewportWidth = value
                case 1: metrics.viewportHeight = value
                case 2: metrics.contentHeight = value
                case 3: metrics.insetTop = value
                case 4: metrics.insetBottom = value
                case 5: metrics.insetLeft = value
                default: metrics.offset = value
                }
                expectRefused(&h, "metrics field \(field) = \(value)") { (m, e) throws(InputError) in
                    try m.setMetrics(metrics, &e)
                }
            }
            expectRefused(&h, "height \(value)") { (m, _) throws(InputError) in try m.setHeight(value) }
            expectRefused(&h, "ignored inset \(value)") { (m, _) throws(InputError) in
                try m.setIgnoredBottomInset(value)
            }
            expectRefused(&h, "fast \(value)") { (m, _) throws(InputError) in
                try m.setAnimationDurations(fast: value, slow: 0.4)
            }
            expectRefused(&h, "slow \(value)") { (m, _) throws(InputError) in
                try m.setAnimationDurations(fast: 0.25, slow: value)
            }
            expectRefused(&h, "left inset \(value)") { (m, _) throws(InputError) in try m.setLabelLeftInset(value) }
            expectRefused(&h, "text width \(value)") { (m, _) throws(InputError) in try m.setHostTextWidth(value) }
            expectRefused(&h, "frame duration \(value)") { (m, e) throws(InputError) in
                let frames = GifFrames(
                    images: [FooterImage(id: 1, width: 10, height: 10), FooterImage(id: 2, width: 10, height: 10)],
                    frameDurations: [0.1, value])
                try m.setImages(frames, for: .idle, &e)
            }
            expectRefused(&h, "image size \(value)") { (m, e) throws(InputError) in
                try m.setImages(
                    GifFrames(images: [FooterImage(id: 1, width: value, height: 10)], duration: 1), for: .idle, &e)
            }
            if !value.isFinite {
                #expect(throws: InputError.self) { try h.model.frame(at: value) }
            }
        }
        // Lengths and counts below zero, and footers too thin to keep the percent finite.
        for value in [-1.0, -1e-300] {
            expectRefused(&h, "ignored inset \(value)") { (m, _) throws(InputError) in
                try m.setIgnoredBottomInset(value)
            }
            expectRefused(&h, "text width \(value)") { (m, _) throws(InputError) in try m.setHostTextWidth(value) }
        }
        for value in [0.0, 1e-4, Double.leastNonzeroMagnitude, -44.0] {
            expectRefused(&h, "height \(value)") { (m, _) throws(InputError) in try m.setHeight(value) }
        }
        expectRefused(&h, "data count -1") { (m, _) throws(InputError) in try m.setDataCount(-1) }
        expectRefused(&h, "data count min") { (m, _) throws(InputError) in try m.setDataCount(.min) }
    }

    @Test func valuesAtTheBoundsAreAccepted() throws {
        var h = FooterHarness()
        try h.model.setHeight(InputRules.minimumHeight)
        try h.model.setHeight(InputRules.maximumLength)
        #expect(h.model.height == 1e9)
        try h.model.setAnimationDurations(fast: 0, slow: InputRules.maximumDuration)
        #expect(h.model.slowDuration == 1e9)
        try h.model.setDataCount(.max)
        try h.model.setHostTextWidth(1e9)
        var metrics = h.model.metrics
        metrics.offset = -1e9
        metrics.viewportWidth = 1e9
        try h.model.setMetrics(metrics, &h.effects)
        #expect(h.model.metrics.offset == -1e9)
    }

    @Test func randomValuesAreAcceptedExactlyWhenTheRulesSaySo() {
        var generator = SplitMix(seed: 0x1A2B_3C4D)
        let pool: [Double] =
            Self.bad + [0, -0.0, 1, -1, 1e-3, 1e-4, 1e9, -1e9, 3.5, -7.25, Double.leastNonzeroMagnitude]
        for _ in 0..<2_000 {
            let value = pool[Int(generator.next() % UInt64(pool.count))]
            var model = FooterModel()
            let accepted = (try? model.setIgnoredBottomInset(value)) != nil
            #expect(accepted == (value >= 0 && value <= 1e9), "ignored inset \(value)")
            let height = (try? model.setHeight(value)) != nil
            #expect(height == (value >= 1e-3 && value <= 1e9), "height \(value)")
            var monitor = ActivityMonitor()
            let delays = (try? monitor.setDelays(activation: value, completion: 0)) != nil
            #expect(delays == (value >= 0 && value <= 1e9), "activation delay \(value)")
        }
    }

    @Test func zeroDurationsAreRefusedOnlyForFramesThatAnimate() throws {
        let two = [FooterImage(id: 1, width: 10, height: 10), FooterImage(id: 2, width: 10, height: 10)]
        var h = FooterHarness()
        for state in [FooterState.pulling, .refreshing] {
            expectRefused(&h, "zero durations for \(state)") { (m, e) throws(InputError) in
                try m.setImages(GifFrames(images: two, frameDurations: [0.1, 0]), for: state, &e)
            }
            #expect(throws: InputError.self) { try GifFrames.checkLoopDuration(0, count: 2, for: state) }
            try GifFrames.checkLoopDuration(0, count: 1, for: state)
        }
        try h.model.setImages(GifFrames(images: two, frameDurations: [0, 0]), for: .idle, &h.effects)
        #expect(h.model.images(for: .idle)?.count == 2)
        try GifFrames.checkLoopDuration(0, count: 2, for: .idle)
    }
}
