/// The bit layout of a handle value: what a host holds as an opaque pointer.
///
/// A handle is never dereferenced; it is decoded. Packing the context into every handle lets any
/// function find the owning context from the handle alone, and lets a handle from another context be
/// told apart from a live one.
///
///     bits 0..<10   context slot        (1,024 live contexts)
///     bits 10..<28  context generation  (262,143 uses of a slot: 2.7e8 contexts per process)
///     bits 28..<51  object slot         (8,388,607 live objects per context)
///     bits 51..<64  object generation   (8,191 uses of a slot: 6.9e10 objects per context)
///
/// A context's own handle has object slot and generation 0; an object's generation starts at 1, so
/// no object handle is a context handle, and a context generation starts at 1, so no handle is 0.
/// The kind is not in the bits: it is the live object's (the bits go to the generations, which
/// are what keep a stale handle from ever matching), so a handle's kind is known only while it
/// is live.
public struct HandleCode: Equatable, Hashable, Sendable {
    public static let contextSlotBits = 10
    public static let contextGenerationBits = 18
    public static let objectSlotBits = 23
    public static let objectGenerationBits = 13

    public static let maxContextSlots = 1 << contextSlotBits
    public static let maxContextGeneration = UInt32((1 << contextGenerationBits) - 1)
    public static let maxObjectSlots = 1 << objectSlotBits
    public static let maxObjectGeneration = UInt32((1 << objectGenerationBits) - 1)

    /// Contexts a process can ever create: each slot is used once per generation, then retired.
    public static let maxContextCreations = maxContextSlots * Int(maxContextGeneration)
    /// Objects a context can ever create (slot 0 is the context's own).
    public static let maxObjectCreations = (maxObjectSlots - 1) * Int(maxObjectGeneration)

    public var contextSlot: UInt32
    public var contextGeneration: UInt32
    public var objectSlot: UInt32
    public var objectGeneration: UInt32

    @inlinable
    public init(
        contextSlot: UInt32, contextGeneration: UInt32,
        objectSlot: UInt32 = 0, objectGeneration: UInt32 = 0
    ) {
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
        return value
    }

    /// Whether the bits have the shape of a context's own handle (no object part).
    @inlinable
    public var isContext: Bool { objectSlot == 0 && objectGeneration == 0 }
}

/// Single-field reads straight from the bits, for the hot path that needs only one or two fields
/// and should not build a whole HandleCode.
extension HandleCode {
    /// The context slot and generation together: equal for every handle of one context, unique
    /// among all contexts ever created (generations are never reused), never 0 for a real handle.
    @inlinable
    public static func contextKey(of bits: UInt64) -> UInt64 {
        bits & ((1 << UInt64(contextSlotBits + contextGenerationBits)) - 1)
    }

    @inlinable
    public static func objectSlot(of bits: UInt64) -> UInt32 {
        let shift = UInt64(contextSlotBits + contextGenerationBits)
        return UInt32(truncatingIfNeeded: (bits >> shift) & ((1 << UInt64(objectSlotBits)) - 1))
    }

    @inlinable
    public static func objectGeneration(of bits: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: bits >> UInt64(64 - objectGenerationBits))
    }

    /// Whether `bits` has the shape of a context's own handle.
    @inlinable
    public static func isContextShaped(_ bits: UInt64) -> Bool {
        bits >> UInt64(contextSlotBits + contextGenerationBits) == 0
    }
}
