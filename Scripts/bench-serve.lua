-- wrk script for Scripts/bench-serve.sh: POST one ML Kit context to /v1/suggestions on every
-- request (keep-alive), and count answers that are not 200.
wrk.method = "POST"
wrk.path = "/v1/suggestions"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '[{"text": "Running late, be there in 10", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false},'
  .. '{"text": "No worries!", "timestamp": 1764406860000, "userID": "me", "isLocalUser": true},'
  .. '{"text": "Can you grab a table for us?", "timestamp": 1764406920000, "userID": "sam", "isLocalUser": false}]'

local failures = 0
function response(status, headers, body)
  if status ~= 200 then failures = failures + 1 end
end

function done(summary, latency, requests)
  io.write(string.format("suggestions/s: %.0f\n", summary.requests / (summary.duration / 1e6)))
  io.write(string.format("p50: %.2f ms  p90: %.2f ms  p99: %.2f ms  max: %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
  io.write(string.format("errors: connect %d, read %d, write %d, timeout %d, status %d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status))
end
