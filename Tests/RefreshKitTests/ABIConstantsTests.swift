import CRefreshKitSupport
import Testing
@testable import RefreshKit
@testable import RefreshKitModel
@testable import RefreshKitRuntime

/// The Swift mirrors of the header's numbers must agree with it: a drift would change the ABI.
@Suite struct ABIConstantsTests {
    /// One bound for every delay and duration: the header's, the model's rules and the timer queue's.
    @Test func theDelayBoundIsTheHeadersEverywhere() {
        #expect(InputRules.maximumDuration == Double(RK_MAX_DELAY_SECONDS))
        #expect(maxTimerDelay == Double(RK_MAX_DELAY_SECONDS))
    }

    /// The header's formatter buffer sizes and refusal reasons, which the runtime keeps without
    /// seeing the header.
    @Test func theFormatterNumbersAreTheHeaders() {
        #expect(FormatterBuffer.firstCapacity == Int(RK_LAST_UPDATED_FIRST_CAP))
        #expect(TextLimits.maxBytes == Int(RK_MAX_STRING_BYTES))
        #expect(TimeTextRefusal.invalidUTF8.rawValue == Int32(RK_TIME_TEXT_INVALID_UTF8))
        #expect(TimeTextRefusal.tooLong.rawValue == Int32(RK_TIME_TEXT_TOO_LONG))
        #expect(TimeTextRefusal.sizeChanged.rawValue == Int32(RK_TIME_TEXT_SIZE_CHANGED))
    }

    /// The C layer converts a host's pan state by the case's position: every int32 near the range,
    /// and the extremes, must convert exactly as the model's own initializer does, and the header's
    /// RK_PAN_* numbers must be the cases' raw values.
    @Test func thePanStateConversionIsTheModels() {
        var raws = Array(Int32(-300)...300)
        raws += [.min, .min + 1, .max - 1, .max, 0x100, 0x104, 0x1_0000, -0x100]
        for raw in raws {
            #expect((try? panState(raw)) == PanState(rawValue: raw), "raw \(raw)")
        }
        let header: [(PanState, Int)] = [
            (.none, Int(RK_PAN_NONE)), (.began, Int(RK_PAN_BEGAN)), (.changed, Int(RK_PAN_CHANGED)),
            (.ended, Int(RK_PAN_ENDED)), (.cancelled, Int(RK_PAN_CANCELLED)),
        ]
        for (pan, value) in header { #expect(Int(pan.rawValue) == value, "\(pan)") }
    }

    @Test func statusCodesMatchTheHeader() {
        let pairs: [(Status, Int)] = [
            (.ok, Int(RK_OK)), (.invalidArgument, Int(RK_ERR_INVALID_ARGUMENT)),
            (.invalidHandle, Int(RK_ERR_INVALID_HANDLE)), (.invalidState, Int(RK_ERR_INVALID_STATE)),
            (.notFound, Int(RK_ERR_NOT_FOUND)), (.wrongThread, Int(RK_ERR_WRONG_THREAD)),
            (.limit, Int(RK_ERR_LIMIT)), (.noMemory, Int(RK_ERR_NO_MEMORY)),
            (.version, Int(RK_ERR_VERSION)), (.system, Int(RK_ERR_SYSTEM)), (.busy, Int(RK_ERR_BUSY)),
        ]
        for (status, header) in pairs { #expect(Int(status.rawValue) == header, "\(status)") }
    }

    @Test func kindsAndTypesMatchTheHeader() {
        #expect(Int(ObjectKind.context.rawValue) == Int(RK_KIND_CONTEXT))
        #expect(Int(ObjectKind.probe.rawValue) == Int(RK_KIND_PROBE))
        let types: [(ValueType, Int)] = [
            (.void, Int(RK_TYPE_VOID)), (.pointer, Int(RK_TYPE_POINTER)), (.int32, Int(RK_TYPE_INT32)),
            (.int64, Int(RK_TYPE_INT64)), (.uint64, Int(RK_TYPE_UINT64)), (.double, Int(RK_TYPE_DOUBLE)),
            (.string, Int(RK_TYPE_STRING)),
        ]
        for (type, header) in types { #expect(Int(type.rawValue) == header, "\(type)") }
        #expect(SignalSpec.maxParameters == Int(RK_SIGNAL_MAX_PARAMS))
    }

    @Test func everySignalOfEveryKindPreparesWithLibffi() {
        #expect(allSignalsPrepared)
        for kind in ObjectKind.allCases {
            // The process's own tables (what every context uses): preparing others would leak cifs.
            guard let table = signalCallTables.table(for: kind) else {
                Issue.record("\(kind): a signal's interface was refused")
                continue
            }
            for (index, spec) in kind.signals.enumerated() {
                // Every entry is a prepared interface of the spec's arity (object + params + user_data).
                #expect(table[index].argumentCount == spec.parameters.count + 2, "\(kind) \(spec.name)")
                #expect(table[index].returnsDouble == (spec.returnType == .double), "\(kind) \(spec.name)")
                #expect(
                    table[index].interface.assumingMemoryBound(to: ffi_cif.self).pointee.nargs
                        == UInt32(spec.parameters.count + 2))
            }
        }
    }

    @Test func apiTableHasEveryEntryFilled() {
        var api: UnsafePointer<rk_api>?
        #expect(rk_get_api(UInt32(RK_ABI_MAJOR), &api) == 0)
        guard let api else { Issue.record("no table"); return }
        #expect(Int(api.pointee.struct_size) == MemoryLayout<rk_api>.size)
        // Every field after the two header words is a function pointer: none may be NULL.
        let words = UnsafeRawPointer(api).advanced(by: 8)
        let count = (MemoryLayout<rk_api>.size - 8) / 8
        for i in 0..<count {
            #expect(words.load(fromByteOffset: i * 8, as: UInt.self) != 0, "entry \(i)")
        }
    }
}
