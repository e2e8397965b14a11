/// F8, the inset rule of the components that add to their edge's inset (the header on the top,
/// the auto footer on the bottom, the trailer on the right): a component adds a contribution c,
/// removes exactly c, and reads the host's own inset (the base) from the inset reported now. A
/// copy of the base kept aside went stale while the component was hidden, took no interaction or
/// was refreshing, and its queries reported an inset the host no longer had.
public struct InsetContribution: Sendable {
    /// An inset request: base + amount, and the base it was made from.
    public struct Request: Equatable, Sendable {
        public let inset: Double
        public let base: Double
        public let amount: Double
    }

    /// c: what the component has added to its edge's inset.
    public private(set) var amount = 0.0
    /// The request last made: while the host still reports its inset, the base is exactly the one
    /// it was made from, free of the rounding of inset − c.
    private var requested: Request?

    public init() {}

    /// An inset was requested and not given back since.
    public var isRequested: Bool { requested != nil }

    /// The host's inset without the contribution, from the inset `reported` now.
    @inline(__always)
    public func base(reported: Double) -> Double {
        if let requested, requested.inset == reported { return requested.base }
        return reported - amount
    }

    /// The request that makes the contribution `amount`, from the inset `reported` now.
    @inline(__always)
    public func request(_ amount: Double, reported: Double) -> Request {
        let base = base(reported: reported)
        return Request(inset: base + amount, base: base, amount: amount)
    }

    /// `request` was made (the model takes it as applied).
    public mutating func made(_ request: Request) {
        amount = request.amount
        requested = request
    }

    /// All of it given back: nothing added, nothing requested.
    public mutating func clear() {
        amount = 0
        requested = nil
    }
}
