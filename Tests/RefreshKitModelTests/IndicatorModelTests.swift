import Testing
@testable import RefreshKitModel

/// The indicator's rule (docs/behaviour/task-binder.md §3, B3): animating exactly while its task
/// runs, every command told, transitions seen only through the binding.
@Suite struct IndicatorModelTests {
    @Test func startStartsAndStopOrFailStops() {
        var indicator = IndicatorModel()
        #expect(!indicator.animating)
        #expect(indicator.apply(.start) == .startAnimating)
        #expect(indicator.animating)
        // Told again even when it changes nothing, as the original's startAnimating.
        #expect(indicator.apply(.start) == .startAnimating)
        #expect(indicator.apply(.fail(message: "x")) == .stopAnimating)
        #expect(!indicator.animating)
        #expect(indicator.apply(.stop) == .stopAnimating)
        #expect(!indicator.animating)
    }

    @Test func transitionsGoThroughTheBinding() {
        var indicator = IndicatorModel()
        // Unbound: nothing is seen.
        #expect(indicator.observe(.resumed, of: 7, sequence: 1, errorCode: 0, through: nil) == nil)
        let made = Binding.bind(.indicator, task: 7, state: .suspended, sequence: 3)
        #expect(made.command == .stop)
        // Another task's transition, and one made before the bind, are not seen (B6).
        #expect(indicator.observe(.resumed, of: 8, sequence: 4, errorCode: 0, through: made.binding) == nil)
        #expect(indicator.observe(.resumed, of: 7, sequence: 3, errorCode: 0, through: made.binding) == nil)
        #expect(!indicator.animating)
        #expect(indicator.observe(.resumed, of: 7, sequence: 4, errorCode: 0, through: made.binding) == .startAnimating)
        #expect(indicator.animating)
        // B3: a cancel stops; a completion with an error stops an indicator (it has no Failed).
        #expect(indicator.observe(.canceled, of: 7, sequence: 5, errorCode: 0, through: made.binding) == .stopAnimating)
        _ = indicator.apply(.start)
        #expect(
            indicator.observe(.completed, of: 7, sequence: 6, errorCode: -1, through: made.binding) == .stopAnimating)
        #expect(!indicator.animating)
    }
}
