import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

private func signals(of kind: rk_kind) throws(ABIError) -> [SignalSpec] {
    guard kind >= 0, kind <= Int32(UInt8.max), let known = ObjectKind(rawValue: UInt8(kind)) else {
        throw ABIError(.invalidArgument, "unknown kind \(kind)")
    }
    return known.signals
}

private func index(of name: BorrowedString, in specs: [SignalSpec]) -> Int? {
    specs.firstIndex { name.equals($0.name) }
}

@c @implementation
public func rk_signal_count(_ kind: rk_kind, _ outCount: UnsafeMutablePointer<UInt32>?) -> rk_status {
    abiCall("rk_signal_count") { () throws(ABIError) in
        let out = try required(outCount, "out_count")
        out.pointee = UInt32(try signals(of: kind).count)
    }
}

/// The fields up to and including param_count: what every caller's struct must hold.
private let minimumDescriptionSize = (MemoryLayout<rk_signal_desc>.offset(of: \rk_signal_desc.param_count) ?? 20) + 4

@c @implementation
public func rk_signal_info(_ kind: rk_kind, _ index: UInt32, _ out: UnsafeMutablePointer<rk_signal_desc>?)
    -> rk_status
{
    abiCall("rk_signal_info") { () throws(ABIError) in
        let out = try required(out, "out")
        let specs = try signals(of: kind)
        let callerSize = Int(out.pointee.struct_size)
        guard callerSize >= minimumDescriptionSize else {
            throw ABIError(
                .invalidArgument,
                "out->struct_size is \(callerSize), at least \(minimumDescriptionSize) is needed")
        }
        guard Int(index) < specs.count else {
            throw ABIError(.notFound, "kind \(kind) has \(specs.count) signals, no index \(index)")
        }
        describe(specs[Int(index)], index: index, into: out, size: callerSize)
    }
}

/// Writes the description of a signal into the caller's struct, only as much of it as the caller's
/// struct_size holds (an older caller has a shorter one).
private func describe(_ spec: SignalSpec, index: UInt32, into out: UnsafeMutablePointer<rk_signal_desc>, size: Int) {
    var description = rk_signal_desc()
    description.struct_size = UInt32(Swift.min(size, MemoryLayout<rk_signal_desc>.size))
    description.index = index
    description.name = spec.name.cString
    description.return_type = spec.returnType.rawValue
    description.param_count = UInt32(spec.parameters.count)
    withUnsafeMutableBytes(of: &description.param_types) { types in
        for (i, parameter) in spec.parameters.enumerated() {
            types.storeBytes(of: parameter.type.rawValue, toByteOffset: i * 4, as: Int32.self)
        }
    }
    withUnsafeMutableBytes(of: &description.param_names) { names in
        for (i, parameter) in spec.parameters.enumerated() {
            names.storeBytes(of: parameter.name.cString, toByteOffset: i * 8, as: UnsafePointer<CChar>?.self)
        }
    }
    description.summary = spec.summary.cString
    let written = Int(description.struct_size)
    withUnsafeBytes(of: &description) { bytes in
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(out).copyMemory(from: source, byteCount: written)
    }
}

@c @implementation
public func rk_signal_lookup(
    _ kind: rk_kind, _ name: UnsafePointer<CChar>?,
    _ outIndex: UnsafeMutablePointer<UInt32>?
) -> rk_status {
    abiCall("rk_signal_lookup") { () throws(ABIError) in
        let out = try required(outIndex, "out_index")
        let specs = try signals(of: kind)
        let name = try BorrowedString(name, "name")
        guard let found = index(of: name, in: specs) else {
            throw ABIError(.notFound, "kind \(kind) has no signal \"\(name.string.prefix(64))\"")
        }
        out.pointee = UInt32(found)
    }
}

@c @implementation
public func rk_connect(
    _ object: UnsafeMutableRawPointer?, _ signal: UnsafePointer<CChar>?,
    _ function: rk_callback?, _ userData: UnsafeMutableRawPointer?,
    _ destroyNotify: rk_destroy_notify?,
    _ outConnection: UnsafeMutablePointer<rk_connection>?
) -> rk_status {
    abiCall("rk_connect") { () throws(ABIError) in
        let object = try Handles.signalSource(object)
        let name = try BorrowedString(signal, "signal")
        guard let function else { throw ABIError(.invalidArgument, "fn is NULL") }
        guard let found = index(of: name, in: object.kind.signals) else {
            throw ABIError(.notFound, "a \(object.kind.name) has no signal \"\(name.string.prefix(64))\"")
        }
        let id = object.context.connect(
            object, signal: found, function: function, userData: userData,
            destroyNotify: destroyNotify)
        outConnection?.pointee = id
    }
}

@c @implementation
public func rk_disconnect(_ context: OpaquePointer?, _ connection: rk_connection) -> rk_status {
    contextCall("rk_disconnect", context) { context throws(ABIError) in
        guard context.disconnect(connection) else {
            throw ABIError(.notFound, "connection \(connection) is not connected in this context")
        }
    }
}
