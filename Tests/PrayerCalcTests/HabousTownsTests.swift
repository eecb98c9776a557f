import Foundation
import Testing
@testable import PrayerCalc

/// The Ministry of Habous' table of towns as carried in `HabousTowns`.
struct HabousTownsTests {
    @Test func theTableHoldsTheMinistrys191TownsInsideMorocco() {
        let towns = HabousTowns.all
        #expect(towns.count == 191 && Set(towns.map(\.id)).count == 191)
        for town in towns {
            #expect((20.5...36).contains(town.latitude) && (-17.5 ... -1).contains(town.longitude), "\(town)")
            #expect((100...2800).contains(town.altitude) && !town.arabicName.isEmpty, "\(town)")
        }
    }

    /// The towns whose timetables test the method carry the same coordinates and altitude
    /// (`Morocco/towns.csv`, copied from the same source separately).
    @Test func theTimetablesTownsAgreeWithTheTable() throws {
        let rows = try MoroccoTimetableTests.rows("towns.csv")
        let towns = try MoroccoTimetableTests.towns()
        #expect(rows.count == 19)
        for row in rows {
            let town = try #require(HabousTowns.all.first { $0.id == Int(row[1]) }, "\(row)")
            let expected = try #require(towns[row[0]])
            #expect(abs(town.latitude - expected.latitude) < 1e-9 && abs(town.longitude - expected.longitude) < 1e-9
                    && town.altitude == expected.altitude, "\(row)")
        }
    }

    @Test func thePlaceTakesTheNearestTown() {
        let rabat = HabousTowns.nearest(latitude: 34 + 1.0 / 60, longitude: -(6 + 51.0 / 60))
        #expect(rabat.town.id == 1 && rabat.kilometres < 1e-9)
        // Ifrane's centre (GeoNames), a kilometre from the ministry's point.
        let ifrane = HabousTowns.nearest(latitude: 33.52666, longitude: -5.11019)
        #expect(ifrane.town.id == 100 && ifrane.town.altitude == 1500 && ifrane.kilometres < 2)
    }

    /// A degree of a meridian on the sphere of 6,371 km is 111.19 km.
    @Test func distancesAreGreatCircleKilometres() {
        #expect(abs(GreatCircle.kilometres(30, -7, 31, -7) - 111.19) < 0.01)
        #expect(abs(GreatCircle.kilometres(0, 0, 0, 180) - 6371 * Double.pi) < 1e-6)
    }
}
