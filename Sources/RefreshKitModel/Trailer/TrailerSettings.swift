/// The trailer's settings, titles and label. Each public numeric setter checks with InputRules and
/// changes nothing when it refuses; its `unchecked` form is for values already checked so (the C
/// ABI's).
extension TrailerModel {
    // MARK: Component and edge

    /// gR: moves the trailer right without moving a threshold (docs/behaviour/trailer.md §2); the
    /// frame follows at once (F6).
    public mutating func setIgnoredRightInset<E: TrailerEffects>(_ inset: Double, _ effects: inout E)
        throws(InputError)
    {
        setIgnoredRightInset(unchecked: try InputRules.length(inset, "inset"), &effects)
    }

    package mutating func setIgnoredRightInset<E: TrailerEffects>(unchecked inset: Double, _ effects: inout E) {
        edge.setIgnoredRightInset(inset)
        relayout(&effects)
    }

    // MARK: Titles and label

    /// A custom title for a state, shown at once when it is the current state's; nil returns the
    /// state to the language's title. Refused for NoMoreData, which a trailer does not have.
    public mutating func setTitle<E: TrailerEffects>(_ title: String?, for state: RefreshState, _ effects: inout E)
        throws(InputError)
    {
        guard Self.componentKind.has(state) else { throw InputError("a trailer has no NoMoreData state") }
        setTitle(unchecked: title, for: state, &effects)
    }

    /// A hidden label moves the normal trailer's arrow to the centre.
    public mutating func setLabelHidden<E: TrailerEffects>(_ hidden: Bool, _ effects: inout E) {
        label.setHidden(hidden)
        relayout(&effects)
    }

    // MARK: Arrow

    /// The arrow image's size (default 20×20), which places it and the label.
    public mutating func setArrowSize<E: TrailerEffects>(width: Double, height: Double, _ effects: inout E)
        throws(InputError)
    {
        let width = try InputRules.length(width, "width")
        setArrowSize(unchecked: (width, try InputRules.length(height, "height")), &effects)
    }

    package mutating func setArrowSize<E: TrailerEffects>(
        unchecked size: (width: Double, height: Double), _ effects: inout E
    ) {
        arrow.setSize(width: size.width, height: size.height)
        relayout(&effects)
    }
}
