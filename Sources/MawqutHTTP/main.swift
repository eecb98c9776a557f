import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `mawqut-http URL --timeout SECONDS --output FILE`: one HTTP GET, the body of a
/// 200 answer (checked against its announced Content-Length) written to FILE, exit 0;
/// otherwise one line on standard error saying why, exit 1; exit 2 for bad arguments.
/// SIGTERM cancels the request (exit 1, "cancelled").
///
/// Networking lives in this separate program so that `mawqut` itself never maps
/// libcurl, TLS and their dozens of shared libraries: every command and the kiosk
/// start faster and hold less memory, and only a download pays for HTTP.
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.indices.contains(index + 1) else { return nil }
    return arguments[index + 1]
}

if arguments == ["--version"] {
    print("mawqut-http (FoundationNetworking)")
    exit(0)
}
guard let address = arguments.first, let url = URL(string: address), url.scheme != nil else {
    fail("usage: mawqut-http URL --timeout SECONDS --output FILE", code: 2)
}
guard let timeout = value(after: "--timeout").flatMap(TimeInterval.init), timeout > 0 else {
    fail("mawqut-http: --timeout needs a number of seconds above 0", code: 2)
}
guard let output = value(after: "--output") else { fail("mawqut-http: --output needs a file", code: 2) }

/// Why a request gave no body, in one line naming the address.
struct Problem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The body of a 200 answer, or why there is none.
func fetch() async -> Result<Data, Problem> {
    var request = URLRequest(url: url)
    request.timeoutInterval = timeout
    do {
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { return .failure(Problem("\(address): not an HTTP answer")) }
        guard http.statusCode == 200 else { return .failure(Problem("\(address): HTTP \(http.statusCode)")) }
        // A body shorter or longer than the announced Content-Length was cut or corrupted.
        let announced = http.expectedContentLength
        guard announced < 0 || announced == Int64(data.count) else {
            return .failure(Problem("\(address): \(data.count) bytes received, \(announced) announced"))
        }
        return .success(data)
    } catch is CancellationError {
        return .failure(Problem("\(address): cancelled"))
    } catch let error as URLError where error.code == .cancelled {
        return .failure(Problem("\(address): cancelled"))
    } catch {
        return .failure(Problem("\(address): \(error.localizedDescription)"))
    }
}

let request = Task {
    switch await fetch() {
    case .success(let data):
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
            exit(0)
        } catch {
            fail("\(output): \(error.localizedDescription)")
        }
    case .failure(let problem):
        fail(problem.message)
    }
}

signal(SIGTERM, SIG_IGN)
let termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
termination.setEventHandler { request.cancel() }
termination.resume()
dispatchMain()
