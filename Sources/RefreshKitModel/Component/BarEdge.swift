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

/// A footer's edge: a bar under the content, moved down by the ignored bottom inset.
public protocol FooterEdge: BarEdge {
    var ignoredBottomInset: Double { get set }
}

extension FooterEdge {
    /// Where the footer is drawn, in scroll-content coordinates.
    @inline(__always)
    public var footerRect: FooterRect { frame }

    public mutating func setIgnoredBottomInset(_ inset: Double) {
        ignoredBottomInset = inset
    }
}
