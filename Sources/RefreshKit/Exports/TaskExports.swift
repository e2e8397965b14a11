import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The task's exports (rk_task_*): its state, which a worker reports from any thread, and its bytes
// (B7, 1.3). What follows a task is the follower's (rk_indicator_*, rk_progress_*, a component's
// set_refreshing_with_state_of_task, rk_follow_task).

// MARK: State

private func transition(
    _ function: StaticString, _ task: OpaquePointer?, _ request: TaskRequest,
    errorCode: Int32 = 0, message: String? = nil
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        try taskRequest(task) { context, bits throws(RuntimeError) in
            try context.requestTask(bits, request, errorCode: errorCode, message: message)
        }
    }
}

@c @implementation
public func rk_task_resume(_ task: OpaquePointer?) -> rk_status {
    transition("rk_task_resume", task, .resume)
}

@c @implementation
public func rk_task_suspend(_ task: OpaquePointer?) -> rk_status {
    transition("rk_task_suspend", task, .suspend)
}

@c @implementation
public func rk_task_cancel(_ task: OpaquePointer?) -> rk_status {
    transition("rk_task_cancel", task, .cancel)
}

@c @implementation
public func rk_task_complete(_ task: OpaquePointer?, _ errorCode: Int32, _ message: UnsafePointer<CChar>?) -> rk_status
{
    let text: String
    do throws(ABIError) {
        text = try message.map { pointer throws(ABIError) in try BorrowedString(pointer, "message").string } ?? ""
    } catch {
        recordError("rk_task_complete", error)
        return error.status.rawValue
    }
    return transition("rk_task_complete", task, .complete, errorCode: errorCode, message: text)
}

@c @implementation
public func rk_task_get_state(_ task: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_task_state>?) -> rk_status {
    abiCall("rk_task_get_state") { () throws(ABIError) in
        let out = try required(outState, "out_state")
        let (context, found) = try Handles.task(task)
        out.pointee = context.record(of: found).state.rawValue
    }
}

// MARK: Bytes (B7, 1.3, issue 16)

// The rules are the model's (ProgressModel); coalescing and delivery are the runtime's.

@c @implementation
public func rk_task_set_progress(
    _ task: OpaquePointer?, _ direction: rk_progress_direction, _ completed: Int64, _ expected: Int64
) -> rk_status {
    abiCall("rk_task_set_progress") { () throws(ABIError) in
        let direction = try progressDirection(direction)
        try checked { () throws(InputError) in try InputRules.transferAmount(completed, expected) }
        let amount = TransferAmount(unchecked: completed, expected: expected)
        try taskRequest(task) { context, bits throws(RuntimeError) in
            try context.reportProgress(bits, direction, amount)
        }
    }
}

@c @implementation
public func rk_task_get_progress(
    _ task: OpaquePointer?, _ direction: rk_progress_direction, _ outCompleted: UnsafeMutablePointer<Int64>?,
    _ outExpected: UnsafeMutablePointer<Int64>?
) -> rk_status {
    abiCall("rk_task_get_progress") { () throws(ABIError) in
        let direction = try progressDirection(direction)
        let completed = try required(outCompleted, "out_completed")
        let expected = try required(outExpected, "out_expected")
        let (context, found) = try Handles.task(task)
        let amount = context.record(of: found).amount(direction)
        completed.pointee = amount.completed
        expected.pointee = amount.expected
    }
}
