/// Splits one command line into words the way a POSIX shell splits plain words.
///
/// Whitespace separates words; `'single quotes'` are literal; `"double quotes"` allow the
/// escapes `\"` and `\\` (any other backslash inside them stays as typed); a backslash outside
/// quotes takes the next character literally; quoted and unquoted parts that touch form one
/// word (`--query="a b"` is `--query=a b`); an empty quoted string is an empty word.
/// There is no expansion of any kind: no variables, globs or substitutions.
public enum LineTokenizer {
    /// Returns the words of `line`, or throws when a quote is left open or a backslash ends the line.
    public static func tokenize(_ line: String) throws(CommandLineError) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        // True once the current word has begun, even if only with an empty quoted string.
        var inWord = false
        var iterator = line.unicodeScalars.makeIterator()

        while let scalar = iterator.next() {
            switch scalar {
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" {
                        closed = true
                        break
                    }
                    word.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { break }
                        if escaped != "\"" && escaped != "\\" {
                            word.append(next)
                        }
                        word.append(escaped)
                        continue
                    }
                    word.append(next)
                }
                if !closed { throw .unterminatedQuote("\"") }
            case "\\":
                guard let escaped = iterator.next() else { throw .danglingEscape }
                inWord = true
                word.append(escaped)
            default:
                if scalar.properties.isWhitespace {
                    if inWord {
                        words.append(String(word))
                        word = String.UnicodeScalarView()
                        inWord = false
                    }
                } else {
                    inWord = true
                    word.append(scalar)
                }
            }
        }
        if inWord {
            words.append(String(word))
        }
        return words
    }
}
