import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// How an export reaches its object. An export converts and checks its arguments, then makes one
// call here (or to abiCall, Status.swift, when it needs none of these): the function's name for the
// last error, the handle, the kind's object type, and what to do with the object. The thread rules
// are the header's "Thread:" lines; a bad handle is reported before the calling thread.
//
// Every kind:
// - withBorrowedObject: the loop thread's common case, a live object of the context this thread
//   used last, borrowed without a retain; nil sends the caller to its checked path. Loop thread
//   only (nil elsewhere). Used by the probe's emits and rk_scroll_view_set_metrics.
// - contextCall: an export on a context that checks the context first. Thread: loop.
// - createObject, createMember (a style checked first), destroyObject: rk_<kind>_create, and
//   rk_<kind>_destroy outside the refresh family. Thread: loop.
// - taskRequest: a request to a task (a transition, a progress report). Thread: any.
// The refresh family (footer, header, auto footer, trailer), every call through a FamilyCall:
// - FamilyVerb.route: a verb the family shares (FamilyVerbs.swift) from rk_<kind>_<verb>, whose
//   handle is looked up after the arguments, or from rk_component_<verb>, whose handle's kind is
//   looked up once, first (a live object outside the family refused at once).
// - FamilyCall.command, and its forms setting, settingFlag and completing: the arguments checked
//   first (a refusal reaches nothing), then run now on the loop thread, borrowed as in
//   withBorrowedObject, or queued from another (F1, queueCommand). Thread: any.
// - FamilyCall.commandTarget: now or queued, for a route that decides for itself (the loads).
// - FamilyCall.query, and its forms reading, text and fill; loopMember (destroy); memberAndTask
//   (a bind: both handles before the thread). The member found first. Thread: loop.
// - FamilyCall.lacks: rk_component_<verb> on a kind without the verb.
// A route one kind alone takes stays private in its file: the context's contextQuery, the scroll
// view's attach, detach and set_metrics, the probe's emissions.

// MARK: Every kind

/// The common case of a call on the loop thread: a live object of the loop context this thread
/// used last, of `kind`, borrowed without a retain. A handler that destroys it leaves it in the
/// context's retired objects until the call ends, so the borrow stays valid to the end. nil (and
/// `body` not run): resolve the handle the checked way, which also words any error.
@inline(__always)
func withBorrowedObject<Target: ObjectBase, Result>(
    _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type, _ body: (Target) -> Result
) -> Result? {
    let bits = UInt64(UInt(bitPattern: handle))
    guard let (context, borrowed) = Handles.borrowedLoopObject(bits),
        borrowed._withUnsafeGuaranteedRef({ $0.kind == kind })
    else { return nil }
    let result = borrowed._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Target.self)) }
    context._withUnsafeGuaranteedRef { $0.releaseRetiredIfIdle() }
    return result
}

/// Queues a component command from another thread: at dispatch it runs on the live component with
/// its completion registered; a component gone by then calls the completion with finished = 0, and
/// `dropped` (a reservation to give back) runs either way the command does not.
func queueCommand<Target: ComponentObject>(
    _ context: Context, _ handle: UInt64, _ kind: ObjectKind, _ type: Target.Type,
    completion: rk_completion_fn?, userData: UnsafeMutableRawPointer?, dropped: @escaping () -> Void = {},
    _ run: @escaping (Target, UInt64?) -> Void
) throws(ABIError) {
    let command = ObjectCommand(
        handle: handle,
        run: { object in
            guard let target = object as? Target else { return }
            run(target, target.register(completion, userData))
        },
        drop: { context in
            dropped()
            guard let completion else { return }
            context.callingHost { completion(OpaquePointer(bitPattern: UInt(handle)), 0, userData) }
        })
    guard context.queue.append(.object(command)) else {
        dropped()
        throw ABIError(.invalidHandle, "the \(kind.name)'s context is being destroyed")
    }
}

