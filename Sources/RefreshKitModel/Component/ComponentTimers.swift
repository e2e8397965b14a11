/// A component's timers (ComponentTimer), one dispatch for every family: the machine's begin and
/// exit animations, then what the family's visuals run (a GIF's frames, the trailer's arrow snap),
/// through the family's steps `exitAnimationDidEnd` (by default the percent back to 0),
/// `visualTimerFired` and `stopVisuals`.
extension RefreshComponent {
    /// A family without a begin animation (the auto footer, F10) never has one pending, so the
    /// machine ignores that timer for it.
    public mutating func timerFired<E: ComponentEffects<Event>>(_ timer: ComponentTimer, _ effects: inout E) {
        switch timer {
        case .beginAnimation:
            component.beginAnimationEnded(&effects)
        case .exitAnimation:
            guard component.exitAnimationEnded() else { return }
            exitAnimationDidEnd(&effects)
            component.finishEnd(&effects)
        case .gifFrame, .arrowSnap:
            visualTimerFired(timer, &effects)
        }
    }

    public mutating func cancelAll<E: ComponentEffects<Event>>(_ effects: inout E) {
        component.supersedePending(&effects)
        stopVisuals(&effects)
    }

    @_spi(RefreshKitPackage)
    public mutating func exitAnimationDidEnd<E: ComponentEffects<Event>>(_ effects: inout E) {
        setPullingPercent(0, &effects)
    }
}
