/// Hands a buffer to `concurrentPerform` workers that each touch disjoint parts of it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
