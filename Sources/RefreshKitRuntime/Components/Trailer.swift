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
        case .shared(let shared):
            trailer.sendShared(shared)
        case .layout(let layout):
            trailer.emit(TrailerSignal.layoutChanged) {
                $0.double(layout.frame.x); $0.double(layout.frame.y)
                $0.double(layout.frame.width); $0.double(layout.frame.height)
            }
        case .arrow(let angle, let duration):
            trailer.emit(TrailerSignal.arrowChanged) {
                $0.double(angle); $0.double(duration)
            }
        }
    }
}
