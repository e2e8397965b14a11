import RefreshKitModel

/// The header object: the model's HeaderModel in a component object (RefreshComponentObject),
/// with the context's wall clock and last-updated store, its events delivered as the header's
/// signals.
public typealias Header = RefreshComponentObject<HeaderModel>

/// The header's own part of its object: its signals, its time text, how it measures its two labels.
extension HeaderModel: TextMeasuringModel, StyledComponentModel {
    public typealias Signal = HeaderSignal
    public init() { self.init(style: .normal) }

    /// The time text is read from the context's store at once.
    public static func started(_ header: Header) {
        header.perform { model, effects in model.refreshTimeText(&effects) }
    }

    /// Each shown label measured in turn; a handler that destroys the header leaves the rest
    /// unmeasured.
    public static func measure(_ header: Header) -> (state: Double?, time: Double?) {
        let state = header.model.label.needsTextWidth ? measure(header.model.labelText, header) : nil
        let time = header.model.timeLabel.needsTextWidth ? measure(header.model.timeText, header) : nil
        return (state, time)
    }

    private static func measure(_ text: String, _ header: Header) -> Double? {
        guard header.alive else { return nil }
        return header.measureText(text)
    }

    /// The host's formatter answers the time text's request first (its text is what is measured),
    /// then the labels are measured and laid out. A measure-text handler may recompute the time
    /// text: the new request is answered and measured in turn, with one budget of formatter calls
    /// for the whole layout (then the built-in text) and as many rounds.
    public static func layOut(_ header: Header) {
        var budget = ContentLayout.maxMeasureAttempts
        var rounds = ContentLayout.maxMeasureAttempts
        repeat {
            header.answerTimeTextRequests(budget: &budget)
            measureAndLayOut(header)
            rounds -= 1
        } while rounds > 0 && header.alive && header.model.pendingTimeTextRequest != nil
    }

    public mutating func applyLayout<E: HeaderEffects>(
        _ request: LayoutRequest, measured: (state: Double?, time: Double?)?, _ effects: inout E
    ) -> Bool {
        applyLayout(request, stateWidth: measured?.state, timeWidth: measured?.time, &effects)
    }

    public static func send(_ event: HeaderEvent, from header: Header) {
        switch event {
        case .shared(let shared):
            header.sendShared(shared)
        case .layout(let layout):
            header.emit(HeaderSignal.layoutChanged) {
                $0.double(layout.frame.x); $0.double(layout.frame.y)
                $0.double(layout.frame.width); $0.double(layout.frame.height)
            }
        case .timeLabel(let text):
            header.emitText(HeaderSignal.timeLabelChanged, text)
        case .arrow(let angle, let duration):
            header.emit(HeaderSignal.arrowChanged) {
                $0.double(angle); $0.double(duration)
            }
        case .arrowVisibility(let visible):
            header.emit(HeaderSignal.arrowVisibility) { $0.int32(visible ? 1 : 0) }
        case .spinner(let animating):
            header.emit(HeaderSignal.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        case .spinnerAlpha(let alpha, let duration):
            header.emit(HeaderSignal.spinnerAlpha) {
                $0.double(alpha); $0.double(duration)
            }
        }
    }
}
