/// The bit layout of a handle value: what a host holds as an opaque pointer.
///
/// A handle is never dereferenced; it is decoded. Packing the context into every handle lets any
/// function find the owning context from the handle alone, and lets a handle from another context be
/// told apart from a live one.
///
///     bits 0..<5    kind           (0 is never a valid kind, so no handle is NULL)
///     bits 5..<15   context slot   (1,024 live contexts)
///     bits 15..<29  context generation
///     bits 29..<52  object slot    (8,388,608 live objects per context)
///     bits 52..<64  object generation
public struct HandleCode: Equatable, Hashable, Sendable {
    public static let kindBits = 5
    public static let contextSlotBits = 10
    public static let contextGenerationBits = 14
    public static let objectSlotBits = 23
    public static let objectGenerationBits = 12

    public static let maxContextSlots = 1 << contextSlotBits
    public static let maxContextGeneration = UInt32((1 << contextGenerationBits) - 1)
    public static let maxObjectSlots = 1 << objectSlotBits
    public static let maxObjectGeneration = UInt32((1 << objectGenerationBits) - 1)

    public var kind: UInt8
    public var contextSlot: UInt32
    public var contextGeneration: UInt32
    public var objectSlot: UInt32
    public var objectGeneration: UInt32

    @inlinable
    public init(kind: UInt8, contextSlot: UInt32, contextGeneration: UInt32,
                objectSlot: UInt32 = 0, objectGeneration: UInt32 = 0) {
        self.kind = kind
        self.contextSlot = contextSlot
        self.contextGeneration = contextGeneration
        self.objectSlot = objectSlot
        self.objectGeneration = objectGeneration
    }

    /// Decodes any 64-bit value; fields are masked, so every value decodes. Validity is the
    /// handle table's business.
    @inlinable @inline(__always)
    public init(bits: UInt64) {
        // Plain shifts and masks, always inlined: this runs on every call from a thread other than
        // the loop's.
        kind = HandleCode.kind(of: bits)
        let context = HandleCode.contextKey(of: bits)
        contextSlot = UInt32(truncatingIfNeeded: context & ((1 << UInt64(Self.contextSlotBits)) - 1))
        contextGeneration = UInt32(truncatingIfNeeded: context >> UInt64(Self.contextSlotBits))
        objectSlot = HandleCode.objectSlot(of: bits)
        objectGeneration = HandleCode.objectGeneration(of: bits)
    }

    @inlinable
    public var bits: UInt64 {
        var value = UInt64(objectGeneration)
        value = value << UInt64(Self.objectSlotBits) | UInt64(objectSlot)
        value = value << UInt64(Self.contextGenerationBits) | UInt64(contextGeneration)
        value = value << UInt64(Self.contextSlotBits) | UInt64(contextSlot)
        value = value << UInt64(Self.kindBits) | UInt64(kind)
        return value
    }
}

/// Single-field reads straight from the bits, for the hot path that needs only one or two fields
/// and should not build a whole HandleCode.
extension HandleCode {
    @inlinable
    public static func kind(of bits: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: bits & ((1 << UInt64(kindBits)) - 1))
    }

    /// The context slot and generation together: equal for every handle of one context, unique
    /// among all contexts ever created (generations are never reused), never 0 for a real handle.
    @inlinable
    public static func contextKey(of bits: UInt64) -> UInt64 {
        (bits >> UInt64(kindBits)) & ((1 << UInt64(contextSlotBits + contextGenerationBits)) - 1)
    }

    @inlinable
    public static func objectSlot(of bits: UInt64) -> UInt32 {
        let shift = UInt64(kindBits + contextSlotBits + contextGenerationBits)
        return UInt32(truncatingIfNeeded: (bits >> shift) & ((1 << UInt64(objectSlotBits)) - 1))
    }

    @inlinable
    public static func objectGeneration(of bits: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: bits >> UInt64(64 - objectGenerationBits))
    }
}
