import Testing
@testable import RefreshKitModel

@Suite struct FooterGeometryTests {
    /// The spec's worked setups A (tall content) and B (short content), section 2.6.
    @Test func tallContentSetupA() {
        let g = FooterGeometry(
            viewportHeight: 600, contentHeight: 1000, snapshotTop: 64, snapshotBottom: 0,
            footerHeight: 44)
        #expect(g.visibleHeight == 536)
        #expect(g.overflow == 464)
        #expect(g.happenOffset == 400)
        #expect(g.triggerOffset == 444)
        #expect(g.frameY == 1000)
        #expect(g.refreshingBottomInset == 44)
        #expect(g.refreshingOffset == 444)
        #expect(g.pullingPercent(offset: 422) == 0.5)
    }

    @Test func shortContentSetupB() {
        let g = FooterGeometry(
            viewportHeight: 600, contentHeight: 300, snapshotTop: 64, snapshotBottom: 0,
            footerHeight: 44)
        #expect(g.overflow == -236)
        #expect(g.happenOffset == -64)
        #expect(g.triggerOffset == -20)
        #expect(g.frameY == 536)
        #expect(g.refreshingBottomInset == 280)
        #expect(g.refreshingOffset == -20)
        #expect(g.pullingPercent(offset: -42) == 0.5)
    }

    @Test func ignoredBottomInsetMovesOnlyTheFrame() {
        let g = FooterGeometry(
            viewportHeight: 600, contentHeight: 300, snapshotTop: 64, snapshotBottom: 0,
            footerHeight: 44, ignoredBottomInset: 34)
        #expect(g.frameY == 570)
        #expect(g.happenOffset == -64)
        #expect(g.triggerOffset == -20)
    }

    /// Independent cases: the formulas with other numbers, computed here from first principles.
    @Test(arguments: [
        (812.0, 200.0, 88.0, 34.0, 44.0),
        (480.0, 2000.0, 0.0, 20.0, 60.0),
        (700.0, 650.0, 20.0, 30.0, 50.0),
        (300.0, 0.0, 10.0, 5.0, 80.0),
    ])
    func formulasHoldForOtherNumbers(_ h: Double, _ c: Double, _ t0: Double, _ b0: Double, _ fh: Double) {
        let g = FooterGeometry(
            viewportHeight: h, contentHeight: c, snapshotTop: t0, snapshotBottom: b0,
            footerHeight: fh)
        let visible = h - t0 - b0
        let overflow = c - visible
        let happen = max(overflow, 0) - t0
        #expect(g.happenOffset == happen)
        #expect(g.triggerOffset == happen + fh)
        #expect(g.frameY == max(c, visible))
        #expect(g.refreshingBottomInset == fh + b0 + max(-overflow, 0))
        // At the refreshing offset with the refreshing inset, the scroll view's maximum offset is
        // exactly the target: the footer is fully in view and no further.
        let maxOffset = max(-t0, c + g.refreshingBottomInset - h)
        #expect(abs(maxOffset - g.refreshingOffset) < 1e-9)
    }
}
