import RefreshKitModel
import Testing

@testable import RefreshKitRuntime

@Suite struct SignalSetTests {
    static let sets: [(ObjectKind, any SignalSet.Type)] = [
        (.context, ContextSignal.self), (.probe, ProbeSignal.self), (.footer, FooterSignal.self),
        (.task, TaskSignal.self), (.indicator, IndicatorSignal.self), (.header, HeaderSignal.self),
        (.trailer, TrailerSignal.self), (.autoFooter, AutoFooterSignal.self),
        (.scrollView, ScrollViewSignal.self), (.progress, ProgressSignal.self), (.autoHeader, AutoHeaderSignal.self),
    ]

    /// One enum per kind, and the kind's table is that enum's cases: an emission checks the enum
    /// against the object's kind (in debug builds), so a wrong mapping would pass a wrong table.
    @Test func eachKindHasOneEnumAndItsTableIsTheEnumsCases() {
        #expect(Self.sets.count == ObjectKind.allCases.count)
        for (kind, set) in Self.sets {
            #expect(ObjectIdentifier(kind.signalSet) == ObjectIdentifier(set), "\(kind.name)")
            expectTable(of: set, kind)
        }
    }

    private func expectTable<S: SignalSet>(of _: S.Type, _ kind: ObjectKind) {
        #expect(S.allCases.map(\.rawValue) == Array(S.allCases.indices))
        #expect(kind.signals.map { "\($0.name)" } == S.allCases.map { "\($0.spec.name)" })
    }

    /// A task event's signals, on the task and on its context, are the ones its raw value indexed
    /// before the mapping was written out.
    @Test func aTaskEventMapsToTheSignalsOfItsIndex() {
        for event in [TaskEvent.resumed, .suspended, .canceled, .completed] {
            #expect(event.signals.task.rawValue == Int(event.rawValue))
            #expect(event.signals.relay.rawValue == Int(event.rawValue))
            #expect("\(event.signals.relay.spec.name)" == "task-\(event.signals.task.spec.name)")
        }
    }
}
