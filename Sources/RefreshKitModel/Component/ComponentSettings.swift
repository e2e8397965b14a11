/// The settings every component has, all on its component machine. Each public numeric setter
/// checks with InputRules and changes nothing when it refuses; its `unchecked` form is for values
/// already checked so (the C ABI's).
extension RefreshComponent {
    public mutating func setInteractionEnabled(_ enabled: Bool) {
        component.setInteractionEnabled(enabled)
    }

    public mutating func setAutomaticallyChangesAlpha<E: ComponentEffects<Event>>(_ enabled: Bool, _ effects: inout E) {
        component.setAutomaticallyChangesAlpha(enabled, &effects)
    }

    public mutating func setAnimationDurations(fast: Double, slow: Double) throws(InputError) {
        let fast = try InputRules.duration(fast, "fast")
        setAnimationDurations(unchecked: (fast, try InputRules.duration(slow, "slow")))
    }

    package mutating func setAnimationDurations(unchecked durations: (fast: Double, slow: Double)) {
        component.setAnimationDurations(fast: durations.fast, slow: durations.slow)
    }
}
