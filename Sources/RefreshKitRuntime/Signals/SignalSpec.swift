/// The value types a signal parameter or return value may have. Raw values are the ABI's rk_type.
public enum ValueType: Int32, Sendable {
    case void = 0
    case pointer = 1
    case int32 = 2
    case int64 = 3
    case uint64 = 4
    case double = 5
    case string = 6
}

/// One parameter of a signal.
public struct SignalParameter: Sendable {
    public let name: StaticString
    public let type: ValueType

    public init(_ name: StaticString, _ type: ValueType) {
        self.name = name
        self.type = type
    }
}

/// A signal described as data, so hosts can enumerate and bind it without hand-written glue.
public struct SignalSpec: Sendable {
    @inlinable public static var maxParameters: Int { 12 }

    public let name: StaticString
    public let parameters: [SignalParameter]
    public let returnType: ValueType

    public init(_ name: StaticString, _ parameters: [SignalParameter] = [], returns: ValueType = .void) {
        precondition(parameters.count <= Self.maxParameters)
        precondition(returns == .void || returns == .double)
        self.name = name
        self.parameters = parameters
        self.returnType = returns
    }
}
