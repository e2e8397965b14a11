import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The three ways a host hands a state's GIF frames to any GIF component (`set_images`,
/// `set_images_with_duration`, `set_images_with_frame_durations`): the images copied, and checked
/// with the model's rules for the state they are for. The component's export applies them.
enum GifFrameArguments {
    /// The images with the default duration (the model's: 0.1 s per image).
    static func defaultDuration(_ images: UnsafePointer<rk_image>?, _ count: UInt32) throws(ABIError) -> GifFrames {
        GifFrames(defaultDurationFor: try RefreshKit.images(images, count))
    }

    /// The images over one loop of `duration` seconds.
    static func loop(
        _ images: UnsafePointer<rk_image>?, _ count: UInt32, duration: Double, for state: RefreshState
    ) throws(ABIError) -> GifFrames {
        let copied = try RefreshKit.images(images, count)
        try checked { () throws(InputError) in
            try GifFrames.checkLoopDuration(duration, count: copied.count, for: state)
        }
        return GifFrames(images: copied, duration: duration)
    }

    /// Each image with its own duration (`durations` has `count` entries).
    static func perFrame(
        _ images: UnsafePointer<rk_image>?, _ durations: UnsafePointer<Double>?, _ count: UInt32,
        for state: RefreshState
    ) throws(ABIError) -> GifFrames {
        let copied = try RefreshKit.images(images, count)
        guard copied.isEmpty || durations != nil else {
            throw ABIError(.invalidArgument, "durations is NULL with count \(count)")
        }
        let frames = GifFrames(images: copied, frameDurations: (0..<copied.count).map { durations?[$0] ?? 0 })
        try checked { () throws(InputError) in try frames.check(for: state, durations: "durations") }
        return frames
    }
}
