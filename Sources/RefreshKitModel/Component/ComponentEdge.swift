/// The edge layer every family has (MJRefreshBackFooter, MJRefreshHeader, MJRefreshAutoFooter,
/// MJRefreshTrailer): the scroll view's metrics as the component holds them, its geometry, and
/// where it is drawn.
public protocol ComponentEdge {
    associatedtype Geometry
    /// The metrics of the last scroll update, with the component's own requests applied.
    var metrics: ScrollMetrics { get set }
    var geometry: Geometry { get }
    /// Where the component is drawn, in scroll-content coordinates.
    var frame: FooterRect { get }
}

extension ComponentEdge {
    /// Takes one scroll update; returns the metrics it replaces.
    @inline(__always) @discardableResult
    public mutating func setMetrics(_ new: ScrollMetrics) -> ScrollMetrics {
        let old = metrics
        metrics = new
        return old
    }
}
