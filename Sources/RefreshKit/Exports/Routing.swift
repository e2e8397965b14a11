import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// How an export reaches its object. An export converts and checks its arguments, then makes one
// call here (or to abiCall, Status.swift, when it needs none of these): the function's name for the
// last error, the handle, the kind's object type, and what to do with the object. The thread rules
// are the header's "Thread:" lines; a bad handle is reported before the calling thread.
//
// - withBorrowedObject: the loop thread's common case, a live object of the context this thread
//   used last, borrowed without a retain; nil sends the caller to its checked path. Loop thread
//   only (nil elsewhere). Used by componentCommand, the probe's emits, rk_scroll_view_set_metrics.
// - componentCommand: a command to a member of the refresh family, run now on its loop thread or
//   queued from any other (F1). Thread: any.
// - checkedComponentCommand: componentCommand after a check of its value, which refuses the call
//   before the handle is looked at. Thread: any.
// - queueCommand: the queued half of a command, for a route that decides for itself what runs now
//   (beginLoadCommand, endLoadCommand). Thread: any but the loop thread.
// - contextCall: an export on a context that checks the context first. Thread: loop.
// - componentQuery, and query (the kind from the object's type): a read. Thread: loop.
// - createObject, destroyObject: rk_<kind>_create and rk_<kind>_destroy of every kind. Thread: loop.
// - bindComponent: a family member and a task (set_refreshing_with_state_of_task): both handles
//   checked, the member's first, then the thread (Handles.objectAndTask). Thread: loop.
// - taskRequest: a request to a task (a transition, a progress report). Thread: any.
// - beginLoadCommand, endLoadCommand: F18's load ids, routes of their own because the id is issued
//   or checked on the caller's side before the command runs. Thread: any.
// - forward: an rk_component_* function to its kind's own export (KindExports). Thread: the
//   export's.
//
// A route one kind alone takes stays private in its file: the context's contextQuery, the scroll
// view's attach, detach and set_metrics, the probe's emissions.
//
// The forms a family member's exports share, each one of these routes with the checks every kind
// makes alike: ComponentCommands.swift (modelCommand and flagCommand for a setting,
// completionCommand, failureCommand, componentMetricsCommand; Thread: any), GifFrameArguments.swift
// (framesCommand; Thread: any) and ComponentQueries.swift (machineQuery, loadIDQuery, textQuery,
// structQuery, gifQuery, frameAtQuery; Thread: loop).

// MARK: Routes

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

/// Whether a command reaches a component attached to a scroll view. An attached component's
/// metrics come from its scroll view, so its own rk_*_set_metrics is refused: RK_ERR_INVALID_STATE
/// on the loop thread, and a queued update that finds it attached when it runs is dropped.
enum WhileAttached {
    case runs
    case refused
}

/// Runs a component command now on the loop thread, or queues it from another thread (F1). A
/// queued command whose component is gone by dispatch calls its completion with finished = 0.
@inline(__always)
func componentCommand<Target: ComponentObject, Arguments>(
    _ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type,
    _ arguments: Arguments, completion: rk_completion_fn? = nil, userData: UnsafeMutableRawPointer? = nil,
    whileAttached: WhileAttached = .runs, _ apply: @escaping (Target, Arguments, UInt64?) -> Void
) -> rk_status {
    let refused = withBorrowedObject(handle, kind, type) { target in
        if whileAttached == .refused, target.onScrollView { return true }
        apply(target, arguments, target.register(completion, userData))
        return false
    }
    switch refused {
    case false?: return Status.ok.rawValue
    case true?: return refuseAttached(function, kind)
    case nil:
        return routedCommand(
            function, handle, kind, type, arguments, completion: completion, userData: userData,
            whileAttached: whileAttached, apply)
    }
}

