/// A language's plural rule as a gettext catalogue's header gives it (`Plural-Forms:
/// nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : …);`): how many forms a counted message has
/// and which one a count takes. The expression is C's, on the unsigned count `n`, with
/// `?:`, `||`, `&&`, comparisons, `+ - * / %`, `!` and parentheses (gettext manual 11.2.6,
/// "Additional functions for plural forms"); it is read once into a tree and evaluated.
public struct PluralRule: Sendable, Equatable {
    public struct Unreadable: Error, CustomStringConvertible, Equatable {
        public let reason: String
        public var description: String { reason }
    }

    indirect enum Node: Sendable, Equatable {
        case count
        case number(Int)
        case not(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)
    }

    /// How many forms a counted message has.
    public let forms: Int
    let expression: Node

    /// Reads `nplurals=…; plural=…;`.
    public init(forms text: String) throws(Unreadable) {
        var count: Int?
        var expression: Node?
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { String($0).filter { !$0.isWhitespace } }
            guard pair.count == 2 else { continue }
            switch pair[0] {
            case "nplurals": count = Int(pair[1])
            case "plural":
                var parser = Parser(text: String(part.drop { $0 != "=" }.dropFirst()))
                expression = try parser.parse()
            default: continue
            }
        }
        guard let count, (1...6).contains(count) else { throw Unreadable(reason: "expected nplurals from 1 to 6 in \"\(text)\"") }
        guard let expression else { throw Unreadable(reason: "no plural= expression in \"\(text)\"") }
        forms = count
        self.expression = expression
    }

    /// The form (0 to `forms` − 1) for the count `n`; one past the last is taken as the last.
    public func form(for n: Int) -> Int {
        min(max(0, Self.evaluate(expression, n: max(0, n))), forms - 1)
    }

    static func evaluate(_ node: Node, n: Int) -> Int {
        switch node {
        case .count: return n
        case .number(let value): return value
        case .not(let inner): return evaluate(inner, n: n) == 0 ? 1 : 0
        case .choice(let condition, let yes, let no): return evaluate(condition, n: n) != 0 ? evaluate(yes, n: n) : evaluate(no, n: n)
        case .binary(let operation, let left, let right):
            let a = evaluate(left, n: n), b = evaluate(right, n: n)
            switch operation {
            case "||": return a != 0 || b != 0 ? 1 : 0
            case "&&": return a != 0 && b != 0 ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            case "/": return b == 0 ? 0 : a / b
            default: return b == 0 ? 0 : a % b
            }
        }
    }

    /// Recursive descent over C's precedence: ?: , ||, &&, equality, relation, additive, multiplicative, unary.
    struct Parser {
        let scalars: [Character]
        var index = 0

        init(text: String) { scalars = Array(text.filter { !$0.isWhitespace }) }

        mutating func parse() throws(Unreadable) -> Node {
            let node = try ternary()
            guard index == scalars.count else { throw Unreadable(reason: "unexpected \"\(String(scalars[index...]))\" in the plural expression") }
            return node
        }

        private mutating func take(_ token: String) -> Bool {
            let characters = Array(token)
            guard index + characters.count <= scalars.count, Array(scalars[index..<index + characters.count]) == characters else { return false }
            index += characters.count
            return true
        }

        private mutating func ternary() throws(Unreadable) -> Node {
            let condition = try binary(level: 0)
            guard take("?") else { return condition }
            let yes = try ternary()
            guard take(":") else { throw Unreadable(reason: "a ? without its : in the plural expression") }
            return .choice(condition, yes, try ternary())
        }

        private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        private mutating func binary(level: Int) throws(Unreadable) -> Node {
            guard level < Self.levels.count else { return try unary() }
            var node = try binary(level: level + 1)
            while let operation = Self.levels[level].first(where: { take($0) }) {
                node = .binary(operation, node, try binary(level: level + 1))
            }
            return node
        }

        private mutating func unary() throws(Unreadable) -> Node {
            if take("!") { return .not(try unary()) }
            if take("(") {
                let inner = try ternary()
                guard take(")") else { throw Unreadable(reason: "a ( without its ) in the plural expression") }
                return inner
            }
            if take("n") { return .count }
            var digits = ""
            while index < scalars.count, scalars[index].isASCII, scalars[index].isNumber {
                digits.append(scalars[index])
                index += 1
            }
            guard let value = Int(digits) else {
                throw Unreadable(reason: index < scalars.count ? "unexpected \"\(scalars[index])\" in the plural expression" : "the plural expression ends too soon")
            }
            return .number(value)
        }
    }
}
