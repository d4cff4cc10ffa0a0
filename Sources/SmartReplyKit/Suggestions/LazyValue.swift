import SmartReplyModel

/// A value worked out on first use, once, however many threads ask for it at the same time (the
/// others wait); the copies of a struct that holds it share it.
final class LazyValue<Value: Sendable>: Sendable {
  private let state = Locked<Value?>(nil)
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  /// The value, worked out now if this is the first use.
  var value: Value {
    state.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
