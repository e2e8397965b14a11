import Testing
@testable import RefreshKitModel

/// The auto footer's scenarios (docs/behaviour/auto-footer.md), cases 1–13, 22 and 26: the offset rule, the pan-end rule, the trigger budget and the
/// trigger line. Setup FA: H 600, W 375, T 64, B0 0, C 1000, h 44 ⇒ B 44, thr(r) = 400 + 44r,
/// pan-end line 444; n = 1; the normal (indicator) footer.
@Suite struct AutoFooterCasesTriggerTests {
    typealias H = AutoFooterHarness

    // F10: the label and the indicator come before the trigger (the original fired the trigger
    // and the begin completion inside the setter, before its label and indicator layers ran).
    @Test func case01ReachingTheLineWhileDraggingLoads() {
        var h = H()
        #expect(h.model.metrics.insetBottom == 44)
        #expect(h.model.geometry.triggerOffset == 444)
        h.drag(to: 443)
        #expect(h.model.state == .idle)
        #expect(h.takeSignals().isEmpty)
        h.drag(to: 444)
        #expect(h.model.state == .refreshing)
        #expect(h.model.labelText == "Loading...")
        #expect(h.model.spinnerAnimating)
        #expect(
            h.takeSignals() == [
                .pullingPercent(1), .stateChanged(new: .refreshing, old: .idle), .label("Loading..."),
                .spinner(animating: true), .refreshing(loadID: 1),
            ])
        #expect(h.model.metrics.insetBottom == 44)
        #expect(h.model.remainingTriggerTimes == 0)
    }

    @Test func case02DecreasingOffsetsDoNotLoad() {
        var h = H(offset: 460)
        h.drag(to: 450)
        #expect(h.model.state == .idle)
        #expect(h.take().isEmpty)
    }

    @Test func case03DecelerationLoadsUncounted() {
        var h = H()
        h.drag(to: 300, dragging: false)
        h.drag(to: 444, dragging: false)
        #expect(h.model.state == .refreshing)
        #expect(h.model.remainingTriggerTimes == 1)
    }

    // F1: Idle at once (the original: a turn later). F9: the unit was used when the load began.
    // F10: the exit signals end-animation-began before the end completion (the original: never
    // without paging).
    @Test func case04EndWhileStillDraggingLeavesTheBudgetSpent() {
        var h = H()
        h.drag(to: 444)
        _ = h.take()
        h.end(completion: 4)
        #expect(h.model.state == .idle)
        #expect(h.model.remainingTriggerTimes == 0)
        #expect(
            h.takeSignals() == [
                .stateChanged(new: .idle, old: .refreshing), .label("Tap or pull up to load more"),
                .spinner(animating: false), .endAnimationBegan, .completion(id: 4, finished: true),
            ])
        #expect(h.effects.timers.isEmpty)
        h.drag(to: 446)
        #expect(h.model.state == .idle)
        #expect(h.take().isEmpty)
    }

    @Test func case05ANewDragRefillsTheBudget() {
        var h = H()
        h.drag(to: 444)
        h.end()
        h.drag(to: 446)
        h.lift(at: 444)  // tall, 444 ≥ 444: the pan-end rule asks, the budget says no
        #expect(h.model.state == .idle)
        h.drag(to: 440, pan: .began)
        #expect(h.model.remainingTriggerTimes == 1)
        #expect(h.model.state == .idle)
        h.drag(to: 445)
        #expect(h.model.state == .refreshing)
        #expect(h.model.remainingTriggerTimes == 0)
    }

    // F9: a blocked attempt leaves nothing behind. The original ignored this retry (#1524, #1525)
    // and, after the tap's load, read the budget as unlimited (k = −1).
    @Test func case06RetryAndTapAreNeverBlockedNorCounted() {
        var h = H()
        h.drag(to: 444)
        h.end()
        h.drag(to: 446)  // blocked
        #expect(h.model.state == .idle)
        h.begin()
        #expect(h.model.state == .refreshing)
        h.end()
        h.tap()
        #expect(h.model.state == .refreshing)
        h.end()
        #expect(h.model.remainingTriggerTimes == 0)
        h.drag(to: 450)  // still blocked: not unlimited
        #expect(h.model.state == .idle)
    }

    @Test func case07UnlimitedLoadsOnEveryIncreasingEvent() {
        var h = H()
        h.run { m, _ in m.setAutoTriggerTimes(-1) }
        for step in 0..<5 {
            h.drag(to: 444 + Double(step))
            #expect(h.model.state == .refreshing)
            #expect(h.model.remainingTriggerTimes == -1)
            h.end()
        }
    }

    @Test func case08ThreeLoadsPerDrag() {
        var h = H()
        h.run { m, _ in m.setAutoTriggerTimes(3) }
        var expected = [2, 1, 0]
        for step in 0..<3 {
            h.drag(to: 444 + Double(step))
            #expect(h.model.state == .refreshing)
            h.end()
            #expect(h.model.remainingTriggerTimes == expected.removeFirst())
        }
        h.drag(to: 447)
        #expect(h.model.state == .idle)
    }

    // F9: a pan that begins while Refreshing refills the budget; the original ignored it, so that
    // whole drag could not load.
    @Test func case09ADragBegunWhileLoadingCanLoad() {
        var h = H()
        h.drag(to: 444)
        h.drag(to: 400, pan: .began)
        #expect(h.model.remainingTriggerTimes == 1)
        h.end()
        h.drag(to: 445)
        #expect(h.model.state == .refreshing)
    }

    @Test func case10ShortContentLoadsOnPanEnd() {
        for end in [-60.0, -64.0] {
            var h = H(content: 300)
            #expect(!h.model.geometry.isTall)
            #expect(h.model.footerRect.y == 300)
            h.drag(to: -30)
            h.lift(at: end)
            #expect(h.model.state == .refreshing)
        }
        var pulled = H(content: 300)
        pulled.drag(to: -120)
        pulled.lift(at: -120)
        #expect(pulled.model.state == .idle)
        var offsets = H(content: 300)
        for y in stride(from: -64.0, through: 400, by: 8) { offsets.drag(to: y) }
        #expect(offsets.model.state == .idle)
    }

    @Test func case11WithoutAutomaticRefreshOnlyThePanEndLoads() {
        var h = H()
        h.run { m, _ in m.setAutomaticallyRefresh(false) }
        h.drag(to: 444)
        h.drag(to: 450)
        #expect(h.model.state == .idle)
        h.lift(at: 450)
        #expect(h.model.state == .refreshing)
    }

    @Test func case12TheTriggerPercentMovesTheLine() {
        for (percent, line) in [(-1.0, 356.0), (0.5, 422.0), (0, 400), (2, 488)] {
            var h = H()
            h.run { m, _ in try m.setTriggerPercent(percent) }
            #expect(h.model.geometry.triggerOffset == line)
            h.drag(to: line - 1)
            #expect(h.model.state == .idle)
            h.drag(to: line)
            #expect(h.model.state == .refreshing)
        }
        // r = 2: past the largest offset (444), only an overscroll reaches it.
        var h = H()
        h.run { m, _ in try m.setTriggerPercent(2) }
        h.drag(to: 444)
        h.drag(to: 487)
        #expect(h.model.state == .idle)
        h.drag(to: 490)
        #expect(h.model.state == .refreshing)
    }

    // F13: no auto-load from the top edge. The original loaded here as the header sprang back to
    // −118 (#1500, #1618, PR #1328); the fix needs y > −T, so it loads only once the content is
    // scrolled below its top rest line.
    @Test func case13NoAutoLoadFromTheTopEdge() {
        var h = H(content: 560)
        h.run { m, _ in try m.setTriggerPercent(-2) }
        #expect(h.model.geometry.isTall)
        #expect(h.model.geometry.triggerOffset == -128)
        h.drag(to: -150)
        h.drag(to: -118, dragging: false)  // the header's refreshing offset: −T − 54
        #expect(h.model.state == .idle)
        h.drag(to: -64, dragging: false)  // on the rest line: still not below it
        #expect(h.model.state == .idle)
        h.drag(to: -63, dragging: false)
        #expect(h.model.state == .refreshing)
    }

    @Test func case22AnEmptyListHasNoOffsetRule() {
        var h = H(content: 0)
        #expect(h.model.footerRect.y == 0)
        for y in stride(from: -64.0, through: 200, by: 20) { h.drag(to: y) }
        #expect(h.model.state == .idle)
        h.lift(at: -50)  // short, −50 ≥ −64
        #expect(h.model.state == .refreshing)
        // The guard is the frame at 0, not the shortness: a tall empty list (T > H) is off too,
        // and moving the frame off 0 with gB turns the rule on.
        var tall = H(content: 0, top: 650)
        #expect(tall.model.geometry.isTall)
        tall.drag(to: -600)
        tall.drag(to: -500)
        #expect(tall.model.state == .idle)
        tall.run { m, _ in try m.setIgnoredBottomInset(10) }
        tall.drag(to: -400)
        #expect(tall.model.state == .refreshing)
    }

    // F1 alone keeps the double load (faithful); the update order of
    // docs/behaviour/scroll-view.md §2 removes it when the host reports the new content height with
    // the offset it caused.
    @Test func case26SelfSizingAfterAnEnd() {
        var h = H()
        h.drag(to: 444, dragging: false)
        h.end()
        h.drag(to: 450, dragging: false)
        #expect(h.model.state == .refreshing)
        var fresh = H()
        fresh.drag(to: 444, dragging: false)
        fresh.end()
        fresh.drag(to: 450, dragging: false, content: 1800)
        #expect(fresh.model.geometry.triggerOffset == 1244)
        #expect(fresh.model.state == .idle)
    }
}
