// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "SmartReplyKit",
  products: [
    .library(name: "SmartReplyKit", targets: ["SmartReplyKit"]),
    .library(name: "SmartReplyModel", targets: ["SmartReplyModel"]),
    .library(name: "SmartReplyTraining", targets: ["SmartReplyTraining"]),
    .library(name: "SmartReplyService", targets: ["SmartReplyService"]),
    .executable(name: "smartreply", targets: ["smartreply"]),
    .executable(name: "smartreply-bench", targets: ["smartreply-bench"]),
  ],
  targets: [
    // AVX2 forms of the encoder's SIMD kernels, bit for bit the Swift ones (Sources/CVectorKernels).
    .target(name: "CVectorKernels"),
    .target(
      name: "SmartReplyModel", dependencies: ["CVectorKernels"],
      resources: [.copy("Resources")],
      linkerSettings: [.linkedLibrary("_FoundationICU")]
    ),
    .target(
      name: "SmartReplyKit", dependencies: ["SmartReplyModel"],
      resources: [.copy("ResponseSets/Resources"), .copy("Suggestions/TriggerThresholds")]
    ),
    .target(name: "SmartReplyTraining", dependencies: ["SmartReplyModel"]),
    // epoll(7) for the service's workers (the Glibc module does not export it).
    .systemLibrary(name: "CEpoll", path: "Sources/CEpoll"),
    .target(
      name: "SmartReplyService", dependencies: ["SmartReplyKit", "SmartReplyModel", "CEpoll"],
      resources: [.copy("Resources")]
    ),
    .target(
      name: "SmartReplyCLI",
      dependencies: ["SmartReplyKit", "SmartReplyModel", "SmartReplyTraining", "SmartReplyService"]
    ),
    .executableTarget(name: "smartreply", dependencies: ["SmartReplyCLI"]),
    .executableTarget(
      name: "smartreply-bench",
      dependencies: ["SmartReplyKit", "SmartReplyModel", "SmartReplyService"]
    ),
    // Fuzz targets (FUZZING.md): plain builds make `smartreply-fuzz` a replayer of saved inputs;
    // Scripts/fuzz.sh builds it with -sanitize=fuzzer,address for libFuzzer.
    .target(
      name: "SmartReplyFuzzTargets", dependencies: ["SmartReplyKit", "SmartReplyModel", "SmartReplyCLI"],
      path: "Fuzz/Sources/SmartReplyFuzzTargets"
    ),
    .executableTarget(
      name: "smartreply-fuzz", dependencies: ["SmartReplyFuzzTargets"], path: "Fuzz/Sources/smartreply-fuzz"
    ),
    .testTarget(name: "SmartReplyKitTests", dependencies: ["SmartReplyKit"]),
    .testTarget(name: "SmartReplyModelTests", dependencies: ["SmartReplyModel"]),
    .testTarget(
      name: "SmartReplyTrainingTests",
      dependencies: ["SmartReplyTraining", "SmartReplyModel"]
    ),
    .testTarget(name: "SmartReplyCLITests", dependencies: ["SmartReplyCLI"]),
    .testTarget(name: "SmartReplyServiceTests", dependencies: ["SmartReplyService", "SmartReplyKit"]),
    .testTarget(name: "SmartReplyFuzzTests", dependencies: ["SmartReplyFuzzTargets"]),
  ]
)
