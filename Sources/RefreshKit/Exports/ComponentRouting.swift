import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// How a refresh component's export reaches its object: now on the loop thread, or queued from
// another thread. One path for every kind of the family.

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
    // The common case first: a live component of the loop context this thread used last,
    // borrowed without a retain. A handler that destroys it leaves it in the context's retired
    // objects until the call ends, so the borrow stays valid to the end.
    let bits = UInt64(UInt(bitPattern: handle))
    if let (context, borrowed) = Handles.borrowedLoopObject(bits),
        borrowed._withUnsafeGuaranteedRef({ $0.kind == kind })
    {
        let refused = borrowed._withUnsafeGuaranteedRef { object in
            let target = unsafeDowncast(object, to: Target.self)
            if whileAttached == .refused, target.onScrollView { return true }
            apply(target, arguments, target.register(completion, userData))
            return false
        }
        context._withUnsafeGuaranteedRef { $0.releaseRetiredIfIdle() }
        guard !refused else { return refuseAttached(function, kind) }
        return Status.ok.rawValue
    }
    return routedCommand(
        function, handle, kind, type, arguments, completion: completion, userData: userData,
        whileAttached: whileAttached, apply)
}

func routedCommand<Target: ComponentObject, Arguments>(
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

/// rk_<component>_end_refreshing_with_failure: the message (NULL: the Failed title) checked first
/// (nothing reaches the component when it is refused), then the command with its completion.
func failureCommand<Target: ComponentObject>(
    _ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type,
    _ message: UnsafePointer<CChar>?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ apply: @escaping (Target, String?, UInt64?) -> Void
) -> rk_status {
    let text: String?
    do throws(ABIError) {
        text = try message.map { pointer throws(ABIError) in try BorrowedString(pointer, "message").string }
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return componentCommand(function, handle, kind, type, text, completion: completion, userData: userData, apply)
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

/// The queries every family shares (state, percent, alpha): one value of the component machine.
func machineQuery<Model, Value>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ out: UnsafeMutablePointer<Value>?, _ outName: StaticString, _ read: (ComponentMachine) -> Value
) -> rk_status {
    query(function, handle, type) { object throws(ABIError) in
        try required(out, outName).pointee = read(object.model.component)
    }
}

// The footer's forms.

@inline(__always)
func footerCommand<Arguments>(
    _ function: StaticString, _ footer: OpaquePointer?, _ arguments: Arguments,
    completion: rk_completion_fn? = nil, userData: UnsafeMutableRawPointer? = nil,
    _ apply: @escaping (Footer, Arguments, UInt64?) -> Void
) -> rk_status {
    componentCommand(
        function, footer, .footer, Footer.self, arguments, completion: completion, userData: userData, apply)
}

/// A command whose argument is checked first, then applied to the model.
func checkedCommand<Value>(
    _ function: StaticString, _ footer: OpaquePointer?,
    _ check: () throws(ABIError) -> Value,
    _ apply: @escaping (inout FooterModel, inout Footer.Effects, Value) -> Void
)
    -> rk_status
{
    let value: Value
    do throws(ABIError) {
        value = try check()
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return footerCommand(function, footer, value) { footer, value, _ in
        footer.perform { model, effects in apply(&model, &effects, value) }
    }
}

/// rk_<component>_set_metrics: the metrics checked first, then the update, refused while the
/// component is attached to a scroll view (see WhileAttached).
@inline(__always)
func componentMetricsCommand<Target: ComponentObject>(
    _ function: StaticString, _ handle: OpaquePointer?, _ kind: ObjectKind, _ type: Target.Type,
    _ metrics: UnsafePointer<rk_scroll_metrics>?, _ apply: @escaping (Target, ScrollMetrics) -> Void
) -> rk_status {
    checkedComponentCommand(
        function, handle, kind, type, { () throws(ABIError) in try scrollMetrics(metrics) }, whileAttached: .refused,
        apply)
}
