import RefreshKitModel

extension Context {
    /// Delivers one task transition to its observers, at dispatch (see the header's binder section).
    ///
    /// A handler may dispatch (nested): a later event of the same task must then wait until this
    /// one has reached every observer, or the observers after that handler would see the task's
    /// transitions in reverse order (found by the fuzzer). It is parked and delivered right after.
    public func deliver(_ record: TaskEventRecord) {
        // The record's handle is a task's (only tasks queue events), so the kind needs no check.
        // Borrowed: a handler that destroys the task leaves it in `retired` until the dispatch ends.
        guard let found = borrow(bits: record.task) else { return }
        found._withUnsafeGuaranteedRef { deliver(record, unsafeDowncast($0, to: TaskObject.self)) }
    }

    private func deliver(_ record: TaskEventRecord, _ task: TaskObject) {
        if task.delivering {
            parkedTaskEvents.append(record)
            return
        }
        task.delivering = true
        deliverNow(record, task)
        while !parkedTaskEvents.isEmpty,
            let index = parkedTaskEvents.firstIndex(where: { $0.task == record.task })
        {
            let parked = parkedTaskEvents.remove(at: index)
            // A handler may have destroyed the task meanwhile: its parked events then go nowhere.
            if task.alive { deliverNow(parked, task) }
        }
        task.delivering = false
    }

    private func deliverNow(_ record: TaskEventRecord, _ task: TaskObject) {
        let signal = Int(record.event.rawValue)
        // A handler may destroy the task: from then on nothing more of this event is delivered (B6).
        if record.event == .completed {
            task.completionMessage.withCString { message in
                emit(task, signal) {
                    $0.int32(record.errorCode); $0.string(message)
                }
                guard task.alive else { return }
                emitContextSignal(ContextSignals.taskCompleted) { arguments in
                    arguments.pointer(task.handlePointer)
                    arguments.int32(record.errorCode)
                    arguments.string(message)
                }
            }
        } else {
            emit(task, signal)
            if task.alive { emitContextSignal(signal) { $0.pointer(task.handlePointer) } }
        }
        guard task.alive else { return }
        // A copy, so binds and unbinds by handlers change the task's list, not this one; it keeps
        // every follower in it alive while handlers run, so each is borrowed.
        let snapshot = task.followers
        snapshot.withUnsafeBufferPointer { followers in
            for index in followers.indices {
                Unmanaged.passUnretained(followers[index])._withUnsafeGuaranteedRef { follower in
                    guard follower.alive,
                        let command = follower.binding?.command(
                            for: record.event, of: record.task, sequence: record.sequence,
                            errorCode: record.errorCode, message: task.failureMessage)
                    else { return }
                    follower.run(command)
                }
            }
        }
        guard task.alive else { return }
        withMonitor { monitor, effects in monitor.observe(record.event, task: task.handle, &effects) }
    }
}
