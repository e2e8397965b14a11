import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

private func setFrames(
    _ function: StaticString, _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ build: (FooterState) throws(ABIError) -> GifFrames
) -> rk_status {
    let checked: (FooterState, GifFrames)
    do throws(ABIError) {
        let target = try footerState(state)
        checked = (target, try build(target))
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
    setFrames("rk_footer_set_images", footer, state) { _ throws(ABIError) in
        try GifFrameArguments.defaultDuration(images, count)
    }
}

@c @implementation
public func rk_footer_set_images_with_duration(
    _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    setFrames("rk_footer_set_images_with_duration", footer, state) { target throws(ABIError) in
        try GifFrameArguments.loop(images, count, duration: duration, for: target)
    }
}

@c @implementation
public func rk_footer_set_images_with_frame_durations(
    _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?,
    _ count: UInt32
) -> rk_status {
    setFrames("rk_footer_set_images_with_frame_durations", footer, state) { target throws(ABIError) in
        try GifFrameArguments.perFrame(images, durations, count, for: target)
    }
}
