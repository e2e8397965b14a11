/// An auto footer that no scroll view drives: the host gives it its updates directly.
extension AutoLoaderModel {
    /// An update for a footer no scroll view drives: while it is not attached, the update attaches
    /// it (docs/behaviour/auto-footer.md §2: a shown footer adds its height to the bottom inset,
    /// F8); once attached, it is an update (content size, pan, offset). Refused, nothing changed,
    /// for metrics InputRules refuses.
    public mutating func updateAlone<E: AutoLoaderEffects>(_ metrics: ScrollMetrics, _ effects: inout E)
        throws(InputError)
    {
        try metrics.check()
        updateAlone(unchecked: metrics, &effects)
    }

    package mutating func updateAlone<E: AutoLoaderEffects>(unchecked metrics: ScrollMetrics, _ effects: inout E) {
        if edge.attached {
            setMetrics(unchecked: metrics, &effects)
        } else {
            attach(unchecked: metrics, &effects)
        }
    }

    /// What a query reports: the last layout told, or before the first one the layout for the
    /// current metrics with the set text width.
    public var reportedLayout: AutoLoaderLayout {
        layout ?? computeLayout(textWidth: label.hostTextWidth)
    }
}
