import RefreshKitModel

/// The scroll view object: the model's ScrollViewModel over the attached component objects. Each
/// change drives the components first (deferred), then delivers their signals in slot order; the
/// components' inset and offset requests come back through `relayInset` / `relayOffset`, which
/// keep the model's metrics current (the model tells every other component at once: a command's
/// request reaches them before any other command runs) and tell the host, naming the edge or axis.
public final class ScrollView: ObjectBase {
    public private(set) var model: ScrollViewModel<AttachedComponent>
    /// The load states the host was last told of ("load-states-changed").
    public private(set) var publishedLoadStates = LoadStates()
    /// An update is driving and delivering: the load states are compared once, at its end, and
    /// only when a component delivered something meanwhile (`loadStatesPending`).
    private var updating = false
    private var loadStatesPending = false
    /// "load-states-changed" is being emitted: a change its handlers make is told after it, in
    /// order, by the same loop (never from inside it).
    private var publishing = false

    /// The model is made with the object, named by its handle: a scroll view needs nothing more to start.
    public required init(kind: ObjectKind, handle: UInt64, sequence: UInt64, context: Context) {
        model = ScrollViewModel(id: handle)
        super.init(kind: kind, handle: handle, sequence: sequence, context: context)
    }

    /// The attached objects, in slot order (the order they are driven and delivered in).
    private var members: [AttachedComponent] { model.components }

    /// Delivers what the components queued, in slot order; a component a handler destroyed or
    /// detached meanwhile has delivered what it queued (its detach flushed it).
    private func flush(_ member: any ScrollMember) {
        AttachedComponent(member).deliver()
    }

    /// One scroll update, metrics already checked: the model drives the content size and pan of
    /// every component, then the offset of every component, then the components deliver in slot
    /// order. The delivery walks the slots as they were when it began, allocating nothing.
    public func update(_ metrics: ScrollMetrics) {
        model.update(unchecked: metrics)
        let nested = updating
        updating = true
        deliverUpdate()
        updating = nested
        if loadStatesPending && !nested {
            loadStatesPending = false
            loadStatesMayHaveChanged()
        }
    }

    /// Each component delivers what the update queued, in slot order: the components attached
    /// when the update began (a handler may detach meanwhile), read in place (binding each element
    /// to a local retained it).
    private func deliverUpdate() {
        let attached = model.slotsInOrder
        attached.withUnsafeBufferPointer { slots in
            for index in slots.indices where slots[index] != nil {
                slots[index].unsafelyUnwrapped.deliver()
            }
        }
    }

    /// After a change that may have moved a load (a component delivered, attached or left): the
    /// host hears "load-states-changed" once when the snapshot differs from the one it was last
    /// told, never once per component inside an update.
    public func loadStatesMayHaveChanged() {
        guard !updating, !publishing else {
            loadStatesPending = true
            return
        }
        publishing = true
        defer { publishing = false }
        repeat {
            loadStatesPending = false
            guard alive else { return }
            let states = model.loadStates
            if states != publishedLoadStates {
                publishedLoadStates = states
                emit(ScrollViewSignal.loadStatesChanged) {
                    $0.int32(states.refresh.status.rawValue); $0.int32(states.prepend.status.rawValue)
                    $0.int32(states.append.status.rawValue)
                }
            }
        } while loadStatesPending
    }

    /// Content the host inserted at `edge`, checked (ScrollViewModel.checkInsertion): the model
    /// grows the content and counts its items, keeps the visible rows still and tells every
    /// component; the host hears the offset that does it as this scroll view's own request,
    /// naming no component. Refused, nothing changed, when the content or the offset would grow
    /// past 1e9.
    public func contentInserted(_ edge: ScrollEdge, height: Double, items: Int64) throws(InputError) {
        try model.checkGrowth(height)
        guard let offset = model.contentInserted(unchecked: edge, height: height, items: items) else { return }
        emit(ScrollViewSignal.offsetRequested) {
            $0.pointer(nil); $0.int32(ScrollAxis.vertical.rawValue)
            $0.double(offset); $0.double(0)
        }
    }

    public func attach(_ member: any ScrollMember) throws(RuntimeError) {
        try checkAttach(member)
        try leaveOwnHost(member)
        do throws(ScrollViewError) {
            try model.attach(AttachedComponent(member))
        } catch {
            throw refusal(error, member)
        }
        member.setScrollView(self)
        flush(member)
        loadStatesMayHaveChanged()
    }

