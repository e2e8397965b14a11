/// A moment as a Gregorian calendar date and a time of day in a time zone given as an offset from
/// UTC (F11: no locale, no other calendar). Proleptic Gregorian, so any year works.
public struct CivilTime: Equatable, Sendable {
    public var year: Int64
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int

    public init(year: Int64, month: Int, day: Int, hour: Int, minute: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The local date and time of `seconds` since 1970-01-01 00:00 UTC (finite) at `utcOffset`
    /// seconds east of UTC. Fractions of a second are dropped towards the past.
    public init(unixSeconds seconds: Double, utcOffset: Int) {
        let local = Int64(seconds.rounded(.down)) + Int64(utcOffset)
        let days = CivilTime.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let date = CivilTime.date(daysSince1970: days)
        self.init(
            year: date.year, month: date.month, day: date.day, hour: Int(secondOfDay / 3_600),
            minute: Int(secondOfDay % 3_600 / 60))
    }

    /// Same calendar day: year, month and day all equal (F11; the original compared the day of
    /// the month only).
    public func isSameDay(as other: CivilTime) -> Bool {
        year == other.year && month == other.month && day == other.day
    }

    public static func isLeapYear(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysInMonth(_ month: Int, of year: Int64) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days of a 400-year cycle, a plain century, a four-year group and a plain year.
    private static let cycleDays: Int64 = 146_097
    private static let centuryDays: Int64 = 36_524
    private static let groupDays: Int64 = 1_461
    private static let yearDays: Int64 = 365
    /// 1970-01-01 counted in days from 0001-01-01.
    private static let epochFromYearOne: Int64 = 719_162

    /// The calendar date `days` after 1970-01-01 (negative: before it). Counts from 0001-01-01,
    /// whose 400-year cycles each start with a plain century (years 1–100) and end with the
    /// century holding the cycle's leap year 400; inside a century, four-year groups end with their
    /// leap year.
    public static func date(daysSince1970 days: Int64) -> (year: Int64, month: Int, day: Int) {
        var rest = days + epochFromYearOne
        let cycles = floorDivide(rest, cycleDays)
        rest -= cycles * cycleDays
        // The cycle's last day is the 366th of year 400, in the fourth century.
        let centuries = Swift.min(rest / centuryDays, 3)
        rest -= centuries * centuryDays
        let groups = rest / groupDays
        rest -= groups * groupDays
        // The group's last day is the 366th of its leap year, the fourth.
        let years = Swift.min(rest / yearDays, 3)
        rest -= years * yearDays
        let year = cycles * 400 + centuries * 100 + groups * 4 + years + 1
        var month = 1
        var dayOfYear = Int(rest)
        while dayOfYear >= daysInMonth(month, of: year) {
            dayOfYear -= daysInMonth(month, of: year)
            month += 1
        }
        return (year, month, dayOfYear + 1)
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }
}
