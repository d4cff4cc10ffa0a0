#!/usr/bin/env python3
"""Drop authored lines that reproduce a development-scenario message.

    python3 Scripts/remove-scenario-overlap.py ../shared/eval/scenarios/scenarios-dev.jsonl [Data]

The authored data is written without looking at the scenarios, but short everyday phrases can
coincide. A line (exchange or TSV row) is dropped when any of its texts equals a scenario message
of 8 or more letters and digits, compared lower-cased with everything else removed, unless that
message is also a reply of the bundled response sets (stock phrases such as "ありがとうございます！",
which predate the authored data): the rule
AuthoredDataTests.noDevelopmentScenarioMessageAppearsInTheAuthoredData checks.
"""
import json, os, sys


def key(text):
    return "".join(c for c in text.lower() if c.isalnum())


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root = argv[2] if len(argv) > 2 else "Data"
    scenario = {key(m["t"]) for line in open(argv[1], encoding="utf-8") if line.strip()
                for m in json.loads(line)["messages"]}
    stock = {key(line.rstrip("\n").split("\t")[-1])
             for lang in ("en", "ja")
             for line in open(f"Sources/SmartReplyKit/ResponseSets/Resources/responses-{lang}.tsv", encoding="utf-8")
             if line.strip() and not line.startswith("#")}
    scenario = {k for k in scenario if len(k) >= 8 and k not in stock}
    dropped = 0
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(folder, name)
            if not name.endswith((".jsonl", ".tsv")):
                continue
            kept = []
            for line in open(path, encoding="utf-8"):
                if name.endswith(".jsonl") and line.strip():
                    record = json.loads(line)
                    if "messages" in record:  # a probe chat
                        texts = [m["t"] for m in record["messages"]]
                    else:
                        texts = [t["text"] for t in record["context"]] + record["replies"]
                elif name.endswith(".tsv") and line.strip() and not line.startswith("#"):
                    texts = [line.rstrip("\n").split("\t")[-1]]
                else:
                    texts = []
                if any(key(t) in scenario for t in texts):
                    dropped += 1
                    continue
                kept.append(line)
            with open(path, "w", encoding="utf-8") as f:
                f.writelines(kept)
    print(f"dropped {dropped} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
