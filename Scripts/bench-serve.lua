-- wrk script for Scripts/bench-serve.sh: POSTs six chat and mail contexts to /v1/suggestions in
-- turn on every connection (keep-alive) — English and Japanese, ML Kit's message list and the
-- wire format's message and mail contexts, none proposing an event (see README, Benchmark) —
-- and counts answers that are not 200. Requests are formatted once per thread.
local bodies = {
  '[{"text":"Running late, be there in 10","timestamp":1764406800000,"userID":"sam","isLocalUser":false},'
    .. '{"text":"No worries!","timestamp":1764406860000,"userID":"me","isLocalUser":true},'
    .. '{"text":"Can you grab a table for us?","timestamp":1764406920000,"userID":"sam","isLocalUser":false}]',
  [=[[{"text":"引っ越しの荷物、少し手伝ってもらえる？","timestamp":1764406800000,"userID":"aoi","isLocalUser":false},{"text":"もちろん！","timestamp":1764406860000,"userID":"me","isLocalUser":true},{"text":"助かる！段ボールが多くて大変なんだ","timestamp":1764406920000,"userID":"aoi","isLocalUser":false}]]=],
  [=[{"schemaVersion":1,"type":"message","threadIdentifier":"book-club","isJunk":false,"participantNameByIdentifier":{"me":{"givenName":"Ken","familyName":"Sato"},"ana":{"givenName":"Ana","familyName":"Lopez"}},"selfIdentifiers":["me"],"responsePrimaryRecipientIdentifiers":["ana"],"entries":[{"entryIdentifier":"m1","senderIdentifier":"ana","sentDate":"2026-11-28T17:02:00Z","text":"Did you finish the book I lent you?","primaryRecipientIdentifiers":["me"],"dataKind":"text","wasSentBySelf":false},{"entryIdentifier":"m2","senderIdentifier":"me","sentDate":"2026-11-28T17:05:00Z","text":"Almost, only two chapters left","primaryRecipientIdentifiers":["ana"],"dataKind":"text","wasSentBySelf":true},{"entryIdentifier":"m3","senderIdentifier":"ana","sentDate":"2026-11-28T17:06:30Z","text":"Tell me what you think of the ending when you're done!","primaryRecipientIdentifiers":["me"],"dataKind":"text","wasSentBySelf":false}]}]=],
  [=[{"schemaVersion":1,"type":"message","threadIdentifier":"trip-photos","isJunk":false,"participantNameByIdentifier":{"me":{"givenName":"健","familyName":"佐藤"},"yui":{"givenName":"結衣","familyName":"田中"}},"selfIdentifiers":["me"],"responsePrimaryRecipientIdentifiers":["yui"],"entries":[{"entryIdentifier":"m1","senderIdentifier":"yui","sentDate":"2026-11-29T01:10:00Z","text":"旅行の写真、共有フォルダに入れておいたよ","primaryRecipientIdentifiers":["me"],"dataKind":"text","wasSentBySelf":false},{"entryIdentifier":"m2","senderIdentifier":"me","sentDate":"2026-11-29T01:12:00Z","text":"ありがとう！見てみるね","primaryRecipientIdentifiers":["yui"],"dataKind":"text","wasSentBySelf":true},{"entryIdentifier":"m3","senderIdentifier":"yui","sentDate":"2026-11-29T01:13:00Z","text":"気に入ったのがあったら教えてね","primaryRecipientIdentifiers":["me"],"dataKind":"text","wasSentBySelf":false}]}]=],
  [=[{"schemaVersion":1,"type":"mail","threadIdentifier":"slides-review","participantNameByIdentifier":{"me":{"givenName":"Ken","familyName":"Sato"},"lee":{"givenName":"Jordan","familyName":"Lee"}},"selfIdentifiers":["me"],"responsePrimaryRecipientIdentifiers":["lee"],"responseSubject":"Re: Slides for the client","responseHasCustomSignature":false,"responseSecondaryRecipientIdentifiers":[],"entries":[{"entryIdentifier":"e1","senderIdentifier":"lee","sentDate":"2026-11-27T08:15:00Z","text":"Hi Ken,\n\nCould you review the attached slides and share your feedback?\n\nThanks,\nJordan","primaryRecipientIdentifiers":["me"],"responseSecondaryRecipientIdentifiers":[],"kind":"none"}]}]=],
  [=[{"schemaVersion":1,"type":"mail","threadIdentifier":"report-check","participantNameByIdentifier":{"me":{"givenName":"健","familyName":"佐藤"},"mori":{"givenName":"翔","familyName":"森"}},"selfIdentifiers":["me"],"responsePrimaryRecipientIdentifiers":["mori"],"responseSubject":"Re: 報告書の確認","responseHasCustomSignature":false,"responseSecondaryRecipientIdentifiers":[],"entries":[{"entryIdentifier":"e1","senderIdentifier":"mori","sentDate":"2026-11-27T08:15:00Z","text":"お疲れさまです。来週の会議で使う報告書を添付しましたので、内容をご確認いただけますでしょうか。よろしくお願いいたします。","primaryRecipientIdentifiers":["me"],"responseSecondaryRecipientIdentifiers":[],"kind":"none"}]}]=],
}

local requests = {}
local turn = 0
local failures = 0

function init(args)
  for index, body in ipairs(bodies) do
    requests[index] = wrk.format("POST", "/v1/suggestions", { ["Content-Type"] = "application/json" }, body)
  end
end

function request()
  turn = turn % #requests + 1
  return requests[turn]
end

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
