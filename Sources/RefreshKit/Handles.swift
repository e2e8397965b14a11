import RefreshKitCore

/// Turns handle values from the host into live contexts and objects, or into precise errors.
enum Handles {
    /// A live context. `anyThread` is for the few functions the header marks "Thread: any".
    static func context(_ pointer: OpaquePointer?, anyThread: Bool = false) throws(ABIError) -> Context {
        guard let pointer else { throw ABIError(.invalidHandle, "context handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        let code = HandleCode(bits: bits)
        guard code.kind == ObjectKind.context.rawValue, code.objectSlot == 0, code.objectGeneration == 0 else {
            throw ABIError(.invalidHandle, "handle is not a context (\(describe(code)))")
        }
        guard let context = ContextRegistry.shared.lookup(code), context.handle == bits else {
            throw ABIError(.invalidHandle, "context is destroyed or was never a RefreshKit context")
        }
        if !anyThread { try checkThread(context) }
        return context
    }

    /// A live object of any kind but context, on its loop thread.
    static func object(_ pointer: UnsafeRawPointer?) throws(ABIError) -> ObjectBase {
        guard let pointer else { throw ABIError(.invalidHandle, "object handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
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
        guard let object = context.lookup(code), object.handle == bits else { throw destroyed(kind) }
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
    static func object<T: ObjectBase>(_ pointer: UnsafeRawPointer?, _ kind: ObjectKind, as type: T.Type)
        throws(ABIError) -> T
    {
        guard let pointer else { throw ABIError(.invalidHandle, "\(kind.name) handle is NULL") }
        let actual = HandleCode(bits: UInt64(UInt(bitPattern: pointer))).kind
        guard actual == kind.rawValue else {
            let other = ObjectKind(rawValue: actual).map { "a \($0.name)" } ?? "no RefreshKit kind"
            throw ABIError(.invalidHandle, "handle is \(other), expected a \(kind.name)")
        }
        guard let typed = try object(pointer) as? T else {
            throw ABIError(.invalidHandle, "handle is not a \(kind.name)")
        }
        return typed
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
        guard let pointer else { throw ABIError(.invalidHandle, "\(kind.name) handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        let code = HandleCode(bits: bits)
        guard code.kind == kind.rawValue else { return .now(try object(pointer, kind, as: type)) }
        guard let context = ContextRegistry.shared.lookup(code) else {
            throw ABIError(.invalidHandle, "\(kind.name)'s context is destroyed, or the value is not a RefreshKit handle")
        }
        if context.isLoopThread {
            guard let found = context.lookup(code), found.handle == bits, let typed = found as? T else {
                throw destroyed(kind)
            }
            return .now(typed)
        }
        guard context.isLive(bits) else { throw destroyed(kind) }
        return .queue(context, bits)
    }

    /// A live task from any thread (task state is reported from anywhere), with its context.
    static func task(_ pointer: OpaquePointer?) throws(ABIError) -> (Context, Task) {
        guard let pointer else { throw ABIError(.invalidHandle, "task handle is NULL") }
        let bits = UInt64(UInt(bitPattern: pointer))
        let code = HandleCode(bits: bits)
        guard code.kind == ObjectKind.task.rawValue else {
            _ = try object(UnsafeRawPointer(pointer), .task, as: Task.self)
            throw destroyed(.task)
        }
        guard let context = ContextRegistry.shared.lookup(code) else {
            throw ABIError(.invalidHandle, "task's context is destroyed, or the value is not a RefreshKit handle")
        }
        if context.isLoopThread {
            guard let task = context.lookup(code) as? Task, task.handle == bits else { throw destroyed(.task) }
            return (context, task)
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
