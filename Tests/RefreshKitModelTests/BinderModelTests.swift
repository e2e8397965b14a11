import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

@Suite struct TaskStateTests {
    @Test func stateTableMatchesDesignB2() {
        let table: [(TaskState, TaskRequest, TaskTransition)] = [
            (.suspended, .resume, .changed(to: .running, event: .resumed)),
            (.running, .resume, .unchanged),
            (.running, .suspend, .changed(to: .suspended, event: .suspended)),
            (.suspended, .suspend, .unchanged),
            (.running, .cancel, .changed(to: .canceling, event: .canceled)),
            (.suspended, .cancel, .changed(to: .canceling, event: .canceled)),
            (.canceling, .cancel, .unchanged),
            (.running, .complete, .changed(to: .completed, event: .completed)),
            (.canceling, .complete, .changed(to: .completed, event: .completed)),
            (.suspended, .complete, .illegal),
            (.canceling, .resume, .illegal),
            (.canceling, .suspend, .illegal),
            (.completed, .resume, .illegal),
            (.completed, .suspend, .illegal),
            (.completed, .cancel, .illegal),
            (.completed, .complete, .illegal),
        ]
        for (state, request, expected) in table {
            #expect(state.apply(request) == expected, "\(state) + \(request)")
        }
    }
}

/// Runs an ActivityMonitor on a fake clock.
struct MonitorHarness {
    struct Effects: ActivityEffects {
        var clock = 0.0
        var timers: [ActivityTimer: Double] = [:]
        var shown: [(Bool, Double)] = []
        mutating func visibilityChanged(_ visible: Bool) { shown.append((visible, clock)) }
        mutating func startTimer(_ timer: ActivityTimer, delay: Double) { timers[timer] = clock + delay }
        mutating func cancelTimer(_ timer: ActivityTimer) { timers[timer] = nil }
    }

    var monitor = ActivityMonitor()
    var effects = Effects()

    mutating func enable(activation: Double = 1.0, completion: Double = 0.17) {
        do throws(InputError) {
            try monitor.setDelays(activation: activation, completion: completion)
        } catch {
            Issue.record("the monitor refused the delays: \(error.message)")
        }
        monitor.setEnabled(true, &effects)
    }

    mutating func event(_ event: TaskEvent, _ task: UInt64) { monitor.observe(event, task: task, &effects) }

    mutating func advance(to time: Double) {
        while let (timer, deadline) = effects.timers.min(by: { $0.value < $1.value }), deadline <= time {
            effects.clock = deadline
            effects.timers[timer] = nil
            monitor.timerFired(timer, &effects)
        }
        effects.clock = time
    }

    var visibility: [Bool] { effects.shown.map(\.0) }
}

@Suite struct ActivityMonitorTests {
    // Scenario 28.
    @Test func defaults() {
        let m = ActivityMonitor()
        #expect(!m.enabled && m.activationDelay == 1.0 && m.completionDelay == 0.17 && !m.visible)
        #expect(m.state == .notActive)
    }

    // Scenario 29: counting happens while disabled, and nothing shows.
    @Test func disabledCountsButNeverShows() {
        var h = MonitorHarness()
        h.event(.resumed, 1)
        h.advance(to: 5)
        #expect(h.monitor.count == 1)
        #expect(h.visibility.isEmpty)
    }

    // Scenario 31 and 32.
    @Test func shortRequestsNeverShowLongOnesShowAfterTheDelay() {
        var h = MonitorHarness()
        h.enable()
        h.event(.resumed, 1)
        h.advance(to: 0.5)
        h.event(.completed, 1)
        h.advance(to: 3)
        #expect(h.visibility.isEmpty)
        h.event(.resumed, 2)
        let start = h.effects.clock
        h.advance(to: start + 2.0)
        h.event(.completed, 2)
        h.advance(to: start + 3)
        #expect(h.visibility == [true, false])
        #expect(abs(h.effects.shown[0].1 - (start + 1.0)) < 1e-12)
        #expect(abs(h.effects.shown[1].1 - (start + 2.17)) < 1e-12)
    }

    // Scenario 33 and 34: overlaps and quick successions stay visible.
    @Test func overlapsAndQuickSuccessionsStayVisible() {
        var h = MonitorHarness()
        h.enable(activation: 1.0, completion: 1.0)
        h.event(.resumed, 1)
        h.event(.resumed, 2)
        h.advance(to: 2)
        h.event(.completed, 2)
        h.advance(to: 4)
        h.event(.completed, 1)
        h.advance(to: 4.5)
        h.event(.resumed, 3)  // within the completion delay
        h.advance(to: 7)
        h.event(.completed, 3)
        h.advance(to: 10)
        #expect(h.visibility == [true, false])
    }

