import RefreshKitModel
import Testing

@testable import RefreshKitRuntime

@Suite struct SignalSetTests {
    static let sets: [any SignalSet.Type] = [
        ContextSignal.self, ProbeSignal.self, FooterSignal.self, TaskSignal.self, IndicatorSignal.self,
        HeaderSignal.self, TrailerSignal.self, AutoFooterSignal.self, ScrollViewSignal.self, ProgressSignal.self,
    ]

    /// One enum per kind, and the kind's table is that enum's cases: an emission checks the enum's
    /// kind against the object's (in debug builds), so a wrong `kind` would pass a wrong table.
    @Test func eachKindHasOneEnumAndItsTableIsTheEnumsCases() {
        #expect(Set(Self.sets.map { $0.kind }) == Set(ObjectKind.allCases))
        #expect(Self.sets.count == ObjectKind.allCases.count)
        for set in Self.sets { expectTable(of: set) }
    }

    private func expectTable<S: SignalSet>(of _: S.Type) {
        #expect(S.allCases.map(\.rawValue) == Array(S.allCases.indices))
        #expect(S.kind.signals.map { "\($0.name)" } == S.allCases.map { "\($0.spec.name)" })
    }

    /// A task event's signals, on the task and on its context, are the ones its raw value indexed
    /// before the mapping was written out.
    @Test func aTaskEventMapsToTheSignalsOfItsIndex() {
        for event in [TaskEvent.resumed, .suspended, .canceled, .completed] {
            #expect(TaskSignal(event).rawValue == Int(event.rawValue))
            #expect(ContextSignal(every: event).rawValue == Int(event.rawValue))
            #expect("\(ContextSignal(every: event).spec.name)" == "task-\(TaskSignal(event).spec.name)")
        }
    }
}
