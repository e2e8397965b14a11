import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

/// The header's formulas over random inputs (SplitMix, fixed seeds), checked against the spec's
/// formulas written out independently, and its input checks.
@Suite struct HeaderPropertyTests {
    typealias H = HeaderHarness

    static func random(_ g: inout SplitMix, _ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &g)
    }

    @Test func percentAndPullingLineOverRandomInputs() {
        var g = SplitMix(seed: 0x4845_4144)
        for _ in 0..<2_000 {
            let top = Self.random(&g, -200...300)
            let height = Self.random(&g, 1...200)
            let offset = Self.random(&g, -700...300)
            var edge = HeaderEdge()
            edge.setHeight(height)
            _ = edge.setMetrics(ScrollMetrics(viewportWidth: 320, insetTop: top, offset: offset, dragging: true))
            let reaction = edge.pullReaction(in: .idle)
            let pulled = -top - offset
            if pulled < 0 {
                #expect(reaction == PullReaction())
            } else {
                #expect(reaction.percent == pulled / height)
                #expect((reaction.action == .transition(to: .pulling)) == (offset < -top - height))
            }
            // Released while Pulling above the happen line: a begin, and no percent.
            _ = edge.setMetrics(ScrollMetrics(viewportWidth: 320, insetTop: top, offset: offset))
            let release = edge.pullReaction(in: .pulling)
            #expect((release.action == .beginRefreshing) == (pulled >= 0))
        }
    }

    @Test func refreshingInsetIsTheClampOfTheOffset() {
        var g = SplitMix(seed: 0x434c_414d)
        for _ in 0..<2_000 {
            let base = Self.random(&g, -100...400)
            let height = Self.random(&g, 0.001...300)
            let offset = Self.random(&g, -1_000...1_000)
            let geometry = HeaderGeometry(baseTop: base, headerHeight: height)
            let expected = Swift.min(Swift.max(-offset, base), base + height)
            let t = geometry.refreshingTopInset(offset: offset)
            #expect(abs(t - expected) <= 1e-9 * Swift.max(1, abs(expected)))
            let delta = base - t  // the original's Δ
            #expect(delta <= 1e-9 && delta >= -height - 1e-9)
        }
    }

    /// F8: while refreshing, the host moves its own base by random amounts and scrolls; the
    /// header's contribution stays in [0, h], reported − c is always the host's base, and the end
    /// gives back exactly what the header added.
    @Test func contributionsAreAdditive() {
        var g = SplitMix(seed: 0x4638)
        for _ in 0..<200 {
            var h = H(top: Self.random(&g, 0...150))
            var hostBase = h.model.metrics.insetTop
            h.run { m, e in m.beginRefreshing(completion: nil, &e) }
            for _ in 0..<20 {
                let change = Self.random(&g, 0...1) < 0.3 ? Self.random(&g, -40...40) : 0
                hostBase += change
                h.drag(
                    to: Self.random(&g, -400...400), dragging: Self.random(&g, 0...1) < 0.5,
                    top: h.model.metrics.insetTop + change)
                let c = h.model.topContribution
                #expect(c >= 0 && c <= h.model.height)
                #expect(abs(h.model.metrics.insetTop - c - hostBase) < 1e-9)
                let wanted = Swift.min(h.model.height, Swift.max(0, -h.model.metrics.offset - hostBase))
                #expect(abs(c - wanted) <= Double(Float.ulpOfOne) + 1e-9)
            }
            h.run { m, e in m.endRefreshing(completion: nil, &e) }
            #expect(abs(h.model.metrics.insetTop - hostBase) < 1e-9)
            #expect(h.model.topContribution == 0)
        }
    }

    @Test func insetMovesWithinFloatEpsilonAreNotRequested() {
        var h = H()
        h.refreshByDrag()
        _ = h.take()
        h.drag(to: -142 + 1e-8)
        #expect(h.take().isEmpty)
        h.drag(to: -141.9)
        #expect(h.take() == [.insetRequested(edge: .top, value: 141.9, duration: 0)])
        // Without interference the end restores the exact base.
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(h.model.metrics.insetTop == 88)
    }

    @Test func civilDatesAgreeWithADayByDayWalk() {
        // 1600-03-01 onwards for 300,000 days, one day at a time.
        var days = Int64(H.unix(1600, 3, 1) / 86_400)
        var (year, month, day) = (Int64(1600), 3, 1)
        for _ in 0..<300_000 {
            let date = CivilTime.date(daysSince1970: days)
            #expect(date.year == year && date.month == month && date.day == day)
            if date.year != year || date.month != month || date.day != day { return }
            days += 1
            day += 1
            if day > CivilTime.daysInMonth(month, of: year) {
                day = 1
                month += 1
                if month > 12 { (month, year) = (1, year + 1) }
            }
        }
    }

    @Test func civilTimeAnchors() {
        #expect(H.unix(2024, 11, 28) == 1_732_752_000)
        #expect(CivilTime(unixSeconds: 0, utcOffset: 0) == CivilTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0))
        #expect(
            CivilTime(unixSeconds: -1, utcOffset: 0) == CivilTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59))
        #expect(
            CivilTime(unixSeconds: InputRules.earliestWallTime, utcOffset: 0)
                == CivilTime(year: 1, month: 1, day: 1, hour: 0, minute: 0))
        #expect(
            CivilTime(unixSeconds: InputRules.latestWallTime, utcOffset: 0)
                == CivilTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59))
        #expect(CivilTime(unixSeconds: H.unix(2000, 2, 29, 12, 0), utcOffset: 0).day == 29)
        #expect(CivilTime(unixSeconds: 1_732_807_800, utcOffset: 9 * 3_600).hour == 0)  // 15:30 UTC in Tokyo
        #expect(
            LastUpdatedLabel.format(
                time: InputRules.earliestWallTime, now: 0, utcOffset: 0, language: .english)
                == "Last update: 0001-01-01 00:00")
    }

    @Test func inputsAreCheckedAndChangeNothing() {
        var h = H()
        let before = h.model.metrics
        #expect(throws: InputError.self) { try h.model.setMetrics(ScrollMetrics(offset: .nan), &h.effects) }
        #expect(throws: InputError.self) { try h.model.setMetrics(ScrollMetrics(insetTop: .infinity), &h.effects) }
        #expect(throws: InputError.self) { try h.model.setMetrics(ScrollMetrics(viewportWidth: -1), &h.effects) }
        #expect(h.model.metrics == before)
        #expect(throws: InputError.self) { try h.model.setHeight(.nan) }
        #expect(throws: InputError.self) { try h.model.setHeight(0) }
        #expect(throws: InputError.self) { try h.model.setIgnoredTopInset(-1) }
        #expect(throws: InputError.self) { try h.model.setAnimationDurations(fast: 0.1, slow: .nan) }
        #expect(throws: InputError.self) { try h.model.setUTCOffset(64_801, &h.effects) }
        #expect(throws: InputError.self) { try h.model.setLastUpdatedKey("", &h.effects) }
        #expect(throws: InputError.self) { try h.model.setHostTextWidths(state: 1, time: .nan) }
        #expect(throws: InputError.self) { try h.model.frame(at: .infinity) }
        #expect(h.model.height == 54)
        #expect(h.model.fastDuration == 0.25 && h.model.slowDuration == 0.4)
        #expect(h.model.lastUpdatedKey == LastUpdatedStore.defaultKey)
        var store = LastUpdatedStore()
        #expect(throws: InputError.self) { try store.setTime(.nan, for: "k") }
        #expect(throws: InputError.self) { try store.setTime(InputRules.latestWallTime + 1, for: "k") }
        #expect(throws: InputError.self) { try store.setTime(0, for: "") }
        #expect(store.count == 0)
        #expect(h.take().isEmpty)
    }

    @Test func headerTitlesInEveryLanguage() {
        for language in FooterLanguage.allCases {
            for state in [RefreshState.idle, .pulling, .refreshing] {
                #expect(!(TitleFamily.header.title(for: state, in: language) ?? "").isEmpty)
            }
            #expect(TitleFamily.header.title(for: .willRefresh, in: language) == nil)
        }
        #expect(TitleFamily.header.title(for: .refreshing, in: .traditionalChinese) == "正在刷新數據中...")
        #expect(FooterLanguage.ukrainian.lastUpdatedPrefix == "Останнє оновлення: ")
        // The footer's table is untouched.
        #expect(TitleFamily.backFooter.title(for: .idle, in: .english) == "Pull up to load more")
    }
}