    private func checkAttach(_ member: any ScrollMember) throws(RuntimeError) {
        do throws(ScrollViewError) {
            try model.checkAttach(AttachedComponent(member))
        } catch {
            throw refusal(error, member)
        }
    }

    /// A component that is on no scroll view but holds an inset contribution got it from its own
    /// updates (an auto footer's first rk_auto_footer_set_metrics, a refreshing header's inset):
    /// that inset is its own host's, not this scroll view's. Moving here, it first gives it back
    /// through its own signal (not relayed: this scroll view never had it), as a detach would,
    /// then attaches as any component does, asking this scroll view for its contribution. The
    /// give-back's handlers may change anything: the attach is checked again after them.
    private func leaveOwnHost(_ member: any ScrollMember) throws(RuntimeError) {
        guard AttachedComponent(member).insetContribution != 0 else { return }
        let attached = AttachedComponent(member)
        attached.detach()
        attached.deliver()
        guard alive, member.alive else {
            throw RuntimeError(
                .invalidState,
                "a handler of the \(member.kind.name)'s give-back of its own inset destroyed it or the scroll view")
        }
        try checkAttach(member)
    }

    public func detach(_ member: any ScrollMember) throws(RuntimeError) {
        do throws(ScrollViewError) {
            try model.detach(member.handle)
        } catch {
            throw refusal(error, member)
        }
        AttachedComponent(member).leftScrollView()
        flush(member)
        member.setScrollView(nil)
        loadStatesMayHaveChanged()
    }

    /// The component of `kind`'s slot, if it is of that kind.
    public func component(_ kind: ComponentKind) -> (any ScrollMember)? {
        guard let attached = model.component(in: kind.slot), attached.kind == kind else { return nil }
        return attached.object
    }

    /// An attached component is being destroyed: it leaves (its handlers are gone, so the give
    /// back of its contribution reaches the host through this scroll view's signal).
    public func memberDestroyed(_ member: any ScrollMember) {
        _ = try? detach(member)
        member.setScrollView(nil)
    }

    public override func objectWillBeDestroyed() {
        for member in members { _ = try? detach(member.object) }
    }

    // MARK: Requests

    public func relayInset(from member: ComponentObject, _ edge: ScrollEdge, _ value: Double, _ duration: Double) {
        relay(.insetRequested, from: member, edge.rawValue, value, duration)
    }

    public func relayOffset(from member: ComponentObject, _ axis: ScrollAxis, _ value: Double, _ duration: Double) {
        relay(.offsetRequested, from: member, axis.rawValue, value, duration)
    }

    /// The model took the member's request as applied when the member made it (its effects
    /// changed the metrics the model reads): here it only learns that the member still belongs to
    /// it, and the host hears of the request, naming the member and its edge or axis.
    private func relay(
        _ signal: ScrollViewSignal, from member: ComponentObject, _ edgeOrAxis: Int32, _ value: Double,
        _ duration: Double
    ) {
        _ = model.withComponent(member.handle) { _ in }
        guard alive else { return }
        emit(signal) {
            $0.pointer(UnsafeRawPointer(member.handlePointer)); $0.int32(edgeOrAxis)
            $0.double(value); $0.double(duration)
        }
    }

    private func refusal(_ error: ScrollViewError, _ member: any ScrollMember) -> RuntimeError {
        let name = member.kind.name
        switch error {
        case .slotTaken(let slot):
            let holder = model.component(in: slot).map { $0.object.kind.name } ?? "component"
            return RuntimeError(.invalidState, "the scroll view's \(slot) slot holds a \(holder) already")
        case .alreadyAttached:
            let which = member.scrollView === self ? "this scroll view" : "another scroll view"
            return RuntimeError(.invalidState, "the \(name) is attached to \(which) already")
        case .notAttached:
            return RuntimeError(.invalidState, "the \(name) is not attached to this scroll view")
        }
    }
}

extension ComponentObject {
    /// Destroying an attached component detaches it first.
    public func leaveScrollView() {
        guard let scrollView, let member = self as? any ScrollMember else { return }
        scrollView.memberDestroyed(member)
    }
}
