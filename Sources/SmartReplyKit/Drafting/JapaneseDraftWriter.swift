import Foundation

/// The body of a Japanese draft, in business keigo when the thread is formal.
struct JapaneseDraftWriter {
  var content: DraftContent
  var formal: Bool

  var body: String {
    let (to, cc, writer, polarity, details) = (
      content.to, content.cc, content.writer, content.polarity, content.details
    )
    var paragraphs = [to.isEmpty ? "皆様" : to.joined(separator: "、")]
    if formal { paragraphs.append("いつもお世話になっております。\(writer)です。") }
    var sentences = [Self.sentence(content.reply)]
    let when = [details.day, details.time.map { "\($0)から" }].compactMap { $0 }.joined()
    switch polarity {
    case .positive:
      if !when.isEmpty { sentences.append(formal ? "\(when)で問題ございません。" : "\(when)で大丈夫です。") }
      for item in details.items { sentences.append(formal ? "\(item)もお持ちいたします。" : "\(item)も持っていきます。") }
      if let place = details.place { sentences.append(formal ? "当日は\(place)に伺います。" : "当日は\(place)に行きます。") }
    case .negative:
      if !when.isEmpty {
        sentences.append(
          formal ? "申し訳ございませんが、\(when)は都合がつきません。別の日程をご相談させていただけますでしょうか。" : "ごめんなさい、\(when)は都合がつきません。別の日にできますか？")
      }
      for item in details.items { sentences.append(formal ? "\(item)は事前にお送りいたします。" : "\(item)は先に送りますね。") }
    case .neutral:
      if !when.isEmpty { sentences.append(formal ? "\(when)について、確認のうえ改めてご連絡いたします。" : "\(when)については確認して連絡します。") }
    }
    paragraphs.append(sentences.joined(separator: "\n"))
    if !cc.isEmpty {
      paragraphs.append(
        formal ? "（CCにて\(cc.joined(separator: "、"))にも共有いたします。）" : "（\(cc.joined(separator: "、"))にもCCしています。）")
    }
    if content.signs { paragraphs.append((formal ? "よろしくお願いいたします。" : "よろしくお願いします。") + "\n\(writer)") }
    return paragraphs.joined(separator: "\n\n")
  }

  /// The reply ending in Japanese punctuation.
  static func sentence(_ text: String) -> String {
    var sentence = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let last = sentence.last, !"。！？!?".contains(last) { sentence += "。" }
    return sentence
  }
}
