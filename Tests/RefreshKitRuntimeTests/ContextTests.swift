import RefreshKitModel
import Synchronization
import Testing
@testable import RefreshKitRuntime

// The runtime's context on a platform with no system and no libffi: the readiness records its
// edges, the clock is a number the test sets, and a signal's call reads the frame it is given and
// hands it to the handler's recorder. What the C ABI adds (eventfd, ffi_call) is tested from C.

/// The readiness edges each test context reported, by the fd it was given (a unique number here).
private let readinessEdges = Mutex<[Int32: [Bool]]>([:])
private let nextTestFD = Atomic<Int32>(1000)

private let recordingReadiness = LoopReadiness(
    markPending: { fd in readinessEdges.withLock { $0[fd, default: []].append(true) } },
    clearPending: { fd in readinessEdges.withLock { $0[fd, default: []].append(false) } },
    callWakeup: { _, function, userData in function(userData) })

/// What one handler (its user data) saw: each call's object handle and 8-byte argument slots, and
/// how often its destroy notify ran. `onCall` runs inside the call.
final class HandlerRecord {
    var calls: [(handle: UInt64, slots: [UInt64])] = []
    var notified = 0
    var returnValue = 0.0
    var onCall: () -> Void = {}

    var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// The test platform's SignalCall.Invoke: the interface is the argument count.
private let recordingInvoke: SignalCall.Invoke = { interface, _, result, arguments in
    guard let interface, let arguments, let objectSlot = arguments[0] else { return }
    let count = interface.load(as: Int.self)
    guard let userSlot = arguments[count - 1], let user = userSlot.load(as: UnsafeMutableRawPointer?.self) else {
        return
    }
    let record = Unmanaged<HandlerRecord>.fromOpaque(user).takeUnretainedValue()
    let slots = (1..<(count - 1)).map { arguments[$0]?.load(as: UInt64.self) ?? 0 }
    record.calls.append((objectSlot.load(as: UInt64.self), slots))
    result?.storeBytes(of: record.returnValue, as: Double.self)
    record.onCall()
}

private let noHandler: HandlerFunction = {}
private let countNotify: NotifyFunction = { user in
    guard let user else { return }
    Unmanaged<HandlerRecord>.fromOpaque(user).takeUnretainedValue().notified += 1
}

/// The signal calls of every kind, on the recording invoke (interfaces live as long as the process).
private let testSignalCalls = SignalCallTables { kind in
    kind.signals.map { spec in
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: spec.parameters.count + 2)
        return SignalCall(
            interface: UnsafeMutableRawPointer(count), invoke: recordingInvoke,
            argumentCount: spec.parameters.count + 2, returnsDouble: spec.returnType == .double)
    }
}

/// An object that records what its binding commands and its timers.
final class RecordingObject: ObjectBase {
    var commands: [BindingCommand] = []
    var timers: [Int] = []
    override func run(_ command: BindingCommand) { commands.append(command) }
    override func timerFired(id: UInt64, tag: Int) { timers.append(tag) }
}

/// Work and timer callbacks' record: each `finished` flag in order.
final class WorkRecord {
    var finished: [Int32] = []
    var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

private let recordWork: WorkFunction = { user, finished in
    guard let user else { return }
    Unmanaged<WorkRecord>.fromOpaque(user).takeUnretainedValue().finished.append(finished)
}

/// A context on the test platform, with a clock the test moves.
final class TestContext {
    let fd = nextTestFD.add(1, ordering: .relaxed).newValue
    let clock = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    let context: Context
    /// What the context's callbacks point at (user data is not retained): kept to the teardown.
    private var kept: [AnyObject] = []
    private var tornDown = false

    init() {
        clock.initialize(to: 0)
        let read: ClockFunction = { data in data?.load(as: Double.self) ?? 0 }
        context = Context(
            code: HandleCode(contextSlot: 1, contextGeneration: 1),
            platform: ContextPlatform(
                owner: 1, forkEpoch: 0, fd: fd, readiness: recordingReadiness,
                monotonicClock: HostClock(function: read, userData: UnsafeMutableRawPointer(clock)),
                wallClock: HostClock(function: read, userData: UnsafeMutableRawPointer(clock)),
                signalCalls: testSignalCalls,
                // No header is made here: a formatter is never called.
                formatterCall: { _, _, _, _, _, _ in -1 }))
    }

    /// The readiness edges this context reported, in order.
    var edges: [Bool] { readinessEdges.withLock { $0[fd] ?? [] } }

