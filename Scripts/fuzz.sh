#!/usr/bin/env bash
# Scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]
#
# Builds smartreply-fuzz with libFuzzer and AddressSanitizer (-sanitize=fuzzer,address, in its own
# scratch folder so the normal build is untouched) and fuzzes TARGET for SECONDS, starting from the
# committed seeds in Fuzz/Corpus/TARGET and a growing corpus in .build/fuzz-corpus/TARGET.
# Crashing inputs are saved as .build/fuzz-artifacts/TARGET/crash-…; replay one with
#   swift run smartreply-fuzz TARGET FILE          (plain build, readable backtrace)
# then fix it and copy it to Fuzz/Regressions/TARGET/ (the unit tests replay that folder).
# Targets: context mlkit text model classifier rank tsv ("all" runs each for SECONDS).
# Extra options go to libFuzzer, e.g. -runs=2000 (CI) or -max_len=8192.
# FUZZ_CORPUS=DIR replaces the growing corpus folder (CI passes a temporary one).
# FUZZ_CONFIG=debug builds without optimisation (slower, exact lines); FUZZ_BUILD_JOBS=N.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -lt 2 ]]; then
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
target=$1
seconds=$2
shift 2
targets=(context mlkit text model classifier rank tsv)
scratch=.build/fuzz
# Release (-O) runs the targets about 5 times faster than debug under the same instrumentation;
# FUZZ_CONFIG=debug gives exact line numbers in crash reports.
config=${FUZZ_CONFIG:-release}
swift build -c "$config" -j "${FUZZ_BUILD_JOBS:-1}" --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -enable-experimental-feature -Xswiftc Extern \
  --product smartreply-fuzz 2>&1 | { grep -v "Cannot export local symbol" || true; } >&2  # gold's ASan noise
binary="$scratch/$config/smartreply-fuzz"
if [[ $target == all ]]; then
  for each in "${targets[@]}"; do "$0" "$each" "$seconds" "$@"; done
  exit 0
fi
if [[ ! -d Fuzz/Corpus/$target ]]; then
  echo "unknown target '$target'; targets: ${targets[*]}" >&2
  exit 2
fi
corpus=${FUZZ_CORPUS:-.build/fuzz-corpus/$target}
artifacts=.build/fuzz-artifacts/$target
mkdir -p "$corpus" "$artifacts"
# ASan: leaks are not bugs of a one-shot input (caches live for the process); keep the rest fatal.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
export SWIFT_BACKTRACE=enable=no  # libFuzzer reports the crash; the Swift backtracer trips ASan
exec "$binary" "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@" "$corpus" "Fuzz/Corpus/$target"
