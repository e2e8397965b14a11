/// A family with MJRefresh's GIF layer (the back footer, the header, the auto footer): frames per
/// state, the frame shown, and the frame timer (GifPlayer).
public protocol GifComponentModel: RefreshComponentModel {
    var gif: GifPlayer { get }
}

extension GifComponentModel {
    @inlinable public var gifVisible: Bool { gif.visible }
    @inlinable public var shownFrame: (image: HostImage, index: Int)? { gif.shownFrame }
    @inlinable public var isAnimatingGIF: Bool { gif.isAnimating }
    @inlinable public func images(for state: RefreshState) -> GifFrames? { gif.images(for: state) }

    /// The frame a render loop shows at time `t` (finite).
    public func frame(at t: Double) throws(InputError) -> (image: HostImage, index: Int)? {
        gif.frame(at: try InputRules.time(t, "t"))
    }

    @inlinable package func frame(uncheckedAt t: Double) -> (image: HostImage, index: Int)? { gif.frame(at: t) }
}

/// The GIF layer as the package changes it: its timer is the family's visual timer.
package protocol GifComponent: GifComponentModel, RefreshComponent {
    var gif: GifPlayer { get set }
}

extension GifComponent {
    @_spi(RefreshKitPackage)
    public mutating func visualTimerFired<E: ComponentEffects<Event>>(
        _ timer: ComponentTimer, _ effects: inout E
    ) {
        guard timer == .gifFrame else { return }
        gif.frameTimerFired(&effects)
    }

    @_spi(RefreshKitPackage)
    public mutating func stopVisuals<E: ComponentEffects<Event>>(_ effects: inout E) {
        gif.stop(&effects)
    }
}