/// A call on a context whose first check is the context itself, on its loop thread.
@inline(__always)
func contextCall(
    _ function: StaticString, _ context: OpaquePointer?, _ body: (Context) throws(ABIError) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in try body(try Handles.context(context)) }
}

/// rk_<kind>_create: a new object of `T` in the context, its handle written to `out` (named
/// `outName` in messages). The checks, their order and their messages are the same for every kind.
func createObject<T: ObjectBase>(
    _ function: StaticString, _ context: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ outName: StaticString, _ kind: ObjectKind, _ type: T.Type, _ start: (T) -> Void = { _ in }
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let out = try required(out, outName)
        let context = try Handles.context(context)
        let object = try runtime { () throws(RuntimeError) in
            try context.insert(kind) { handle, sequence in
                T(kind: kind, handle: handle, sequence: sequence, context: context)
            }
        }
        // The host has not seen the handle yet: nothing `start` emits can reach a handler.
        start(object)
        out.pointee = OpaquePointer(bitPattern: UInt(object.handle))
    }
}

/// rk_header_create, rk_auto_footer_create, rk_trailer_create: the style checked first (a refusal
/// reaches no context), then the member made and started in it.
func createMember<Model: StyledMember>(
    _ function: StaticString, _ context: OpaquePointer?, _ style: Int32, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ outName: StaticString, _ type: RefreshComponentObject<Model>.Type
) -> rk_status {
    guard let style = Model.Style(rawValue: style) else {
        let range = "0...\(Model.Style.allCases.count - 1)"
        recordError(function, ABIError(.invalidArgument, "unknown \(type.objectKind.name) style \(style) (\(range))"))
        return Status.invalidArgument.rawValue
    }
    return createObject(function, context, out, outName, type.objectKind, type) { Model.start($0, style) }
}

/// rk_<kind>_destroy: the object's handle dies, its connections end, then it finishes its work.
func destroyObject<T: ObjectBase>(
    _ function: StaticString, _ pointer: OpaquePointer?, _ kind: ObjectKind, _ type: T.Type
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let object = try Handles.object(UnsafeRawPointer(pointer), kind, as: T.self)
        object.context.destroy(object)
    }
}

/// A request to a task from any thread: the common case asks the object table once
/// (Handles.requestContext); anything it does not find takes the checked path (Handles.task),
/// which words the error, or finds the task after all and applies there. `apply` answers whether
/// the context found the task.
@inline(__always)
func taskRequest(_ task: OpaquePointer?, _ apply: (Context, UInt64) throws(RuntimeError) -> Bool) throws(ABIError) {
    let bits = UInt64(UInt(bitPattern: task))
    if let context = Handles.requestContext(task), try runtime({ () throws(RuntimeError) in try apply(context, bits) })
    {
        return
    }
    let (context, _) = try Handles.task(task)
    guard try runtime({ () throws(RuntimeError) in try apply(context, bits) }) else {
        throw ABIError(.invalidHandle, "task is destroyed, or the value is not a RefreshKit handle")
    }
}

// MARK: The refresh family

/// One verb the refresh family shares, with the host's arguments: its one implementation, behind
/// rk_component_<verb> and each kind's rk_<kind>_<verb> (FamilyVerbs.swift).
protocol FamilyVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status
}

extension FamilyVerb {
    /// rk_<kind>_<verb>: the kind's own function (Forwards.swift).
    @inline(__always)
    func route<Model: FamilyModel>(
        _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type
    ) -> rk_status {
        run(FamilyCall(function, handle, type))
    }

