import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The verbs the refresh family shares, each written once: rk_component_<verb> and every kind's
// rk_<kind>_<verb> (Forwards.swift, generated from the header) are one-line calls of its
// route. A verb checks its arguments, then reaches the member through FamilyCall (Routing.swift),
// so a kind's function and any kind's share the checks, their order, the statuses, the thread
// rules and the signals; only the function's name in the last error differs. A type's name is the
// verb's in UpperCamelCase and its fields are the header's parameters after the handle, as the
// generator (Tests/abi/generate_forwards.py) writes the calls.

// MARK: Lifetime and inputs

struct Destroy: FamilyVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        abiCall(call.function) { () throws(ABIError) in
            let object = try call.loopMember()
            object.context.destroy(object)
        }
    }
}

struct SetMetrics: FamilyVerb {
    let metrics: UnsafePointer<rk_scroll_metrics>?
    @inline(__always)
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.setting(try scrollMetrics(metrics), whileAttached: .refused) {
            $0.takeHostMetrics(unchecked: $2, &$1)
        }
    }
}

struct SetVisible: FamilyVerb {
    let visible: Int32
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.settingFlag(visible, "visible") { $0.setVisible($2, &$1) }
    }
}

struct SetHidden: FamilyVerb {
    let hidden: Int32
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.settingFlag(hidden, "hidden") { $0.setHidden($2, &$1) }
    }
}

struct SetInteractionEnabled: FamilyVerb {
    let enabled: Int32
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.settingFlag(enabled, "enabled") { model, _, enabled in model.setInteractionEnabled(enabled) }
    }
}

struct SetAutomaticallyChangeAlpha: FamilyVerb {
    let enabled: Int32
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.settingFlag(enabled, "enabled") { $0.setAutomaticallyChangesAlpha($2, &$1) }
    }
}

struct SetAnimationDurations: FamilyVerb {
    let fast: Double
    let slow: Double
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.setting((try duration(fast, "fast"), try duration(slow, "slow"))) {
            model, _, durations in model.setAnimationDurations(unchecked: durations)
        }
    }
}

struct SetHeight: GifVerb {
    let height: Double
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.setting(try checked { () throws(InputError) in try InputRules.height(height, "height") }) {
            $0.setHeight(unchecked: $2, &$1)
        }
    }
}

struct SetIgnoredBottomInset: BottomInsetVerb {
    let inset: Double
    func run<Model: BottomInsetMember>(bottomInset call: FamilyCall<Model>) -> rk_status {
        call.setting(try nonNegative(inset, "inset")) { model, _, inset in
            model.setIgnoredBottomInset(unchecked: inset)
        }
    }
}

struct SetDataCount: CountingVerb {
    let count: Int64
    func run<Model: CountingMember>(counting call: FamilyCall<Model>) -> rk_status {
        call.setting(try checked { () throws(InputError) in try InputRules.count(count, "count") }) { model, _, count in
            model.setDataCount(unchecked: count)
        }
    }
}

// MARK: Commands with completions

struct BeginRefreshing: FamilyVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.completing(completion, userData) { $0.beginRefreshing(completion: $2, &$1) }
    }
}

struct EndRefreshing: FamilyVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.completing(completion, userData) { $0.endRefreshing(completion: $2, &$1) }
    }
}

struct EndRefreshingWithNoMoreData: FooterVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FooterMember>(footer call: FamilyCall<Model>) -> rk_status {
        call.completing(completion, userData) { $0.endRefreshingWithNoMoreData(completion: $2, &$1) }
    }
}

struct ResetNoMoreData: FooterVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FooterMember>(footer call: FamilyCall<Model>) -> rk_status {
        call.completing(completion, userData) { $0.resetNoMoreData(completion: $2, &$1) }
    }
}

/// F17: the message (NULL: the Failed title) checked first, then the end with its completion.
struct EndRefreshingWithFailure: FamilyVerb {
    let message: UnsafePointer<CChar>?
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.command(
            try message.map { p throws(ABIError) in try BorrowedString(p, "message").string },
            completion: completion, userData: userData
        ) { object, text, id in
            object.perform { model, effects in model.endRefreshingWithFailure(message: text, completion: id, &effects) }
        }
    }
}

/// F17: begins again from Failed.
struct Retry: FamilyVerb {
    let completion: rk_completion_fn?
    let userData: UnsafeMutableRawPointer?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.completing(completion, userData) { $0.retry(completion: $2, &$1) }
    }
}

/// F20: the accessibility input, what a tap or a pull would do.
struct Activate: FamilyVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.completing(nil, nil) { model, effects, _ in model.activate(&effects) }
    }
}

// MARK: Loads (F18): BeginLoad and EndLoad are FamilyLoads.swift

