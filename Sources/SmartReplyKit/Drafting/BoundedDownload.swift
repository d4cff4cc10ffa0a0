import Foundation
import SmartReplyModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP request whose answer is read only up to a byte limit: a larger answer cancels the
/// transfer and fails, so a server cannot make the drafter hold an unbounded body.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// The answer was larger than the limit.
  struct TooLarge: Error, CustomStringConvertible {
    let limit: Int
    var description: String { "answer larger than \(limit) bytes" }
  }

  private struct State {
    var data = Data()
    var response: URLResponse?
    var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    var failure: (any Error)?
  }

  private let limit: Int
  private let state = Locked(State())

  private init(limit: Int) { self.limit = limit }

  /// The answer's body (at most `limit` bytes) and response.
  static func data(for request: URLRequest, limit: Int) async throws -> (Data, URLResponse) {
    let download = BoundedDownload(limit: limit)
    let session = URLSession(configuration: .ephemeral, delegate: download, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        download.state.withLock { $0.continuation = continuation }
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(limit)
    state.withLock {
      $0.response = response
      if tooLarge { $0.failure = TooLarge(limit: limit) }
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let over = state.withLock { state -> Bool in
      guard state.failure == nil else { return false }
      guard state.data.count + data.count <= limit else {
        state.failure = TooLarge(limit: limit)
        state.data = Data()
        return true
      }
      state.data.append(data)
      return false
    }
    if over { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (continuation, result) = state.withLock {
      state -> (CheckedContinuation<(Data, URLResponse), any Error>?, Result<(Data, URLResponse), any Error>) in
      let continuation = state.continuation
      state.continuation = nil
      if let failure = state.failure ?? error { return (continuation, .failure(failure)) }
      guard let response = state.response ?? task.response else {
        return (continuation, .failure(URLError(.badServerResponse)))
      }
      return (continuation, .success((state.data, response)))
    }
    continuation?.resume(with: result)
  }
}
