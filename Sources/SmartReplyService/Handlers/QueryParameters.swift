import Foundation

/// Query parameters the endpoints take: `maxCount` and `timeZone`.
enum QueryParameters {
  /// `name` as a whole number in `range`, or `defaultValue` when absent.
  static func integer(
    _ request: HTTPRequest, _ name: String, default defaultValue: Int, in range: ClosedRange<Int>
  ) throws(Problem) -> Int {
    guard let text = request.queryValue(name) else { return defaultValue }
    guard let value = Int(text), range.contains(value) else {
      throw Problem(
        .invalidParameter, detail: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// An IANA time zone name from the query (or `value` from a body), or `defaultValue`.
  static func timeZone(_ value: String?, name: String, default defaultValue: TimeZone) throws(Problem) -> TimeZone {
    guard let value else { return defaultValue }
    guard !value.isEmpty, value.count <= 64, let zone = TimeZone(identifier: value) else {
      throw Problem(
        .invalidParameter, detail: "\(name) must be an IANA time zone name such as Asia/Tokyo")
    }
    return zone
  }
}