/// componentCommand's checked path: any fault of the handle worded, then now or queued.
private func routedCommand<Target: ComponentObject, Arguments>(
    _ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type,
    _ arguments: Arguments, completion: rk_completion_fn?, userData: UnsafeMutableRawPointer?,
    whileAttached: WhileAttached, _ apply: @escaping (Target, Arguments, UInt64?) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        switch try Handles.commandTarget(UnsafeRawPointer(handle), kind, as: Target.self) {
        case .now(let target):
            guard whileAttached == .runs || !target.onScrollView else { throw attachedError(kind) }
            apply(target, arguments, target.register(completion, userData))
        case .queue(let context, let handle, _):
            try queueCommand(context, handle, kind, Target.self, completion: completion, userData: userData) {
                target, completionID in
                guard whileAttached == .runs || !target.onScrollView else { return }
                apply(target, arguments, completionID)
            }
        }
    }
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

@inline(never)
private func refuseAttached(_ function: StaticString, _ kind: ObjectKind) -> rk_status {
    recordError(function, attachedError(kind))
    return Status.invalidState.rawValue
}

private func attachedError(_ kind: ObjectKind) -> ABIError {
    ABIError(
        .invalidState, "the \(kind.name) is attached to a scroll view: rk_scroll_view_set_metrics drives it")
}

/// A value checked first (nothing reaches the component when it is refused), then the command.
@inline(__always)
func checkedComponentCommand<Target: ComponentObject, Value>(
    _ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type,
    _ check: () throws(ABIError) -> Value, whileAttached: WhileAttached = .runs,
    _ apply: @escaping (Target, Value) -> Void
) -> rk_status {
    let value: Value
    do throws(ABIError) {
        value = try check()
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return componentCommand(function, handle, kind, type, value, whileAttached: whileAttached) { target, value, _ in
        apply(target, value)
    }
}

/// A call on a context whose first check is the context itself, on its loop thread.
@inline(__always)
func contextCall(
    _ function: StaticString, _ context: OpaquePointer?, _ body: (Context) throws(ABIError) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in try body(try Handles.context(context)) }
}

/// A query: the component resolved on its loop thread, then read.
func componentQuery<Target: ComponentObject>(
    _ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type,
    _ body: (Target) throws(ABIError) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        try body(try Handles.object(UnsafeRawPointer(handle), kind, as: Target.self))
    }
}

extension RefreshComponentObject {
    /// The family's handle kind (the ABI's rk_kind).
    static var objectKind: ObjectKind {
        switch Model.componentKind {
        case .header: .header
        case .backFooter: .footer
        case .autoFooter: .autoFooter
        case .trailer: .trailer
        }
    }
}

/// A query of a component, named by its object's type.
@inline(__always)
func query<Model>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ body: (RefreshComponentObject<Model>) throws(ABIError) -> Void
) -> rk_status {
    componentQuery(function, handle, type.objectKind, type, body)
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

/// rk_<kind>_destroy: the object's handle dies, its connections end, then it finishes its work.
func destroyObject<T: ObjectBase>(
    _ function: StaticString, _ pointer: OpaquePointer?, _ kind: ObjectKind, _ type: T.Type
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let object = try Handles.object(UnsafeRawPointer(pointer), kind, as: T.self)
        object.context.destroy(object)
    }
}

