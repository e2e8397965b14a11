import Testing
@testable import RefreshKitModel

/// B7's rules in Swift: the combined fraction, unknown totals, completion, and "only on a real
/// change".
@Suite struct ProgressModelTests {
    /// Records what the model tells, in order.
    struct Log: ProgressEffects {
        var told: [String] = []
        mutating func fractionChanged(_ fraction: Double, animated: Bool) {
            told.append("fraction \(fraction)\(animated ? " animated" : "")")
        }
        mutating func indeterminateChanged(_ indeterminate: Bool) {
            told.append("indeterminate \(indeterminate)")
        }
    }

    func source(
        _ task: UInt64, _ completed: Int64, _ expected: Int64, state: TaskState = .running,
        sequence: UInt64 = 1, errorCode: Int32 = 0
    ) -> ProgressSource {
        ProgressSource(
            task: task, state: state, sequence: sequence,
            amount: TransferAmount(unchecked: completed, expected: expected), completionErrorCode: errorCode)
    }

    @Test func theHostsNumbersAreChecked() throws {
        #expect(throws: InputError.self) { try TransferAmount(completed: -1, expected: 10) }
        #expect(throws: InputError.self) { try TransferAmount(completed: 0, expected: -2) }
        #expect(try TransferAmount(completed: 5, expected: TransferAmount.unknown).isUnknown)
        // Past the expected total is accepted: it counts as the whole total.
        #expect(try TransferAmount(completed: 12, expected: 10).completed == 12)
    }

    @Test func aBindShowsTheTaskAtOnceAndReportsMoveIt() {
        var model = ProgressModel()
        var log = Log()
        model.bind(unchecked: [source(1, 25, 100)], direction: .download, animated: true, &log)
        model.report(TransferAmount(unchecked: 50, expected: 100), of: 1, direction: .download, &log)
        // Another direction, another task, and the same value again change nothing.
        model.report(TransferAmount(unchecked: 90, expected: 100), of: 1, direction: .upload, &log)
        model.report(TransferAmount(unchecked: 90, expected: 100), of: 2, direction: .download, &log)
        model.report(TransferAmount(unchecked: 50, expected: 100), of: 1, direction: .download, &log)
        #expect(log.told == ["fraction 0.25 animated", "fraction 0.5 animated"])
        #expect(model.fraction == 0.5 && !model.indeterminate)
    }

    @Test func aBindToANewTaskAtZeroTellsNothing() {
        var model = ProgressModel()
        var log = Log()
        model.bind(unchecked: [source(1, 0, 0, state: .suspended)], direction: .upload, animated: false, &log)
        #expect(log.told.isEmpty)
        #expect(model.fraction == 0)
    }

    @Test func tasksCombineByTheirByteTotals() {
        var model = ProgressModel()
        var log = Log()
        // 10 of 100 and 30 of 300: 40 of 400, not the mean of the fractions (which is the same
        // here), then 100 of 100 and 30 of 300: 130 of 400.
        model.bind(unchecked: [source(1, 10, 100), source(2, 30, 300)], direction: .download, animated: false, &log)
        model.report(TransferAmount(unchecked: 100, expected: 100), of: 1, direction: .download, &log)
        #expect(log.told == ["fraction 0.1", "fraction 0.325"])
    }

