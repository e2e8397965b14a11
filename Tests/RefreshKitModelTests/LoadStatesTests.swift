import Testing
@testable import RefreshKitModel

/// The load-state snapshot (docs/behaviour/scroll-view.md §7): each family's state read as a
/// load status, the current load's id and the failure message's length, and the scroll view's
/// slots read as refresh and append.
@Suite struct LoadStatesTests {
    typealias Host = ScrollViewHost

    @Test func eachStateReadsAsOneStatus() {
        #expect(LoadStatus(.idle) == .notLoading)
        #expect(LoadStatus(.pulling) == .notLoading)
        #expect(LoadStatus(.refreshing) == .loading)
        #expect(LoadStatus(.willRefresh) == .loading)
        #expect(LoadStatus(.failed) == .failed)
        #expect(LoadStatus(.noMoreData) == .endReached)
    }

    @Test func aComponentsLoadCarriesItsIdAndItsMessagesLength() throws {
        var model = AutoFooterModel()
        var effects = AutoFooterHarness.Effects()
        #expect(model.loadState == LoadState())
        model.beginRefreshing(completion: nil, &effects)
        let id = model.component.loadID
        #expect(id != 0)
        #expect(model.loadState == LoadState(status: .loading, loadID: id, failureMessageBytes: 0))
        model.endRefreshingWithFailure(message: "ça a échoué", completion: nil, &effects)
        #expect(model.loadState == LoadState(status: .failed, loadID: 0, failureMessageBytes: 14))
        model.endRefreshingWithFailure(message: nil, completion: nil, &effects)
        #expect(model.loadState == LoadState(status: .failed, loadID: 0, failureMessageBytes: 0))
    }

    @Test func theScrollViewReadsTheHeaderAsRefreshAndTheFooterAsAppend() throws {
        var h = Host()
        try h.view.update(Host.rest)
        #expect(h.view.loadStates == LoadStates())
        let header = h.make(.header)
        let footer = h.make(.backFooter)
        let trailer = h.make(.trailer)
        try h.view.attach(header)
        try h.view.attach(footer)
        try h.view.attach(trailer)
        #expect(h.view.loadStates == LoadStates())
        _ = h.view.withComponent(header.componentID) { $0.begin() }
        _ = h.view.withComponent(trailer.componentID) { $0.begin() }
        let states = h.view.loadStates
        #expect(states.refresh.status == .loading)
        #expect(states.refresh.loadID != 0)
        // The trailer loads no items of the list: it is in no part of the snapshot.
        #expect(states.append == LoadState())
        #expect(states.prepend == LoadState())
    }
}
