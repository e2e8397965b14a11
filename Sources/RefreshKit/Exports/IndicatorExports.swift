import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The indicator's exports (rk_indicator_*): a network activity indicator that follows a task (B4).

@c @implementation
public func rk_indicator_set_animating_with_state_of_task(_ indicator: OpaquePointer?, _ task: OpaquePointer?)
    -> rk_status
{
    abiCall("rk_indicator_set_animating_with_state_of_task") { () throws(ABIError) in
        let (indicator, task) = try Handles.objectAndTask(
            UnsafeRawPointer(indicator), .indicator, as: Indicator.self, task: task)
        indicator.setBinding(.indicator, to: task)
    }
}

@c @implementation
public func rk_indicator_is_animating(_ indicator: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    abiCall("rk_indicator_is_animating") { () throws(ABIError) in
        let out = try required(outAnimating, "out_animating")
        out.pointee = try Handles.object(UnsafeRawPointer(indicator), .indicator, as: Indicator.self).animating ? 1 : 0
    }
}
