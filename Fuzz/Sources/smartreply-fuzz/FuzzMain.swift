import Foundation
import SmartReplyFuzzTargets

/// `smartreply-fuzz TARGET [libFuzzer options] [CORPUS…]`.
///
/// Built by `Scripts/fuzz.sh` with `-sanitize=fuzzer,address` and `-DFUZZING`, it hands the
/// target to libFuzzer's driver. In a plain build (`swift build`) it is a replayer: it runs each
/// file (or every file in each folder) through the target once and exits 0 when none crashed —
/// how a crash file from a campaign is reproduced under the debugger.
@main
struct FuzzMain {
  static func main() {
    var arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "--write-seeds" {
      writeSeeds(to: arguments[2])
      return
    }
    guard arguments.count >= 2, let target = FuzzTargets.named(arguments[1]) else {
      let names = FuzzTargets.all.map(\.name).joined(separator: ", ")
      FileHandle.standardError.write(
        Data("usage: smartreply-fuzz TARGET [options] [corpus…]\ntargets: \(names)\n".utf8))
      exit(2)
    }
    #if FUZZING
      _ = target
      LibFuzzerDriver.run()
    #else
      arguments.remove(at: 1)
      Replayer.run(target, paths: Array(arguments.dropFirst()).filter { !$0.hasPrefix("-") })
    #endif
  }

  /// Writes the generated seeds (tiny model and classifier files) under `folder`/TARGET/.
  static func writeSeeds(to folder: String) {
    do {
      for seed in try GeneratedSeeds.all() {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(seed.target)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(seed.bytes).write(to: url.appendingPathComponent(seed.name))
        print("\(seed.target)/\(seed.name): \(seed.bytes.count) bytes")
      }
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
  }
}

enum Replayer {
  static func run(_ target: ([UInt8]) -> Void, paths: [String]) {
    var count = 0
    for path in paths {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      let files =
        isFolder.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { "\(path)/\($0)" } : [path]
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        target(Array(data))
        count += 1
      }
    }
    print("ran \(count) inputs; none crashed")
  }
}

#if FUZZING
  /// libFuzzer's driver, linked in by `-sanitize=fuzzer`. SwiftPM points every executable's `main`
  /// at its own entry point, so `main` calls the driver itself; the driver then calls
  /// `LLVMFuzzerInitialize` (which takes the target name out of the arguments) and
  /// `LLVMFuzzerTestOneInput` for every input.
  @_extern(c, "LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  enum LibFuzzerDriver {
    nonisolated(unsafe) static var target: @Sendable ([UInt8]) -> Void = { _ in }

    static func run() -> Never {
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
    }
  }

  /// Selects the target named by the first argument and removes it, so libFuzzer sees only its
  /// options and corpus folders.
  @_cdecl("LLVMFuzzerInitialize")
  func LLVMFuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
  ) -> CInt {
    guard argc.pointee >= 2, let arguments = argv.pointee, let first = arguments[1],
      let target = FuzzTargets.named(String(cString: first))
    else { return 0 }
    LibFuzzerDriver.target = target
    for index in 1..<Int(argc.pointee) { arguments[index] = arguments[index + 1] }
    argc.pointee -= 1
    return 0
  }

  /// libFuzzer's entry point: one input to the selected target.
  @_cdecl("LLVMFuzzerTestOneInput")
  func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    LibFuzzerDriver.target(size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
#endif
