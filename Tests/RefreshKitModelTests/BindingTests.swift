import Testing
@testable import RefreshKitModel

/// The binder's rules in Swift: the command at bind, the command per event, and the sequence
/// filter (docs/behaviour/task-binder.md §3–§5, B3, B4, B6).
@Suite struct BindingTests {
    // B3: an indicator bound to a task that is not running stops at once, Completed included, and a
    // B8: a failing component's binding gives fail for a completion with an error, with the task's
    // message, read only then; everything else is the footer's rule, and a plain footer's binding
    // never fails.
    @Test func aFailingComponentFailsOnlyForACompletionWithAnError() {
        let made = Binding.bind(.failingComponent, task: 4, state: .suspended, sequence: 2)
        #expect(made.command == nil)
        guard let binding = made.binding else {
            Issue.record("a suspended task binds")
            return
        }
        var read = 0
        func message() -> String? {
            read += 1
            return "timed out"
        }
        #expect(binding.command(for: .resumed, of: 4, sequence: 3, message: message()) == .start)
        #expect(binding.command(for: .completed, of: 4, sequence: 4, errorCode: 0, message: message()) == .stop)
        // 1.5: a cancel, whatever the code (the component tells its load as cancelled).
        #expect(binding.command(for: .canceled, of: 4, sequence: 4, errorCode: 9, message: message()) == .cancel)
        #expect(read == 0)
        #expect(
            binding.command(for: .completed, of: 4, sequence: 5, errorCode: -1001, message: message())
                == .fail(message: "timed out"))
        #expect(read == 1)
        #expect(binding.command(for: .completed, of: 5, sequence: 6, errorCode: 1) == nil)  // another task's
        let plain = Binding(target: .footer, task: 4, since: 2)
        #expect(plain.command(for: .completed, of: 4, sequence: 5, errorCode: 7, message: "x") == .stop)
        #expect(Binding.bind(.failingComponent, task: 4, state: .running, sequence: 1).command == .start)
        #expect(Binding.bind(.failingComponent, task: 4, state: .completed, sequence: 3).command == .stop)
    }

    // Completed task keeps no binding (nothing more will come).
    @Test func anIndicatorStartsOnlyForARunningTask() {
        #expect(Binding.bind(.indicator, task: 1, state: .running, sequence: 1).command == .start)
        #expect(Binding.bind(.indicator, task: 1, state: .suspended, sequence: 0).command == .stop)
        #expect(Binding.bind(.indicator, task: 1, state: .canceling, sequence: 2).command == .stop)
        let completed = Binding.bind(.indicator, task: 1, state: .completed, sequence: 3)
        #expect(completed.command == .stop)
        #expect(completed.binding == nil)
    }

    // B3: cancel stops, as suspend and completion do; resume starts.
    @Test func everyEventButResumeStops() {
        let binding = Binding.bind(.indicator, task: 7, state: .suspended, sequence: 0).binding
        #expect(binding?.command(for: .resumed, of: 7, sequence: 1) == .start)
        #expect(binding?.command(for: .suspended, of: 7, sequence: 2) == .stop)
        #expect(binding?.command(for: .canceled, of: 7, sequence: 3) == .stop)
        #expect(binding?.command(for: .completed, of: 7, sequence: 4) == .stop)
    }

    // B4: a footer at bind: Running begins, Suspended waits, Canceling and Completed end.
    @Test func aFooterAtBind() {
        #expect(Binding.bind(.footer, task: 1, state: .running, sequence: 1).command == .start)
        let suspended = Binding.bind(.footer, task: 1, state: .suspended, sequence: 0)
        #expect(suspended.command == nil)
        #expect(suspended.binding == Binding(target: .footer, task: 1, since: 0))
        #expect(Binding.bind(.footer, task: 1, state: .canceling, sequence: 2).command == .cancel)
        #expect(Binding.bind(.footer, task: 1, state: .completed, sequence: 3).command == .stop)
        #expect(Binding.bind(.footer, task: 1, state: .completed, sequence: 3).binding == nil)
    }

    // B6: a binding sees only the transitions made after it, of its own task.
    @Test func theSequenceFilter() {
        let binding = Binding.bind(.indicator, task: 7, state: .running, sequence: 5).binding
        #expect(binding?.since == 5)
        #expect(binding?.command(for: .suspended, of: 7, sequence: 5) == nil)
        #expect(binding?.command(for: .suspended, of: 7, sequence: 4) == nil)
        #expect(binding?.command(for: .suspended, of: 7, sequence: 6) == .stop)
        // Another task's event (the one bound before a rebind) is not this binding's.
        #expect(binding?.command(for: .resumed, of: 8, sequence: 9) == nil)
    }

    // B4 on the model: start begins Refreshing without the load-more trigger.
    @Test func aTaskBeginsTheFooterWithoutTheTrigger() {
        var h = FooterHarness()
        h.run { m, e in m.apply(.start, &e) }
        #expect(h.model.state == .refreshing)
        h.advance(by: 0.25)
        #expect(!h.take().contains { $0.isTrigger })
        h.run { m, e in m.apply(.stop, &e) }
        #expect(h.model.state == .idle)
    }

    // B4: an end from the binding acts only on a refreshing footer.
    @Test func aTasksStopNeverMovesNoMoreDataToIdle() {
        var h = FooterHarness()
        h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
        #expect(h.model.state == .noMoreData)
        _ = h.take()
        h.run { m, e in m.apply(.stop, &e) }
        #expect(h.model.state == .noMoreData)
        #expect(h.take().isEmpty)
    }

    // B4: a task's start while the footer is not visible waits in WillRefresh, like a begin.
    @Test func aTaskStartWhileNotVisibleWaitsAndStopEndsIt() {
        var h = FooterHarness()
        h.run { m, e in m.setVisible(false, &e) }
        h.run { m, e in m.apply(.start, &e) }
        #expect(h.model.state == .willRefresh)
        h.run { m, e in m.apply(.stop, &e) }
        #expect(h.model.state == .idle)
    }

    // The whole B6 story on model values: bind while suspended, resume, rebind, late event.
    @Test func aRebindDropsTheOldTasksQueuedEvents() {
        var current = Binding.bind(.indicator, task: 1, state: .suspended, sequence: 0).binding
        // Task 1 resumes (transition 1) but before delivery the indicator is rebound to task 2.
        current = Binding.bind(.indicator, task: 2, state: .running, sequence: 1).binding
        #expect(current?.command(for: .resumed, of: 1, sequence: 1) == nil)
        #expect(current?.command(for: .completed, of: 2, sequence: 2) == .stop)
    }
}