/// rk_<component>_set_refreshing_with_state_of_task (B4): both handles checked, then the runtime
/// binds (or unbinds, for a NULL task) and runs the model's command at bind.
func bindComponent<Model>(
    _ function: StaticString, _ component: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ task: OpaquePointer?
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let (component, task) = try Handles.objectAndTask(
            UnsafeRawPointer(component), type.objectKind, as: type, task: task)
        component.setBinding(.footer, to: task)
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

// F18 (1.3): load ids. A begin's id is chosen on the caller's side before the begin runs (the
// caller gets it back even when the begin is queued), so the component's ledger issues it. An end
// that names a load is checked (the model's rule, OpenLoads.checkEnd) where its status can still be returned: on the loop thread against
// the model, off it against the ledger (the current load, or one a queued begin will start); the
// model checks again when the queued end runs.

/// rk_<component>_begin_load: a begin whose load gets the id written to `out` before it runs
/// (`out` untouched on an error, as every out-parameter).
func beginLoadCommand<Model: RefreshComponent & ComponentObjectModel>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?, _ out: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let out = try required(out, "out_load_id")
        switch try Handles.commandTarget(UnsafeRawPointer(handle), type.objectKind, as: type) {
        case .now(let target):
            let id = target.loads.issue()
            out.pointee = id
            let completionID = target.register(completion, userData)
            target.perform { model, effects in
                model.begin(completion: completionID, firesTrigger: true, loadID: id, &effects)
            }
        case .queue(let context, let handle, let target):
            let loads = target.loads
            let id = loads.reserve()
            try queueCommand(
                context, handle, type.objectKind, type, completion: completion, userData: userData,
                dropped: { loads.settle(id) }
            ) { target, completionID in
                loads.settle(id)
                target.perform { model, effects in
                    model.begin(completion: completionID, firesTrigger: true, loadID: id, &effects)
                }
            }
            out.pointee = id
        }
    }
}

/// rk_<component>_end_load: the outcome and message checked first (nothing reaches the component
/// when they are refused), then the id, then the end.
func endLoadCommand<Model: RefreshComponent & ComponentObjectModel>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ loadID: UInt64, _ rawOutcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let outcome = try loadOutcome(rawOutcome, for: Model.componentKind, type.objectKind)
        let text: String?
        if let message {
            guard outcome == .failed else {
                throw ABIError(.invalidArgument, "message must be NULL unless outcome is RK_LOAD_FAILED")
            }
            text = try BorrowedString(message, "message").string
        } else {
            text = nil
        }
        switch try Handles.commandTarget(UnsafeRawPointer(handle), type.objectKind, as: type) {
        case .now(let target):
            do throws(LoadEndRefusal) {
                try target.model.checkEnd(loadID, outcome)
            } catch {
                throw refusedEnd(error, loadID, type.objectKind)
            }
            let completionID = target.register(completion, userData)
            target.perform { model, effects in
                model.endLoad(loadID, outcome, message: text, completion: completionID, &effects)
            }
        case .queue(let context, let handle, let target):
            do throws(LoadEndRefusal) {
                try target.loads.checkEnd(loadID, outcome, for: Model.componentKind)
            } catch {
                throw refusedEnd(error, loadID, type.objectKind)
            }
            try queueCommand(context, handle, type.objectKind, type, completion: completion, userData: userData) {
                target, completionID in
                target.perform { model, effects in
                    model.endLoad(loadID, outcome, message: text, completion: completionID, &effects)
                }
            }
        }
    }
}

private func loadOutcome(_ raw: Int32, for kind: ComponentKind, _ objectKind: ObjectKind) throws(ABIError)
    -> LoadOutcome
{
    guard let outcome = LoadOutcome(rawValue: raw) else {
        throw ABIError(.invalidArgument, "outcome \(raw) is not an rk_load_outcome")
    }
    do throws(LoadEndRefusal) {
        try OpenLoads.checkOutcome(outcome, for: kind)
    } catch {
        throw refusedEnd(error, 0, objectKind)
    }
    return outcome
}

/// The model's refusal of an end as the C ABI reports it.
private func refusedEnd(_ refusal: LoadEndRefusal, _ id: UInt64, _ kind: ObjectKind) -> ABIError {
    switch refusal {
    case .outcomeUnsupported:
        return ABIError(.invalidArgument, "a \(kind.name) has no NoMoreData: RK_LOAD_NO_MORE_DATA is refused")
    case .noLoad:
        return ABIError(.invalidState, "load id 0 names no load")
    case .notCurrent(let current):
        let now = current == 0 ? "no load is current" : "the current load is \(current)"
        return ABIError(.invalidState, "load \(id) is not the \(kind.name)'s current load (\(now))")
    }
}

