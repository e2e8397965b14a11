import Testing
@testable import RefreshKitModel

/// Cancelled loads (docs/behaviour/component.md §6): each load ends once, as ended, failed or
/// cancelled; a cancel is told after the state change it causes and announces nothing.
@Suite struct LoadCancelTests {
    typealias Effects = AutoFooterHarness.Effects

    private func cancels(_ events: [AutoLoaderEvent]) -> [ComponentEvent] {
        events.compactMap {
            if case .shared(let e) = $0, case .loadCancelled = e { return e }
            return nil
        }
    }

    @Test func theHostsCancelEndsTheLoadAndIsToldAfterTheStateChange() {
        var model = AutoFooterModel()
        var effects = Effects()
        model.announcer.setEnabled(true)
        model.beginRefreshing(completion: nil, &effects)
        let id = model.component.loadID
        effects.events.removeAll()
        #expect(model.endLoad(id, .cancelled, message: nil, completion: nil, &effects))
        #expect(model.state == .idle)
        #expect(cancels(effects.events) == [.loadCancelled(loadID: id, reason: .host)])
        let stateAt = effects.events.firstIndex(of: .stateChanged(new: .idle, old: .refreshing))
        let cancelAt = effects.events.firstIndex(of: .shared(.loadCancelled(loadID: id, reason: .host)))
        #expect(stateAt != nil && cancelAt != nil && stateAt! < cancelAt!)
        // "Loaded" would be untrue: no announcement.
        #expect(!effects.events.contains { if case .shared(.announcement) = $0 { true } else { false } })
        // The id is over: a second cancel is refused and changes nothing.
        effects.events.removeAll()
        #expect(!model.endLoad(id, .cancelled, message: nil, completion: nil, &effects))
        #expect(cancels(effects.events).isEmpty)
    }

    @Test func endsAndFailuresAreNeverToldAsCancelled() {
        var model = AutoFooterModel()
        var effects = Effects()
        model.beginRefreshing(completion: nil, &effects)
        model.endRefreshing(completion: nil, &effects)
        model.beginRefreshing(completion: nil, &effects)
        model.endRefreshingWithFailure(message: "x", completion: nil, &effects)
        model.retry(completion: nil, &effects)
        model.endRefreshingWithNoMoreData(completion: nil, &effects)
        #expect(cancels(effects.events).isEmpty)
    }

    @Test func aRestartSupersedesWithANewIdAndTheStateStays() {
        var model = AutoFooterModel()
        var effects = Effects()
        model.beginRefreshing(completion: nil, &effects)
        let old = model.component.loadID
        effects.events.removeAll()
        #expect(model.restartLoad(completion: nil, firesTrigger: true, loadID: nil, &effects))
        let new = model.component.loadID
        #expect(new != old && new != 0)
        #expect(model.state == .refreshing)
        #expect(
            effects.events.prefix(2) == [
                .shared(.loadCancelled(loadID: old, reason: .superseded)), .shared(.refreshing(loadID: new)),
            ])
        // Without a load under way a restart is a begin: nothing is cancelled.
        model.endRefreshing(completion: nil, &effects)
        effects.events.removeAll()
        #expect(model.restartLoad(completion: nil, firesTrigger: true, loadID: nil, &effects))
        #expect(cancels(effects.events).isEmpty)
    }

    @Test func hidingATaskCancelAndClosingCancel() {
        var model = AutoFooterModel()
        var effects = Effects()
        model.beginRefreshing(completion: nil, &effects)
        var id = model.component.loadID
        model.setHidden(true, &effects)
        #expect(cancels(effects.events) == [.loadCancelled(loadID: id, reason: .hidden)])
        model.setHidden(false, &effects)
        effects.events.removeAll()
        model.apply(.start, &effects)
        id = model.component.loadID
        model.apply(.cancel, &effects)
        #expect(cancels(effects.events) == [.loadCancelled(loadID: id, reason: .taskCanceled)])
        // Closing: the load under way is returned to be told, and no begin starts another.
        model.beginRefreshing(completion: nil, &effects)
        id = model.component.loadID
        #expect(model.close(&effects) == CancelledLoad(loadID: id, reason: .destroyed))
        #expect(model.component.loadID == 0)
        #expect(!model.beginRefreshing(completion: nil, &effects))
        #expect(model.close(&effects) == nil)
    }

    @Test func aTaskCanceledIsACancelCommandForAComponentAndAStopForAnIndicator() {
        let component = Binding(target: .footer, task: 7, since: 0)
        let indicator = Binding(target: .indicator, task: 7, since: 0)
        #expect(component.command(for: .canceled, of: 7, sequence: 1) == .cancel)
        #expect(indicator.command(for: .canceled, of: 7, sequence: 1) == .stop)
        #expect(Binding.initialCommand(.footer, .canceling) == .cancel)
        #expect(Binding.initialCommand(.indicator, .canceling) == .stop)
    }
}