    /// Keeps `object` alive as long as the context may call back with it.
    func keep(_ object: AnyObject) { kept.append(object) }

    func tearDown() {
        guard !tornDown else { return }
        tornDown = true
        context.tearDown()
    }

    deinit {
        tearDown()
        clock.deallocate()
    }

    func object() throws -> RecordingObject {
        try context.insert(.probe) { handle, sequence in
            RecordingObject(kind: .probe, handle: handle, sequence: sequence, context: context)
        }
    }

    func task() throws -> TaskObject {
        try context.insert(.task) { handle, sequence in
            TaskObject(kind: .task, handle: handle, sequence: sequence, context: context)
        }
    }

    func connect(_ object: ObjectBase, _ signal: some SignalSet, _ record: HandlerRecord) -> UInt64 {
        keep(record)
        return context.connect(
            object, signal: signal.rawValue, function: noHandler, userData: record.userData, destroyNotify: countNotify)
    }
}

@Suite struct ContextTests {
    @Test func emissionFillsTheFrameAndCallsHandlersInConnectionOrder() throws {
        let test = TestContext()
        let object = try test.object()
        let first = HandlerRecord()
        let second = HandlerRecord()
        var order: [String] = []
        first.onCall = { order.append("first") }
        second.onCall = { order.append("second") }
        _ = test.connect(object, ProbeSignal.pair, first)
        _ = test.connect(object, ProbeSignal.pair, second)
        #expect(
            object.emit(ProbeSignal.pair) {
                $0.int32(7); $0.int32(-9)
            })
        #expect(order == ["first", "second"])
        for record in [first, second] {
            #expect(record.calls.count == 1)
            #expect(record.calls.first?.handle == object.handle)
            #expect(record.calls.first.map { $0.slots.map { Int32(truncatingIfNeeded: $0) } } == [7, -9])
        }
        // No handler of another signal: nothing called, and the emission says so.
        #expect(!object.emit(ProbeSignal.ping))
    }

    @Test func theLastHandlersReturnValueIsTheResult() throws {
        let test = TestContext()
        let object = try test.object()
        let records = [HandlerRecord(), HandlerRecord()]
        records[0].returnValue = 12.5
        records[1].returnValue = 40
        for record in records { _ = test.connect(object, ProbeSignal.measure, record) }
        var result = -1.0
        object.emit(ProbeSignal.measure, result: &result) {
            $0.pointer(nil); $0.double(3)
        }
        #expect(result == 40)
    }

    @Test func aHandlerThatDisconnectsItselfIsNotifiedAfterItsCall() throws {
        let test = TestContext()
        let object = try test.object()
        let record = HandlerRecord()
        var notifiedDuringCall = -1
        var id: UInt64 = 0
        record.onCall = { [unowned test, unowned record] in
            #expect(test.context.disconnect(id))
            notifiedDuringCall = record.notified
        }
        id = test.connect(object, ProbeSignal.ping, record)
        object.emit(ProbeSignal.ping)
        #expect(notifiedDuringCall == 0)
        #expect(record.notified == 1)
        #expect(!test.context.disconnect(id))
        #expect(!object.emit(ProbeSignal.ping))
    }

    @Test func aHandlerDisconnectedByAnEarlierOneIsSkippedByTheEmissionInProgress() throws {
        let test = TestContext()
        let object = try test.object()
        let first = HandlerRecord()
        let second = HandlerRecord()
        let third = HandlerRecord()
        _ = test.connect(object, ProbeSignal.ping, first)
        let secondID = test.connect(object, ProbeSignal.ping, second)
        _ = test.connect(object, ProbeSignal.ping, third)
        // Also connected during the emission: it joins from the next one only.
        let late = HandlerRecord()
        first.onCall = { [unowned test] in
            #expect(test.context.disconnect(secondID))
            _ = test.connect(object, ProbeSignal.ping, late)
        }
        object.emit(ProbeSignal.ping)
        #expect(first.calls.count == 1 && second.calls.isEmpty && third.calls.count == 1)
        #expect(late.calls.isEmpty)
        #expect(second.notified == 1)
        first.onCall = {}
        object.emit(ProbeSignal.ping)
        #expect(first.calls.count == 2 && second.calls.isEmpty && third.calls.count == 2 && late.calls.count == 1)
    }

