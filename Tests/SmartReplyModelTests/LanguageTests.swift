import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct LanguageTests {
  @Test func codesAreTheWireFormat() throws {
    #expect(Language.allCases.map(\.rawValue) == ["en", "ja"])
    #expect(Language.codeList == "en or ja")
    #expect("\(Language.japanese)" == "ja")
    let encoded = try JSONEncoder().encode([Language.english, .japanese])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["en","ja"]"#)
    #expect(try JSONDecoder().decode([Language].self, from: encoded) == [.english, .japanese])
  }

  @Test func anotherCodeIsAnErrorListingTheAcceptedOnes() {
    #expect(Language(rawValue: "fr") == nil && Language(rawValue: "EN") == nil)
    #expect {
      try JSONDecoder().decode([Language].self, from: Data(#"["en","fr"]"#.utf8))
    } throws: { error in
      DecodingErrorDescription.describe(error) == "[1]: expected en or ja"
    }
  }

  @Test func listsArePhrasedWithAFinalOr() {
    #expect(ListPhrasing.or([]) == "" && ListPhrasing.or(["a"]) == "a")
    #expect(ListPhrasing.or(["a", "b", "c"]) == "a, b or c")
  }
}
