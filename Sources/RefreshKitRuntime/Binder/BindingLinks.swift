import RefreshKitModel

/// The runtime side of a binding: which objects a task's transitions reach. The rules (the command
/// at bind and per event, which transitions a binding sees) are the model's `Binding`.
extension ObjectBase {
    /// Binds this object to a task: the earlier binding is dropped first. The task's state and
    /// transition number are read together, so no transition is lost or seen twice. Returns the
    /// command to run at once; the binding is in place before it runs, so a handler of that
    /// command that rebinds or destroys wins.
    public func bind(_ target: BindingTarget, to task: TaskObject) -> BindingCommand? {
        unbind()
        let snapshot = task.snapshot
        let made = Binding.bind(target, task: task.handle, state: snapshot.state, sequence: snapshot.sequence)
        if let binding = made.binding {
            self.binding = binding
            boundTask = task
            task.followers.append(self)
        }
        return made.command
    }

    /// Binds this object to `task` and runs the command at bind; a nil task unbinds.
    public func setBinding(_ target: BindingTarget, to task: TaskObject?) {
        guard let task else {
            unbind()
            return
        }
        if let command = bind(target, to: task) { run(command) }
    }

    public func unbind() {
        guard let current = boundTask else { return }
        current.followers.removeAll { $0 === self }
        boundTask = nil
        binding = nil
    }
}