    @Test func destroyingTheObjectInsideAHandlerStopsTheEmission() throws {
        let test = TestContext()
        let object = try test.object()
        let first = HandlerRecord()
        let second = HandlerRecord()
        first.onCall = { [unowned test] in test.context.destroy(object) }
        _ = test.connect(object, ProbeSignal.ping, first)
        _ = test.connect(object, ProbeSignal.ping, second)
        object.emit(ProbeSignal.ping)
        #expect(first.calls.count == 1)
        #expect(second.calls.isEmpty)
        // Both connections ended with the object, each notified exactly once.
        #expect(first.notified == 1 && second.notified == 1)
        #expect(test.context.lookup(bits: object.handle) == nil)
    }

    @Test func anObjectDestroyedInsideAHostCallbackStaysAllocatedUntilTheCallEnds() throws {
        let test = TestContext()
        weak var watched: RecordingObject?
        let record = HandlerRecord()
        let borrowed: Unmanaged<ObjectBase>
        do {
            let object = try test.object()
            watched = object
            let handle = object.handle
            record.onCall = { [unowned test] in
                guard let found = test.context.lookup(bits: handle) else { return }
                test.context.destroy(found)
            }
            _ = test.connect(object, ProbeSignal.ping, record)
            guard let found = test.context.borrow(bits: handle) else {
                Issue.record("no live object to borrow")
                return
            }
            borrowed = found
        }
        // Only the table holds the object now; the call below borrows it, as the ABI's fast path does.
        borrowed._withUnsafeGuaranteedRef { object in
            object.emit(ProbeSignal.ping)
            #expect(!object.alive)
            #expect(object.kind == .probe)  // still allocated: the retired list holds it
        }
        #expect(record.calls.count == 1)
        #expect(test.context.retired.count == 1)
        #expect(watched != nil)
        test.context.releaseRetiredIfIdle()
        #expect(test.context.retired.isEmpty)
        #expect(watched == nil)
        // Destroyed outside any host callback, nothing can be borrowing it: freed at once.
        do {
            let object = try test.object()
            watched = object
            test.context.destroy(object)
        }
        #expect(test.context.retired.isEmpty)
        #expect(watched == nil)
    }

    @Test func dispatchRunsWhatWasPostedBeforeItAndTheTimersDueAtItsStart() throws {
        let test = TestContext()
        let work = WorkRecord()
        let timer = WorkRecord()
        test.keep(work)
        test.keep(timer)
        #expect(test.context.queue.append(.host(WorkCallback(function: recordWork, userData: work.userData))))
        #expect(test.edges == [true])
        _ = test.context.startTimer(delay: 1, WorkCallback(function: recordWork, userData: timer.userData))
        #expect(test.context.nextTimeout() == 0)  // work is pending
        #expect(try test.context.dispatch() == 1)
        #expect(work.finished == [1])
        #expect(timer.finished.isEmpty)
        #expect(test.edges == [true, false])
        #expect(test.context.nextTimeout() == 1)
        test.clock.pointee = 0.25
        #expect(test.context.nextTimeout() == 0.75)
        test.clock.pointee = 1
        #expect(try test.context.dispatch() == 1)
        #expect(timer.finished == [1])
        #expect(test.context.nextTimeout() == -1)
        // The host's wakeup runs when the queue turns pending, not for work added to a pending queue.
        let wakeups = HandlerRecord()
        test.keep(wakeups)
        test.context.setWakeup(WakeupCallback(function: countNotify, userData: wakeups.userData))
        _ = test.context.queue.append(.host(WorkCallback(function: recordWork, userData: work.userData)))
        _ = test.context.queue.append(.host(WorkCallback(function: recordWork, userData: work.userData)))
        #expect(wakeups.notified == 1)
        #expect(test.edges == [true, false, true])
        #expect(try test.context.dispatch() == 2)
        #expect(work.finished == [1, 1, 1])
    }

    @Test func anObjectTimerReachesOnlyALiveObject() throws {
        let test = TestContext()
        let kept = try test.object()
        let gone = try test.object()
        _ = test.context.startObjectTimer(kept, tag: 3, delay: 0.5)
        _ = test.context.startObjectTimer(gone, tag: 4, delay: 0.5)
        test.context.destroy(gone)
        test.clock.pointee = 0.5
        #expect(try test.context.dispatch() == 2)
        #expect(kept.timers == [3])
        #expect(gone.timers.isEmpty)
    }

