import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyTraining

@Suite struct ClassifierTrainerTests {
  func examples() -> [LabeledText] {
    let weather = ["sunny", "rain", "cloudy", "storm", "snow", "windy", "fog", "hail"]
    let food = ["pizza", "ramen", "sushi", "tacos", "curry", "salad", "pasta", "soup"]
    var result = [LabeledText]()
    for (index, word) in weather.enumerated() {
      result.append(LabeledText(label: "weather", text: "it is \(word) today number \(index)"))
      result.append(LabeledText(label: "food", text: "let's eat \(food[index]) tonight number \(index)"))
    }
    return result
  }

  @Test func learnsSeparableClassesAndIsReproducible() throws {
    var trainer = ClassifierTrainer()
    trainer.features = FeatureConfiguration(bucketBits: 10)
    trainer.epochs = 30
    let first = trainer.train(examples(), classes: ["food", "weather"], language: .english)
    let second = trainer.train(examples(), classes: ["food", "weather"], language: .english)
    #expect(first.weights == second.weights)
    #expect(first.probabilities(of: "it is sunny today")[1] > 0.8)
    #expect(first.probabilities(of: "let's eat ramen")[0] > 0.8)
  }

  @Test func repetitionDoesNotChangeTheVerdict() throws {
    var trainer = ClassifierTrainer()
    trainer.features = FeatureConfiguration(bucketBits: 10)
    let classifier = trainer.train(examples(), classes: ["food", "weather"], language: .english)
    let once = classifier.probabilities(of: "rain")
    let many = classifier.probabilities(of: Array(repeating: "rain", count: 500).joined(separator: " "))
    #expect(abs(once[1] - many[1]) < 0.2)
  }

  @Test func aLargerClassShareLeansUnseenWordingTowardThatClass() throws {
    var trainer = ClassifierTrainer()
    trainer.features = FeatureConfiguration(bucketBits: 10)
    let classes = ["food", "weather", "none"]
    let data = examples() + ["see you soon", "ok thanks", "on my way"].map { LabeledText(label: "none", text: $0) }
    trainer.classShares = ["none": 0.05]
    let slight = trainer.train(data, classes: classes, language: .english)
    trainer.classShares = ["none": 0.8]
    let leaning = trainer.train(data, classes: classes, language: .english)
    #expect(leaning.probabilities(of: "hello there")[2] > slight.probabilities(of: "hello there")[2] + 0.1)
  }

  @Test func anAveragedClassifierScoresTheMeanLogits() throws {
    var trainer = ClassifierTrainer()
    trainer.features = FeatureConfiguration(bucketBits: 10)
    let first = trainer.train(examples(), classes: ["food", "weather"], language: .english)
    trainer.seed = 7
    trainer.epochs = 3
    let second = trainer.train(examples(), classes: ["food", "weather"], language: .english)
    let average = TextClassifier.average([first, second])
    let features = average.features(of: "let's eat sushi when it is sunny")
    let expected = zip(first.logits(features: features), second.logits(features: features)).map { ($0 + $1) / 2 }
    for (got, want) in zip(average.logits(features: features), expected) { #expect(abs(got - want) < 1e-4) }
  }

  @Test func fileRoundTripsAndRejectsCorruption() throws {
    var trainer = ClassifierTrainer()
    trainer.features = FeatureConfiguration(bucketBits: 10)
    let classifier = trainer.train(examples(), classes: ["food", "weather"], language: .english)
    var bytes = try TextClassifierFile.encode(classifier)
    let decoded = try TextClassifierFile.decode(bytes, file: "c.srtc")
    #expect(decoded.header == classifier.header)
    #expect(decoded.probabilities(of: "snow")[1] > 0.5)
    bytes[bytes.count / 2] ^= 0xFF
    #expect { _ = try TextClassifierFile.decode(bytes, file: "c.srtc") } throws: { "\($0)".contains("checksum") }
  }
}
