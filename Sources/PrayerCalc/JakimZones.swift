// JAKIM's prayer-time zones as e-solat lists them (codes and districts as
// mptwaktusolat/jakim-zones-grabber kept them, commit b0765415), with the stations each zone's
// minutes are computed at: fitted to JAKIM's own tables (e-solat's monthly answers of August 2022
// to March 2024, kept unchanged in mptwaktusolat/api-waktusolat at 4c0d4d9f, and its 2026 yearly
// export, in nasrinnordin/thegoodnas-waktusolat-api at 26dda13b; docs/methods.md, "Malaysia:
// JAKIM"). In 39 of the 53 zones outside Kedah the fitted station lies within 2 km of the one
// JAKIM's list of stations ("Lampiran B") names. Subuh to Isyak are computed at the zone's station,
// and where it has two, at the one whose time is later; Syuruk at its Syuruk station. Kedah's tables
// are not reproduced by any rule tried: its zones are at their Lampiran B stations and say so.

extension AuthorityZone {
    /// JAKIM's 60 zones.
    static let jakim: [AuthorityZone] = [
        zone("JHR01", "Pulau Aur dan Pulau Pemanggil", "Johor", 2.5833, 104.3188, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(2.5833, 104.3146), note: nil),
        zone("JHR02", "Johor Bahru, Kota Tinggi, Mersing, Kulai", "Johor", 1.7157, 103.5375, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(1.7067, 103.5291), note: nil),
        zone("JHR03", "Kluang, Pontian", "Johor", 1.6475, 103.2042, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(1.6500, 103.1958), note: nil),
        zone("JHR04", "Batu Pahat, Muar, Segamat, Gemas Johor, Tangkak", "Johor", 2.2672, 102.5354, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(2.2567, 102.5270), note: nil),
        zone("KDH01", "Kota Setar, Kubang Pasu, Pokok Sena (Daerah Kecil)", "Kedah", 6.2500, 100.1917, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KDH02", "Kuala Muda, Yan, Pendang", "Kedah", 5.5833, 100.3417, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KDH03", "Padang Terap, Sik", "Kedah", 6.2583, 100.5083, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KDH04", "Baling", "Kedah", 5.5500, 100.6083, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KDH05", "Bandar Baharu, Kulim", "Kedah", 5.1333, 100.4917, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KDH06", "Langkawi", "Kedah", 6.4500, 99.6333, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KDH07", "Puncak Gunung Jerai", "Kedah", 5.7875, 100.4417, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: nil, note: kedahNote),
        zone("KTN01", "Bachok, Kota Bharu, Machang, Pasir Mas, Pasir Puteh, Tanah Merah, Tumpat, Kuala Krai, Mukim Chiku", "Kelantan", 6.0167, 101.9833, "Asia/Kuala_Lumpur", Departure(ishaAngle: 17), later: nil, sunrise: .init(6.0067, 101.9823), note: nil),
        zone("KTN02", "Gua Musang (Daerah Galas Dan Bertam), Jeli, Jajahan Kecil Lojing", "Kelantan", 4.9470, 101.5000, "Asia/Kuala_Lumpur", Departure(ishaAngle: 17), later: nil, sunrise: .init(4.9500, 101.5005), note: nil),
        zone("MLK01", "SELURUH NEGERI MELAKA", "Melaka", 2.3773, 101.9708, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(2.3733, 101.9916), note: nil),
        zone("NGS01", "Tampin, Jempol", "Negeri Sembilan", 3.0900, 102.2700, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: .init(2.4920, 102.2050), sunrise: .init(2.7580, 102.7104), note: nil),
        zone("NGS02", "Jelebu, Kuala Pilah, Rembau", "Negeri Sembilan", 3.0850, 101.9270, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: .init(2.5300, 101.9950), sunrise: .init(2.7633, 102.3958), note: nil),
        zone("NGS03", "Port Dickson, Seremban", "Negeri Sembilan", 2.6473, 101.6891, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(2.4173, 102.0245), note: nil),
        zone("PHG01", "Pulau Tioman", "Pahang", 2.8070, 104.1521, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(2.8000, 104.1469), note: nil),
        zone("PHG02", "Kuantan, Pekan, Muadzam Shah", "Pahang", 3.0833, 102.7875, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(3.0843, 102.7791), note: nil),
        zone("PHG03", "Jerantut, Temerloh, Maran, Bera, Chenor, Jengka", "Pahang", 3.4587, 102.1209, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(3.4667, 102.1125), note: nil),
        zone("PHG04", "Bentong, Lipis, Raub", "Pahang", 3.9833, 101.7349, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(3.9833, 101.7296), note: nil),
        zone("PHG05", "Genting Sempah, Janda Baik, Bukit Tinggi", "Pahang", 3.3798, 101.8354, "Asia/Kuala_Lumpur", Departure(elevation: 686, sunModel: .atEachInstant), later: nil, sunrise: .init(3.3833, 101.8291), note: nil),
        zone("PHG06", "Cameron Highlands, Genting Higlands, Bukit Fraser", "Pahang", 4.4983, 101.4020, "Asia/Kuala_Lumpur", Departure(elevation: 1600, sunModel: .atEachInstant), later: nil, sunrise: .init(4.5033, 101.3979), note: nil),
        zone("PHG07", "Zon Khas Daerah Rompin, (Mukim Rompin, Mukim Endau, Mukim Pontian)", "Pahang", 2.8900, 103.2296, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: nil, note: nil),
        zone("PLS01", "SELURUH NEGERI PERLIS", "Perlis", 6.4139, 100.1238, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(6.4079, 100.1280), note: perlisNote),
        zone("PNG01", "SELURUH NEGERI PULAU PINANG", "Pulau Pinang", 5.4670, 100.1800, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: .init(5.2970, 100.1750), sunrise: .init(5.0770, 100.5467), note: nil),
        zone("PRK01", "Tapah, Slim River, Tanjung Malim", "Perak", 4.2287, 101.0729, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(3.8433, 101.6417), note: nil),
        zone("PRK02", "Kuala Kangsar, Sg. Siput , Ipoh, Batu Gajah, Kampar", "Perak", 4.5222, 100.7104, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(4.7947, 101.4729), note: nil),
        zone("PRK03", "Lenggong, Pengkalan Hulu, Grik", "Perak", 5.2443, 100.8041, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(4.9883, 101.4479), note: nil),
        zone("PRK04", "Temengor, Belum", "Perak", 5.4948, 101.1805, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(5.4252, 101.7646), note: nil),
        zone("PRK05", "Kg Gajah, Teluk Intan, Bagan Datuk, Seri Iskandar, Beruas, Parit, Lumut, Sitiawan, Pulau Pangkor", "Perak", 4.2160, 100.5312, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(3.8467, 101.2854), note: nil),
        zone("PRK06", "Selama, Taiping, Bagan Serai, Parit Buntar", "Perak", 5.0750, 100.3708, "Asia/Kuala_Lumpur", Departure(sunModel: .atEachInstant), later: nil, sunrise: .init(4.8050, 100.9187), note: nil),
        zone("PRK07", "Bukit Larut", "Perak", 4.8662, 100.7979, "Asia/Kuala_Lumpur", Departure(elevation: 945, sunModel: .atEachInstant), later: nil, sunrise: .init(4.7862, 100.9698), note: nil),
        zone("SBH01", "Bahagian Sandakan (Timur), Bukit Garam, Semawang, Temanggong, Tambisan, Bandar Sandakan, Sukau", "Sabah", 5.4905, 117.8010, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.4805, 117.7948), note: nil),
        zone("SBH02", "Beluran, Telupid, Pinangah, Terusan, Kuamut, Bahagian Sandakan (Barat)", "Sabah", 5.2267, 116.8167, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.1867, 116.8063), note: nil),
        zone("SBH03", "Lahad Datu, Silabukan, Kunak, Sahabat, Semporna, Tungku, Bahagian Tawau (Timur)", "Sabah", 5.0207, 118.2958, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.0007, 118.2979), note: nil),
        zone("SBH04", "Bandar Tawau, Balong, Merotai, Kalabakan, Bahagian Tawau (Barat)", "Sabah", 4.4172, 117.4979, "Asia/Kuching", Departure(), later: nil, sunrise: .init(4.3772, 117.4916), note: nil),
        zone("SBH05", "Kudat, Kota Marudu, Pitas, Pulau Banggi, Bahagian Kudat", "Sabah", 6.8783, 116.8312, "Asia/Kuching", Departure(), later: nil, sunrise: .init(6.8683, 116.8239), note: nil),
        zone("SBH06", "Gunung Kinabalu", "Sabah", 6.1063, 116.5270, "Asia/Kuching", Departure(), later: nil, sunrise: .init(6.0563, 116.5228), note: nil),
        zone("SBH07", "Kota Kinabalu, Ranau, Kota Belud, Tuaran, Penampang, Papar, Putatan, Bahagian Pantai Barat", "Sabah", 5.7223, 115.9333, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.7023, 115.9208), note: nil),
        zone("SBH08", "Pensiangan, Keningau, Tambunan, Nabawan, Bahagian Pendalaman (Atas)", "Sabah", 5.3018, 116.1604, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.2718, 116.1542), note: nil),
        zone("SBH09", "Beaufort, Kuala Penyu, Sipitang, Tenom, Long Pasia, Membakut, Weston, Bahagian Pendalaman (Bawah)", "Sabah", 5.0928, 115.5521, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.0628, 115.5458), note: nil),
        zone("SGR01", "Gombak, Petaling, Sepang, Hulu Langat, Hulu Selangor, Shah Alam", "Selangor", 3.7313, 101.3833, "Asia/Kuala_Lumpur", Departure(), later: .init(2.6428, 101.6117), sunrise: .init(2.9250, 101.9156), note: nil),
        zone("SGR02", "Kuala Selangor, Sabak Bernam", "Selangor", 3.8183, 100.8020, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(3.1925, 101.4938), note: nil),
        zone("SGR03", "Klang, Kuala Langat", "Selangor", 3.0167, 101.2500, "Asia/Kuala_Lumpur", Departure(), later: .init(3.3720, 101.2600), sunrise: .init(2.7948, 101.6675), note: nil),
        zone("SWK01", "Limbang, Lawas, Sundar, Trusan", "Sarawak", 4.7813, 114.8354, "Asia/Kuching", Departure(), later: nil, sunrise: .init(4.7693, 114.8312), note: nil),
        zone("SWK02", "Miri, Niah, Bekenu, Sibuti, Marudi", "Sarawak", 3.8823, 113.7188, "Asia/Kuching", Departure(), later: nil, sunrise: .init(3.8733, 113.7146), note: nil),
        zone("SWK03", "Pandan, Belaga, Suai, Tatau, Sebauh, Bintulu", "Sarawak", 2.8843, 112.8693, "Asia/Kuching", Departure(), later: nil, sunrise: .init(2.8733, 112.8646), note: nil),
        zone("SWK04", "Sibu, Mukah, Dalat, Song, Igan, Oya, Balingian, Kanowit, Kapit", "Sarawak", 2.8283, 111.7000, "Asia/Kuching", Departure(), later: nil, sunrise: .init(2.8233, 111.6990), note: nil),
        zone("SWK05", "Sarikei, Matu, Julau, Rajang, Daro, Bintangor, Belawai", "Sarawak", 2.2348, 111.2188, "Asia/Kuching", Departure(), later: nil, sunrise: .init(2.2233, 111.2146), note: nil),
        zone("SWK06", "Lubok Antu, Sri Aman, Roban, Debak, Kabong, Lingga, Engkelili, Betong, Spaoh, Pusa, Saratok", "Sarawak", 1.7833, 111.1188, "Asia/Kuching", Departure(), later: nil, sunrise: .init(1.7733, 111.1146), note: nil),
        zone("SWK07", "Serian, Simunjan, Samarahan, Sebuyau, Meludam", "Sarawak", 1.4667, 110.4854, "Asia/Kuching", Departure(), later: nil, sunrise: .init(1.4567, 110.4812), note: nil),
        zone("SWK08", "Kuching, Bau, Lundu, Sematan", "Sarawak", 1.8167, 109.7688, "Asia/Kuching", Departure(), later: nil, sunrise: .init(1.8067, 109.7646), note: nil),
        zone("SWK09", "Zon Khas (Kampung Patarikan)", "Sarawak", 4.9551, 115.4882, "Asia/Kuching", Departure(), later: nil, sunrise: .init(4.9491, 115.4840), note: nil),
        zone("TRG01", "Kuala Terengganu, Marang, Kuala Nerus", "Terengganu", 5.2420, 102.9688, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(5.2550, 102.9709), note: nil),
        zone("TRG02", "Besut, Setiu", "Terengganu", 5.4107, 102.4167, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(5.4067, 102.4210), note: nil),
        zone("TRG03", "Hulu Terengganu", "Terengganu", 5.0000, 102.5333, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(5.0000, 102.5416), note: nil),
        zone("TRG04", "Dungun, Kemaman", "Terengganu", 4.4940, 102.8667, "Asia/Kuala_Lumpur", Departure(), later: nil, sunrise: .init(4.4910, 102.8667), note: nil),
        zone("WLY01", "Kuala Lumpur, Putrajaya", "Wilayah Persekutuan", 3.7313, 101.3833, "Asia/Kuala_Lumpur", Departure(), later: .init(2.6428, 101.6117), sunrise: .init(3.1800, 101.7573), note: nil),
        zone("WLY02", "Labuan", "Wilayah Persekutuan", 5.2411, 115.1439, "Asia/Kuching", Departure(), later: nil, sunrise: .init(5.2477, 115.3449), note: nil),
    ]

    /// A JAKIM zone.
    private static func zone(_ code: String, _ name: String, _ state: String, _ latitude: Double, _ longitude: Double, _ timeZone: String,
                          _ departure: Departure, later: Point?, sunrise: Point?, note: String?) -> AuthorityZone {
        AuthorityZone(code: code, name: name, region: state, latitude: latitude, longitude: longitude, timeZone: timeZone,
                      departure: departure, laterPoint: later, sunrisePoint: sunrise, note: note)
    }

    private static let kedahNote = "JAKIM's Kedah tables are not reproduced to the minute (up to 4 minutes off; at Gunung Jerai up to 10): "
        + "import the zone's yearly table from e-solat (mawqut import timetable) to show JAKIM's own minutes"
    private static let perlisNote = "JAKIM's Perlis Subuh is within a minute of its tables but on the minute only on about 60 % of days"
}
