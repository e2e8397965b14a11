import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// Turns handle values from the host into live contexts and objects, or into precise errors.
///
/// Every lookup first asks the calling thread's loop cache (rk_support.h): on the loop thread of
/// the context it used last, that answers without the registry's lock. Anything else — another
/// thread, another context, a bad value — takes the full path, which also words the error.
enum Handles {
    /// The context the calling thread is the loop thread of, if `bits` belong to the one it used last.
    @inline(__always)
    static func cachedLoopContext(_ bits: UInt64) -> Context? {
        guard let raw = rkshim_loop_cache_get(HandleCode.contextKey(of: bits)) else { return nil }
        return Unmanaged<Context>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The live object `bits` names, when its context is the calling thread's cached one. Reads the
    /// context without retaining it: the cache entry is only ever this thread's live loop context.
    @inline(__always)
    static func cachedLoopObject(_ bits: UInt64) -> ObjectBase? {
        guard let raw = rkshim_loop_cache_get(HandleCode.contextKey(of: bits)) else { return nil }
        return Unmanaged<Context>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.lookup(bits: bits) }
    }

    /// The live object `bits` names, borrowed with its context, when that context is the calling
    /// thread's cached one. The caller ends with the context's `releaseRetiredIfIdle()`.
    @inline(__always)
    static func borrowedLoopObject(_ bits: UInt64) -> (Unmanaged<Context>, Unmanaged<ObjectBase>)? {
        guard let raw = rkshim_loop_cache_get(HandleCode.contextKey(of: bits)) else { return nil }
        let context = Unmanaged<Context>.fromOpaque(raw)
        guard let object = context._withUnsafeGuaranteedRef({ $0.borrow(bits: bits) }) else { return nil }
        return (context, object)
    }

    /// Refuses a call into a context from inside its own wakeup callback, which runs under the
    /// context's queue lock: the call would take that lock again (the header forbids it; this
    /// makes it an error instead of a deadlock or a trap).
    @inline(__always)
    static func checkNotInWakeup(_ bits: UInt64) throws(ABIError) {
        guard rkshim_in_wakeup_of(HandleCode.contextKey(of: bits)) == 0 else {
            throw ABIError(.busy, "called from inside the context's wakeup callback")
        }
    }

    /// Makes `context` the calling thread's cached one. Only for its loop thread, while it is live.
    static func rememberLoopContext(_ context: Context) {
        rkshim_loop_cache_set(
            HandleCode.contextKey(of: context.handle),
            Unmanaged.passUnretained(context).toOpaque())
    }

