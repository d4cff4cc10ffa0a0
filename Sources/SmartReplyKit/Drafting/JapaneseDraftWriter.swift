import Foundation

/// The body of a Japanese draft, in business keigo when the thread is formal: the reply, then an
/// answer to each request and question of the newest email in turn, with the resolved date and
/// time in full (「12月4日（金）10時」); what it cannot answer is left as an `[answer: …]` placeholder.
struct JapaneseDraftWriter {
  var content: DraftContent
  var formal: Bool

  var body: String {
    let (to, cc, writer) = (content.to, content.cc, content.writer)
    var paragraphs = [to.isEmpty ? "皆様" : to.joined(separator: "、")]
    if formal { paragraphs.append("いつもお世話になっております。\(writer)です。") }
    let sentences = [Self.sentence(content.reply)] + answers
    paragraphs.append(sentences.joined(separator: "\n"))
    if !cc.isEmpty {
      paragraphs.append(
        formal ? "（CCにて\(cc.joined(separator: "、"))にも共有いたします。）" : "（\(cc.joined(separator: "、"))にもCCしています。）")
    }
    if content.signs { paragraphs.append((formal ? "よろしくお願いいたします。" : "よろしくお願いします。") + "\n\(writer)") }
    return paragraphs.joined(separator: "\n\n")
  }

  /// One sentence per thing the email asked, in its order, after the confirmation of the day.
  var answers: [String] {
    let details = content.details
    let formatted = details.dates.map { EventDateFormatter.japanese($0, sentDate: details.sentDate) }
    var sentences = [String]()
    var when: String?
    if formatted.count > 1 {
      when = "[answer: \(formatted.map(\.text).joined(separator: "と"))のどちらか]"
    } else if let only = formatted.first {
      when = only.text + (only.hasTime && !only.isRange ? "から" : "")
    }
    switch content.polarity {
    case .positive:
      if let when { sentences.append(formal ? "\(when)で問題ございません。" : "\(when)で大丈夫です。") }
    case .negative:
      if let when {
        sentences.append(
          formal ? "申し訳ございませんが、\(when)は都合がつきません。別の日程をご相談させていただけますでしょうか。" : "ごめんなさい、\(when)は都合がつきません。別の日にできますか？")
      }
    case .neutral:
      if let when { sentences.append("\(when)について：[answer: \(formal ? "ご都合" : "行けるかどうか")]") }
    }
    sentences += details.answers(replyPolarity: content.polarity) { request, item in
      switch (request, content.polarity) {
      case (.bring, .positive): formal ? "\(item)もお持ちいたします。" : "\(item)も持っていきます。"
      case (.share, .positive), (.share, .negative): formal ? "\(item)は共有いたします。" : "\(item)は共有しますね。"
      case (.prepare, .positive): formal ? "\(item)はご用意いたします。" : "\(item)は用意しておきます。"
      case (.bring, .negative), (.prepare, .negative): formal ? "\(item)は事前にお送りいたします。" : "\(item)は先に送りますね。"
      case (_, .neutral): "\(item)について：[answer: 対応できるかどうか]"
      }
    }
    if content.polarity == .positive, let place = details.place {
      sentences.append(
        place == "オンライン" || place.allSatisfy(\.isASCII)
          ? (formal ? "当日は\(place)で参加いたします。" : "当日は\(place)で参加します。")
          : (formal ? "当日は\(place)に伺います。" : "当日は\(place)に行きます。"))
    }
    return sentences
  }

  /// The reply ending in Japanese punctuation.
  static func sentence(_ text: String) -> String {
    var sentence = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let last = sentence.last, !"。！？!?".contains(last) { sentence += "。" }
    return sentence
  }
}