    /// rk_component_<verb> and rk_activate: the handle's kind, looked up once, chooses the member's
    /// verb, which then checks as the kind's own function does. A live object outside the family
    /// is refused before the arguments; a handle that names no live object has no kind, so the
    /// arguments are checked as a footer's function checks them (every kind accepts what it
    /// accepts) and then the handle is refused in words that name no kind.
    func route(_ function: StaticString, _ component: UnsafeMutableRawPointer?) -> rk_status {
        let bits = UInt64(UInt(bitPattern: component))
        let handle = OpaquePointer(component)
        if let (context, object) = Handles.borrowedLoopObject(bits) {
            let kind = object._withUnsafeGuaranteedRef { $0.kind }
            return run(function, handle, kind, .live(context, object, onLoopThread: true))
        }
        if component != nil, HandleCode.isContextShaped(bits), Handles.isLiveContext(bits) {
            return refuseOutsideFamily(function, .context)
        }
        let found: Handles.Resolved
        do throws(ABIError) {
            found = try Handles.resolve(UnsafeRawPointer(component), nil, thread: .any)
        } catch {
            return withUnsafePointer(to: error) { run(FamilyCall<FooterModel>(function, handle, .refused($0))) }
        }
        // The lookup holds the context and the object for the call (off the loop thread, the
        // object's own context reference may name a context another thread destroys).
        return withExtendedLifetime(found) {
            run(
                function, handle, found.object.kind,
                .live(.passUnretained(found.context), .passUnretained(found.object), onLoopThread: found.onLoopThread))
        }
    }

    private func run(_ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ found: FoundMember)
        -> rk_status
    {
        switch kind {
        case .footer: run(FamilyCall<FooterModel>(function, handle, found))
        case .header: run(FamilyCall<HeaderModel>(function, handle, found))
        case .autoFooter: run(FamilyCall<AutoFooterModel>(function, handle, found))
        case .autoHeader: run(FamilyCall<AutoHeaderModel>(function, handle, found))
        case .trailer: run(FamilyCall<TrailerModel>(function, handle, found))
        default: refuseOutsideFamily(function, kind)
        }
    }
}

@inline(never)
private func refuseOutsideFamily(_ function: StaticString, _ kind: ObjectKind) -> rk_status {
    recordError(
        function,
        ABIError(
            .invalidHandle, "handle is a \(kind.name), expected a footer, header, auto footer, auto header or trailer"))
    return Status.invalidHandle.rawValue
}

/// What a family call knows of its handle when it checks its arguments.
enum FoundMember {
    /// A live member of the call's kind, with its context: on the loop thread borrowed from the
    /// thread's loop cache, or held by the lookup for the call.
    case live(Unmanaged<Context>, Unmanaged<ObjectBase>, onLoopThread: Bool)
    /// A kind's own function: looked up after the arguments, the loop cache first (a command
    /// borrows from it), then with the kind (Handles.find), which also words any fault.
    case later
    /// Any kind's function, a handle that names no live object: this refusal, after the arguments
    /// (held by the lookup for the call).
    case refused(UnsafePointer<ABIError>)
}

/// A call of a family member: the function's name for the last error, the handle, and what the
/// route found. `Model` is the member's kind: a kind's own function names it, any kind's function
/// takes the handle's (FamilyVerb.route).
struct FamilyCall<Model: FamilyModel> {
    typealias Object = RefreshComponentObject<Model>
    static var kind: ObjectKind { Object.objectKind }

    let function: StaticString
    let handle: OpaquePointer?
    let found: FoundMember

    init(_ function: StaticString, _ handle: OpaquePointer?, _ found: FoundMember) {
        self.function = function
        self.handle = handle
        self.found = found
    }

    /// A kind's own function: its handle is looked up after the arguments, as it always was (the
    /// loop cache first, then with the kind).
    @inline(__always)
    init(_ function: StaticString, _ handle: OpaquePointer?, _ type: Object.Type) {
        self.init(function, handle, .later)
    }

    /// The same call, for a model the caller has proved is this one's (FamilyVerbs.swift opens a
    /// narrower protocol over the same model type).
    init<Other>(_ call: FamilyCall<Other>) {
        self.init(call.function, call.handle, call.found)
    }

    // MARK: Commands (Thread: any)

