import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

@c @implementation
public func rk_timer_start(
    _ context: OpaquePointer?, _ delay: Double, _ function: rk_work_fn?,
    _ userData: UnsafeMutableRawPointer?, _ outTimer: UnsafeMutablePointer<rk_timer>?
)
    -> rk_status
{
    abiCall("rk_timer_start") { () throws(ABIError) in
        let context = try Handles.context(context)
        guard let function else { throw ABIError(.invalidArgument, "fn is NULL") }
        guard delay.isFinite, delay >= 0, delay <= maxTimerDelay else {
            throw ABIError(
                .invalidArgument,
                "delay_seconds must be finite, >= 0 and <= RK_MAX_DELAY_SECONDS (1e9) (got \(delay))")
        }
        let id = context.startTimer(delay: delay, WorkCallback(function: function, userData: userData))
        outTimer?.pointee = id
    }
}

@c @implementation
public func rk_timer_cancel(_ context: OpaquePointer?, _ timer: rk_timer) -> rk_status {
    abiCall("rk_timer_cancel") { () throws(ABIError) in
        let context = try Handles.context(context)
        guard context.cancelTimer(timer) else {
            throw ABIError(.notFound, "timer \(timer) is not pending (unknown, fired or canceled)")
        }
    }
}