    @Test func completedBytesPastTheTotalCountAsTheTotal() {
        #expect(
            ProgressModel.combinedFraction([
                .init(task: 1, since: 0, amount: TransferAmount(unchecked: 500, expected: 100), finished: false),
                .init(task: 2, since: 0, amount: TransferAmount(unchecked: 0, expected: 100), finished: false),
            ]) == 0.5)
    }

    @Test func anUnknownTotalMakesTheProgressIndeterminateUntilItIsKnown() {
        var model = ProgressModel()
        var log = Log()
        model.bind(unchecked: [source(1, 10, 100), source(2, 5, -1)], direction: .download, animated: true, &log)
        model.report(TransferAmount(unchecked: 50, expected: 100), of: 1, direction: .download, &log)
        #expect(model.indeterminate && model.fraction == 0)
        // Leaving indeterminate always shows the fraction, even one equal to the last shown.
        model.report(TransferAmount(unchecked: 50, expected: 100), of: 2, direction: .download, &log)
        #expect(log.told == ["indeterminate true", "indeterminate false", "fraction 0.5 animated"])
        #expect(!model.indeterminate && model.fraction == 0.5)
    }

    @Test func aSuccessfulCompletionFinishesTheTaskAndOthersDoNot() {
        var model = ProgressModel()
        var log = Log()
        model.bind(unchecked: [source(1, 40, -1, sequence: 3)], direction: .download, animated: false, &log)
        // A completion made before the bind (its number is not after the bind's) is not seen.
        model.observe(.completed, of: 1, sequence: 3, errorCode: 0, &log)
        model.observe(.canceled, of: 1, sequence: 4, errorCode: 0, &log)
        #expect(model.indeterminate)
        model.observe(.completed, of: 1, sequence: 5, errorCode: 0, &log)
        #expect(log.told == ["indeterminate true", "indeterminate false", "fraction 1.0"])

        var failed = ProgressModel()
        var failedLog = Log()
        failed.bind(unchecked: [source(1, 40, 100)], direction: .upload, animated: false, &failedLog)
        failed.observe(.completed, of: 1, sequence: 2, errorCode: 28, &failedLog)
        #expect(failedLog.told == ["fraction 0.4"])
        #expect(failed.fraction == 0.4)
    }

    @Test func aTaskCompletedBeforeTheBindCountsAsItEnded() {
        var model = ProgressModel()
        var log = Log()
        model.bind(
            unchecked: [source(1, 0, 0, state: .completed), source(2, 0, 100)], direction: .download,
            animated: false, &log)
        #expect(log.told.isEmpty)  // 0 of 100: still 0
        var done = ProgressModel()
        var doneLog = Log()
        done.bind(unchecked: [source(1, 0, 0, state: .completed)], direction: .download, animated: false, &doneLog)
        #expect(doneLog.told == ["fraction 1.0"])
        var failed = ProgressModel()
        var failedLog = Log()
        failed.bind(
            unchecked: [source(1, 3, 10, state: .completed, errorCode: 7)], direction: .download, animated: false,
            &failedLog)
        #expect(failedLog.told == ["fraction 0.3"])
    }

    @Test func unbindingAndForgettingTellNothing() {
        var model = ProgressModel()
        var log = Log()
        model.bind(unchecked: [source(1, 10, 100), source(2, 0, 100)], direction: .download, animated: false, &log)
        model.forget(task: 1)
        #expect(log.told == ["fraction 0.05"])
        model.report(TransferAmount(unchecked: 50, expected: 100), of: 2, direction: .download, &log)
        #expect(log.told == ["fraction 0.05", "fraction 0.5"])
        model.unbind()
        model.report(TransferAmount(unchecked: 60, expected: 100), of: 2, direction: .download, &log)
        #expect(log.told.count == 2 && model.fraction == 0.5 && model.tasks.isEmpty)
    }

    @Test func aBindIsCheckedWhole() {
        var model = ProgressModel()
        var log = Log()
        model.bind(unchecked: [source(1, 10, 100)], direction: .download, animated: false, &log)
        #expect(throws: InputError.self) {
            try model.bind([source(2, 1, 2), source(2, 1, 2)], direction: .upload, animated: true, &log)
        }
        let tooMany = (0..<(InputRules.maximumProgressTasks + 1)).map { source(UInt64($0) + 1, 0, 1) }
        #expect(throws: InputError.self) { try model.bind(tooMany, direction: .upload, animated: true, &log) }
        // Nothing changed.
        #expect(model.tasks.map(\.task) == [1] && model.direction == .download && log.told == ["fraction 0.1"])
    }

    @Test func largeTotalsStayInRange() {
        let huge = Int64.max
        let fraction = ProgressModel.combinedFraction([
            .init(task: 1, since: 0, amount: TransferAmount(unchecked: huge, expected: huge), finished: false),
            .init(task: 2, since: 0, amount: TransferAmount(unchecked: 0, expected: huge), finished: false),
        ])
        #expect(fraction == 0.5)
    }
}
