import CRefreshKitSupport
import RefreshKitRuntime

/// What the C ABI adds to the runtime's context: making one on the system (its eventfd, the
/// system clocks, libffi's interfaces, the thread's exit watch), the thread and process checks of
/// the handle path, and closing what the system gave at teardown.
extension Context {
    /// Creates and registers a context for the calling thread.
    static func make() throws(ABIError) -> Context {
        guard allSignalsPrepared else {
            throw ABIError(.system, "libffi could not prepare the signal call interfaces")
        }
        let fd: Int32
        switch System.makeEventFD() {
        case .success(let made): fd = made
        case .failure(let error): throw ABIError(.system, error.message)
        }
        let owner = System.threadID
        let forkEpoch = System.forkEpoch
        let registered = ContextRegistry.shared.register { slot, generation in
            let code = HandleCode(contextSlot: slot, contextGeneration: generation)
            let platform = ContextPlatform(
                owner: owner, forkEpoch: forkEpoch, fd: fd,
                readiness: eventFDReadiness,
                monotonicClock: HostClock(function: { _ in System.monotonicSeconds() }, userData: nil),
                wallClock: HostClock(function: { _ in System.wallSeconds() }, userData: nil),
                signalCalls: signalCallTables, formatterCall: callLastUpdatedFormatter)
            return Context(code: code, platform: platform)
        }
        guard case .registered(let context) = registered else {
            System.close(fd)
            if case .full(let live, let retired) = registered {
                throw ABIError(.limit, contextLimitMessage(live: live, retired: retired))
            }
            throw ABIError(.limit, "no context slot")
        }
        System.whenThreadExits(context.owner) { thread in
            ContextRegistry.shared.orphanContexts(ownedBy: thread)
        }
        return context
    }

    /// Tears the context down (the runtime's order), then closes its eventfd. The caller has checked
    /// the thread and that no callback of this context is running.
    func destroyContext() {
        // First: this thread's cached lookups must not find the context while it goes.
        rkshim_loop_cache_clear(HandleCode.contextKey(of: handle))
        tearDown()
        System.close(fd)
    }

    var isLoopThread: Bool { System.threadID == owner }

    /// What checkUsable found.
    enum Usability {
        case usable
        /// The loop thread has exited, and the caller allowed it (rk_context_destroy).
        case orphaned
    }

    /// What `checkUsable()` passes, without building its message.
    var isUsable: Bool { forkEpoch == System.forkEpoch && !orphaned.load(ordering: .acquiring) }

    /// Refuses a context that can no longer run anything: its loop thread has exited (unless the
    /// caller allows that: only destroy does), or it was inherited from the parent across fork().
    @discardableResult
    func checkUsable(allowingOrphan: Bool = false) throws(ABIError) -> Usability {
        if forkEpoch != System.forkEpoch {
            throw ABIError(
                .invalidState,
                "the context was created before fork() in the parent process; a child may not use it")
        }
        guard orphaned.load(ordering: .acquiring) else { return .usable }
        if allowingOrphan { return .orphaned }
        throw ABIError(
            .invalidState,
            "the context's loop thread has exited; only rk_context_destroy (from any thread) is possible")
    }
}
