#!/usr/bin/env python3
"""Coverage of the response sets: the share of scenarios that some reply of the set could pass.

    python3 Scripts/response-set-coverage.py [SCENARIOS.jsonl] [--list]

A scenario that expects suggestions is covered when at least one reply of `responses-<lang>.tsv`
(time templates excluded: their slots are filled per message) matches one of its `accept` patterns
and none of its `reject` patterns. Scenarios that expect nothing are not counted. This bounds what
choosing and triggering can reach: a miss on a covered scenario is the engine's, not the set's.
--list prints the uncovered scenario ids.
"""
import collections, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETS = os.path.join(ROOT, "Sources", "SmartReplyKit", "ResponseSets", "Resources")
DEFAULT = os.path.join(ROOT, "..", "shared", "eval", "scenarios", "scenarios-dev.jsonl")


def replies(language):
    path = os.path.join(SETS, f"responses-{language}.tsv")
    with open(path, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
    return [row[-1] for row in rows if len(row) >= 5]


def covered(scenario, texts):
    rejects = [re.compile(r) for r in scenario.get("reject", [])]
    accepts = [re.compile(a) for a in scenario.get("accept", [])]
    return any(
        any(a.search(t) for a in accepts) and not any(r.search(t) for r in rejects) for t in texts)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    path = args[0] if args else DEFAULT
    scenarios = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    sets = {}
    counts = collections.defaultdict(lambda: [0, 0])
    missing = []
    for s in scenarios:
        if s["expect"] == "none":
            continue
        texts = sets.setdefault(s["lang"], replies(s["lang"]))
        ok = covered(s, texts)
        counts[s["lang"]][0] += ok
        counts[s["lang"]][1] += 1
        if not ok:
            missing.append(s["id"])
    total = sum(c[0] for c in counts.values()), sum(c[1] for c in counts.values())
    langs = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(counts.items()))
    print(f"response-set coverage: {total[0]}/{total[1]} scenarios that expect replies ({langs})")
    if "--list" in argv and missing:
        print("not covered: " + " ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
