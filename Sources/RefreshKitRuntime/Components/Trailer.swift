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
        case .shared(.stateChanged(let new, let old)):
            trailer.emit(TrailerSignal.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .shared(.pullingPercent(let percent)):
            trailer.emit(TrailerSignal.pullingPercent) { $0.double(percent) }
        case .layout(let layout):
            trailer.emit(TrailerSignal.layoutChanged) {
                $0.double(layout.frame.x); $0.double(layout.frame.y)
                $0.double(layout.frame.width); $0.double(layout.frame.height)
            }
        case .shared(.insetRequested(let edge, let value, let duration)):
            trailer.requestInset(TrailerSignal.insetRequested, edge, value, duration)
        case .shared(.offsetRequested(let axis, let value, let duration)):
            trailer.requestOffset(TrailerSignal.offsetRequested, axis, value, duration)
        case .shared(.alpha(let alpha, let duration)):
            trailer.emit(TrailerSignal.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .shared(.label(let text)):
            trailer.emitText(TrailerSignal.labelChanged, text)
        case .shared(.refreshing(let loadID)):
            trailer.emitTrigger(TrailerSignal.refreshing, TrailerSignal.refreshingLoad, loadID)
        case .shared(.announcement(let text, let priority)):
            trailer.emitAnnouncement(TrailerSignal.announcement, text, priority)
        case .shared(.endAnimationBegan):
            trailer.emit(TrailerSignal.endAnimationBegan)
        case .arrow(let angle, let duration):
            trailer.emit(TrailerSignal.arrowChanged) {
                $0.double(angle); $0.double(duration)
            }
        case .shared(.frameChanged), .shared(.gifVisibility):
            break  // a trailer has no GIF; its model never emits these
        case .shared(.completion(let id, let finished)):
            trailer.finishCompletion(id, finished: finished)
        }
    }
}
