/// The edge layer every family has (MJRefreshBackFooter, MJRefreshHeader, MJRefreshAutoFooter,
/// MJRefreshTrailer): the scroll view's metrics as the component holds them, and its geometry.
public protocol ComponentEdge {
    associatedtype Geometry
    var metrics: ScrollMetrics { get }
    var geometry: Geometry { get }
}
