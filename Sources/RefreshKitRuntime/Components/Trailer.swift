import RefreshKitModel

/// The trailer object: the model's TrailerModel in a component object (RefreshComponentObject),
/// its timers (the arrow snap among them) on the context's loop, its events delivered as the
/// trailer's signals. A trailer lays out without measuring: it never waits for a layout.
public typealias Trailer = RefreshComponentObject<TrailerModel>

/// The trailer's own part of its object: its signals.
extension TrailerModel: StyledComponentModel {
    public typealias Signal = TrailerSignal
    public init() { self.init(style: .normal) }

    public static func send(_ event: TrailerEvent, from trailer: Trailer) {
        switch event {
        case .stateChanged(let new, let old):
            trailer.emit(TrailerSignal.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            trailer.emit(TrailerSignal.pullingPercent) { $0.double(percent) }
        case .layout(let layout):
            trailer.emit(TrailerSignal.layoutChanged) {
                $0.double(layout.trailer.x); $0.double(layout.trailer.y)
                $0.double(layout.trailer.width); $0.double(layout.trailer.height)
            }
        case .insetRequested(let edge, let value, let duration):
            trailer.requestInset(TrailerSignal.insetRequested, edge, value, duration)
        case .offsetRequested(let axis, let value, let duration):
            trailer.requestOffset(TrailerSignal.offsetRequested, axis, value, duration)
        case .alpha(let alpha, let duration):
            trailer.emit(TrailerSignal.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            trailer.emitText(TrailerSignal.labelChanged, text)
        case .refreshing(let loadID):
            trailer.emitTrigger(TrailerSignal.refreshing, TrailerSignal.refreshingLoad, loadID)
        case .announcement(let text, let priority):
            trailer.emitAnnouncement(TrailerSignal.announcement, text, priority)
        case .endAnimationBegan:
            trailer.emit(TrailerSignal.endAnimationBegan)
        case .arrow(let angle, let duration):
            trailer.emit(TrailerSignal.arrowChanged) {
                $0.double(angle); $0.double(duration)
            }
        case .frameChanged, .gifVisibility:
            break  // a trailer has no GIF; its model never emits these
        case .completion(let id, let finished):
            trailer.finishCompletion(id, finished: finished)
        }
    }
}
