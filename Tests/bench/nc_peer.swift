// The original's mechanism, for rk-bench's binder cases (cases_binder.c): AFNetworking's activity
// indicator category, rebuilt on swift-corelibs-foundation.
//
// In AFNetworking a task's resume/suspend (on whatever thread the host calls it) posts
// AFNetworkingTaskDidResumeNotification / ...DidSuspend (object: the task) to the notification
// center; each indicator observes the three notifications of its task, and its observer hops to the
// main queue with dispatch_async to start or stop animating. Here: a task is an NSObject subclass
// (the center keys observers by the object's identity, which a pure Swift class would not give it)
// with its state under a lock, the center is the peer's own (so cases with 1, 1,000 and 100,000
// indicators do not share observers), and the "main queue" is a serial DispatchQueue: Linux has no
// main run loop here, and a serial queue is the same hop.
//
// The indicator's "animating" call is the host's C callback, the same one RefreshKit's indicator
// handlers reach, so both sides end in the same code on the loop thread.
import Dispatch
import Foundation
import Synchronization

public typealias RKBIndicatorCallback = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void

private let didResume = Notification.Name("RKBenchTaskDidResumeNotification")
private let didSuspend = Notification.Name("RKBenchTaskDidSuspendNotification")
private let didComplete = Notification.Name("RKBenchTaskDidCompleteNotification")

/// The host's callback and its user data; C function pointers carry no state, so this is safe to share.
private struct HostCallback: @unchecked Sendable {
    let function: RKBIndicatorCallback
    let userData: UnsafeMutableRawPointer?
}

/// Stands in for NSURLSessionTask: a state any thread changes under a lock.
private final class PeerTask: NSObject, Sendable {
    enum State { case running, suspended, canceling, completed }
    let state = Mutex(State.suspended)
}

/// Stands in for UIActivityIndicatorView: touched on the loop queue only.
private final class PeerIndicator: @unchecked Sendable {
    var animating = false
    let host: HostCallback

    init(host: HostCallback) { self.host = host }

    func startAnimating() {
        animating = true
        host.function(host.userData, 1)
    }

    func stopAnimating() {
        animating = false
        host.function(host.userData, 0)
    }
}

private final class Peer: @unchecked Sendable {
    let center = NotificationCenter()
    let loop = DispatchQueue(label: "rk-bench.loop")
    let tasks: [PeerTask]
    let indicators: [PeerIndicator]
    var observers: [NSObjectProtocol] = []

    init(count: Int, host: HostCallback) {
        tasks = (0..<count).map { _ in PeerTask() }
        indicators = (0..<count).map { _ in PeerIndicator(host: host) }
    }

    /// Each indicator observes its own task's three notifications (AFNetworking's
    /// setAnimatingWithStateOfTask:), each observer hopping to the loop queue.
    func observeAll() {
        observers.reserveCapacity(tasks.count * 3)
        let loop = self.loop
        for (task, indicator) in zip(tasks, indicators) {
            observers.append(center.addObserver(forName: didResume, object: task, queue: nil) { _ in
                loop.async { indicator.startAnimating() }
            })
            observers.append(center.addObserver(forName: didSuspend, object: task, queue: nil) { _ in
                loop.async { indicator.stopAnimating() }
            })
            observers.append(center.addObserver(forName: didComplete, object: task, queue: nil) { _ in
                loop.async { indicator.stopAnimating() }
            })
        }
    }

    func removeAll() {
        for observer in observers { center.removeObserver(observer) }
        observers.removeAll()
    }

    /// af_resume / af_suspend: change the state, and post only when it really changed.
    func transition(_ index: Int, resume: Bool) -> Int32 {
        let task = tasks[index]
        let changed: Bool? = task.state.withLock { state in
            switch (state, resume) {
            case (.suspended, true):
                state = .running
                return true
            case (.running, false):
                state = .suspended
                return true
            case (.running, true), (.suspended, false):
                return false
            default:
                return nil
            }
        }
        guard let changed else { return -1 }
        if changed { center.post(name: resume ? didResume : didSuspend, object: task) }
        return 0
    }
}

