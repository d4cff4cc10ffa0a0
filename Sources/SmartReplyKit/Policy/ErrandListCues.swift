import Foundation

/// 「帰り　牛乳　卵　食パン　よろしく」, 「帰り　薬局　湿布　いつもの」: things to pick up, listed without a
/// verb. Three or more short items, opened by the way home or closed by a "please", hand over an
/// errand, which is taken on (「了解！」), not greeted or wished back (「よろしく！」).
enum ErrandListCues {
  static func listsErrands(_ lowered: String, _ searchable: SearchableText) -> Bool {
    guard lowered.utf8.count <= 200, searchable.contains(any: markers) else { return false }
    let parts = lowered.split { separators.contains($0) }.map { $0.trimmingCharacters(in: trailingMarks) }
      .filter { !$0.isEmpty }
    guard parts.count >= 3, parts.dropLast().allSatisfy({ $0.count <= 6 }), let first = parts.first,
      let last = parts.last
    else { return false }
    return openers.contains(first) || closers.contains(last)
  }

  static let separators: Set<Character> = [" ", "　", "、", "・", ",", "\n"]
  static let trailingMarks = CharacterSet(charactersIn: "！!〜～ー。.🙏")
  static let openers: Set<String> = ["帰り", "帰りに", "かえり", "ついでに", "買い物", "買い物リスト", "買うもの", "スーパー"]
  static let closers: Set<String> = ["よろしく", "よろしくね", "よろ", "お願い", "おねがい", "お願いね", "頼む", "たのむ", "頼んだ"]
  /// Searched for first: a message with no opener or closer lists no errand.
  static let markers = (openers.union(closers)).map { Phrase($0) }
}
