import Foundation
import Testing

struct DoctorTests {
    @Test func doctorNamesEachProblemWithAFixAndFailsOnThisMachineWithoutASoundCard() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-doctor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try CommandLineTests.run(["doctor", "--json", "--data-dir", data.path],
                                              config: #"{"audio": {"device": "hw:97,0"}}"#)
        #expect(result.status == 1)
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        func check(_ name: String) -> [String: Any]? { checks.first { $0["check"] as? String == name } }
        #expect(check("configuration")?["ok"] as? Bool == true)
        #expect(check("location")?["ok"] as? Bool == false)
        #expect((check("audio device")?["detail"] as? String)?.hasPrefix("audio device \"hw:97,0\" cannot be opened") == true)
        #expect((check("audio device")?["fix"] as? String)?.contains("aplay -L") == true)
        #expect((check("adhan recording (fajr)")?["detail"] as? String) == "audio file not found: \(data.path)/adhan-fajr.mp3")
        #expect(check("Quran")?["ok"] as? Bool == false && check("hadith")?["ok"] as? Bool == false)
        #expect(check("system clock") != nil && check("time zone") != nil && check("UTF-8") != nil)
    }

    @Test func aBrokenConfigurationIsOneOfTheChecks() throws {
        let result = try CommandLineTests.run(["doctor"], config: #"{"location": {"latitude": 200}}"#)
        #expect(result.status == 1)
        #expect(result.output.contains("✗ configuration:") && result.output.contains("location.latitude"))
    }

    @Test func aFixedIqamaThatFallsBeforeItsAdhanIsReportedWithItsDates() throws {
        let result = try CommandLineTests.run(["doctor"], config: #"{"iqama": {"dhuhr": "12:30"}}"#)
        let line = result.output.split(separator: "\n").first { $0.contains("iqama times") }.map(String.init) ?? ""
        #expect(line.hasPrefix("✗ iqama times: iqama.dhuhr: the iqama falls before the Dhuhr adhan on "), "\(result.output)")
        #expect(result.output.split(separator: "\n").filter { $0.contains("iqama.dhuhr") }.count == 1, "one line for one rule")
        #expect(line.hasSuffix("; the adhan still plays at its time"))
        let fine = try CommandLineTests.run(["doctor"], config: #"{"iqama": {"dhuhr": 15}}"#)
        #expect(fine.output.contains("✓ iqama times: every iqama of the coming year falls within two hours after its adhan"))
    }
}
