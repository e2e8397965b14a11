import Testing
@testable import RefreshKitRuntime

@Suite struct TimeLineTests {
    @Test func neverGoesBackwardsAndIgnoresNonFiniteReadings() {
        var line = TimeLine()
        #expect(line.accept(.nan) == 0)
        #expect(line.accept(-5) == 0)
        #expect(line.accept(5) == 5)
        #expect(line.accept(4) == 5)
        #expect(line.accept(.infinity) == 5)
        #expect(line.accept(-.infinity) == 5)
        #expect(line.accept(5.5) == 5.5)
    }
}
