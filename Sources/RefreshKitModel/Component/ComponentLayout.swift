/// Where the host draws a refresh component: its frame, in scroll-content coordinates, and the
/// family's parts (its labels, GIF, indicator or arrow), in the component's own coordinates. The
/// family's layout rules make it; LayoutState tells it when it changes.
public struct ComponentLayout<Parts: Equatable & Sendable>: Equatable, Sendable {
    /// The component's frame, in scroll-content coordinates.
    public var frame: FooterRect
    public var parts: Parts
}
