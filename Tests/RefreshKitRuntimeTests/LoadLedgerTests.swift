import RefreshKitModel
import Testing
@testable import RefreshKitRuntime

/// F18 off the loop thread: the ledger keeps the model's OpenLoads as another thread sees them and
/// answers an end with the model's rule (OpenLoads.checkEnd), nothing of its own.
@Suite struct LoadLedgerTests {
    @Test func aReservedIDIsAcceptedUntilItsBeginRunsThenOnlyTheCurrentLoad() {
        let ledger = LoadLedger()
        #expect(ledger.issue() == 1)
        let reserved = ledger.reserve()
        #expect(reserved == 2)
        #expect(throws: Never.self) { try ledger.checkEnd(2, .done, for: .backFooter) }
        #expect(throws: LoadEndRefusal.notCurrent(current: 0)) { try ledger.checkEnd(1, .done, for: .backFooter) }
        ledger.settle(reserved)
        #expect(throws: LoadEndRefusal.notCurrent(current: 0)) { try ledger.checkEnd(2, .done, for: .backFooter) }
        ledger.setCurrent(2)
        #expect(throws: Never.self) { try ledger.checkEnd(2, .failed, for: .backFooter) }
        #expect(throws: LoadEndRefusal.noLoad) { try ledger.checkEnd(0, .done, for: .backFooter) }
    }

    /// The same answer as the component's own view of the same loads, for every kind and outcome:
    /// NoMoreData is refused for a header or a trailer even for the current load.
    @Test func theLedgerAnswersAsTheModelDoes() {
        let ledger = LoadLedger()
        ledger.setCurrent(ledger.issue())
        let loads = OpenLoads(current: 1)
        for kind in ComponentKind.allCases {
            for outcome in LoadOutcome.allCases {
                for id: UInt64 in [0, 1, 2] {
                    let model = Result { () throws(LoadEndRefusal) in try loads.checkEnd(id, outcome, for: kind) }
                    let asked = Result { () throws(LoadEndRefusal) in try ledger.checkEnd(id, outcome, for: kind) }
                    #expect(asked.map { true } == model.map { true }, "\(kind) \(outcome) \(id)")
                }
            }
        }
        #expect(throws: LoadEndRefusal.outcomeUnsupported) { try ledger.checkEnd(1, .noMoreData, for: .header) }
        #expect(throws: Never.self) { try ledger.checkEnd(1, .noMoreData, for: .autoFooter) }
    }
}
