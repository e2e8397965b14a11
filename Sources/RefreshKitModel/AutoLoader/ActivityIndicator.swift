/// MJRefreshAutoNormalFooter's visual: the activity indicator, which runs while Refreshing and is
/// hidden when stopped (docs/behaviour/auto-footer.md §11). Told only when it changes.
public struct ActivityIndicator: Sendable {
    /// The original's indicator (style medium): 20×20 pt.
    public static let defaultSize = (width: 20.0, height: 20.0)

    public private(set) var animating = false
    public private(set) var size = ActivityIndicator.defaultSize

    public init() {}

    /// Refreshing starts it; Idle, NoMoreData and Failed stop it; Pulling and WillRefresh leave it.
    public mutating func enter<E: AutoLoaderEffects>(_ state: RefreshState, _ effects: inout E) {
        switch state {
        case .refreshing: animate(true, &effects)
        case .idle, .noMoreData, .failed: animate(false, &effects)
        case .pulling, .willRefresh: break
        }
    }

    public mutating func setSize(width: Double, height: Double) {
        size = (width, height)
    }

    private mutating func animate<E: AutoLoaderEffects>(_ animating: Bool, _ effects: inout E) {
        guard animating != self.animating else { return }
        self.animating = animating
        effects.emit(.spinner(animating: animating))
    }
}