    // Scenario 37 and 38 with B5: disabling hides at once; enabling re-evaluates at once.
    @Test func enablingReevaluatesAndDisablingHides() {
        var h = MonitorHarness()
        h.event(.resumed, 1)
        h.enable()
        #expect(h.monitor.state == .delayingStart)
        h.advance(to: 1.5)
        #expect(h.visibility == [true])
        h.monitor.setEnabled(false, &h.effects)
        #expect(h.visibility == [true, false])
        #expect(h.effects.timers.isEmpty)
    }

    // Scenario 41 with B5: a task cancelled and completed without a resume changes nothing.
    @Test func perTaskBookkeepingFixesTheUnderCount() {
        var h = MonitorHarness()
        h.enable(activation: 0, completion: 0)
        h.event(.resumed, 1)
        h.advance(to: 0.1)
        #expect(h.monitor.visible)
        h.event(.canceled, 2)
        h.event(.completed, 2)
        h.advance(to: 1)
        #expect(h.monitor.visible)
        #expect(h.monitor.count == 1)
        h.event(.resumed, 1)  // repeated: still one
        #expect(h.monitor.count == 1)
        h.event(.suspended, 1)
        h.advance(to: 2)
        #expect(h.visibility == [true, false])
    }

    /// Property: visible only after activity lasted the activation delay; the count equals the
    /// set of tasks between a resume and its end.
    @Test func randomEventsKeepTheCountExact() {
        var rng = SplitMix(seed: 99)
        var h = MonitorHarness()
        h.enable(activation: 0.3, completion: 0.1)
        var model: Set<UInt64> = []
        for step in 0..<5_000 {
            let task = rng.next() % 8
            switch rng.next() % 4 {
            case 0: h.event(.resumed, task); model.insert(task)
            case 1: h.event(.suspended, task); model.remove(task)
            case 2: h.event(.canceled, task); model.remove(task)
            default: h.event(.completed, task); model.remove(task)
            }
            h.advance(to: Double(step) * 0.05)
            #expect(h.monitor.count == model.count)
            if h.monitor.visible { #expect(h.monitor.state == .active || h.monitor.state == .delayingEnd) }
        }
        // Visibility alternates: never two shows or two hides in a row.
        for (a, b) in zip(h.visibility, h.visibility.dropFirst()) { #expect(a != b) }
    }
}

@Suite struct TaskIDSetTests {
    /// Against the standard library's Set over random inserts and removes, with ids drawn from a
    /// small pool (many collisions and long runs) and from real handle-like values.
    @Test func agreesWithSetUnderRandomOperations() {
        var generator = SplitMix(seed: 0x5EED_1D5)
        for pool in [24, 300, 5_000] {
            var ours = TaskIDSet()
            var model = Set<UInt64>()
            // Small ids, and handle-shaped ones (an object slot above the kind and context bits).
            var ids: [UInt64] = []
            for i in 0..<pool {
                let small = UInt64(i)
                let handleShaped = UInt64(i) << 29 | 0x84
                ids.append(i % 2 == 0 ? small : handleShaped)
            }
            for _ in 0..<40_000 {
                let id = ids[Int(generator.next() % UInt64(pool))]
                if generator.next() % 3 == 0 {
                    let removed = ours.remove(id), expected = model.remove(id) != nil
                    #expect(removed == expected)
                } else {
                    let inserted = ours.insert(id), expected = model.insert(id).inserted
                    #expect(inserted == expected)
                }
                #expect(ours.count == model.count)
            }
            for id in ids { #expect(ours.contains(id) == model.contains(id)) }
        }
    }

    @Test func zeroIsAnIdLikeAnyOther() {
        var set = TaskIDSet()
        let first = set.insert(0), again = set.insert(0)
        #expect(first && !again)
        #expect(set.contains(0) && set.count == 1)
        for id in 1...100 as ClosedRange<UInt64> { set.insert(id) }  // growth keeps it
        #expect(set.contains(0) && set.count == 101)
        let removed = set.remove(0), removedAgain = set.remove(0)
        #expect(removed && !removedAgain)
        #expect(!set.contains(0) && set.count == 100)
    }
}