    /// Runs a command: `check` first (a refusal reaches nothing), then now on the loop thread or
    /// queued from another (F1). A queued command whose member is gone by dispatch calls its
    /// completion with finished = 0.
    @inline(__always)
    func command<Value>(
        _ check: @autoclosure () throws(ABIError) -> Value, completion: rk_completion_fn? = nil,
        userData: UnsafeMutableRawPointer? = nil, whileAttached: WhileAttached = .runs,
        _ apply: @escaping (Object, Value, UInt64?) -> Void
    ) -> rk_status {
        let value: Value
        do throws(ABIError) {
            value = try check()
        } catch {
            recordError(function, error)
            return error.status.rawValue
        }
        let borrowed: (Unmanaged<Context>, Unmanaged<ObjectBase>)?
        switch found {
        case .live(let context, let object, onLoopThread: true): borrowed = (context, object)
        case .later: borrowed = Self.borrowed(handle)
        default: borrowed = nil
        }
        guard let (context, object) = borrowed else {
            return routedCommand(value, completion, userData, whileAttached, apply)
        }
        let attached = object._withUnsafeGuaranteedRef { base in
            let target = unsafeDowncast(base, to: Object.self)
            if whileAttached == .refused, target.onScrollView { return true }
            apply(target, value, target.register(completion, userData))
            return false
        }
        context._withUnsafeGuaranteedRef { $0.releaseRetiredIfIdle() }
        return attached ? refuseAttached(function, Self.kind) : Status.ok.rawValue
    }

    /// The loop thread's common case: a live object of the kind in the loop context this thread
    /// used last, borrowed without a retain (withBorrowedObject). A handler that destroys it leaves
    /// it in the context's retired objects until the call ends.
    @inline(__always)
    private static func borrowed(_ handle: OpaquePointer?) -> (Unmanaged<Context>, Unmanaged<ObjectBase>)? {
        guard let (context, object) = Handles.borrowedLoopObject(UInt64(UInt(bitPattern: handle))),
            object._withUnsafeGuaranteedRef({ $0.kind == kind })
        else { return nil }
        return (context, object)
    }

    /// command's checked path: any fault of the handle worded, then now or queued.
    private func routedCommand<Value>(
        _ value: Value, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
        _ whileAttached: WhileAttached, _ apply: @escaping (Object, Value, UInt64?) -> Void
    ) -> rk_status {
        abiCall(function) { () throws(ABIError) in
            switch try commandTarget() {
            case .now(let target):
                guard whileAttached == .runs || !target.onScrollView else { throw attachedError(Self.kind) }
                apply(target, value, target.register(completion, userData))
            case .queue(let context, let handle, _):
                try queueCommand(context, handle, Self.kind, Object.self, completion: completion, userData: userData) {
                    target, completionID in
                    guard whileAttached == .runs || !target.onScrollView else { return }
                    apply(target, value, completionID)
                }
            }
        }
    }

    /// A setting: the value checked, then the model changed.
    @inline(__always)
    func setting<Value>(
        _ check: @autoclosure () throws(ABIError) -> Value, whileAttached: WhileAttached = .runs,
        _ apply: @escaping (inout Model, inout Object.Effects, Value) -> Void
    ) -> rk_status {
        command(try check(), whileAttached: whileAttached) { object, value, _ in
            object.perform { model, effects in apply(&model, &effects, value) }
        }
    }

    /// A 0/1 flag (named `name` in messages).
    @inline(__always)
    func settingFlag(
        _ value: Int32, _ name: StaticString, _ apply: @escaping (inout Model, inout Object.Effects, Bool) -> Void
    ) -> rk_status {
        setting(try flag(value, name), apply)
    }

    /// A command with the host's completion (begin, the ends, retry): the model's verb with the id the
    /// completion is registered under.
    @inline(__always)
    func completing(
        _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
        _ apply: @escaping (inout Model, inout Object.Effects, UInt64?) -> Void
    ) -> rk_status {
        command((), completion: completion, userData: userData) { object, _, id in
            object.perform { model, effects in apply(&model, &effects, id) }
        }
    }

