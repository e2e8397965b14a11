import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The three ways a host hands a state's GIF frames to any GIF component (`set_images`,
/// `set_images_with_duration`, `set_images_with_frame_durations`). `frames(for:)` copies the
/// images and checks them with the model's rules for the state whose duration rule applies.
enum GifFrameArguments {
    /// The images with the default duration (the model's: 0.1 s per image).
    case defaultDuration(UnsafePointer<rk_image>?, UInt32)
    /// The images over one loop of `duration` seconds.
    case loop(UnsafePointer<rk_image>?, UInt32, duration: Double)
    /// Each image with its own duration (`durations` has `count` entries).
    case perFrame(UnsafePointer<rk_image>?, UnsafePointer<Double>?, UInt32)

    func frames(for rule: RefreshState) throws(ABIError) -> GifFrames {
        switch self {
        case .defaultDuration(let images, let count):
            return GifFrames(defaultDurationFor: try RefreshKit.images(images, count))
        case .loop(let images, let count, let duration):
            let copied = try RefreshKit.images(images, count)
            try checked { () throws(InputError) in
                try GifFrames.checkLoopDuration(duration, count: copied.count, for: rule)
            }
            return GifFrames(images: copied, duration: duration)
        case .perFrame(let images, let durations, let count):
            let copied = try RefreshKit.images(images, count)
            guard copied.isEmpty || durations != nil else {
                throw ABIError(.invalidArgument, "durations is NULL with count \(count)")
            }
            let frames = GifFrames(images: copied, frameDurations: (0..<copied.count).map { durations?[$0] ?? 0 })
            try checked { () throws(InputError) in try frames.check(for: rule, durations: "durations") }
            return frames
        }
    }
}

/// A family whose model takes GIF frames per state (all but the trailer), as its set_images
/// exports need it.
protocol GifFramesModel: ComponentObjectModel {
    /// The state a set_images call names, checked as the kind's other per-state functions check it,
    /// and the state whose duration rule its frames follow.
    static func framesState(_ value: rk_footer_state) throws(ABIError) -> (target: RefreshState, rule: RefreshState)
    mutating func setImages<E: ComponentEffects<Event>>(
        unchecked frames: GifFrames, for target: RefreshState, _ effects: inout E)
}

extension FooterModel: GifFramesModel {
    static func framesState(_ value: rk_footer_state) throws(ABIError) -> (target: RefreshState, rule: RefreshState) {
        let target = try footerState(value)
        return (target, target)
    }
}

extension HeaderModel: GifFramesModel {
    static func framesState(_ value: rk_footer_state) throws(ABIError) -> (target: RefreshState, rule: RefreshState) {
        let target = try headerState(value)
        return (target, target)
    }
}

extension AutoFooterModel: GifFramesModel {
    /// Only Refreshing's frames ever animate (docs/behaviour/auto-footer.md §11): every other
    /// state's follow Idle's rule.
    static func framesState(_ value: rk_footer_state) throws(ABIError) -> (target: RefreshState, rule: RefreshState) {
        let target = try footerState(value)
        return (target, target == .refreshing ? .refreshing : .idle)
    }
}

/// rk_<component>_set_images*: the state, then the frames, checked (nothing reaches the component
/// when they are refused), then stored.
func framesCommand<Model: GifFramesModel>(
    _ function: StaticString, _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type,
    _ state: rk_footer_state, _ arguments: GifFrameArguments
) -> rk_status {
    modelCommand(
        function, handle, type,
        { () throws(ABIError) in
            let (target, rule) = try Model.framesState(state)
            return (target, try arguments.frames(for: rule))
        }
    ) { model, effects, value in model.setImages(unchecked: value.1, for: value.0, &effects) }
}
