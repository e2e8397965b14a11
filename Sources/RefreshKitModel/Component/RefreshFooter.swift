/// MJRefreshFooter's layer, which both footers (the back footer, the auto footer) add to the
/// component: NoMoreData, the ignored bottom inset, and a label measured alone.
public protocol RefreshFooterModel: MeasuredLayoutModel where Edge: FooterEdge, Widths == Double {
    /// Ends, at once (F1), to NoMoreData: every load is done.
    mutating func endRefreshingWithNoMoreData<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E)
    /// Back to Idle from any state; from Refreshing it acts like endRefreshing.
    mutating func resetNoMoreData<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E)
    /// A custom title for a state; nil returns the state to the language's title.
    mutating func setTitle<E: ComponentEffects<Event>>(_ title: String?, for state: RefreshState, _ effects: inout E)
    /// gB: moves the footer down without moving a line. Refused, nothing changed, out of
    /// [0, 1e9] (InputRules).
    mutating func setIgnoredBottomInset(_ inset: Double) throws(InputError)
    /// The text width used when nobody measures. Refused, nothing changed, out of [0, 1e9].
    mutating func setHostTextWidth(_ width: Double) throws(InputError)
}

extension RefreshFooterModel {
    @inlinable public var ignoredBottomInset: Double { edge.ignoredBottomInset }
    @inlinable public var footerRect: FooterRect { edge.footerRect }
    @inlinable public var hostTextWidth: Double { label.hostTextWidth }

    /// A width measured for the same text, measurer and footer width is not asked for again.
    @inlinable @inline(__always) public var layoutRequest: LayoutRequest {
        measured.request(for: label, room: edge.footerRect.width)
    }
}

/// The footer's layer as the package changes it.
package protocol RefreshFooter: RefreshFooterModel, MeasuredLayout {}

extension RefreshFooter {
    public mutating func endRefreshingWithNoMoreData<E: ComponentEffects<Event>>(
        completion: UInt64?, _ effects: inout E
    ) {
        end(to: .noMoreData, completion: completion, &effects)
    }

    public mutating func resetNoMoreData<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E) {
        end(to: .idle, completion: completion, &effects)
    }

    public mutating func setTitle<E: ComponentEffects<Event>>(
        _ title: String?, for state: RefreshState, _ effects: inout E
    ) {
        setTitle(unchecked: title, for: state, &effects)
    }

    public mutating func setIgnoredBottomInset(_ inset: Double) throws(InputError) {
        setIgnoredBottomInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setIgnoredBottomInset(unchecked inset: Double) {
        edge.setIgnoredBottomInset(inset)
        invalidateLayout()
    }

    public mutating func setHostTextWidth(_ width: Double) throws(InputError) {
        setHostTextWidth(unchecked: try InputRules.length(width, "width"))
    }

    package mutating func setHostTextWidth(unchecked width: Double) {
        label.setHostTextWidth(width)
        measured.forget()
        invalidateLayout()
    }
}
