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
    /// One frame: the values (8 bytes per slot), the pointers to them, then the slot a handler's
    /// return value is stored in (16, to keep frames aligned): right after the pointers, so an
    /// emission finds it from them (`returnSlot`) and keeps no address-taken local of its own.
    @inlinable public static var frameBytes: Int { 16 * slots + 16 }

    /// The return-value slot of the frame whose pointers are `pointers`.
    @inlinable @inline(__always)
    public static func returnSlot(_ pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> UnsafeMutableRawPointer
    {
        UnsafeMutableRawPointer(pointers + slots)
    }

    @usableFromInline let storage: UnsafeMutableRawPointer
    /// The next nesting level's frame, and the end of the prepared ones: entering is a bump.
    @usableFromInline var next: UnsafeMutableRawPointer
    @usableFromInline let end: UnsafeMutableRawPointer

    public init() {
        storage = .allocate(byteCount: EmissionFrames.frameBytes * EmissionFrames.preparedLevels, alignment: 16)
        next = storage
        end = storage + EmissionFrames.frameBytes * EmissionFrames.preparedLevels
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
        guard next != end else { return nil }
        let frame = next
        next += EmissionFrames.frameBytes
        return (frame, (frame + 8 * EmissionFrames.slots).assumingMemoryBound(to: UnsafeMutableRawPointer?.self))
    }

    @inlinable @inline(__always)
    public mutating func leave() {
        next -= EmissionFrames.frameBytes
    }
}