// MARK: The functions for any kind of the family (rk_component_*)

/// One verb's export in each kind of the family, nil where the kind lacks the verb. A verb's four
/// exports have one Swift type: every handle type, and every completion type, imports the same way.
struct KindExports<Export> {
    let footer: Export?
    let header: Export?
    let autoFooter: Export?
    let trailer: Export?

    init(_ footer: Export?, _ header: Export?, _ autoFooter: Export?, _ trailer: Export?) {
        self.footer = footer
        self.header = header
        self.autoFooter = autoFooter
        self.trailer = trailer
    }
}

/// Calls the component's kind's export with `call`. A handle that does not resolve (NULL,
/// destroyed, of a destroyed or inherited context) goes to the footer's export, whose checks every
/// kind shares, so that a bad argument is still reported before the bad handle; a live object
/// outside the family is refused here, and so is a kind that lacks the verb.
@inline(__always)
func forward<Export>(
    _ function: StaticString, _ component: UnsafeMutableRawPointer?, _ exports: KindExports<Export>,
    _ call: (Export, OpaquePointer?) -> rk_status
) -> rk_status {
    let handle = OpaquePointer(component)
    let kind: ObjectKind
    let bits = UInt64(UInt(bitPattern: component))
    if let cached = Handles.cachedLoopObject(bits) {
        // The loop thread's common case: its own context's live object, without the registry.
        kind = cached.kind
    } else if component != nil, HandleCode.isContextShaped(bits), Handles.isLiveContext(bits) {
        // A live context is a live object outside the family, refused before the arguments.
        kind = .context
    } else {
        do throws(ABIError) {
            kind = try Handles.resolve(UnsafeRawPointer(component), nil, thread: .any).object.kind
        } catch {
            return renamed(function, exports.footer.map { call($0, handle) } ?? error.status.rawValue)
        }
    }
    let export: Export?
    switch kind {
    case .footer: export = exports.footer
    case .header: export = exports.header
    case .autoFooter: export = exports.autoFooter
    case .trailer: export = exports.trailer
    default:
        recordError(
            function,
            ABIError(.invalidHandle, "handle is a \(kind.name), expected a footer, header, auto footer or trailer"))
        return Status.invalidHandle.rawValue
    }
    guard let export else {
        recordError(function, ABIError(.invalidState, "a \(kind.name) has no \(verb(function))"))
        return Status.invalidState.rawValue
    }
    return renamed(function, call(export, handle))
}

/// A refused call left its kind's function name in this thread's last error (a refused call runs
/// no handler, so nothing recorded another error since): put the called function's name there.
private func renamed(_ function: StaticString, _ status: rk_status) -> rk_status {
    guard status != Status.ok.rawValue else { return status }
    let length = rkshim_copy_error(nil, 0)
    var bytes = [CChar](repeating: 0, count: length + 1)
    _ = bytes.withUnsafeMutableBufferPointer { rkshim_copy_error($0.baseAddress, $0.count) }
    let message = String(decoding: bytes.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let colon = message.firstIndex(of: ":"), message[..<colon].hasPrefix("rk_") else { return status }
    var text = "\(function)\(message[colon...])"
    text.withUTF8 { utf8 in
        utf8.withMemoryRebound(to: CChar.self) { chars in rkshim_set_error(chars.baseAddress, chars.count) }
    }
    return status
}

/// "rk_component_set_height" -> "set_height", for the message of a kind that lacks it.
private func verb(_ function: StaticString) -> String {
    String(function.description.dropFirst("rk_component_".count))
}

/// A completion as the kinds' exports take it: the same C function, whose first parameter is the
/// component's handle whichever pointer type names it.
@inline(__always)
func kindCompletion(_ completion: rk_component_completion_fn?) -> rk_completion_fn? {
    unsafeBitCast(completion, to: rk_completion_fn?.self)
}
