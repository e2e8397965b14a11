/// The state label's settings every family has: each changes the label, shows it anew for the
/// current state, and lays the component out again where the family's layout reads the text
/// (`invalidateLayout`).
extension RefreshComponent {
    /// The state label for the current state; a new text lays the component out again.
    @_spi(RefreshKitPackage)
    public mutating func updateLabel<E: ComponentEffects<Event>>(_ effects: inout E) {
        if label.update(for: component.state, &effects) { invalidateLayout() }
    }

    /// A language change re-reads the built-in titles; custom titles survive it (F7).
    public mutating func setLanguage<E: ComponentEffects<Event>>(_ language: FooterLanguage, _ effects: inout E) {
        label.setLanguage(language)
        updateLabel(&effects)
        invalidateLayout()
    }

    /// A custom title for a state (already checked where the family has no such state), shown
    /// at once when it is the current state's; nil returns the state to the language's title.
    package mutating func setTitle<E: ComponentEffects<Event>>(
        unchecked title: String?, for state: RefreshState, _ effects: inout E
    ) {
        label.setTitle(title, for: state)
        updateLabel(&effects)
    }
}
