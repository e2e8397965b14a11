import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// F18 (1.3): load ids. One route per call for the four families; each export names its family.
//
// A begin's id is chosen on the caller's side before the begin runs (the caller gets it back
// even when the begin is queued), so the component's ledger issues it. Whether an end is accepted
// is the model's rule (OpenLoads.checkEnd), asked where its status can still be returned: on the
// loop thread through the model, off it through the ledger (the current load, or one a queued
// begin will start); the model asks again when the queued end runs. The exports only report its
// refusals.

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

/// The outcome as the model has it, and the part of the model's rule no load changes: asked with
/// the other arguments, before the handle.
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

/// rk_<component>_get_load_id.
func loadIDQuery<Model: ComponentObjectModel>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ out: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    machineQuery(function, handle, type, out, "out_load_id") { $0.loadID }
}

// MARK: The exports

@c @implementation
public func rk_footer_begin_load(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_footer_begin_load", footer, Footer.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_footer_end_load(
    _ footer: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_footer_end_load", footer, Footer.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_footer_get_load_id(_ footer: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?) -> rk_status {
    loadIDQuery("rk_footer_get_load_id", footer, Footer.self, outLoadID)
}

@c @implementation
public func rk_header_begin_load(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_header_begin_load", header, Header.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_header_end_load(
    _ header: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_header_end_load", header, Header.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_header_get_load_id(_ header: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?) -> rk_status {
    loadIDQuery("rk_header_get_load_id", header, Header.self, outLoadID)
}

@c @implementation
public func rk_auto_footer_begin_load(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_auto_footer_begin_load", footer, AutoFooter.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_auto_footer_end_load(
    _ footer: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_auto_footer_end_load", footer, AutoFooter.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_auto_footer_get_load_id(_ footer: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?)
    -> rk_status
{
    loadIDQuery("rk_auto_footer_get_load_id", footer, AutoFooter.self, outLoadID)
}

@c @implementation
public func rk_trailer_begin_load(
    _ trailer: OpaquePointer?, _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_trailer_begin_load", trailer, Trailer.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_trailer_end_load(
    _ trailer: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_trailer_end_load", trailer, Trailer.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_trailer_get_load_id(_ trailer: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?)
    -> rk_status
{
    loadIDQuery("rk_trailer_get_load_id", trailer, Trailer.self, outLoadID)
}
