/// A component pulled past its edge to refresh (the back footer up, the header down, the trailer
/// left; PullReaction's edges). It adds to its edge's inset only while refreshing, so hiding it
/// changes the flag alone; the auto footer, which holds its inset while shown, is not one.
public protocol PullComponentModel: RefreshComponentModel {
    /// Hidden components ignore scroll updates.
    mutating func setHidden(_ hidden: Bool)
}

/// A bar pulled past its edge (the header, the back footer): resizing it or hiding its label
/// changes the layout alone.
public protocol PullBarModel: PullComponentModel, MeasuredLayoutModel where Edge: BarEdge {
    /// h. Refused, nothing changed, out of [0.001, 1e9] (InputRules).
    mutating func setHeight(_ height: Double) throws(InputError)
    /// A hidden label leaves the GIF (or the arrow) the room.
    mutating func setLabelHidden(_ hidden: Bool)
}

/// The pull components as the package changes them.
package protocol PullComponent: PullComponentModel, RefreshComponent {}

package protocol PullBar: PullBarModel, PullComponent, MeasuredLayout {}

extension PullComponent {
    public mutating func setHidden(_ hidden: Bool) {
        component.setHidden(hidden)
    }

    /// What a pull edge decided for one scroll update: the percent, then a transition or a begin.
    /// Inlined: it runs on every scroll update, and most decide nothing.
    @inline(__always)
    package mutating func react<E: ComponentEffects<Event>>(to reaction: PullReaction, _ effects: inout E) {
        if let percent = reaction.percent { setPullingPercent(percent, &effects) }
        switch reaction.action {
        case .transition(let target)?: transition(to: target, &effects)
        case .beginRefreshing?: begin(completion: nil, firesTrigger: true, loadID: nil, &effects)
        case nil: break
        }
    }
}

extension PullBar {
    public mutating func setHeight(_ height: Double) throws(InputError) {
        setHeight(unchecked: try InputRules.height(height, "height"))
    }

    package mutating func setHeight(unchecked height: Double) {
        edge.setHeight(height)
        invalidateLayout()
    }

    public mutating func setLabelHidden(_ hidden: Bool) {
        label.setHidden(hidden)
        invalidateLayout()
    }
}