    /// A live context. `anyThread` is for the few functions the header marks "Thread: any";
    /// `destroying` lets rk_context_destroy reach a context whose loop thread has exited, from any
    /// thread (nothing else can).
    static func context(
        _ pointer: OpaquePointer?, anyThread: Bool = false,
        destroying: Bool = false
    ) throws(ABIError) -> Context {
        let bits = UInt64(UInt(bitPattern: pointer))
        if let context = cachedLoopContext(bits), context.handle == bits { return context }
        guard pointer != nil else { throw ABIError(.invalidHandle, "context handle is NULL") }
        try checkNotInWakeup(bits)
        guard HandleCode.isContextShaped(bits) else {
            throw ABIError(.invalidHandle, "handle is not a context (\(describeObject(bits)))")
        }
        guard let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)), context.handle == bits else {
            throw ABIError(.invalidHandle, "context is destroyed or was never a RefreshKit context")
        }
        if try context.checkUsable(allowingOrphan: destroying) == .orphaned { return context }
        if context.isLoopThread {
            rememberLoopContext(context)
        } else if !anyThread {
            try checkThread(context)
        }
        return context
    }

    /// Where a call may come from: what `resolve` does when the caller is not the loop thread.
    enum ThreadPolicy {
        /// "Thread: loop": RK_ERR_WRONG_THREAD, once the handle itself has been found good.
        case loop
        /// "Thread: any": the live object, from whichever thread.
        case any
    }

    /// What `resolve` found: a live object of its context, and whether the caller is its loop thread.
    ///
    /// Off the loop thread the context may be destroyed by its loop thread at any moment, and the
    /// object's own `context` reference is unowned: code that runs there reads through `context`
    /// here, a strong reference held for the whole call, never through `object.context`.
    struct Resolved {
        let context: Context
        let object: ObjectBase
        let onLoopThread: Bool
    }

    /// The one checked path from a handle value to a live object: NULL, the wakeup guard, the
    /// context, the object, its kind, whether its context can still run, then the thread. Every
    /// fault of the handle is reported before the thread (a bad handle is never WRONG_THREAD), in
    /// the same words whichever function asks. `kind` nil accepts any kind but context.
    @inline(never)
    static func resolve(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind?, thread policy: ThreadPolicy)
        throws(ABIError) -> Resolved
    {
        // Named only on the error paths: building the name costs a string on every call.
        var name: String { kind?.name ?? "object" }
        guard pointer != nil else { throw ABIError(.invalidHandle, "\(name) handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        try checkNotInWakeup(bits)
        guard !HandleCode.isContextShaped(bits) else {
            throw ABIError(.invalidHandle, "handle is a context, expected \(kind == nil ? "an" : "a") \(name)")
        }
        guard let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)) else {
            throw ABIError(.invalidHandle, "\(name)'s context is destroyed, or the value is not a RefreshKit handle")
        }
        let onLoopThread = context.isLoopThread
        // The loop thread reads its own table without the lock; other threads ask under it.
        guard let object = onLoopThread ? context.lookup(bits: bits) : context.liveObject(bits) else {
            throw destroyed(name)
        }
        if let kind, object.kind != kind { throw wrongKind(object.kind, kind) }
        // The loop thread of a context inherited across fork() is the child's forking thread.
        try context.checkUsable()
        if onLoopThread {
            rememberLoopContext(context)
        } else if policy == .loop {
            try checkThread(context)
        }
        return Resolved(context: context, object: object, onLoopThread: onLoopThread)
    }

    /// A live object of any kind but context, on its loop thread.
    @inline(__always)
    static func object(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectBase {
        if let object = cachedLoopObject(UInt64(UInt(bitPattern: pointer))) { return object }
        return try resolve(pointer, nil, thread: .loop).object
    }

    /// Whether context-shaped `bits` name a live context of this process (usable or not).
    static func isLiveContext(_ bits: UInt64) -> Bool {
        guard let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)) else { return false }
        return context.handle == bits
    }

    /// The kind of a live object handle, from any thread. An object of a context that can no longer
    /// run (inherited across fork(), or its loop thread gone) is refused as every call refuses it.
    static func liveKind(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectKind {
        guard pointer != nil else { throw ABIError(.invalidHandle, "object handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        guard !HandleCode.isContextShaped(bits) else { throw destroyed("context") }
        guard let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)),
            let kind = context.liveKind(bits)
        else {
            throw destroyed("object")
        }
        try context.checkUsable()
        return kind
    }

    private static func destroyed(_ name: String) -> ABIError {
        ABIError(.invalidHandle, "\(name) is destroyed, or the value is not a RefreshKit handle")
    }

    /// A live object of one kind, on its loop thread.
    ///
    /// `T` must be the class the context creates for `kind` (Context.insert pairs them): the kind
    /// is checked, so the downcast needs no dynamic check.
    @inline(__always)
    static func object<T: ObjectBase>(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type)
        throws(ABIError) -> T
    {
        if let object = cachedLoopObject(UInt64(UInt(bitPattern: pointer))) {
            guard object.kind == kind else { throw wrongKind(object.kind, kind) }
            return unsafeDowncast(object, to: T.self)
        }
        return unsafeDowncast(try resolve(pointer, kind, thread: .loop).object, to: T.self)
    }

    @inline(never)
    private static func wrongKind(_ actual: ObjectKind, _ kind: ObjectKind) -> ABIError {
        ABIError(.invalidHandle, "handle is a \(actual.name), expected a \(kind.name)")
    }

    /// Where a command goes: run now on the loop thread, or queued from another thread (the handle
    /// was live when the command was accepted; it is looked up again at dispatch).
    enum CommandTarget<T: ObjectBase> {
        case now(T)
        /// Off the loop thread: the context to queue to, the handle, and the object (only what is
        /// safe from any thread may be used on it here, such as its load ledger).
        case queue(Context, UInt64, T)
    }

    static func commandTarget<T: ObjectBase>(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type)
        throws(ABIError) -> CommandTarget<T>
    {
        if let object = cachedLoopObject(UInt64(UInt(bitPattern: pointer))) {
            guard object.kind == kind else { throw wrongKind(object.kind, kind) }
            return .now(unsafeDowncast(object, to: T.self))
        }
        let found = try resolve(pointer, kind, thread: .any)
        guard found.onLoopThread else {
            return .queue(found.context, found.object.handle, unsafeDowncast(found.object, to: T.self))
        }
        return .now(unsafeDowncast(found.object, to: T.self))
    }

    /// A live task from any thread (task state is reported from anywhere), with its context. Off the
    /// loop thread, read the task through the returned context (`Context.record(of:)`), which the
    /// caller holds for the call; the task's own `context` may name a destroyed one there.
    static func task(_ pointer: OpaquePointer?) throws(ABIError) -> (Context, TaskObject) {
        if let object = cachedLoopObject(UInt64(UInt(bitPattern: pointer))) {
            guard object.kind == .task else { throw wrongKind(object.kind, .task) }
            return (object.context, unsafeDowncast(object, to: TaskObject.self))
        }
        let found = try resolve(UnsafeRawPointer(pointer), .task, thread: .any)
        return (found.context, unsafeDowncast(found.object, to: TaskObject.self))
    }

    /// The context a task request from any thread goes to, when nothing about the handle needs
    /// a message: not NULL, not from inside a wakeup, a live usable context. nil sends the caller
    /// to `task`, the checked path, which reports the first fault in the documented order.
    @inline(__always)
    static func requestContext(_ pointer: OpaquePointer?) -> Context? {
        let bits = UInt64(UInt(bitPattern: pointer))
        if let context = cachedLoopContext(bits) { return context }
        guard pointer != nil, rkshim_in_wakeup_of(HandleCode.contextKey(of: bits)) == 0,
            !HandleCode.isContextShaped(bits),
            let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)), context.isUsable
        else { return nil }
        return context
    }

    /// For a bind (an object and a task): the object, on its loop thread, and the task to bind, nil
    /// to unbind. Both handles are checked before the calling thread, the object's first (the first
    /// bad handle in parameter order decides); the task must be a live task of the object's context.
    static func objectAndTask<T: ObjectBase>(
        _ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type, task taskPointer: OpaquePointer?
    ) throws(ABIError) -> (T, TaskObject?) {
        try objectAndTask(try find(pointer, kind), pointer, kind, as: type, task: taskPointer)
    }

    /// objectAndTask for an object already found (`find`, or the refresh family's lookup, FamilyCall).
    static func objectAndTask<T: ObjectBase>(
        _ found: Resolved, _ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type,
        task taskPointer: OpaquePointer?
    ) throws(ABIError) -> (T, TaskObject?) {
        var task: TaskObject?
        if let taskPointer {
            guard let live = liveTask(taskPointer, of: pointer, in: found.context) else {
                throw notLiveTask("task", kind)
            }
            task = live
        }
        if !found.onLoopThread { try checkThread(found.context) }
        return (unsafeDowncast(found.object, to: T.self), task)
    }

    /// For a bind to several tasks (rk_progress_set_tasks): the object, on its loop thread, and
    /// the tasks, each a live task of the object's context. The object is checked first, then the
    /// elements in order (the message names the first bad index), then the calling thread.
    static func objectAndTasks<T: ObjectBase>(
        _ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type,
        tasks taskPointers: UnsafeBufferPointer<OpaquePointer?>
    ) throws(ABIError) -> (T, [TaskObject]) {
        let found = try find(pointer, kind)
        var tasks: [TaskObject] = []
        tasks.reserveCapacity(taskPointers.count)
        for (index, taskPointer) in taskPointers.enumerated() {
            guard taskPointer != nil else { throw ABIError(.invalidHandle, "tasks[\(index)] is NULL") }
            guard let task = liveTask(taskPointer, of: pointer, in: found.context) else {
                throw notLiveTask("tasks[\(index)]", kind)
            }
            tasks.append(task)
        }
        if !found.onLoopThread { try checkThread(found.context) }
        return (unsafeDowncast(found.object, to: T.self), tasks)
    }

    /// A live object of one kind from any thread (the loop cache first), the thread not checked: for
    /// a bind, which checks it after the tasks, and for the refresh family's verbs (FamilyCall).
    static func find(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind) throws(ABIError) -> Resolved {
        if let object = cachedLoopObject(UInt64(UInt(bitPattern: pointer))) {
            guard object.kind == kind else { throw wrongKind(object.kind, kind) }
            return Resolved(context: object.context, object: object, onLoopThread: true)
        }
        return try resolve(pointer, kind, thread: .any)
    }

    /// The task a handle names, if it is a live task of the context of the object `pointer` names.
    private static func liveTask(_ taskPointer: OpaquePointer?, of pointer: UnsafeRawPointer?, in context: Context)
        -> TaskObject?
    {
        let taskBits = UInt64(UInt(bitPattern: taskPointer))
        let bits = UInt64(UInt(bitPattern: pointer))
        guard HandleCode.contextKey(of: taskBits) == HandleCode.contextKey(of: bits) else { return nil }
        return context.liveTask(taskBits)
    }

    private static func notLiveTask(_ name: String, _ kind: ObjectKind) -> ABIError {
        ABIError(
            .invalidHandle,
            "\(name) is not a live task of the \(kind.name)'s context (another context's, destroyed, or not a RefreshKit handle)"
        )
    }

    /// What rk_connect connects to: an object, or a context's own signals.
    static func signalSource(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectBase {
        if let pointer, HandleCode.isContextShaped(UInt64(UInt(bitPattern: pointer))) {
            return try context(OpaquePointer(pointer)).signalObject
        }
        return try object(pointer)
    }

    static func checkThread(_ context: Context) throws(ABIError) {
        guard context.isLoopThread else {
            throw ABIError(.wrongThread, "called off the context's loop thread (the thread that created it)")
        }
    }

    /// What a value that is not a context handle names, for the message.
    private static func describeObject(_ bits: UInt64) -> String {
        guard let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)),
            let kind = context.liveKind(bits)
        else {
            return "it names no live RefreshKit object"
        }
        return "it is a \(kind.name)"
    }
}
