import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// How a footer export reaches its footer: now on the loop thread, or queued from another thread.

/// Runs a footer command now on the loop thread, or queues it from another thread (F1). A queued
/// command whose footer is gone by dispatch calls its completion with finished = 0.
@inline(__always)
func footerCommand<Arguments>(
    _ function: StaticString, _ footer: OpaquePointer?, _ arguments: Arguments,
    completion: rk_completion_fn? = nil, userData: UnsafeMutableRawPointer? = nil,
    _ apply: @escaping (Footer, Arguments, UInt64?) -> Void
) -> rk_status {
    // The common case first: a live footer of the loop context this thread used last.
    let bits = UInt64(UInt(bitPattern: footer))
    if let object = Handles.cachedLoopObject(bits), object.kind == .footer {
        // `object` keeps the footer alive even if a handler destroys it; the body borrows it.
        withExtendedLifetime(object) {
            Unmanaged.passUnretained(unsafeDowncast(object, to: Footer.self))._withUnsafeGuaranteedRef { target in
                apply(target, arguments, target.register(completion, userData))
            }
        }
        return Status.ok.rawValue
    }
    return routedFooterCommand(function, footer, arguments, completion: completion, userData: userData, apply)
}

func routedFooterCommand<Arguments>(
    _ function: StaticString, _ footer: OpaquePointer?, _ arguments: Arguments,
    completion: rk_completion_fn?, userData: UnsafeMutableRawPointer?,
    _ apply: @escaping (Footer, Arguments, UInt64?) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        switch try Handles.commandTarget(UnsafeRawPointer(footer), .footer, as: Footer.self) {
        case .now(let target):
            apply(target, arguments, target.register(completion, userData))
        case .queue(let context, let handle):
            let command = ObjectCommand(
                handle: handle,
                run: { object in
                    guard let target = object as? Footer else { return }
                    apply(target, arguments, target.register(completion, userData))
                },
                drop: { context in
                    guard let completion else { return }
                    context.callingHost { completion(OpaquePointer(bitPattern: UInt(handle)), 0, userData) }
                })
            guard context.queue.append(.object(command)) else {
                throw ABIError(.invalidHandle, "the footer's context is being destroyed")
            }
        }
    }
}

func footerQuery(
    _ function: StaticString, _ footer: OpaquePointer?,
    _ body: (Footer) throws(ABIError) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        try body(try Handles.object(UnsafeRawPointer(footer), .footer, as: Footer.self))
    }
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
