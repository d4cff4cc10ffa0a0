#!/usr/bin/env bash
# Instructions per request of `smartreply serve` (not a test): runs the server under callgrind,
# warms it up, then counts a fixed number of requests — the six contexts of
# Scripts/bench-serve.lua in turn, over keep-alive connections (curl) — and splits each request's
# instructions into the engine call (`SmartReplyGenerator.suggestions(for:…)`, inclusive) and the
# rest (HTTP, reading the context, writing the answer, metrics, the event loop).
#   Scripts/callgrind-serve.sh [requests per context, default 100]
# The server is `smartreply-bench --serve` (valgrind cannot run the `smartreply` command line's
# async main); SMARTREPLY_BENCH_BIN=path/to/smartreply-bench measures that binary (default: the
# release build, `swift build -j 1 -c release --product smartreply-bench`).
set -euo pipefail
cd "$(dirname "$0")/.."
PER_CONTEXT="${1:-100}"
BIN="${SMARTREPLY_BENCH_BIN:-.build/release/smartreply-bench}"
command -v valgrind >/dev/null || { echo "callgrind-serve: valgrind is not installed" >&2; exit 2; }
WORK="$(mktemp -d)"
python3 - "$WORK" <<'EOF'
import re, sys
source = open("Scripts/bench-serve.lua", encoding="utf-8").read()
block = source[source.index("local bodies = {"):source.index("\n}\n")]
bodies = []
for item in re.findall(r"\n  ((?:'[^'\n]*'(?:\s*\.\.\s*)?)+|\[=\[.*?\]=\]),", block, re.S):
    if item.startswith("[=["):
        bodies.append(item[3:-3])
    else:
        bodies.append("".join(re.findall(r"'([^'\n]*)'", item)))
assert len(bodies) == 6, len(bodies)
for index, body in enumerate(bodies):
    open(f"{sys.argv[1]}/body{index}.json", "w", encoding="utf-8").write(body)
EOF
valgrind --tool=callgrind ${CALLGRIND_OPTIONS:-} --callgrind-out-file="$WORK/callgrind.out.%p" \
  "$BIN" --serve --threads 2 >"$WORK/out" 2>"$WORK/err" &
SERVER=$!
trap 'kill -TERM $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 1200); do grep -qs listening "$WORK/out" && break; sleep 0.5; done
PORT=$(grep -o '[0-9]*$' "$WORK/out")
# Each context on a connection of its own: `count` requests, one after the other (keep-alive).
post() {
  local count=$1
  local urls=() clients=()
  for _ in $(seq 1 "$count"); do urls+=("http://127.0.0.1:$PORT/v1/suggestions"); done
  for index in 0 1 2 3 4 5; do
    curl -s -H 'Content-Type: application/json' --data-binary "@$WORK/body$index.json" "${urls[@]}" >/dev/null &
    clients+=($!)
  done
  wait "${clients[@]}"
}
post 10
callgrind_control -z "$SERVER" >/dev/null 2>&1
post "$PER_CONTEXT"
callgrind_control -d "$SERVER" >/dev/null 2>&1
OUT=$(ls "$WORK"/callgrind.out.*.1 2>/dev/null | head -1)
REQUESTS=$((PER_CONTEXT * 6))
callgrind_annotate --inclusive=yes "$OUT" >"$WORK/annotated"
total=$(awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}' "$WORK/annotated")
# The outermost entry of suggestions(for:maxCount:timeZone:) (its thunks are inside it).
engine=$(awk '/0aB9GeneratorV11suggestions3for8maxCount8timeZone/ {gsub(",", "", $1); if ($1 > most) most = $1} END {print most + 0}' "$WORK/annotated")
awk -v total="$total" -v engine="$engine" -v requests="$REQUESTS" 'BEGIN {
  printf "requests: %d (the six bench-serve contexts in turn, after 60 to warm up)\n", requests
  printf "instructions per request: %.0f; engine (suggestions(for:)) %.0f; the rest %.0f\n",
    total / requests, engine / requests, (total - engine) / requests }'
if [ -n "${CALLGRIND_KEEP:-}" ]; then cp "$OUT" "$CALLGRIND_KEEP"; echo "callgrind output: $CALLGRIND_KEEP"; fi
