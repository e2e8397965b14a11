import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

private func setFrames(
    _ function: StaticString, _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ build: () throws(ABIError) -> GifFrames
) -> rk_status {
    let checked: (FooterState, GifFrames)
    do throws(ABIError) {
        checked = (try footerState(state), try build())
    } catch {
        recordError(function, error)
        return error.status.rawValue
    }
    return footerCommand(function, footer, checked) { footer, value, _ in
        footer.perform { model, effects in model.setImages(unchecked: value.1, for: value.0, &effects) }
    }
}

@c @implementation
public func rk_footer_set_images(
    _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ images: UnsafePointer<rk_image>?, _ count: UInt32
) -> rk_status {
    setFrames("rk_footer_set_images", footer, state) { () throws(ABIError) in
        let copied = try RefreshKit.images(images, count)
        return GifFrames(defaultDurationFor: copied)
    }
}

@c @implementation
public func rk_footer_set_images_with_duration(
    _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    setFrames("rk_footer_set_images_with_duration", footer, state) { () throws(ABIError) in
        let target = try footerState(state)
        let copied = try RefreshKit.images(images, count)
        try checked { () throws(InputError) in
            try GifFrames.checkLoopDuration(duration, count: copied.count, for: target)
        }
        return GifFrames(images: copied, duration: duration)
    }
}

@c @implementation
public func rk_footer_set_images_with_frame_durations(
    _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?,
    _ count: UInt32
) -> rk_status {
    setFrames("rk_footer_set_images_with_frame_durations", footer, state) { () throws(ABIError) in
        let target = try footerState(state)
        let copied = try RefreshKit.images(images, count)
        guard copied.isEmpty || durations != nil else {
            throw ABIError(.invalidArgument, "durations is NULL with count \(count)")
        }
        let frames = GifFrames(images: copied, frameDurations: (0..<copied.count).map { durations?[$0] ?? 0 })
        try checked { () throws(InputError) in try frames.check(for: target, durations: "durations") }
        return frames
    }
}
