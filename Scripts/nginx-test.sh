#!/usr/bin/env bash
# Scale-out check: two `smartreply serve` instances behind nginx on loopback; requests through
# nginx must be answered by both instances. Uses Examples/nginx.conf's layout with ports picked
# at run time. Needs nginx and curl; exit 0 on success.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v nginx >/dev/null || { echo "nginx-test: nginx is not installed" >&2; exit 2; }
command -v curl >/dev/null || { echo "nginx-test: curl is not installed" >&2; exit 2; }

swift build -j 1 --product smartreply >/dev/null
BIN="$(swift build -j 1 --show-bin-path)/smartreply"
WORK="$(mktemp -d)"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

start_instance() {  # $1: name; prints the port
  "$BIN" serve --port 0 >"$WORK/$1.out" 2>"$WORK/$1.log" &
  PIDS+=($!)
}
wait_port() {  # $1: name
  for _ in $(seq 1 600); do
    if grep -q listening "$WORK/$1.out" 2>/dev/null; then grep -o '[0-9]*$' "$WORK/$1.out"; return 0; fi
    sleep 0.1
  done
  echo "nginx-test: instance $1 did not start" >&2; cat "$WORK/$1.log" >&2; return 1
}

start_instance a
start_instance b
PORT_A=$(wait_port a)
PORT_B=$(wait_port b)
PORT_NGINX=$(free_port)

USER_LINE=""
if [ "$(id -u)" = 0 ]; then USER_LINE="user root root;"; fi
sed -e "s/server 127.0.0.1:8081/server 127.0.0.1:$PORT_A/" -e "s/server 127.0.0.1:8082/server 127.0.0.1:$PORT_B/" \
    -e "s/listen 8080;/listen 127.0.0.1:$PORT_NGINX;/" -e "s/least_conn;/# round robin for the test/" \
    -e "s/worker_processes auto;/worker_processes 1; $USER_LINE pid $(printf '%s' "$WORK" | sed 's/\//\\\//g')\/nginx.pid; error_log stderr warn;/" \
    Examples/nginx.conf > "$WORK/nginx.conf"
mkdir -p "$WORK/nginx-tmp"
nginx -t -q -p "$WORK/nginx-tmp" -c "$WORK/nginx.conf"
nginx -p "$WORK/nginx-tmp" -c "$WORK/nginx.conf" -g 'daemon off;' 2>"$WORK/nginx.err" &
PIDS+=($!)
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT_NGINX/nginx-healthz" >/dev/null && break; sleep 0.1; done

BODY='[{"text": "Lunch tomorrow?", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false}]'
declare -A SEEN=()
for i in $(seq 1 20); do
  upstream=$(curl -s -o "$WORK/answer.json" -w '%header{x-upstream} %{http_code}' -X POST \
    -H 'Content-Type: application/json' --data "$BODY" "http://127.0.0.1:$PORT_NGINX/v1/suggestions")
  code=${upstream##* }
  if [ "$code" != 200 ] || ! grep -q '"status":"success"' "$WORK/answer.json"; then
    echo "nginx-test: request $i answered $code: $(cat "$WORK/answer.json")" >&2; exit 1
  fi
  SEEN[${upstream% *}]=1
done
for port in "$PORT_A" "$PORT_B"; do
  if [ -z "${SEEN[127.0.0.1:$port]:-}" ]; then
    echo "nginx-test: instance on port $port answered none of 20 requests (saw: ${!SEEN[*]})" >&2; exit 1
  fi
  count=$(grep -c '"path":"/v1/suggestions"' "$WORK/$([ "$port" = "$PORT_A" ] && echo a || echo b).log" || true)
  echo "nginx-test: instance 127.0.0.1:$port served $count suggestion requests"
done
curl -sf "http://127.0.0.1:$PORT_NGINX/healthz" >/dev/null
echo "nginx-test: ok (nginx on 127.0.0.1:$PORT_NGINX, instances on $PORT_A and $PORT_B)"
