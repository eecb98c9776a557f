@testable import Messages
import Testing

/// The plural rules catalogues give, read and evaluated as gettext does.
struct PluralRuleTests {
    /// CLDR's Arabic categories (zero, one, two, few, many, other) in gettext's order.
    static func arabicForm(_ n: Int) -> Int {
        if n == 0 { return 0 }
        if n == 1 { return 1 }
        if n == 2 { return 2 }
        if (3...10).contains(n % 100) { return 3 }
        if (11...99).contains(n % 100) { return 4 }
        return 5
    }

    @Test func arabicsSixFormsFollowCLDRForEveryCountToTenThousand() throws {
        let rule = try PluralRule(forms: "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);")
        #expect(rule.forms == 6)
        for n in 0...10_000 { #expect(rule.form(for: n) == Self.arabicForm(n), "n = \(n)") }
    }

    @Test func frenchCountsZeroAndOneAsOneAndEnglishDoesNot() throws {
        let french = try PluralRule(forms: "nplurals=2; plural=(n > 1);")
        let english = try PluralRule(forms: "nplurals=2; plural=(n != 1);")
        #expect([0, 1, 2, 5].map(french.form) == [0, 0, 1, 1])
        #expect([0, 1, 2, 5].map(english.form) == [1, 0, 1, 1])
    }

    /// Bosnian's three forms (the rule gettext's own catalogues carry for bs, hr and sr).
    @Test func slavicRulesWithOrAndNotAndModuloEvaluateAsC() throws {
        let rule = try PluralRule(forms: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        #expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map(rule.form) == [0, 1, 1, 2, 2, 2, 0, 1, 2, 0, 2])
        let single = try PluralRule(forms: "nplurals=1; plural=0;")
        #expect([0, 1, 2].map(single.form) == [0, 0, 0])
        let negated = try PluralRule(forms: "nplurals=2; plural=!(n==1);")
        #expect([1, 3].map(negated.form) == [0, 1])
    }

    @Test func aBrokenRuleIsRefusedWithWhatIsWrong() {
        #expect(throws: PluralRule.Unreadable.self) { try PluralRule(forms: "nplurals=2; plural=(n != 1;") }
        #expect(throws: PluralRule.Unreadable.self) { try PluralRule(forms: "nplurals=0; plural=0;") }
        #expect(throws: PluralRule.Unreadable.self) { try PluralRule(forms: "nplurals=2;") }
        #expect(throws: PluralRule.Unreadable.self) { try PluralRule(forms: "nplurals=2; plural=n ? 1;") }
        #expect(throws: PluralRule.Unreadable.self) { try PluralRule(forms: "nplurals=2; plural=x;") }
    }

    /// A rule that names a form past the last (a mistake in a catalogue) takes the last, never a crash.
    @Test func aFormPastTheLastIsTheLast() throws {
        let rule = try PluralRule(forms: "nplurals=2; plural=n;")
        #expect(rule.form(for: 7) == 1)
    }
}
