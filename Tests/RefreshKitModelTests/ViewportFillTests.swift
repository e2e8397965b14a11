import Testing

@testable import RefreshKitModel

/// Fill the viewport (docs/behaviour/auto-footer.md §12), the rule alone: armed by an end, an
/// attach, the option or a pan; one answer per arming; a load that grew nothing stops it.
@Suite struct ViewportFillTests {
    /// One update's question (mutating, so outside #expect).
    private func ask(_ fill: inout ViewportFill, _ length: Double, tall: Bool, prefetch: Bool = false) -> Bool {
        fill.asks(contentLength: length, isTall: tall, prefetchReached: prefetch)
    }

    @Test func offItNeverAsks() {
        var fill = ViewportFill()
        fill.arm()
        let asked = ask(&fill, 10, tall: false, prefetch: true)
        #expect(!asked)
    }

    @Test func armedItAsksOnceWhileTheViewportIsNotFull() {
        var fill = ViewportFill()
        fill.setEnabled(true)
        var answers = [ask(&fill, 120, tall: false), ask(&fill, 120, tall: false)]  // the second: not re-armed
        fill.arm()
        answers.append(ask(&fill, 900, tall: true))  // full
        fill.arm()
        answers.append(ask(&fill, 900, tall: true, prefetch: true))  // within the prefetch count
        #expect(answers == [true, false, false, true])
    }

    @Test func aLoadThatGrewNothingStopsIt() {
        var fill = ViewportFill()
        fill.setEnabled(true)
        var answers = [ask(&fill, 300, tall: false)]
        fill.began(contentLength: 300)
        fill.arm()  // its end, nothing came
        answers.append(ask(&fill, 300, tall: false))
        fill.arm()  // a pan: it looks again, the growth test spent
        answers.append(ask(&fill, 300, tall: false))
        fill.began(contentLength: 300)
        fill.arm()
        answers.append(ask(&fill, 480, tall: false))  // it grew
        #expect(answers == [true, false, true, true])
    }
}
