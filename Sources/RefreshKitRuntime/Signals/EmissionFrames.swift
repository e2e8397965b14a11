/// Argument frames for emissions, allocated once per context.
///
/// libffi takes an emission's arguments as an array of pointers to their values. Building that
/// array on the stack cost a loop per emission; a frame here has it filled once, at creation, so an
/// emission only stores its values. A handler may emit again (nested emissions), so each nesting
/// level has its own frame; deeper levels fall back to a stack frame. Only the loop thread emits,
/// so the frames need no lock.
public struct EmissionFrames {
    /// Nesting levels with a ready frame; deeper emissions build one on the stack.
    @inlinable public static var preparedLevels: Int { 8 }
    @inlinable public static var slots: Int { SignalSpec.maxParameters + 2 }
    /// One frame: the values (8 bytes per slot), then the pointers to them.
    @inlinable public static var frameBytes: Int { 16 * slots }

    @usableFromInline let storage: UnsafeMutableRawPointer
    @usableFromInline var depth = 0

    public init() {
        storage = .allocate(byteCount: EmissionFrames.frameBytes * EmissionFrames.preparedLevels, alignment: 16)
        for level in 0..<EmissionFrames.preparedLevels {
            let frame = storage + level * EmissionFrames.frameBytes
            let pointers = (frame + 8 * EmissionFrames.slots)
                .bindMemory(to: UnsafeMutableRawPointer?.self, capacity: EmissionFrames.slots)
            for slot in 0..<EmissionFrames.slots { pointers[slot] = frame + 8 * slot }
        }
    }

    public func deallocate() {
        storage.deallocate()
    }

    /// The frame for the next nesting level, or nil when it has none prepared. The caller must
    /// `leave()` when its emission ends.
    @inlinable @inline(__always)
    public mutating func enter() -> (
        values: UnsafeMutableRawPointer, pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    )? {
        guard depth < EmissionFrames.preparedLevels else { return nil }
        let frame = storage + depth * EmissionFrames.frameBytes
        depth &+= 1
        return (frame, (frame + 8 * EmissionFrames.slots).assumingMemoryBound(to: UnsafeMutableRawPointer?.self))
    }

    @inlinable @inline(__always)
    public mutating func leave() {
        depth &-= 1
    }
}
