import FoundationEssentials
import MawqutCommon
import MosqueSettings
import PrayerCalc

/// Fetches Aladhan's calendar for a month: three attempts with exponential backoff
/// (1 s, then 2 s, between them), ten seconds each.
enum AladhanClient {
    static let attempts = 3
    static let timeout: TimeInterval = 10

    static func month(year: Int, month: Int, settings: Settings, timeout: TimeInterval = AladhanClient.timeout,
                      sleep: (TimeInterval) -> Void = TickThread.sleep) -> Result<[TimetableDay], HTTPProblem> {
        guard let path = AladhanResponse.calendarPath(year: year, month: month, settings: settings) else {
            return .failure(HTTPProblem(message: "Aladhan has no method \"\(settings.calculation.method.rawValue)\""))
        }
        var last = HTTPProblem(message: "not tried")
        for attempt in 0..<attempts {
            if attempt > 0 { sleep(Double(1 << (attempt - 1))) }
            switch HTTP.get(settings.aladhanBaseURL + path, timeout: timeout) {
            case .success(let data):
                do {
                    return .success(try AladhanResponse.parse(data))
                } catch {
                    last = HTTPProblem(message: "Aladhan answered, but \(error.description)")
                }
            case .failure(let problem):
                last = problem
            }
        }
        return .failure(last)
    }
}