struct GetLoadId: FamilyVerb {
    let outLoadId: UnsafeMutablePointer<rk_load_id>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.reading(outLoadId, "out_load_id") { $0.loadID }
    }
}

/// B4: both handles checked, then the runtime binds (or unbinds, for a NULL task) and runs the
/// model's command at bind.
struct SetRefreshingWithStateOfTask: FamilyVerb {
    let task: OpaquePointer?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        abiCall(call.function) { () throws(ABIError) in
            let (member, task) = try call.memberAndTask(self.task)
            member.setBinding(.footer, to: task)
        }
    }
}

// MARK: Titles and label

struct SetTitle: FamilyVerb {
    let state: rk_refresh_state
    let title: UnsafePointer<CChar>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.setting(
            (
                try familyState(state, Model.self),
                try title.map { p throws(ABIError) in try BorrowedString(p, "title").string }
            )
        ) { model, effects, value in model.setTitle(unchecked: value.1, for: value.0, &effects) }
    }
}

struct GetTitle: FamilyVerb {
    let state: rk_refresh_state
    let buf: UnsafeMutablePointer<CChar>?
    let cap: Int
    let outLength: UnsafeMutablePointer<Int>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.text(buf, cap, outLength) { model throws(ABIError) in
            model.label.titles.title(for: try familyState(state, Model.self)) ?? ""
        }
    }
}

struct SetLanguage: FamilyVerb {
    let language: UnsafePointer<CChar>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.setting(FooterLanguage(tag: try BorrowedString(language, "language").string)) {
            model, effects, language in model.setLanguage(language, &effects)
        }
    }
}

struct GetLanguage: FamilyVerb {
    let buf: UnsafeMutablePointer<CChar>?
    let cap: Int
    let outLength: UnsafeMutablePointer<Int>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.text(buf, cap, outLength) { "\($0.language.tag)" }
    }
}

struct GetLabel: FamilyVerb {
    let buf: UnsafeMutablePointer<CChar>?
    let cap: Int
    let outLength: UnsafeMutablePointer<Int>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.text(buf, cap, outLength) { $0.labelText }
    }
}

struct SetLabelHidden: LabelHidingVerb {
    let hidden: Int32
    func run<Model: LabelHidingMember>(labelHiding call: FamilyCall<Model>) -> rk_status {
        call.settingFlag(hidden, "hidden") { $0.setLabelHidden($2, &$1) }
    }
}

struct SetLabelLeftInset: GifVerb {
    let inset: Double
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.setting(try nonNegative(inset, "inset")) { model, _, inset in
            model.setLabelLeftInset(unchecked: inset)
        }
    }
}

struct SetTextWidth: FooterVerb {
    let width: Double
    func run<Model: FooterMember>(footer call: FamilyCall<Model>) -> rk_status {
        call.setting(try nonNegative(width, "width")) { model, _, width in
            model.setHostTextWidth(unchecked: width)
        }
    }
}

// MARK: GIF

struct SetImages: GifVerb {
    let state: rk_refresh_state
    let images: UnsafePointer<rk_image>?
    let count: UInt32
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.settingFrames(state, .defaultDuration(images, count))
    }
}

struct SetImagesWithDuration: GifVerb {
    let state: rk_refresh_state
    let images: UnsafePointer<rk_image>?
    let count: UInt32
    let duration: Double
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.settingFrames(state, .loop(images, count, duration: duration))
    }
}

struct SetImagesWithFrameDurations: GifVerb {
    let state: rk_refresh_state
    let images: UnsafePointer<rk_image>?
    let durations: UnsafePointer<Double>?
    let count: UInt32
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.settingFrames(state, .perFrame(images, durations, count))
    }
}

extension FamilyCall where Model: GifMember {
    /// rk_*_set_images*: the state, then the frames, checked (nothing reaches the member when they
    /// are refused), then stored.
    fileprivate func settingFrames(_ state: rk_refresh_state, _ arguments: GifFrameArguments) -> rk_status {
        setting(try Self.frames(state, arguments)) { model, effects, value in
            model.setImages(unchecked: value.frames, for: value.target, &effects)
        }
    }

    private static func frames(_ state: rk_refresh_state, _ arguments: GifFrameArguments) throws(ABIError)
        -> (target: RefreshState, frames: GifFrames)
    {
        let target = try familyState(state, Model.self)
        return (target, try arguments.frames(for: Model.framesRule(for: target)))
    }
}

struct GetGif: GifVerb {
    let out: UnsafeMutablePointer<rk_footer_gif>?
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.fill(out) { model, out in
            out.visible = model.gif.isShown ? 1 : 0
            out.animating = model.isAnimatingGIF ? 1 : 0
            out.has_frame = model.shownFrame == nil ? 0 : 1
            out.index = Int32(model.shownFrame?.index ?? 0)
            out.reserved = 0
            out.image_id = model.shownFrame?.image.id ?? 0
        }
    }
}

