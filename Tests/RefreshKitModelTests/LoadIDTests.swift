import Testing
@testable import RefreshKitModel

/// F18 in the model: every load has an id from its begin to its end, the trigger names it, and an
/// end that names another load changes nothing.
@Suite struct LoadIDTests {
    /// Setup A, pulled past the trigger and released: the footer's own load, the trigger fired.
    static func footerLoadingByDrag() -> FooterHarness {
        var h = FooterHarness()
        h.drag(to: 460)
        h.drag(to: 460, dragging: false)
        h.advance(by: 0.25)
        return h
    }

    @Test func aPullStartsALoadTheTriggerNamesAndTheEndClears() {
        var h = FooterHarness()
        #expect(h.model.component.loadID == 0)
        h.drag(to: 460)
        #expect(h.model.component.loadID == 0)  // Pulling is not a load
        h.drag(to: 460, dragging: false)
        #expect(h.model.component.loadID == 1)
        h.advance(by: 0.25)
        #expect(h.take().contains(.refreshing(loadID: 1)))
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(h.model.component.loadID == 0)
        #expect(h.effects.published == [1, 0])
    }

    @Test func aNamedBeginGivesItsLoadTheCallersID() {
        var h = FooterHarness()
        h.run { m, e in m.beginRefreshing(completion: 4, loadID: 41, &e) }
        #expect(h.model.component.loadID == 41)
        h.advance(by: 0.25)
        #expect(h.take().suffix(2) == [.refreshing(loadID: 41), .completion(id: 4, finished: true)])
        #expect(h.effects.loadIDs == 0)  // the component issued none of its own
    }

    @Test func aSecondBeginWhileLoadingStartsNothingAndItsIDIsNeverCurrent() {
        var h = Self.footerLoadingByDrag()
        _ = h.take()
        h.run { m, e in m.beginRefreshing(completion: 9, loadID: 2, &e) }
        #expect(h.model.component.loadID == 1)
        #expect(h.take().contains(.completion(id: 9, finished: false)))
        var ended = true
        h.run { m, e in ended = m.endLoad(2, .done, message: nil, completion: 10, &e) }
        #expect(!ended)
        #expect(h.model.state == .refreshing)
        #expect(h.take() == [.completion(id: 10, finished: false)])
        h.run { m, e in ended = m.endLoad(1, .done, message: nil, completion: 11, &e) }
        #expect(ended)
        #expect(h.model.state == .idle)
    }

    @Test func aSlowResponseCannotEndTheNextLoad() {
        var h = Self.footerLoadingByDrag()
        h.run { m, e in m.endRefreshing(completion: nil, &e) }  // load 1 ends another way (a timeout)
        h.advance(by: 0.4)
        h.run { m, e in m.beginRefreshing(completion: nil, &e) }  // load 2
        #expect(h.model.component.loadID == 2)
        _ = h.take()
        let label = h.model.label.text
        var ended = true
        h.run { m, e in ended = m.endLoad(1, .failed, message: "late", completion: nil, &e) }
        #expect(!ended)
        #expect(h.take().isEmpty)
        #expect(h.model.state == .refreshing)
        #expect(h.model.label.text == label)
    }

    @Test func eachOutcomeEndsAsItsPlainEnd() {
        var h = Self.footerLoadingByDrag()
        h.run { m, e in m.endLoad(1, .noMoreData, message: nil, completion: nil, &e) }
        #expect(h.model.state == .noMoreData)
        h.run { m, e in m.resetNoMoreData(completion: nil, &e) }
        h.run { m, e in m.beginRefreshing(completion: nil, &e) }
        h.run { m, e in m.endLoad(2, .failed, message: "Server down", completion: nil, &e) }
        #expect(h.model.state == .failed)
        #expect(h.model.label.text == "Server down")
        h.run { m, e in _ = m.retry(completion: nil, &e) }
        #expect(h.model.component.loadID == 3)  // a retry is a new load
        h.run { m, e in m.endLoad(3, .done, message: nil, completion: nil, &e) }
        #expect(h.model.state == .idle)
        #expect(h.model.component.loadID == 0)
    }

    @Test func anIDIsNeverCurrentAgainAfterItsLoadEnds() {
        var h = Self.footerLoadingByDrag()
        h.run { m, e in m.endLoad(1, .done, message: nil, completion: nil, &e) }
        h.advance(by: 0.4)
        var ended = true
        h.run { m, e in ended = m.endLoad(1, .done, message: nil, completion: nil, &e) }
        #expect(!ended)
        h.run { m, e in ended = m.endLoad(0, .done, message: nil, completion: nil, &e) }
        #expect(!ended)  // 0 names no load, even when none is current
    }

    @Test func aTaskDrivenLoadHasAnIDButNoTrigger() {
        var h = FooterHarness()
        h.run { m, e in m.apply(.start, &e) }
        #expect(h.model.component.loadID == 1)
        h.advance(by: 0.25)
        #expect(!h.take().contains { $0.isTrigger })
        h.run { m, e in m.apply(.stop, &e) }
        #expect(h.model.component.loadID == 0)
    }

    @Test func willRefreshToRefreshingIsOneLoad() {
        var h = HeaderHarness()
        h.run { m, e in m.setVisible(false, &e) }
        h.run { m, e in m.beginRefreshing(completion: nil, loadID: 5, &e) }
        #expect(h.model.state == .willRefresh)
        #expect(h.model.component.loadID == 5)
        h.run { m, e in m.setVisible(true, &e) }
        #expect(h.model.state == .refreshing)
        #expect(h.model.component.loadID == 5)
        h.advance(by: 0.25)
        #expect(h.take().contains(.refreshing(loadID: 5)))
        #expect(h.effects.published == [5])
    }

    @Test func anAutoFootersTriggerNamesItsLoadAtOnce() {
        var h = AutoFooterHarness()
        h.drag(to: 444)
        #expect(h.model.state == .refreshing)
        #expect(h.takeSignals().last == .refreshing(loadID: 1))
        h.end()
        h.drag(to: 300, pan: .began)
        h.drag(to: 444)
        #expect(h.takeSignals().contains(.refreshing(loadID: 2)))
    }

    @Test func aTrailersPullStartsALoadAndANamedEndEndsIt() {
        var t = TrailerHarness()
        t.refreshByDrag()
        #expect(t.model.state == .refreshing)
        #expect(t.model.component.loadID == 1)
        t.advance(by: 0.25)
        #expect(t.take().contains(.refreshing(loadID: 1)))
        t.run { m, e in m.endLoad(1, .failed, message: nil, completion: nil, &e) }
        #expect(t.model.state == .failed)
    }
}
