import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

/// The trailer's formulas over random inputs (SplitMix, fixed seeds), checked against the formulas
/// of docs/behaviour/trailer.md §2–§4 written out independently, F8 under a host that moves its own
/// inset, and the input checks.
@Suite struct TrailerPropertyTests {
    typealias T = TrailerHarness

    static func random(_ g: inout SplitMix, _ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &g)
    }

    static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }

    /// The spec's happen line: the content's overflow past the visible width (if any), less L0.
    static func happenX(width: Double, content: Double, left: Double, right: Double) -> Double {
        let visible = width - left - right
        return content > visible ? content - visible - left : -left
    }

    @Test func percentAndPullingLineOverRandomInputs() {
        var g = SplitMix(seed: 0x5452_4149)
        for _ in 0..<3_000 {
            let (width, content) = (Self.random(&g, 0...1_000), Self.random(&g, 0...3_000))
            let (left, right) = (Self.random(&g, -50...100), Self.random(&g, -50...100))
            let x = Self.random(&g, -300...3_300)
            let dragging = Self.random(&g, 0...1) < 0.5
            var edge = TrailerEdge()
            _ = edge.setMetrics(
                ScrollMetrics(
                    viewportWidth: width, viewportHeight: 100, contentWidth: content, insetLeft: left,
                    insetRight: right, offsetX: x, dragging: dragging))
            let happen = Self.happenX(width: width, content: content, left: left, right: right)
            let trigger = happen + 60
            guard abs(x - happen) > 1e-6, abs(x - trigger) > 1e-6 else { continue }
            let idle = edge.pullReaction(in: .idle)
            let pulling = edge.pullReaction(in: .pulling)
            if x < happen {
                #expect(idle == PullReaction() && pulling == PullReaction())
                continue
            }
            let p = (x - happen) / 60
            if dragging {
                #expect(Self.close(idle.percent!, p) && Self.close(pulling.percent!, p))
                #expect((idle.action == .transition(to: .pulling)) == (x > trigger))
                #expect((pulling.action == .transition(to: .idle)) == (x < trigger))
            } else {
                #expect(pulling == PullReaction(action: .beginRefreshing))
                #expect(idle.action == nil)
                #expect((idle.percent != nil) == (p < 1))
            }
            #expect(Self.close(edge.pullReaction(in: .noMoreData).percent!, p))
        }
    }

    /// Frame, inset and offset of a refresh over random setups, against
    /// docs/behaviour/trailer.md §2–§4 written out.
    @Test func refreshingRequestsOverRandomSetups() {
        var g = SplitMix(seed: 0x5246_5251)
        for _ in 0..<1_000 {
            let (width, content) = (Self.random(&g, 1...1_000), Self.random(&g, 0...3_000))
            let (left, right) = (Self.random(&g, -30...80), Self.random(&g, -30...80))
            let ignored = Self.random(&g, 0...40)
            var t = T()
            t.run { m, e in try m.setIgnoredRightInset(ignored, &e) }
            t.scroll(
                ScrollMetrics(
                    viewportWidth: width, viewportHeight: 120, contentWidth: content, insetLeft: left,
                    insetRight: right, offsetX: -left))
            let visible = width - left - right
            #expect(Self.close(t.model.trailerRect.x, Swift.max(content, visible) + ignored))
            #expect(t.model.trailerRect.width == 60 && t.model.trailerRect.height == 120)
            _ = t.take()
            t.run { m, e in m.beginRefreshing(completion: nil, &e) }
            let requests = t.take().requests
            let gap = content < visible ? visible - content : 0
            let happen = Self.happenX(width: width, content: content, left: left, right: right)
            guard requests.count == 2,
                case .shared(.insetRequested(edge: .right, value: let inset, duration: 0.25)) = requests[0],
                case .shared(.offsetRequested(axis: .horizontal, value: let offset, duration: 0.25)) = requests[1]
            else {
                Issue.record("unexpected requests \(requests)")
                continue
            }
            #expect(Self.close(inset, 60 + right + gap))  // the original's Rref
            #expect(Self.close(offset, happen + 60))
            // Nobody else touched the inset: the end restores it exactly.
            t.run { m, e in m.endRefreshing(completion: nil, &e) }
            #expect(t.model.metrics.insetRight == right)
        }
    }

    /// F8: while refreshing, the host moves its own right inset by random amounts; the trailer's
    /// contribution stays what it added, reported − c is always the host's inset, and the end
    /// gives back exactly what the trailer added.
    @Test func contributionsAreAdditive() {
        var g = SplitMix(seed: 0x4638_5452)
        for _ in 0..<300 {
            let content = Self.random(&g, 0...1_500)
            var t = T(content: content, right: Self.random(&g, 0...50))
            var hostRight = t.model.metrics.insetRight
            t.run { m, e in m.beginRefreshing(completion: nil, &e) }
            let c = t.model.rightContribution
            #expect(Self.close(c, 60 + Swift.max(0, 375 - hostRight - content)))
            for _ in 0..<10 {
                let change = Self.random(&g, 0...1) < 0.4 ? Self.random(&g, -30...30) : 0
                hostRight += change
                t.drag(
                    to: Self.random(&g, -100...1_800), dragging: Self.random(&g, 0...1) < 0.5,
                    right: t.model.metrics.insetRight + change)
                #expect(t.model.rightContribution == c)
                #expect(Self.close(t.model.metrics.insetRight - c, hostRight))
            }
            t.run { m, e in m.endRefreshing(completion: nil, &e) }
            #expect(Self.close(t.model.metrics.insetRight, hostRight))
            #expect(t.model.rightContribution == 0)
        }
    }

    /// Random swipes, releases, begins and ends against a reference of docs/behaviour/trailer.md §3
    /// written out: the state and the percent agree after every step.
    @Test func randomWalksAgreeWithTheSpecRules() {
        var g = SplitMix(seed: 0x5741_4c4b)
        for _ in 0..<100 {
            let content = Self.random(&g, 0...1_500)
            var t = T(content: content)
            var state = RefreshState.idle
            var percent = 0.0
            let happen = Self.happenX(width: 375, content: content, left: 0, right: 0)
            for _ in 0..<60 {
                let roll = Self.random(&g, 0...1)
                if roll < 0.06 {
                    t.run { m, e in m.beginRefreshing(completion: nil, &e) }
                    (state, percent) = (.refreshing, 1)
                } else if roll < 0.12 {
                    t.run { m, e in m.endRefreshing(completion: nil, &e) }
                    t.advance(by: 1)
                    // An end goes to Idle from any state; only the exit from Refreshing animates
                    // and sets the percent back to 0 when it ends.
                    if state == .refreshing { percent = 0 }
                    state = .idle
                } else {
                    let x = happen + Self.random(&g, -30...130)
                    let dragging = Self.random(&g, 0...1) < 0.7
                    t.drag(to: x, dragging: dragging, right: state == .refreshing ? nil : 0)
                    if state != .refreshing && x > happen {
                        let p = (x - happen) / 60
                        if dragging {
                            percent = p
                            if state == .idle && x > happen + 60 { state = .pulling }
                            if state == .pulling && x <= happen + 60 { state = .idle }
                        } else if state == .pulling {
                            (state, percent) = (.refreshing, 1)
                        } else if p < 1 {
                            percent = p
                        }
                    }
                }
                #expect(t.model.state == state)
                #expect(Self.close(t.model.pullingPercent, percent))
                if t.model.state != state { break }
            }
        }
    }

    @Test func inputsAreCheckedAndChangeNothing() {
        var t = T()
        let before = t.model.metrics
        #expect(throws: InputError.self) { try t.model.setMetrics(ScrollMetrics(offsetX: .nan), &t.effects) }
        #expect(throws: InputError.self) { try t.model.setMetrics(ScrollMetrics(contentWidth: -1), &t.effects) }
        #expect(throws: InputError.self) { try t.model.setMetrics(ScrollMetrics(insetRight: .infinity), &t.effects) }
        #expect(throws: InputError.self) { try t.model.setMetrics(ScrollMetrics(insetLeft: 2e9), &t.effects) }
        #expect(t.model.metrics == before)
        #expect(throws: InputError.self) { try t.model.setIgnoredRightInset(-1, &t.effects) }
        #expect(throws: InputError.self) { try t.model.setIgnoredRightInset(.nan, &t.effects) }
        #expect(throws: InputError.self) { try t.model.setAnimationDurations(fast: -0.1, slow: 0.4) }
        #expect(throws: InputError.self) { try t.model.setAnimationDurations(fast: 0.1, slow: .infinity) }
        #expect(throws: InputError.self) { try t.model.setDataCount(-1) }
        #expect(throws: InputError.self) { try t.model.setArrowSize(width: 20, height: .nan, &t.effects) }
        #expect(throws: InputError.self) { try t.model.setArrowSize(width: -1, height: 20, &t.effects) }
        #expect(t.model.ignoredRightInset == 0)
        #expect(t.model.fastDuration == 0.25 && t.model.slowDuration == 0.4)
        #expect(t.model.dataCount == 0)
        #expect(t.model.arrow.size == TrailerArrow.defaultSize)
        #expect(t.take().isEmpty)
    }
}
