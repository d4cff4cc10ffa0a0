extension Array where Element: Comparable {
  /// Sorts the array and keeps one of each value: `Array(Set(self)).sorted()` without hashing
  /// (inlinable, so each caller gets a version for its element type).
  @inlinable package mutating func sortAndRemoveDuplicates() {
    sort()
    var distinct = 0
    for element in self where distinct == 0 || self[distinct - 1] != element {
      self[distinct] = element
      distinct += 1
    }
    removeLast(count - distinct)
  }
}
