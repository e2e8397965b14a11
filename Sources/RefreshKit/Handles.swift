import CRefreshKitSupport
import RefreshKitCore

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
        rkshim_loop_cache_set(HandleCode.contextKey(of: context.handle),
                              Unmanaged.passUnretained(context).toOpaque())
    }

    /// A live context. `anyThread` is for the few functions the header marks "Thread: any".
    static func context(_ pointer: OpaquePointer?, anyThread: Bool = false) throws(ABIError) -> Context {
        let bits = UInt64(UInt(bitPattern: pointer))
        if let context = cachedLoopContext(bits), context.handle == bits { return context }
        guard let pointer else { throw ABIError(.invalidHandle, "context handle is NULL") }
        try checkNotInWakeup(bits)
        let code = HandleCode(bits: bits)
        guard code.kind == ObjectKind.context.rawValue, code.objectSlot == 0, code.objectGeneration == 0 else {
            throw ABIError(.invalidHandle, "handle is not a context (\(describe(code)))")
        }
        guard let context = ContextRegistry.shared.lookup(code), context.handle == bits else {
            throw ABIError(.invalidHandle, "context is destroyed or was never a RefreshKit context")
        }
        if context.isLoopThread {
            rememberLoopContext(context)
        } else if !anyThread {
            try checkThread(context)
        }
        return context
    }

    /// A live object of any kind but context, on its loop thread.
    @inline(__always)
    static func object(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectBase {
        let bits = UInt64(UInt(bitPattern: pointer))
        if let object = cachedLoopObject(bits) { return object }
        return try uncachedObject(pointer)
    }

    @inline(never)
    private static func uncachedObject(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectBase {
        guard let pointer else { throw ABIError(.invalidHandle, "object handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        try checkNotInWakeup(bits)
        let code = HandleCode(bits: bits)
        guard let kind = ObjectKind(rawValue: code.kind), kind != .context else {
            throw ABIError(.invalidHandle, "handle is not an object (\(describe(code)))")
        }
        guard let context = ContextRegistry.shared.lookup(code) else {
            throw ABIError(.invalidHandle, "\(kind.name)'s context is destroyed, or the value is not a RefreshKit handle")
        }
        guard context.isLoopThread else {
            // A destroyed handle is reported as such from any thread; only a live one is "wrong thread".
            guard context.isLive(bits) else { throw destroyed(kind) }
            try checkThread(context)
            throw destroyed(kind)
        }
        guard let object = context.lookup(bits: bits) else { throw destroyed(kind) }
        rememberLoopContext(context)
        return object
    }

    /// The kind of a live object handle, from any thread.
    static func liveKind(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectKind {
        guard let pointer else { throw ABIError(.invalidHandle, "object handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        let code = HandleCode(bits: bits)
        guard let kind = ObjectKind(rawValue: code.kind), kind != .context else {
            throw ABIError(.invalidHandle, "handle is not an object (\(describe(code)))")
        }
        guard let context = ContextRegistry.shared.lookup(code), context.isLive(bits) else {
            throw destroyed(kind)
        }
        return kind
    }

    private static func destroyed(_ kind: ObjectKind) -> ABIError {
        ABIError(.invalidHandle, "\(kind.name) is destroyed, or the value is not a RefreshKit handle")
    }

    /// A live object of one kind, on its loop thread.
    ///
    /// `T` must be the class the context creates for `kind` (Context.insert pairs them): the kind
    /// bits are checked, so the downcast needs no dynamic check.
    @inline(__always)
    static func object<T: ObjectBase>(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type)
        throws(ABIError) -> T
    {
        let bits = UInt64(UInt(bitPattern: pointer))
        guard HandleCode.kind(of: bits) == kind.rawValue else { throw wrongKind(pointer, kind) }
        return unsafeDowncast(try object(pointer), to: T.self)
    }

    @inline(never)
    private static func wrongKind(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind) -> ABIError {
        guard pointer != nil else { return ABIError(.invalidHandle, "\(kind.name) handle is NULL") }
        let actual = HandleCode.kind(of: UInt64(UInt(bitPattern: pointer)))
        let other = ObjectKind(rawValue: actual).map { "a \($0.name)" } ?? "no RefreshKit kind"
        return ABIError(.invalidHandle, "handle is \(other), expected a \(kind.name)")
    }

    /// Where a command goes: run now on the loop thread, or queued from another thread (the handle
    /// was live when the command was accepted; it is looked up again at dispatch).
    enum CommandTarget<T: ObjectBase> {
        case now(T)
        case queue(Context, UInt64)
    }

    static func commandTarget<T: ObjectBase>(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type)
        throws(ABIError) -> CommandTarget<T>
    {
        let bits = UInt64(UInt(bitPattern: pointer))
        guard pointer != nil, HandleCode.kind(of: bits) == kind.rawValue else {
            return .now(try object(pointer, kind, as: type))
        }
        if let context = cachedLoopContext(bits) {
            guard let found = context.lookup(bits: bits) else { throw destroyed(kind) }
            return .now(unsafeDowncast(found, to: T.self))
        }
        try checkNotInWakeup(bits)
        let code = HandleCode(bits: bits)
        guard let context = ContextRegistry.shared.lookup(code) else {
            throw ABIError(.invalidHandle, "\(kind.name)'s context is destroyed, or the value is not a RefreshKit handle")
        }
        if context.isLoopThread {
            guard let found = context.lookup(bits: bits) else { throw destroyed(kind) }
            rememberLoopContext(context)
            return .now(unsafeDowncast(found, to: T.self))
        }
        guard context.isLive(bits) else { throw destroyed(kind) }
        return .queue(context, bits)
    }

    /// A live task from any thread (task state is reported from anywhere), with its context.
    static func task(_ pointer: OpaquePointer?) throws(ABIError) -> (Context, Task) {
        let bits = UInt64(UInt(bitPattern: pointer))
        guard pointer != nil, HandleCode.kind(of: bits) == ObjectKind.task.rawValue else {
            throw wrongKind(UnsafeRawPointer(pointer), .task)
        }
        if let context = cachedLoopContext(bits) {
            guard let found = context.lookup(bits: bits) else { throw destroyed(.task) }
            return (context, unsafeDowncast(found, to: Task.self))
        }
        try checkNotInWakeup(bits)
        let code = HandleCode(bits: bits)
        guard let context = ContextRegistry.shared.lookup(code) else {
            throw ABIError(.invalidHandle, "task's context is destroyed, or the value is not a RefreshKit handle")
        }
        if context.isLoopThread {
            guard let found = context.lookup(bits: bits) else { throw destroyed(.task) }
            rememberLoopContext(context)
            return (context, unsafeDowncast(found, to: Task.self))
        }
        guard let task = context.liveTask(bits) else { throw destroyed(.task) }
        return (context, task)
    }

    /// What rk_connect connects to: an object, or a context's own signals.
    static func signalSource(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectBase {
        if let pointer, HandleCode(bits: UInt64(UInt(bitPattern: pointer))).kind == ObjectKind.context.rawValue {
            return try context(OpaquePointer(pointer)).signalObject
        }
        return try object(pointer)
    }

    static func checkThread(_ context: Context) throws(ABIError) {
        guard context.isLoopThread else {
            throw ABIError(.wrongThread, "called off the context's loop thread (the thread that created it)")
        }
    }

    private static func describe(_ code: HandleCode) -> String {
        ObjectKind(rawValue: code.kind).map { "it encodes a \($0.name)" } ?? "it encodes no RefreshKit kind"
    }
}

extension ObjectKind {
    var name: String {
        switch self {
        case .context: "context"
        case .probe: "probe"
        case .footer: "footer"
        case .task: "task"
        case .indicator: "indicator"
        }
    }
}
