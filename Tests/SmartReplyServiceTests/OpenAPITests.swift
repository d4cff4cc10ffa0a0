import Foundation
import Testing

/// The committed OpenAPI document matches the server: every path and method is served, every
/// example request is answered with a documented status, every response has the documented
/// shape (required fields present, no undocumented ones) and every documented response field
/// appears in some answer.
@Suite struct OpenAPITests {
  static let documentURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/SmartReplyService/Resources/openapi.json")

  @Test func servedDocumentIsTheCommittedFile() throws {
    let server = try TestServer()
    #expect(try server.send("GET", "/openapi.json").body == Array(try Data(contentsOf: Self.documentURL)))
  }

  @Test func everyEndpointAndFieldExists() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.documentURL)) as? [String: Any])
    #expect(document["openapi"] as? String == "3.1.0")
    let paths = try #require(document["paths"] as? [String: [String: Any]])
    let server = try TestServer()
    #expect(Set(paths.keys) == Set(server.server.paths))
    var checker = SchemaChecker(document: document)
    for (path, operations) in paths.sorted(by: { $0.key < $1.key }) {
      for (method, rawOperation) in operations {
        let operation = try #require(rawOperation as? [String: Any])
        let responses = try #require(operation["responses"] as? [String: [String: Any]])
        var bodies: [(name: String, body: String?)] = [("none", nil)]
        if let request = operation["requestBody"] as? [String: Any],
          let content = (request["content"] as? [String: Any])?["application/json"] as? [String: Any],
          let examples = content["examples"] as? [String: [String: Any]]
        {
          bodies = try examples.sorted { $0.key < $1.key }.map { name, example in
            let data = try JSONSerialization.data(withJSONObject: try #require(example["value"]))
            return (name, String(decoding: data, as: UTF8.self))
          }
          #expect(!bodies.isEmpty, "\(method) \(path) has no examples")
        }
        for (name, body) in bodies {
          let label = "\(method.uppercased()) \(path) [\(name)]"
          let response = try #require(try? server.send(method.uppercased(), path, body: body), "\(label): no answer")
          let documented = try #require(responses[String(response.status)], "\(label): status \(response.status)")
          #expect(response.status != 404 && response.status != 405, "\(label)")
          let content = try #require(documented["content"] as? [String: [String: Any]], "\(label)")
          let mediaType = response.headers["content-type"]?.split(separator: ";").first.map(String.init) ?? ""
          let media = try #require(content[mediaType], "\(label): content type \(mediaType)")
          guard mediaType.hasSuffix("json"), let schema = media["schema"] as? [String: Any] else { continue }
          let value = try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
          let errors = checker.check(value, schema, at: "\(method.uppercased()) \(path) \(response.status)")
          #expect(errors.isEmpty, "\(label): \(errors)")
        }
      }
    }
    for (schema, properties) in checker.declared.sorted(by: { $0.key < $1.key }) {
      let missing = properties.subtracting(checker.seen[schema] ?? [])
      #expect(missing.isEmpty, "\(schema): documented but never answered: \(missing.sorted())")
    }
  }
}

/// Enough of JSON Schema for the document: `$ref`, `oneOf`, `type` (or a list of types),
/// `properties`, `required`, `items`, `enum` and `const`; it remembers the properties each
/// object schema declares and those the answers had.
struct SchemaChecker {
  let schemas: [String: Any]
  var declared: [String: Set<String>] = [:]
  var seen: [String: Set<String>] = [:]

  init(document: [String: Any]) {
    schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
  }

  mutating func check(_ value: Any, _ schema: [String: Any], at key: String) -> [String] {
    if let reference = schema["$ref"] as? String {
      let name = String(reference.split(separator: "/").last ?? "")
      guard let resolved = schemas[name] as? [String: Any] else { return ["\(key): unknown \(reference)"] }
      return check(value, resolved, at: name)
    }
    if let branches = schema["oneOf"] as? [[String: Any]] {
      for branch in branches {
        var copy = self
        if copy.check(value, branch, at: key).isEmpty {
          self = copy
          return []
        }
      }
      return ["\(key): matches no oneOf branch"]
    }
    var problems: [String] = []
    let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
    if !types.isEmpty && !types.contains(where: { Self.matches(value, $0) }) {
      return ["\(key): expected \(types), got \(type(of: value))"]
    }
    if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
      problems.append("\(key): \(text) is not one of \(allowed)")
    }
    if let constant = schema["const"] as? String, let text = value as? String, text != constant {
      problems.append("\(key): expected \(constant)")
    }
    if let object = value as? [String: Any], let properties = schema["properties"] as? [String: [String: Any]] {
      declared[key, default: []].formUnion(properties.keys)
      seen[key, default: []].formUnion(object.keys)
      for required in schema["required"] as? [String] ?? [] where object[required] == nil {
        problems.append("\(key): missing \(required)")
      }
      for (name, member) in object {
        guard let memberSchema = properties[name] else {
          problems.append("\(key): undocumented field \(name)")
          continue
        }
        problems += check(member, memberSchema, at: "\(key).\(name)")
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for element in array { problems += check(element, items, at: "\(key)[]") }
    }
    return problems
  }

  static func matches(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "null": return value is NSNull
    case "boolean": return value is Bool
    case "integer":
      return (value as? NSNumber).map { !($0 is Bool) && $0.doubleValue.rounded() == $0.doubleValue } ?? false
    case "number": return value is NSNumber && !(value is String)
    default: return false
    }
  }
}
