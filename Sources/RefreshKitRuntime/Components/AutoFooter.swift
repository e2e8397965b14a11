import RefreshKitModel

/// The auto footer object: the model's AutoFooterModel in a component object
/// (RefreshComponentObject), its timers (the paging animation, the GIF frames) on the context's
/// loop, its events delivered as the auto footer's signals.
public typealias AutoFooter = RefreshComponentObject<AutoFooterModel>

extension RefreshComponentObject where Model == AutoFooterModel {
    /// The style is fixed at creation.
    public func start(style: AutoFooterStyle) { start(AutoFooterModel(style: style)) }
}

/// The auto footer's own part of its object: its signals, its edge, how it measures its label.
extension AutoFooterModel: TextMeasuringModel {
    public init() { self.init(style: .normal) }
    public static var announcementSignal: Int { AutoFooterSignals.announcement }
    public static var measureTextSignal: Int { AutoFooterSignals.measureText }
    public var appliedInset: Double { metrics.insetBottom }
    public var appliedOffset: Double { metrics.offset }

    /// No handler answering (all disconnected meanwhile) is the set width.
    public static func measure(_ footer: AutoFooter) -> Double? {
        footer.measureText(AutoFooterSignals.measureText, footer.model.labelText)
    }

    public mutating func applyLayout<E: AutoFooterEffects>(
        _ request: LayoutRequest, measured: Double??, _ effects: inout E
    ) -> Bool {
        applyLayout(request, measuredWidth: measured ?? nil, &effects)
    }

    public static func send(_ event: AutoFooterEvent, from footer: AutoFooter) {
        switch event {
        case .stateChanged(let new, let old):
            footer.emit(AutoFooterSignals.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .pullingPercent(let percent):
            footer.emit(AutoFooterSignals.pullingPercent) { $0.double(percent) }
        case .frameChanged(let image, let index):
            footer.emit(AutoFooterSignals.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .gifVisibility(let visible):
            footer.emit(AutoFooterSignals.gifVisibility) { $0.int32(visible ? 1 : 0) }
        case .layout(let layout):
            footer.emit(AutoFooterSignals.layoutChanged) {
                $0.double(layout.footer.x); $0.double(layout.footer.y)
                $0.double(layout.footer.width); $0.double(layout.footer.height)
            }
        case .insetRequested(let edge, let value, let duration):
            footer.requestInset(AutoFooterSignals.insetRequested, edge, value, duration)
        case .offsetRequested(let axis, let value, let duration):
            footer.requestOffset(AutoFooterSignals.offsetRequested, axis, value, duration)
        case .alpha(let alpha, let duration):
            footer.emit(AutoFooterSignals.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .label(let text):
            footer.emitText(AutoFooterSignals.labelChanged, text)
        case .refreshing(let loadID):
            footer.emitTrigger(AutoFooterSignals.refreshing, AutoFooterSignals.refreshingLoad, loadID)
        case .announcement(let text, let priority):
            footer.emitAnnouncement(AutoFooterSignals.announcement, text, priority)
        case .endAnimationBegan:
            footer.emit(AutoFooterSignals.endAnimationBegan)
        case .spinner(let animating):
            footer.emit(AutoFooterSignals.spinnerChanged) { $0.int32(animating ? 1 : 0) }
        case .completion(let id, let finished):
            footer.finishCompletion(id, finished: finished)
        }
    }
}
