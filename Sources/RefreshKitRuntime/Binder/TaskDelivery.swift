import RefreshKitModel

extension Context {
    /// Delivers one task transition or progress report to its observers, at dispatch (see the
    /// header's binder section).
    ///
    /// A handler may dispatch (nested): a later event of the same task must then wait until this
    /// one has reached every observer, or the observers after that handler would see the task's
    /// transitions in reverse order (found by the fuzzer). It is parked and delivered right after.
    /// Progress reports take their place in the same order.
    public func deliver(_ work: TaskWork) {
        // The record's handle is a task's (only tasks queue events), so the kind needs no check.
        // Borrowed: a handler that destroys the task leaves it in `retired` until the dispatch ends.
        guard let found = borrow(bits: work.task) else { return }
        found._withUnsafeGuaranteedRef { deliver(work, unsafeDowncast($0, to: TaskObject.self)) }
    }

    private func deliver(_ work: TaskWork, _ task: TaskObject) {
        if task.delivering {
            parkedTaskEvents.append(work)
            return
        }
        task.delivering = true
        deliverNow(work, task)
        while !parkedTaskEvents.isEmpty,
            let index = parkedTaskEvents.firstIndex(where: { $0.task == work.task })
        {
            let parked = parkedTaskEvents.remove(at: index)
            // A handler may have destroyed the task meanwhile: its parked events then go nowhere.
            if task.alive { deliverNow(parked, task) }
        }
        task.delivering = false
    }

    @inline(__always)
    private func deliverNow(_ work: TaskWork, _ task: TaskObject) {
        switch work {
        case .event(let record): deliverNow(record, task)
        case .progress(let record): deliverProgress(record, task)
        }
    }

    private func deliverNow(_ record: TaskEventRecord, _ task: TaskObject) {
        // A handler may destroy the task: from then on nothing more of this event is delivered (B6).
        if record.event == .completed {
            task.completionMessage.withCString { message in
                emitRelayed(task, record.event.signals) {
                    $0.int32(record.errorCode); $0.string(message)
                }
            }
        } else {
            emitRelayed(task, record.event.signals)
        }
        guard task.alive else { return }
        // A copy, so binds and unbinds by handlers change the task's list, not this one; it keeps
        // every follower in it alive while handlers run, so each is borrowed.
        let snapshot = task.followers
        snapshot.withUnsafeBufferPointer { followers in
            for index in followers.indices {
                Unmanaged.passUnretained(followers[index])._withUnsafeGuaranteedRef { follower in
                    if follower.alive { follower.taskEventDelivered(record, from: task) }
                }
            }
        }
        guard task.alive else { return }
        // B7: only a completion changes a progress (it may finish the task).
        if record.event == .completed, !task.progressFollowers.isEmpty {
            for follower in task.progressFollowers where follower.alive {
                follower.transitionDelivered(record)
                guard task.alive else { return }
            }
        }
        withMonitor { monitor, effects in monitor.observe(record.event, task: task.handle, &effects) }
    }

    /// B7: the task's latest bytes in one direction. They are taken (and the task's pending mark
    /// cleared) before any handler runs, so a report made meanwhile queues a delivery of its own.
    private func deliverProgress(_ record: TaskProgressRecord, _ task: TaskObject) {
        let amount = task.takeProgress(record.direction)
        let direction = record.direction.rawValue
        emitRelayed(task, (.progress, .taskProgress)) {
            $0.int32(direction); $0.int64(amount.completed); $0.int64(amount.expected)
        }
        guard task.alive, !task.progressFollowers.isEmpty else { return }
        // A copy, as for the followers above: a handler may rebind or destroy any of them.
        for follower in task.progressFollowers where follower.alive {
            follower.progressDelivered(amount, of: task.handle, direction: record.direction)
            guard task.alive else { return }
        }
    }

    /// A task's signal, then the context's relay of it for every task (the task, then the same
    /// arguments: ContextSignal's specs say so), unless a handler of the first destroyed the task.
    private func emitRelayed(
        _ task: TaskObject, _ signals: (task: TaskSignal, relay: ContextSignal),
        _ fill: (inout SignalArguments) -> Void = { _ in }
    ) {
        emit(task, signals.task, fill)
        guard task.alive else { return }
        emitContextSignal(signals.relay) { arguments in
            arguments.pointer(task.handlePointer)
            fill(&arguments)
        }
    }
}
