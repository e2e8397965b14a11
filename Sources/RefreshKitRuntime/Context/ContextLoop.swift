import RefreshKitModel

/// The loop of a context: its clock, timers and the deadlines the host was told of, and dispatch.
extension Context {
    public func now() -> Double {
        let reading =
            clock.map { clock in callingHost { clock.function(clock.userData) } }
            ?? systemClock.read()
        return timeLine.accept(reading)
    }

    /// Seconds since 1970 UTC by the context's wall clock; the model ignores a reading it cannot use.
    public func wallTime() -> Double {
        wallClock.map { clock in callingHost { clock.function(clock.userData) } } ?? systemWallClock.read()
    }

    /// Switches clocks; pending timers keep their remaining delays on the new time line.
    public func setClock(_ newClock: HostClock?) {
        let before = now()
        clock = newClock
        timeLine = TimeLine()
        let after = now()
        if before != after {
            timers.rebase(from: before, to: after, maxDelay: maxTimerDelay)
            // What the host was told moves with the timers: it measured a delay, not a reading.
            if announcedDeadline.isFinite {
                announcedDeadline = after + Swift.min(maxTimerDelay, Swift.max(0, announcedDeadline - before))
            }
        }
    }

    /// The deadline `delay` seconds from now. Exports refuse delays outside [0, maxTimerDelay];
    /// a delay the library computes itself (a GIF frame's remainder after a clock change, say) is
    /// clamped into it, so every deadline is finite.
    private func deadline(after delay: Double) -> Double {
        let bounded = delay.isNaN ? 0 : Swift.min(maxTimerDelay, Swift.max(0, delay))
        return now() + bounded
    }

    /// A new timer is due before anything the host was last told of: make the queue pending, so
    /// the fd turns readable and the wakeup runs, and the host asks for the timeout again. During
    /// a dispatch there is nothing to do: its end tells the host (see `dispatch`).
    private func announce(_ deadline: Double) {
        guard dispatchDepth == 0, deadline < announcedDeadline else { return }
        announcedDeadline = deadline
        _ = queue.appendIfEmpty(.deadlineMoved)
    }

    public func startTimer(delay: Double, _ callback: WorkCallback) -> UInt64 {
        let due = deadline(after: delay)
        let id = timers.insert(deadline: due, payload: .host(callback))
        announce(due)
        return id
    }

    /// Cancels a host timer; an object's timer id is not the host's to cancel.
    public func cancelTimer(_ id: UInt64) -> Bool {
        guard let entry = timers.remove(id: id, if: { if case .host = $0 { true } else { false } }),
            case .host(let callback) = entry.payload
        else { return false }
        callingHost { callback.run(finished: false) }
        return true
    }

    /// An object's timer: at `delay` from now, `object.timerFired(tag)` if it still lives.
    public func startObjectTimer(_ object: ObjectBase, tag: Int, delay: Double) -> UInt64 {
        let due = deadline(after: delay)
        let id = timers.insert(deadline: due, payload: .object(handle: object.handle, tag: tag))
        announce(due)
        return id
    }

    /// An object's timer due at `deadline`, a reading of this context's clock: it runs at the first
    /// dispatch whose reading is `deadline` or later, exactly (a deadline made as now + delay could
    /// round one unit in the last place either way). A deadline already past is due now; one
    /// further than the longest delay is brought in to it; NaN counts as now.
    public func startObjectTimer(_ object: ObjectBase, tag: Int, at deadline: Double) -> UInt64 {
        let now = now()
        let due = deadline.isNaN ? now : Swift.min(now + maxTimerDelay, Swift.max(now, deadline))
        let id = timers.insert(deadline: due, payload: .object(handle: object.handle, tag: tag))
        announce(due)
        return id
    }

    public func cancelObjectTimer(_ id: UInt64) {
        _ = timers.remove(id: id)
    }

    /// What the host may sleep for; the earliest deadline counts as told from here on.
    public func nextTimeout() -> Double {
        let earliest = timers.earliestDeadline()
        announcedDeadline = earliest ?? .infinity
        // The host is being told now: a notice that a deadline moved has done its work.
        let pending = queue.removeFirstReportingPending(where: { item in
            if case .deadlineMoved = item { true } else { false }
        })
        if pending { return 0 }
        guard let earliest else { return -1 }
        // Finite by construction (finite readings, bounded delays); clamped so that it stays so.
        return Swift.min(maxTimerDelay, Swift.max(0, earliest - now()))
    }

    // MARK: Dispatch

    /// Runs the work posted before this call, then the timers due at its start (see the header).
    public func dispatch() throws(RuntimeError) -> UInt32 {
        guard dispatchDepth < Context.maxDispatchDepth else {
            throw RuntimeError(.limit, "dispatch nested more than \(Context.maxDispatchDepth) levels deep")
        }
        dispatchDepth += 1
        defer { dispatchDepth -= 1 }
        let (workLimit, notices) = queue.dispatchStart
        let timerLimit = timers.nextSequence
        // Only timers need the start time: without one pending, the clock is not read.
        let start = timers.isEmpty ? 0 : now()
        var ran: UInt32 = 0
        while let work = queue.removeFirst(before: workLimit) {
            if case .deadlineMoved = work { continue }
            run(work)
            ran &+= 1
        }
        while let timer = timers.removeDue(at: start, before: timerLimit) {
            switch timer.payload {
            case .host(let callback):
                callingHost { callback.run(finished: true) }
            case .object(let handle, let tag):
                if handle == self.handle {
                    monitorTimerFired(id: timer.id, tag: tag)
                } else if let object = lookup(bits: handle) {
                    object.timerFired(id: timer.id, tag: tag)
                }
            }
            ran &+= 1
        }
        // Work posted while this dispatch ran may have found the queue non-empty and caused no
        // wakeup: tell a push-driven host now, or it would sleep on pending work.
        if dispatchDepth == 1 {
            releaseRetiredIfIdle()
            queue.renoticeIfPending(since: notices)
            // The host asks for the timeout after a dispatch: what is pending now counts as told.
            announcedDeadline = timers.earliestDeadline() ?? .infinity
        }
        return ran
    }

    private func run(_ work: consuming QueuedWork) {
        switch consume work {
        case .host(let callback):
            callingHost { callback.run(finished: true) }
        case .object(let command):
            if let object = lookup(bits: command.handle) {
                command.run(object)
            } else {
                command.drop(self)
            }
        case .taskEvent(let record):
            deliver(.event(record))
        case .taskProgress(let record):
            deliver(.progress(record))
        case .deadlineMoved:
            break
        }
    }

    public func setWakeup(_ wakeup: WakeupCallback?) {
        queue.withNotifier { $0.wakeup = wakeup }
    }
}
