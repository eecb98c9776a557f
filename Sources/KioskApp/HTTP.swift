import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A blocking HTTP GET for background queues (recitation downloads, Aladhan).
enum HTTP {
    /// The body of a 200 answer, checked against its announced size, or why there is none.
    static func get(_ address: String, timeout: TimeInterval) -> Result<Data, HTTPProblem> {
        guard let url = URL(string: address) else { return .failure(HTTPProblem(message: "bad address \(address)")) }
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<Data, HTTPProblem> = .failure(HTTPProblem(message: "\(address): no answer"))
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            defer { semaphore.signal() }
            if let error {
                outcome = .failure(HTTPProblem(message: "\(address): \(error.localizedDescription)"))
            } else if let http = response as? HTTPURLResponse, http.statusCode == 200, let data {
                // A body shorter or longer than the announced Content-Length was cut or corrupted.
                let announced = http.expectedContentLength
                outcome = announced >= 0 && announced != Int64(data.count)
                    ? .failure(HTTPProblem(message: "\(address): \(data.count) bytes received, \(announced) announced"))
                    : .success(data)
            } else {
                outcome = .failure(HTTPProblem(message: "\(address): HTTP \((response as? HTTPURLResponse)?.statusCode ?? 0)"))
            }
        }
        task.resume()
        if semaphore.wait(timeout: .now() + timeout + 5) == .timedOut {
            task.cancel()
            return .failure(HTTPProblem(message: "\(address): no answer within \(Int(timeout)) s"))
        }
        return outcome
    }
}

struct HTTPProblem: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
