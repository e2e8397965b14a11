/// The layout layer every family has: the last layout told to the host, recomputed when something
/// it depends on changed and told only when it differs.
public struct LayoutState<Layout: Equatable & Sendable>: Sendable {
    /// The last layout told to the host.
    public private(set) var current: Layout?
    /// Set when something the layout depends on changed; the family lays out again when the host
    /// next asks (the trailer, which measures nothing, at once).
    public private(set) var needsLayout = true

    public init() {}

    public mutating func invalidate() {
        needsLayout = true
    }

    /// Takes a computed layout; tells the host when it differs from the last one.
    @inline(__always)
    public mutating func apply<E: ComponentEffects>(_ new: Layout, _ effects: inout E) where E.Event.Layout == Layout {
        needsLayout = false
        guard new != current else { return }
        current = new
        effects.emit(.layout(new))
    }
}

extension RefreshComponent {
    /// Something the layout reads changed: the family lays out again when the host next asks.
    @_spi(RefreshKitPackage)
    public mutating func invalidateLayout() {
        layoutState.invalidate()
    }
}
