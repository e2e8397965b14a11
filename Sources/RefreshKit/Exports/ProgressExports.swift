import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// B7 (1.3, issue 16): a task's bytes from any thread, and the progress object that follows them.
// The rules are the model's (ProgressModel); coalescing and delivery are the runtime's.

@inline(__always)
private func progressDirection(_ value: rk_progress_direction) throws(ABIError) -> ProgressDirection {
    guard let direction = ProgressDirection(rawValue: value) else { throw directionError(value) }
    return direction
}

@inline(never)
private func directionError(_ value: rk_progress_direction) -> ABIError {
    ABIError(.invalidArgument, "direction must be RK_PROGRESS_UPLOAD (0) or RK_PROGRESS_DOWNLOAD (1) (got \(value))")
}

// MARK: A task's bytes

@c @implementation
public func rk_task_set_progress(
    _ task: OpaquePointer?, _ direction: rk_progress_direction, _ completed: Int64, _ expected: Int64
) -> rk_status {
    abiCall("rk_task_set_progress") { () throws(ABIError) in
        let direction = try progressDirection(direction)
        try checked { () throws(InputError) in try InputRules.transferAmount(completed, expected) }
        let amount = TransferAmount(unchecked: completed, expected: expected)
        let bits = UInt64(UInt(bitPattern: task))
        // As for a transition: one trip through the object table in the common case; anything it
        // does not find takes the checked path, which words the error.
        if let context = Handles.requestContext(task),
            try runtime({ () throws(RuntimeError) in try context.reportProgress(bits, direction, amount) })
        {
            return
        }
        let (context, _) = try Handles.task(task)
        let reported = try runtime { () throws(RuntimeError) in try context.reportProgress(bits, direction, amount) }
        guard reported else {
            throw ABIError(.invalidHandle, "task is destroyed, or the value is not a RefreshKit handle")
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

// MARK: The progress object

@c @implementation
public func rk_progress_create(_ context: OpaquePointer?, _ outProgress: UnsafeMutablePointer<OpaquePointer?>?)
    -> rk_status
{
    createObject("rk_progress_create", context, outProgress, "out_progress", .progress, ProgressObject.self)
}

@c @implementation
public func rk_progress_destroy(_ progress: OpaquePointer?) -> rk_status {
    destroyObject("rk_progress_destroy", progress, .progress, ProgressObject.self)
}

@c @implementation
public func rk_progress_set_task(
    _ progress: OpaquePointer?, _ task: OpaquePointer?, _ direction: rk_progress_direction, _ animated: Int32
) -> rk_status {
    abiCall("rk_progress_set_task") { () throws(ABIError) in
        let direction = try progressDirection(direction)
        let animated = try flag(animated, "animated")
        let (progress, task) = try Handles.objectAndTask(
            UnsafeRawPointer(progress), .progress, as: ProgressObject.self, task: task)
        progress.bind(task.map { [$0] } ?? [], direction: direction, animated: animated)
    }
}

@c @implementation
public func rk_progress_set_tasks(
    _ progress: OpaquePointer?, _ tasks: UnsafePointer<OpaquePointer?>?, _ count: Int,
    _ direction: rk_progress_direction, _ animated: Int32
) -> rk_status {
    abiCall("rk_progress_set_tasks") { () throws(ABIError) in
        let direction = try progressDirection(direction)
        let animated = try flag(animated, "animated")
        guard count == 0 || tasks != nil else {
            throw ABIError(.invalidArgument, "tasks is NULL with count \(UInt(bitPattern: count))")
        }
        // size_t arrives as Int: a count above Int.max is negative here, and refused as too many.
        guard count >= 0, count <= InputRules.maximumProgressTasks else {
            throw ABIError(
                .invalidArgument,
                "count \(UInt(bitPattern: count)) exceeds RK_PROGRESS_MAX_TASKS (\(InputRules.maximumProgressTasks))")
        }
        let list = UnsafeBufferPointer(start: count == 0 ? nil : tasks, count: count)
        var seen = Set<UInt>(minimumCapacity: count)
        for (index, task) in list.enumerated() where task != nil {
            guard seen.insert(UInt(bitPattern: task)).inserted else {
                throw ABIError(
                    .invalidArgument, "tasks[\(index)] appears earlier in the array (each task may be combined once)")
            }
        }
        let (object, found) = try Handles.objectAndTasks(
            UnsafeRawPointer(progress), .progress, as: ProgressObject.self, tasks: list)
        object.bind(found, direction: direction, animated: animated)
    }
}

@c @implementation
public func rk_progress_get_fraction(
    _ progress: OpaquePointer?, _ outFraction: UnsafeMutablePointer<Double>?,
    _ outIndeterminate: UnsafeMutablePointer<Int32>?
) -> rk_status {
    abiCall("rk_progress_get_fraction") { () throws(ABIError) in
        let fraction = try required(outFraction, "out_fraction")
        let indeterminate = try required(outIndeterminate, "out_indeterminate")
        let model = try Handles.object(UnsafeRawPointer(progress), .progress, as: ProgressObject.self).model
        fraction.pointee = model.fraction
        indeterminate.pointee = model.indeterminate ? 1 : 0
    }
}
