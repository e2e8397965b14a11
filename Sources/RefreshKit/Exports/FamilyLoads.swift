import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The refresh family's load verbs (F18), FamilyVerbs of their own file: rk_component_begin_load,
// rk_component_end_load and each kind's spelling (Forwards.swift). Each decides for itself
// what runs now and what is queued (FamilyCall.commandTarget), because the id is issued or checked
// on the caller's side before the command runs.

// A begin's id is chosen on the caller's side before the begin runs (the caller gets it back even
// when the begin is queued), so the component's ledger issues it. An end that names a load is
// checked (the model's rule, OpenLoads.checkEnd) where its status can still be returned: on the loop
// thread against the model, off it against the ledger (the current load, or one a queued begin will
// start); the model checks again when the queued end runs.

/// A begin whose load gets the id written to `out_load_id` before it runs (untouched on an error).
struct BeginLoad: FamilyVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    let outLoadId: UnsafeMutablePointer<rk_load_id>?
    /// 1.5: the begin replaces a load under way (RestartLoad) instead of joining it.
    var restarts = false
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        abiCall(call.function) { () throws(ABIError) in
            let out = try required(outLoadId, "out_load_id")
            switch try call.commandTarget() {
            case .now(let target):
                let id = target.loads.issue()
                out.pointee = id
                let completionID = target.register(completion, userData)
                target.perform { model, effects in
                    start(&model, completionID, id, &effects)
                }
            case .queue(let context, let handle, let target):
                let loads = target.loads
                let id = loads.reserve()
                try queueCommand(
                    context, handle, FamilyCall<Model>.kind, FamilyCall<Model>.Object.self, completion: completion,
                    userData: userData, dropped: { loads.settle(id) }
                ) { target, completionID in
                    loads.settle(id)
                    target.perform { model, effects in
                        start(&model, completionID, id, &effects)
                    }
                }
                out.pointee = id
            }
        }
    }
}

extension BeginLoad {
    /// The begin, or the restart, of the load `id`.
    fileprivate func start<Model: FamilyModel, E: ComponentEffects<Model.Event>>(
        _ model: inout Model, _ completion: UInt64?, _ id: UInt64, _ effects: inout E
    ) {
        if restarts {
            model.restartLoad(completion: completion, firesTrigger: true, loadID: id, &effects)
        } else {
            model.begin(completion: completion, firesTrigger: true, loadID: id, &effects)
        }
    }
}

/// 1.5: a restart: BeginLoad with the model's restart (the load under way, if any, told as
/// superseded and the new one in its place).
struct RestartLoad: FamilyVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    let outLoadId: UnsafeMutablePointer<rk_load_id>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        BeginLoad(completion: completion, userData: userData, outLoadId: outLoadId, restarts: true).run(call)
    }
}

/// 1.5: the host's cancel of a load: an end with the outcome RK_LOAD_CANCELLED and no completion.
struct CancelLoad: FamilyVerb {
    let loadId: rk_load_id
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        EndLoad(loadId: loadId, outcome: LoadOutcome.cancelled.rawValue, message: nil, completion: nil, userData: nil)
            .run(call)
    }
}

/// The outcome and message checked first (nothing reaches the member when they are refused), then
/// the id, then the end.
struct EndLoad: FamilyVerb {
    let loadId: rk_load_id
    let outcome: rk_load_outcome
    let message: UnsafePointer<CChar>?
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        let kind = FamilyCall<Model>.kind
        return abiCall(call.function) { () throws(ABIError) in
            let outcome = try loadOutcome(self.outcome, for: Model.componentKind, kind)
            let text: String?
            if let message {
                guard outcome == .failed else {
                    throw ABIError(.invalidArgument, "message must be NULL unless outcome is RK_LOAD_FAILED")
                }
                text = try BorrowedString(message, "message").string
            } else {
                text = nil
            }
            switch try call.commandTarget() {
            case .now(let target):
                do throws(LoadEndRefusal) {
                    try target.model.checkEnd(loadId, outcome)
                } catch {
                    throw refusedEnd(error, loadId, kind)
                }
                let completionID = target.register(completion, userData)
                target.perform { model, effects in
                    model.endLoad(loadId, outcome, message: text, completion: completionID, &effects)
                }
            case .queue(let context, let handle, let target):
                do throws(LoadEndRefusal) {
                    try target.loads.checkEnd(loadId, outcome, for: Model.componentKind)
                } catch {
                    throw refusedEnd(error, loadId, kind)
                }
                try queueCommand(
                    context, handle, kind, FamilyCall<Model>.Object.self, completion: completion, userData: userData
                ) { target, completionID in
                    target.perform { model, effects in
                        model.endLoad(loadId, outcome, message: text, completion: completionID, &effects)
                    }
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
