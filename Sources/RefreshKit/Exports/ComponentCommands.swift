import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The forms a family member's commands share: each is a route of Routing.swift with the checks every
// kind makes the same way. An export passes its function's name, its kind's object type and the
// model call; the generic helper does the rest, for the four kinds alike.

/// A setting of a family member: the value checked, then the model changed (checkedComponentCommand).
@inline(__always)
func modelCommand<Model, Value>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ check: () throws(ABIError) -> Value,
    _ apply: @escaping (inout Model, inout RefreshComponentObject<Model>.Effects, Value) -> Void
) -> rk_status {
    checkedComponentCommand(function, handle, type.objectKind, type, check) { object, value in
        object.perform { model, effects in apply(&model, &effects, value) }
    }
}

/// A 0/1 flag of a family member (named `name` in messages).
@inline(__always)
func flagCommand<Model>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ value: Int32, _ name: StaticString,
    _ apply: @escaping (inout Model, inout RefreshComponentObject<Model>.Effects, Bool) -> Void
) -> rk_status {
    modelCommand(function, handle, type, { () throws(ABIError) in try flag(value, name) }, apply)
}

/// A command with the host's completion (begin, the ends, retry): the model's verb with the id the
/// completion is registered under.
@inline(__always)
func completionCommand<Model>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ apply: @escaping (inout Model, inout RefreshComponentObject<Model>.Effects, UInt64?) -> Void
) -> rk_status {
    componentCommand(function, handle, type.objectKind, type, (), completion: completion, userData: userData) {
        object, _, id in object.perform { model, effects in apply(&model, &effects, id) }
    }
}

/// rk_<component>_end_refreshing_with_failure: the message (NULL: the Failed title) checked first
/// (nothing reaches the component when it is refused), then the command with its completion.
func failureCommand<Model>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ message: UnsafePointer<CChar>?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ apply: @escaping (inout Model, inout RefreshComponentObject<Model>.Effects, String?, UInt64?) -> Void
) -> rk_status {
    let text: String?
    do throws(ABIError) {
        text = try message.map { pointer throws(ABIError) in try BorrowedString(pointer, "message").string }
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return completionCommand(function, handle, type, completion, userData) { model, effects, id in
        apply(&model, &effects, text, id)
    }
}

/// rk_<component>_set_metrics: the metrics checked first, then the update, refused while the
/// component is attached to a scroll view (see WhileAttached).
@inline(__always)
func componentMetricsCommand<Model>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ metrics: UnsafePointer<rk_scroll_metrics>?,
    _ apply: @escaping (inout Model, inout RefreshComponentObject<Model>.Effects, ScrollMetrics) -> Void
) -> rk_status {
    checkedComponentCommand(
        function, handle, type.objectKind, type, { () throws(ABIError) in try scrollMetrics(metrics) },
        whileAttached: .refused
    ) { object, metrics in object.perform { model, effects in apply(&model, &effects, metrics) } }
}
