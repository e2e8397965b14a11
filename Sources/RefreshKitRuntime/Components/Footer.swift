import RefreshKitModel

/// The footer object: the model's FooterModel in a component object (RefreshComponentObject),
/// which delivers its events as the footer's signals.
public typealias Footer = RefreshComponentObject<FooterModel>

/// The footer's own part of its object: its signals and how it measures its label.
extension FooterModel: TextMeasuringModel {
    public typealias Signal = FooterSignal

    /// The footer's handler answers a width always: when it leaves the result alone, the width
    /// the host set.
    public static func measure(_ footer: Footer) -> Double {
        var measured = footer.model.hostTextWidth
        footer.model.labelText.withCString { pointer in
            _ = footer.emit(FooterSignal.measureText, result: &measured) { $0.string(pointer) }
        }
        return measured
    }

    public mutating func applyLayout<E: FooterEffects>(_ request: LayoutRequest, measured: Double?, _ effects: inout E)
        -> Bool
    {
        applyLayout(request, measuredWidth: measured, &effects)
    }

    public static func send(_ event: FooterEvent, from footer: Footer) {
        switch event {
        case .shared(.stateChanged(let new, let old)):
            footer.emit(FooterSignal.stateChanged) {
                $0.int32(new.rawValue); $0.int32(old.rawValue)
            }
        case .shared(.pullingPercent(let percent)):
            footer.emit(FooterSignal.pullingPercent) { $0.double(percent) }
        case .shared(.frameChanged(let image, let index)):
            footer.emit(FooterSignal.frameChanged) {
                $0.uint64(image.id); $0.int32(Int32(index))
            }
        case .shared(.gifVisibility(let visible)):
            footer.emit(FooterSignal.gifVisibility) { $0.int32(visible ? 1 : 0) }
        case .layout(let layout):
            footer.emit(FooterSignal.layoutChanged) { arguments in
                arguments.double(layout.frame.x)
                arguments.double(layout.frame.y)
                arguments.double(layout.frame.width)
                arguments.double(layout.frame.height)
                arguments.double(layout.parts.gif.x)
                arguments.double(layout.parts.gif.y)
                arguments.double(layout.parts.gif.width)
                arguments.double(layout.parts.gif.height)
                arguments.int32(layout.parts.contentMode.rawValue)
            }
        case .shared(.insetRequested(let edge, let value, let duration)):
            footer.requestInset(FooterSignal.insetRequested, edge, value, duration)
        case .shared(.offsetRequested(let axis, let value, let duration)):
            footer.requestOffset(FooterSignal.offsetRequested, axis, value, duration)
        case .shared(.alpha(let alpha, let duration)):
            footer.emit(FooterSignal.alphaChanged) {
                $0.double(alpha); $0.double(duration)
            }
        case .shared(.label(let text)):
            footer.emitText(FooterSignal.labelChanged, text)
        case .shared(.refreshing(let loadID)):
            footer.emitTrigger(FooterSignal.refreshing, FooterSignal.refreshingLoad, loadID)
        case .shared(.announcement(let text, let priority)):
            footer.emitAnnouncement(FooterSignal.announcement, text, priority)
        case .shared(.endAnimationBegan):
            break  // a back footer has no such signal; its model never emits it
        case .shared(.completion(let id, let finished)):
            footer.finishCompletion(id, finished: finished)
        }
    }
}
