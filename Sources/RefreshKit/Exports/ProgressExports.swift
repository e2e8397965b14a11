import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The progress object's exports (rk_progress_*, B7, 1.3): it follows the bytes of one task or of
// several combined, which a worker reports with rk_task_set_progress (TaskExports.swift).

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