    /// The member from whichever thread called: found by the route, or now with the kind.
    func member() throws(ABIError) -> Handles.Resolved {
        switch found {
        case .live(let context, let object, let onLoopThread):
            return Handles.Resolved(
                context: context.takeUnretainedValue(), object: object.takeUnretainedValue(),
                onLoopThread: onLoopThread)
        case .later: return try Handles.find(UnsafeRawPointer(handle), Self.kind)
        case .refused(let error): throw error.pointee
        }
    }

    /// Where a command goes: now on the loop thread, or queued from another.
    func commandTarget() throws(ABIError) -> Handles.CommandTarget<Object> {
        let found = try member()
        let target = unsafeDowncast(found.object, to: Object.self)
        return found.onLoopThread ? .now(target) : .queue(found.context, target.handle, target)
    }

    // MARK: Thread: loop

    /// The member, on its loop thread (every fault of the handle before the thread).
    func loopMember() throws(ABIError) -> Object {
        let found = try member()
        if !found.onLoopThread { try Handles.checkThread(found.context) }
        return unsafeDowncast(found.object, to: Object.self)
    }

    /// For a bind: the member on its loop thread and the task (nil to unbind), both handles before
    /// the thread, the member's first.
    func memberAndTask(_ task: OpaquePointer?) throws(ABIError) -> (Object, TaskObject?) {
        try Handles.objectAndTask(try member(), UnsafeRawPointer(handle), Self.kind, as: Object.self, task: task)
    }

    /// A query: the member found, then `body` reads it (and checks its out-parameters).
    func query(_ body: (Object) throws(ABIError) -> Void) -> rk_status {
        abiCall(function) { () throws(ABIError) in try body(try loopMember()) }
    }

    /// One value of the component machine (state, percent, alpha, load id).
    func reading<Value>(
        _ out: UnsafeMutablePointer<Value>?, _ outName: StaticString, _ read: (ComponentMachine) -> Value
    ) -> rk_status {
        query { object throws(ABIError) in try required(out, outName).pointee = read(object.model.component) }
    }

    /// A text the member reports (a title, a label, the language), copied out as copyOut does.
    func text(
        _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ outLength: UnsafeMutablePointer<Int>?,
        _ text: (Model) throws(ABIError) -> String
    ) -> rk_status {
        query { object throws(ABIError) in try copyOut(try text(object.model), buffer, capacity, outLength) }
    }

    /// A struct the member fills in place: `out` not NULL and its struct_size large enough first.
    func fill<Out: SizedStruct>(_ out: UnsafeMutablePointer<Out>?, _ fill: (Model, inout Out) -> Void) -> rk_status {
        query { object throws(ABIError) in
            let out = try required(out, "out")
            try structSize(out.pointee.struct_size, atLeast: MemoryLayout<Out>.size, "out")
            fill(object.model, &out.pointee)
        }
    }

    /// rk_component_<verb> on a kind without the verb: RK_ERR_INVALID_STATE naming the kind, and
    /// nothing changes.
    @inline(never)
    func lacks() -> rk_status {
        let verb = function.description.dropFirst("rk_component_".count)
        recordError(function, ABIError(.invalidState, "a \(Self.kind.name) has no \(verb)"))
        return Status.invalidState.rawValue
    }
}

/// Whether a command reaches a component attached to a scroll view. An attached component's
/// metrics come from its scroll view, so its own rk_*_set_metrics is refused: RK_ERR_INVALID_STATE
/// on the loop thread, and a queued update that finds it attached when it runs is dropped.
enum WhileAttached {
    case runs
    case refused
}

@inline(never)
private func refuseAttached(_ function: StaticString, _ kind: ObjectKind) -> rk_status {
    recordError(function, attachedError(kind))
    return Status.invalidState.rawValue
}

private func attachedError(_ kind: ObjectKind) -> ABIError {
    ABIError(
        .invalidState, "the \(kind.name) is attached to a scroll view: rk_scroll_view_set_metrics drives it")
}
