import Testing

@testable import FlowKit

@Suite("CommandLineError")
struct CommandLineErrorTests {
    @Test func describesEachCaseInPlainWords() {
        #expect(CommandLineError.unterminatedQuote("\"").description == #"unterminated " quote"#)
        #expect(CommandLineError.unterminatedQuote("'").description == "unterminated ' quote")
        #expect(CommandLineError.danglingEscape.description == "trailing backslash at the end of the line")
        #expect(
            CommandLineError.unknownFlag("--contry", suggestion: "--country").description
                == "unknown flag '--contry' (did you mean '--country'?)")
        #expect(CommandLineError.unknownFlag("--zzz", suggestion: nil).description == "unknown flag '--zzz'")
        #expect(CommandLineError.missingFlagValue("--country").description == "--country needs a value")
        #expect(CommandLineError.unexpectedArgument("x").description == "unexpected argument 'x'")
        #expect(CommandLineError.missingArgument("ID").description == "missing argument: ID")
        #expect(
            CommandLineError.invalidValue(flag: "--country", value: "usa", reason: "use a two-letter code").description
                == "invalid value 'usa' for --country: use a two-letter code")
    }

    @Test func typedTextCannotDriveTheTerminal() {
        #expect(CommandLineError.unexpectedArgument("a\u{1B}[2Jb").description == "unexpected argument 'ab'")
    }
}
