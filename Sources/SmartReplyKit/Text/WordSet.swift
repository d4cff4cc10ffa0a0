import Foundation
import SmartReplyModel

/// A fixed vocabulary looked up by the UTF-8 bytes of a word: the policy checks the words of
/// every message against several vocabularies, and a `Set<String>` made a `String` of each word
/// and hashed it with the seeded `Hasher`. Here an ASCII word is hashed with ``StableHash`` and
/// compared byte for byte, in place.
///
/// Membership is exactly `Set<String>`'s (whose `==` is canonical equivalence): a word that is
/// not ASCII, or an ASCII word not found when the vocabulary holds words that are not, is looked
/// up in the set of strings.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
  /// The vocabulary as strings.
  let strings: Set<String>
  /// The ASCII words' bytes back to back.
  private let bytes: [UInt8]
  /// An open-addressing table of the ASCII words (a power of two, at most half full): each slot
  /// the word's start in `bytes` and its length, length 0 for an empty slot.
  private let slots: [(start: Int32, length: Int32)]
  /// Whether some word is not ASCII (and may be equivalent to an ASCII word by `==`).
  private let hasOtherWords: Bool

  init(_ words: some Sequence<String>) {
    strings = Set(words)
    let ascii = strings.filter { !$0.isEmpty && $0.utf8.allSatisfy { $0 < 0x80 } }.sorted()
    hasOtherWords = ascii.count != strings.count
    var capacity = 8
    while capacity < 2 * ascii.count { capacity *= 2 }
    var bytes = [UInt8]()
    var slots = [(start: Int32, length: Int32)](repeating: (0, 0), count: capacity)
    for word in ascii {
      var slot = Array(word.utf8).withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash($0)) } & (capacity - 1)
      while slots[slot].length != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = (Int32(bytes.count), Int32(word.utf8.count))
      bytes += word.utf8
    }
    self.bytes = bytes
    self.slots = slots
  }

  init(arrayLiteral words: String...) { self.init(words) }

  /// Whether `word` is in the vocabulary.
  func contains(_ word: some StringProtocol) -> Bool {
    word.utf8.withContiguousStorageIfAvailable(contains(utf8:)) ?? strings.contains(String(word))
  }

  /// Whether the word whose UTF-8 is `word` is in the vocabulary.
  func contains(utf8 word: UnsafeBufferPointer<UInt8>) -> Bool {
    word.allSatisfy { $0 < 0x80 } ? containsASCII(word) : strings.contains(String(decoding: word, as: UTF8.self))
  }

  /// Whether the word of scalars `word` is in the vocabulary.
  func contains(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
    var hash = StableHash.offsetBasis
    for scalar in word {
      guard scalar.isASCII else { return containsString(word) }
      hash = StableHash.fold(hash, UInt64(scalar.value))
    }
    let found = firstSlot(hash: StableHash.mix(hash), count: word.count) { stored in
      zip(stored, word).allSatisfy { $0 == UInt8(truncatingIfNeeded: $1.value) }
    }
    return found || hasOtherWords && containsString(word)
  }

  private func containsString(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: word)
    return strings.contains(String(scalars))
  }

  /// The look-up of an ASCII word: the table, then (rarely) the strings.
  private func containsASCII(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    let found = firstSlot(hash: Self.hash(word), count: word.count) { stored in
      memcmp(stored.baseAddress!, word.baseAddress!, word.count) == 0
    }
    return found || hasOtherWords && strings.contains(String(decoding: word, as: UTF8.self))
  }

  /// Whether a word of `count` bytes whose ``hash(_:)`` is `hash` is in the table, by `isWord` on
  /// the bytes of each stored word of that length in its probe sequence.
  @inline(__always)
  private func firstSlot(hash: UInt64, count: Int, isWord: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { bytes in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].length != 0 {
          let (start, length) = (Int(slots[slot].start), Int(slots[slot].length))
          if length == count, isWord(UnsafeBufferPointer(rebasing: bytes[start..<start + length])) { return true }
          slot = (slot + 1) & mask
        }
        return false
      }
    }
  }

  /// FNV-1a of the bytes, finalised.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = StableHash.offsetBasis
    for byte in bytes { hash = StableHash.fold(hash, UInt64(byte)) }
    return StableHash.mix(hash)
  }
}
