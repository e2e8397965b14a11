import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

/// The auto footer's trigger line and budget over random inputs (SplitMix, fixed seeds), checked
/// against the spec's rules written out independently, and its inset contribution (F8).
@Suite struct AutoFooterPropertyTests {
    typealias H = AutoFooterHarness

    static func random(_ g: inout SplitMix, _ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &g)
    }

    /// The offset rule against the line of docs/behaviour/auto-footer.md §3 in a second form,
    /// thr = C − H + B0 + h·r (with the footer's h in B), and F13's y > −T, for r negative, 0, 1
    /// and above 1.
    @Test func offsetRuleOverRandomInputs() {
        var g = SplitMix(seed: 0x4155_544f)
        let percents: [Double] = [-2, -1, 0, 0.5, 1, 2]
        for round in 0..<3_000 {
            let viewport = Self.random(&g, 100...900)
            let content = Self.random(&g, 0...3_000)
            let top = Self.random(&g, 0...120)
            let base = Self.random(&g, 0...90)
            let height = Self.random(&g, 1...120)
            let r = round % 3 == 0 ? Self.random(&g, -3...3) : percents[round % percents.count]
            var h = H(content: content, top: top, bottom: base, offset: 0 - top, height: viewport)
            h.run { m, e in
                try m.setHeight(height, &e)
                try m.setTriggerPercent(r)
            }
            let line = content - viewport + base + height * r
            // Half the rounds anywhere, half near the line (where F13 and the direction matter).
            let near = round % 2 == 0
            let offset = near ? line + Self.random(&g, -60...60) : Self.random(&g, -300...3_000)
            let previous = near ? offset - Self.random(&g, -20...40) : Self.random(&g, -300...3_000)
            h.drag(to: previous, dragging: false)
            if h.model.state != .idle { continue }  // the first move loaded: not this round's question
            if abs(offset - line) < 1e-6 * Swift.max(1, abs(line)) { continue }
            let tall = top + content > viewport
            let expected = content != 0 && tall && offset >= line && offset > previous && offset > -top
            h.drag(to: offset, dragging: false)
            #expect(
                (h.model.state == .refreshing) == expected,
                "C \(content) H \(viewport) T \(top) B0 \(base) h \(height) r \(r) y \(previous)→\(offset)")
        }
    }

    /// F9 over random sequences of pans, drag and deceleration moves, ends, taps, host begins and
    /// budget changes, against a reference counter: drag-caused loads use the budget, nothing else
    /// does, a blocked attempt leaves nothing behind, and −1 stays unlimited.
    @Test func budgetOverRandomSequences() {
        var g = SplitMix(seed: 0x4255_4447)
        for _ in 0..<300 {
            var h = H()
            var times = 1
            var left = 1
            var loading = false
            var y = 450.0
            func dragLoad() {
                guard !loading, left == -1 || left > 0 else { return }
                loading = true
                if left > 0 { left -= 1 }
            }
            for _ in 0..<40 {
                y += 1
                switch Int.random(in: 0..<8, using: &g) {
                case 0:
                    h.drag(to: y, pan: .began)
                    left = times
                    dragLoad()
                case 1:
                    h.drag(to: y)
                    dragLoad()
                case 2:
                    h.drag(to: y, dragging: false)
                    loading = true
                case 3, 4:
                    h.end()
                    loading = false
                case 5:
                    h.tap()
                    loading = true
                case 6:
                    h.begin()
                    loading = true
                default:
                    times = Int.random(in: -2...3, using: &g)
                    h.run { m, _ in m.setAutoTriggerTimes(times) }
                    left = times
                }
                #expect(h.model.state == (loading ? .refreshing : .idle))
                #expect(h.model.remainingTriggerTimes == left)
            }
        }
    }

    /// F8: the host changes its own bottom inset by random amounts between hides, shows, height
    /// changes and detaches; reported − c is always the host's inset, and detaching leaves exactly
    /// the host's.
    @Test func contributionsAreAdditive() {
        var g = SplitMix(seed: 0x4638_4155)
        for _ in 0..<200 {
            var hostBase = Self.random(&g, 0...100)
            var h = H(bottom: hostBase)
            for _ in 0..<20 {
                switch Int.random(in: 0..<4, using: &g) {
                case 0:
                    let change = Self.random(&g, -30...30)
                    hostBase += change
                    h.drag(to: -64, dragging: false, bottom: h.model.metrics.insetBottom + change)
                case 1:
                    let hidden = Bool.random(using: &g)
                    h.run { m, e in m.setHidden(hidden, &e) }
                case 2:
                    let height = Self.random(&g, 1...100)
                    h.run { m, e in try m.setHeight(height, &e) }
                default:
                    h.drag(to: Self.random(&g, -64...400), dragging: Bool.random(using: &g))
                    h.end()
                }
                let c = h.model.edgeContribution
                #expect(c == (h.model.hidden ? 0 : h.model.height))
                #expect(abs(h.model.metrics.insetBottom - c - hostBase) < 1e-9)
            }
            h.run { m, e in m.detach(&e) }
            #expect(abs(h.model.metrics.insetBottom - hostBase) < 1e-9)
            #expect(h.model.edgeContribution == 0)
        }
    }
}