/// Creates `count` tasks and indicators (no observers yet). Loop thread: the peer's own queue.
@_cdecl("rkb_nc_create")
public func rkbNCCreate(_ count: Int, _ callback: RKBIndicatorCallback, _ userData: UnsafeMutableRawPointer?)
    -> UnsafeMutableRawPointer
{
    let peer = Peer(count: count, host: HostCallback(function: callback, userData: userData))
    return Unmanaged.passRetained(peer).toOpaque()
}

/// Binds every indicator to its task: three observers each.
@_cdecl("rkb_nc_observe")
public func rkbNCObserve(_ peer: UnsafeMutableRawPointer) {
    Unmanaged<Peer>.fromOpaque(peer).takeUnretainedValue().observeAll()
}

/// A task transition from any thread: resume (1) or suspend (0). 0 on success, -1 if illegal.
@_cdecl("rkb_nc_transition")
public func rkbNCTransition(_ peer: UnsafeMutableRawPointer, _ index: Int, _ resume: Int32) -> Int32 {
    Unmanaged<Peer>.fromOpaque(peer).takeUnretainedValue().transition(index, resume: resume != 0)
}

/// Whether indicator `index` animates; call it once the loop queue has delivered what it should.
@_cdecl("rkb_nc_is_animating")
public func rkbNCIsAnimating(_ peer: UnsafeMutableRawPointer, _ index: Int) -> Int32 {
    let peer = Unmanaged<Peer>.fromOpaque(peer).takeUnretainedValue()
    return peer.loop.sync { peer.indicators[index].animating } ? 1 : 0
}

/// Removes the observers, waits for the loop queue to drain, and frees everything.
@_cdecl("rkb_nc_destroy")
public func rkbNCDestroy(_ peer: UnsafeMutableRawPointer) {
    let unmanaged = Unmanaged<Peer>.fromOpaque(peer)
    let object = unmanaged.takeUnretainedValue()
    object.removeAll()
    object.loop.sync {}
    unmanaged.release()
}

// ---- progress (B7): the peer of cases_binder.c's progress case ----
//
// A worker reporting a transfer's bytes as a NotificationCenter post each: the task's byte count
// changes under its lock (countOfBytesReceived, which AFNetworking's UIProgressView category
// observes), then a post naming the task, whose one observer reads the count and records it. No
// userInfo (no dictionary per post) and no hop to the loop queue: the figure is the post itself.

private let didReportProgress = Notification.Name("RKBenchTaskDidReportProgressNotification")

/// A task's received bytes, and what the observer read last (a class: the closure shares it).
private final class PeerTransfer: NSObject, Sendable {
    let received = Mutex(Int64(0))
    let seen = Mutex(Int64(0))
}

private final class PeerProgress: @unchecked Sendable {
    let center = NotificationCenter()
    let task = PeerTransfer()
    var observer: NSObjectProtocol?

    init() {
        let task = self.task
        observer = center.addObserver(forName: didReportProgress, object: task, queue: nil) { _ in
            let bytes = task.received.withLock { $0 }
            task.seen.withLock { $0 = bytes }
        }
    }

    func report(_ completed: Int64) {
        task.received.withLock { $0 = completed }
        center.post(name: didReportProgress, object: task)
    }
}

@_cdecl("rkb_nc_progress_create")
public func rkbNCProgressCreate() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(PeerProgress()).toOpaque()
}

/// One report from any thread: the task's count changes, then a post, which the observer records.
@_cdecl("rkb_nc_progress_report")
public func rkbNCProgressReport(_ peer: UnsafeMutableRawPointer, _ completed: Int64) {
    Unmanaged<PeerProgress>.fromOpaque(peer).takeUnretainedValue().report(completed)
}

/// The bytes the observer saw last.
@_cdecl("rkb_nc_progress_last")
public func rkbNCProgressLast(_ peer: UnsafeMutableRawPointer) -> Int64 {
    Unmanaged<PeerProgress>.fromOpaque(peer).takeUnretainedValue().task.seen.withLock { $0 }
}

@_cdecl("rkb_nc_progress_destroy")
public func rkbNCProgressDestroy(_ peer: UnsafeMutableRawPointer) {
    let unmanaged = Unmanaged<PeerProgress>.fromOpaque(peer)
    let object = unmanaged.takeUnretainedValue()
    if let observer = object.observer { object.center.removeObserver(observer) }
    unmanaged.release()
}
