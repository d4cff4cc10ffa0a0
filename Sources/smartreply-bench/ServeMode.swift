import Foundation
import SmartReplyKit
import SmartReplyService

/// `--serve [--threads N]`: what `smartreply serve --port 0 --quiet` runs, in a process with a
/// plain `main` — valgrind cannot run the command line's async `main` — so that
/// `Scripts/callgrind-serve.sh` can count a request's instructions. Prints the URL, then serves
/// until killed.
enum ServeMode {
  static func run(threads: Int?) -> Never {
    do {
      var configuration = ServiceConfiguration()
      configuration.port = 0
      if let threads { configuration.workerThreads = threads }
      let server = try SmartReplyServer(configuration: configuration, generator: try SmartReplyGenerator(), log: nil)
      let port = try server.start()
      FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
      server.waitUntilStopped()
      exit(0)
    } catch {
      print("smartreply-bench --serve: \(error)")
      exit(1)
    }
  }
}
