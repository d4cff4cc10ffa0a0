#!/usr/bin/env bash
# Benchmark (not a test): `smartreply serve` (release build, access log off) on loopback under wrk
# with 64 keep-alive connections posting six contexts in turn (Scripts/bench-serve.lua: English and
# Japanese, ML Kit lists, message and mail contexts) to /v1/suggestions. Prints wrk's report
# (suggestions/s, p50/p99) and the server's resident memory under load and after.
#   Scripts/bench-serve.sh [duration, default 20s] [wrk threads, default 2] [connections, default 64]
# SMARTREPLY_BIN=path/to/smartreply benchmarks that binary instead of building (to compare builds
# back to back).
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-20s}"
THREADS="${2:-2}"
CONNECTIONS="${3:-64}"
command -v wrk >/dev/null || { echo "bench-serve: wrk is not installed (apt-get install wrk)" >&2; exit 2; }

BIN="${SMARTREPLY_BIN:-}"
if [ -z "$BIN" ]; then
  swift build -c release -j 1 --product smartreply >/dev/null
  BIN="$(swift build -c release -j 1 --show-bin-path)/smartreply"
fi
WORK="$(mktemp -d)"
"$BIN" serve --port 0 --quiet --max-connections 256 >"$WORK/out" 2>"$WORK/err" &
SERVER=$!
trap 'kill -TERM $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 300); do grep -qs listening "$WORK/out" && break; sleep 0.1; done
PORT=$(grep -o '[0-9]*$' "$WORK/out")
URL="http://127.0.0.1:$PORT"
rss() { awk '/VmRSS/ {printf "%.1f MB", $2 / 1024}' "/proc/$SERVER/status"; }
hwm() { awk '/VmHWM/ {printf "%.1f MB", $2 / 1024}' "/proc/$SERVER/status"; }

echo "server: $BIN (pid $SERVER) on $URL; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "resident memory at start: $(rss)"
wrk -t 2 -c 16 -d 3s -s Scripts/bench-serve.lua "$URL" >/dev/null   # warm-up
cpu() { awk '{print $14 + $15}' "/proc/$SERVER/stat"; }
served() { curl -s "$URL/metrics" | awk -F'} ' '/^smartreply_http_requests_total\{endpoint="\/v1\/suggestions",status="200"\}/ {print $2}'; }
( sleep "$(( ${DURATION%s} / 2 ))"; echo "resident memory under load: $(rss)" ) &
PROBE=$!
CPU_BEFORE=$(cpu)
SERVED_BEFORE=$(served)
wrk -t "$THREADS" -c "$CONNECTIONS" -d "$DURATION" --latency -s Scripts/bench-serve.lua "$URL"
CPU_AFTER=$(cpu)
SERVED_AFTER=$(served)
wait "$PROBE"
awk -v ticks=$((CPU_AFTER - CPU_BEFORE)) -v hz="$(getconf CLK_TCK)" -v served=$((SERVED_AFTER - SERVED_BEFORE)) \
  -v wall="$DURATION" 'BEGIN { printf "server CPU during the run: %.1f s of %s wall; %.0f µs per suggestion (HTTP included)\n",
    ticks / hz, wall, ticks / hz * 1e6 / (served > 0 ? served : 1) }'
echo "resident memory after: $(rss) (peak $(hwm))"
curl -s "$URL/metrics" | grep -E '^smartreply_(http_requests_total\{endpoint="/v1/suggestions"|suggestions_total)'