/// The frame a GIF shows at time `t` (a time, not a length: any finite clock reading),
/// RK_ERR_NOT_FOUND before the first frame.
struct FrameAt: GifVerb {
    let t: Double
    let outImageId: UnsafeMutablePointer<UInt64>?
    let outIndex: UnsafeMutablePointer<Int32>?
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status {
        call.query { object throws(ABIError) in
            let t = try checked { () throws(InputError) in try InputRules.time(self.t, "t") }
            let image = try required(outImageId, "out_image_id")
            let index = try required(outIndex, "out_index")
            // The time is checked already: the model's own check of it cannot refuse.
            guard let frame = try? object.model.frame(at: t) else {
                throw ABIError(.notFound, "no GIF frame has been shown yet")
            }
            image.pointee = frame.image.id
            index.pointee = Int32(frame.index)
        }
    }
}

// MARK: Queries

struct GetState: FamilyVerb {
    let outState: UnsafeMutablePointer<rk_refresh_state>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.reading(outState, "out_state") { $0.state.rawValue }
    }
}

struct GetPullingPercent: FamilyVerb {
    let outPercent: UnsafeMutablePointer<Double>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.reading(outPercent, "out_percent") { $0.pullingPercent }
    }
}

struct GetAlpha: FamilyVerb {
    let outAlpha: UnsafeMutablePointer<Double>?
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        call.reading(outAlpha, "out_alpha") { $0.alpha }
    }
}

// MARK: Verbs some kinds lack

// A verb of a narrower protocol (FamilyMembers.swift) runs on a member whose model conforms, and
// rk_component_<verb> refuses the others (FamilyCall.lacks) before its arguments. The cast is of a
// model type the call already knows, so a kind's own function, compiled for its kind, keeps no cast.

/// A verb of MJRefreshFooter's layer: the back footer's and the auto loaders'.
protocol FooterVerb: FamilyVerb {
    func run<Model: FooterMember>(footer call: FamilyCall<Model>) -> rk_status
}

extension FooterVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        guard let member = Model.self as? any FooterMember.Type else { return call.lacks() }
        return open(member, call)
    }

    private func open<Member: FooterMember>(_: Member.Type, _ call: FamilyCall<some FamilyModel>) -> rk_status {
        run(footer: FamilyCall<Member>(call))
    }
}

/// A verb of a bar under the content: the back footer's and the auto footer's (not the auto
/// header's, which shares the rest of the footer layer).
protocol BottomInsetVerb: FamilyVerb {
    func run<Model: BottomInsetMember>(bottomInset call: FamilyCall<Model>) -> rk_status
}

extension BottomInsetVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        guard let member = Model.self as? any BottomInsetMember.Type else { return call.lacks() }
        return open(member, call)
    }

    private func open<Member: BottomInsetMember>(_: Member.Type, _ call: FamilyCall<some FamilyModel>) -> rk_status {
        run(bottomInset: FamilyCall<Member>(call))
    }
}

/// A verb of the item count: the back footer's and the trailer's.
protocol CountingVerb: FamilyVerb {
    func run<Model: CountingMember>(counting call: FamilyCall<Model>) -> rk_status
}

extension CountingVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        guard let member = Model.self as? any CountingMember.Type else { return call.lacks() }
        return open(member, call)
    }

    private func open<Member: CountingMember>(_: Member.Type, _ call: FamilyCall<some FamilyModel>) -> rk_status {
        run(counting: FamilyCall<Member>(call))
    }
}

/// A verb of a hideable label: the back footer's, the header's and the trailer's.
protocol LabelHidingVerb: FamilyVerb {
    func run<Model: LabelHidingMember>(labelHiding call: FamilyCall<Model>) -> rk_status
}

extension LabelHidingVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        guard let member = Model.self as? any LabelHidingMember.Type else { return call.lacks() }
        return open(member, call)
    }

    private func open<Member: LabelHidingMember>(_: Member.Type, _ call: FamilyCall<some FamilyModel>) -> rk_status {
        run(labelHiding: FamilyCall<Member>(call))
    }
}

/// A verb of the height, the measured label or the GIF layer: every kind's but the trailer's.
protocol GifVerb: FamilyVerb {
    func run<Model: GifMember>(gif call: FamilyCall<Model>) -> rk_status
}

extension GifVerb {
    func run<Model: FamilyModel>(_ call: FamilyCall<Model>) -> rk_status {
        guard let member = Model.self as? any GifMember.Type else { return call.lacks() }
        return open(member, call)
    }

    private func open<Member: GifMember>(_: Member.Type, _ call: FamilyCall<some FamilyModel>) -> rk_status {
        run(gif: FamilyCall<Member>(call))
    }
}
