import Foundation
import Testing

/// `train` and `train-safety` check `--out` before any work.
@Suite struct OutputPathTests {
  let support = CLITestSupport()

  @Test(arguments: ["train", "train-safety"])
  func aFolderOrAnUnwritablePlaceIsReportedFirst(command: String) async throws {
    _ = try support.file("placeholder", "")
    let data = ["--lang", "en", "--data", "/nonexistent/data"]
    let slash = await support.run([command] + data + ["--out", support.folder.path + "/"])
    #expect(slash.status == 2 && slash.error.contains("is a folder; give a file name"))
    let folder = await support.run([command] + data + ["--out", support.folder.path])
    #expect(folder.status == 2 && folder.error.contains("is a folder; give a file name"))
    let missing = await support.run([command] + data + ["--out", "/nonexistent/dir/m.srkm"])
    #expect(missing.status == 2 && missing.error.contains("the folder /nonexistent/dir does not exist"))
    // Not writable even for root: /proc/1 takes no new files.
    let unwritable = await support.run([command] + data + ["--out", "/proc/1/m.srkm"])
    #expect(unwritable.status == 2 && unwritable.error.contains("the folder /proc/1 is not writable"))
    for result in [slash, folder, missing, unwritable] {
      #expect(!result.error.contains("NSCocoaErrorDomain") && !result.error.contains("/nonexistent/data"))
    }
  }
}
