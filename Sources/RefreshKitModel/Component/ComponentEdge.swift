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

/// An edge drawn as a bar across the scroll view (the header above the content, a footer below
/// it): as wide as the viewport, as tall as the host sets it or the first GIF image needs.
public protocol BarEdge: ComponentEdge where Geometry: BarGeometry {
    var height: Double { get set }
}

/// Where a bar sits along the content's axis.
public protocol BarGeometry {
    /// The bar's y, in scroll-content coordinates.
    var frameY: Double { get }
}

extension BarEdge {
    /// x = −L, y from the geometry, width W. 0 − L, not −L: a zero inset must give x = 0, not −0.
    @inline(__always)
    public var frame: FooterRect {
        FooterRect(x: 0 - metrics.insetLeft, y: geometry.frameY, width: metrics.viewportWidth, height: height)
    }

    public mutating func setHeight(_ height: Double) {
        self.height = height
    }

    /// Grows the bar to an image's height, never shrinks it; true when it grew.
    public mutating func grow(toFit imageHeight: Double) -> Bool {
        guard imageHeight > height else { return false }
        height = imageHeight
        return true
    }
}