    @Test func teardownDropsPendingWorkAndTimersWithFinishedZero() throws {
        let test = TestContext()
        let work = WorkRecord()
        let timer = WorkRecord()
        test.keep(work)
        test.keep(timer)
        let object = try test.object()
        let record = HandlerRecord()
        _ = test.connect(object, ProbeSignal.ping, record)
        _ = test.context.queue.append(.host(WorkCallback(function: recordWork, userData: work.userData)))
        _ = test.context.startTimer(delay: 5, WorkCallback(function: recordWork, userData: timer.userData))
        test.tearDown()
        #expect(work.finished == [0])
        #expect(timer.finished == [0])
        #expect(record.notified == 1)
        #expect(!object.alive)
        // Nothing more is accepted once the queue is closed.
        #expect(!test.context.queue.append(.host(WorkCallback(function: recordWork, userData: work.userData))))
    }

    @Test func taskTransitionsReachFollowersInOrderAndOnlyAfterTheirBind() throws {
        let test = TestContext()
        let task = try test.task()
        let early = try test.object()
        #expect(early.bind(.indicator, to: task) == .stop)  // a suspended task: an indicator stops (B3)
        #expect(try test.context.requestTask(task.handle, .resume))
        // Bound after the resume was queued: it starts at bind from the state, and must not see
        // the queued resume again (B6).
        let late = try test.object()
        #expect(late.bind(.indicator, to: task) == .start)
        #expect(try test.context.requestTask(task.handle, .suspend))
        _ = try test.context.dispatch()
        #expect(early.commands == [.start, .stop])
        #expect(late.commands == [.stop])
        // A footer bound to a suspended task waits for the resume (B4), then a cancel ends it.
        let footer = try test.object()
        #expect(footer.bind(.footer, to: task) == nil)
        #expect(try test.context.requestTask(task.handle, .resume))
        #expect(try test.context.requestTask(task.handle, .cancel))
        _ = try test.context.dispatch()
        #expect(footer.commands == [.start, .cancel])  // 1.5: a cancel is told as one
        #expect(throws: RuntimeError.self) { try test.context.requestTask(task.handle, .resume) }
    }

    @Test func aRequestForAnythingButALiveTaskChangesNothing() throws {
        let test = TestContext()
        let task = try test.task()
        let other = try test.object()
        let notices = test.context.queue.pendingNotices
        // Another kind's handle, and a handle of no object: refused, nothing queued.
        #expect(try !test.context.requestTask(other.handle, .resume))
        #expect(try !test.context.requestTask(task.handle ^ 1, .resume))
        #expect(test.context.queue.isEmpty)
        #expect(test.context.queue.pendingNotices == notices)
        // A destroyed task: refused, and its record is what it was when it died.
        test.context.destroy(task)
        #expect(try !test.context.requestTask(task.handle, .resume))
        #expect(test.context.queue.isEmpty)
        #expect(task.snapshot.state == .suspended && task.snapshot.sequence == 0)
    }

    @Test func aRebindDropsTheOldTasksQueuedEvents() throws {
        let test = TestContext()
        let first = try test.task()
        let second = try test.task()
        let follower = try test.object()
        _ = follower.bind(.indicator, to: first)
        #expect(try test.context.requestTask(first.handle, .resume))
        _ = follower.bind(.indicator, to: second)
        _ = try test.context.dispatch()
        #expect(follower.commands.isEmpty)
        #expect(first.followers.isEmpty)
        #expect(second.followers.count == 1)
    }

    @Test func setBindingRunsTheCommandAtBindAndANilTaskUnbinds() throws {
        let test = TestContext()
        let task = try test.task()
        let indicator = try test.object()
        let footer = try test.object()
        #expect(try test.context.requestTask(task.handle, .resume))
        indicator.setBinding(.indicator, to: task)
        footer.setBinding(.footer, to: task)
        #expect(indicator.commands == [.start] && footer.commands == [.start])
        indicator.setBinding(.indicator, to: nil)
        #expect(indicator.binding == nil && indicator.boundTask == nil)
        #expect(task.followers.count == 1)
        #expect(try test.context.requestTask(task.handle, .suspend))
        _ = try test.context.dispatch()
        // The unbound indicator sees nothing more; the footer sees the suspend, not the earlier resume.
        #expect(indicator.commands == [.start])
        #expect(footer.commands == [.start, .stop])
    }

    @Test func theMonitorSeesTasksThroughDelivery() throws {
        let test = TestContext()
        let task = try test.task()
        let record = HandlerRecord()
        _ = test.connect(test.context.signalObject, ContextSignal.taskResumed, record)
        #expect(try test.context.requestTask(task.handle, .resume))
        _ = try test.context.dispatch()
        #expect(record.calls.count == 1)
        #expect(record.calls.first?.slots == [task.handle])
    }
}
