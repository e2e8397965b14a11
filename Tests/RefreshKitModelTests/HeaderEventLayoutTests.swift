import Testing
@testable import RefreshKitModel

/// HeaderEvent's two normal-style parts share one case (see HeaderEvent.normalPart, and why): the
/// constructors the rest of the model uses still read as the two events they were. The guard
/// against a 17th payload case is valgrind_memcheck, which reports it on every delivery.
@Suite struct HeaderEventLayoutTests {
    @Test func theMergedCaseReadsAsItsTwoParts() {
        #expect(HeaderEvent.arrowVisibility(visible: true) == .normalPart(.arrow, on: true))
        #expect(HeaderEvent.spinner(animating: false) == .normalPart(.spinner, on: false))
        #expect(HeaderEvent.arrowVisibility(visible: true) != .spinner(animating: true))
    }
}
