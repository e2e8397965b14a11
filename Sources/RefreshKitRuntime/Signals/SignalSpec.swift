import RefreshKitModel

/// One parameter of a signal.
public struct SignalParameter: Sendable {
    public let name: StaticString
    public let type: ValueType

    public init(_ name: StaticString, _ type: ValueType) {
        self.name = name
        self.type = type
    }

    /// An on/off value, as the ABI passes one: an int32, 1 or 0 (SignalArguments.flag).
    public static func flag(_ name: StaticString) -> SignalParameter { SignalParameter(name, .int32) }
}

/// A signal described as data, so hosts can enumerate and bind it without hand-written glue.
public struct SignalSpec: Sendable {
    @inlinable public static var maxParameters: Int { 12 }

    public let name: StaticString
    public let parameters: [SignalParameter]
    public let returnType: ValueType
    /// When the signal is emitted and what the host should do with it: the one text of the signal
    /// reference (rk_signal_desc.summary, the typed connects' doc comments, refreshkit-signals).
    public let summary: StaticString

    public init(
        _ name: StaticString, _ parameters: [SignalParameter] = [], returns: ValueType = .void,
        summary: StaticString
    ) {
        precondition(parameters.count <= Self.maxParameters)
        precondition(returns == .void || returns == .double)
        self.name = name
        self.parameters = parameters
        self.returnType = returns
        self.summary = summary
    }

    /// The same signal (name, parameters, return type) described for one kind: a signal every
    /// component shares may say more for one of them (the trailer draws its label vertically).
    public func summarized(_ summary: StaticString) -> SignalSpec {
        SignalSpec(name, parameters, returns: returnType, summary: summary)
    }
}
