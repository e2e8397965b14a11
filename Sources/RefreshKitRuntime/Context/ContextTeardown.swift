import RefreshKitModel

extension Context {
    /// Tears the context down in the documented order. The caller has checked the thread and that
    /// no callback of this context is running; it closes the platform's resources (the fd) after.
    public func tearDown() {
        destroyed = true
        ContextRegistry.shared.unregister(code)
        let pending = queue.close()
        let everything = objects.objects.sorted { $0.sequence < $1.sequence }
        var hostData: [HostData] = []
        hostData.reserveCapacity(everything.count)
        for object in everything {
            hostData.append(objects.remove(object.handle)?.hostData ?? HostData())
            object.alive = false
        }
        for object in [signalObject] + everything {
            for connection in endAllConnections(of: object) { connection.finishIfIdle(in: self) }
        }
        for object in everything { object.objectWillBeDestroyed() }
        for work in pending {
            switch work {
            case .host(let callback): callingHost { callback.run(finished: false) }
            case .object(let command): command.drop(self)
            case .taskEvent, .taskProgress, .deadlineMoved: break
            }
        }
        for timer in timers.drain() {
            if case .host(let callback) = timer.payload { callingHost { callback.run(finished: false) } }
        }
        // Host data last, objects in creation order, then the context's own.
        for data in hostData { release(data) }
        releaseRetired()
        release(
            ownHostData.withLock { stored in
                defer { stored = HostData() }
                return stored
            })
        queue.withNotifier { $0.wakeup = nil }
    }
}
