#!/usr/bin/env python3
"""Differential test of the result cache: a cached `check` must report exactly what an uncached one does.

Copies a corpus of Swift files to a scratch folder, runs `check --all-rules` once to fill a fresh
cache, then repeatedly makes one to three random edits of the kinds real work makes (a line added
to a view's body, blank lines at the top, a type renamed, a `@State` property added, a `$binding`
use, a new file that extends a view or declares a common name, an extension nesting types in a
view, a file deleted, an argument label changed) and compares the cached run with a `--no-cache`
run: same exit status, same findings, same files that would change. Prints the summary line of
each cached run (its "from the cache" count shows how much was reused).

    Scripts/cache-differential.py SVREFACTOR CORPUS [--seed N] [--iterations N] [--scratch DIR]

Exits 1 if any iteration differs. It never touches CORPUS.
"""
import argparse, difflib, os, random, re, shutil, subprocess, sys

parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
parser.add_argument("binary")
parser.add_argument("corpus")
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("--iterations", type=int, default=10)
parser.add_argument("--scratch", default="/tmp/svrefactor-cache-differential")
args = parser.parse_args()
# The runs happen in the scratch copy: a relative path to the binary must not depend on that.
args.binary = os.path.abspath(args.binary)
random.seed(args.seed)
work, cache = os.path.join(args.scratch, "work"), os.path.join(args.scratch, "cache")
shutil.rmtree(args.scratch, ignore_errors=True)
shutil.copytree(args.corpus, work)
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(work) for f in fs if f.endswith(".swift"))


def run(cached):
    command = [args.binary, "check", "--all-rules"] + (["--cache-path", cache] if cached else ["--no-cache"]) + ["."]
    result = subprocess.run(command, cwd=work, capture_output=True, text=True)
    lines = result.stderr.split("\n")
    findings = [line for line in lines if not line.startswith("svrefactor:") and not line.startswith("  by rule")]
    return result.returncode, findings, [line for line in lines if line.startswith("svrefactor:")]


def read(path):
    return open(path, encoding="utf-8", errors="surrogateescape").read()


def write(path, text):
    open(path, "w", encoding="utf-8", errors="surrogateescape").write(text)


BODY = "var body: some View {"
NEEDS = {"bodyline": BODY, "binding": BODY, "stateprop": ": View {", "rename": "struct ", "labels": "View(", "extension": ": View"}


def edit():
    kind = random.choice(["bodyline", "bodyline", "rename", "stateprop", "binding", "newfile", "delete", "extension", "labels", "blank"])
    for _ in range(200):
        path = random.choice(files)
        text = read(path)
        if NEEDS.get(kind, "") in text:
            break
    if kind in ("bodyline", "binding") and BODY in text:
        at = text.index(BODY) + len(BODY)
        text = text[:at] + ("\n        let _ = 0" if kind == "bodyline" else "\n        let _ = $extraFlag") + text[at:]
    elif kind == "blank":
        text = "\n\n" + text
    elif kind == "rename":
        match = re.search(r"\bstruct (\w+)\b", text)
        if match:
            text = re.sub(r"\b%s\b" % match.group(1), match.group(1) + "Renamed", text)
    elif kind == "stateprop":
        match = re.search(r"struct \w+: View \{", text)
        if match:
            text = text[:match.end()] + "\n    @State var extraFlag = false" + text[match.end():]
    elif kind == "newfile":
        names = re.findall(r"\bstruct (\w+)\b", read(random.choice(files))) or ["HeaderView"]
        name = random.choice(names)
        added = os.path.join(os.path.dirname(path), "Added%d.swift" % random.randint(0, 10**6))
        write(added, "import SwiftUI\n\nextension %s {\n    struct HeaderView: View {\n        var body: some View { Text(\"h\") }\n    }\n}\n\n"
              "struct SectionHeader: View {\n    var body: some View { %s() }\n}\n" % (name, name))
        files.append(added)
        return "new file " + added
    elif kind == "delete":
        os.remove(path)
        files.remove(path)
        return "deleted " + path
    elif kind == "extension":
        views = re.findall(r"\bstruct (\w+): View\b", text)
        if views:
            added = path[:-6] + "+Nested%d.swift" % random.randint(0, 10**6)
            write(added, "import SwiftUI\n\nextension %s {\n    struct Row: View { var body: some View { Text(\"r\") } }\n    enum Filter { case all }\n}\n" % views[0])
            files.append(added)
            return "extension " + added
    elif kind == "labels":
        match = re.search(r"\b([A-Z]\w*View)\((\w+):", text)
        if match:
            text = text[:match.start(2)] + match.group(2) + "Changed" + text[match.end(2):]
    write(path, text)
    return kind + " " + path


print("cold:", run(True)[2])
mismatches = 0
for iteration in range(args.iterations):
    edits = [edit().replace(work + "/", "") for _ in range(random.randint(1, 3))]
    cached, uncached = run(True), run(False)
    same = cached[0] == uncached[0] and cached[1] == uncached[1]
    print(iteration, "same" if same else "DIFFERENT", cached[2], edits)
    if not same:
        mismatches += 1
        print("\n".join(list(difflib.unified_diff(uncached[1], cached[1], "uncached", "cached", lineterm=""))[:60]))
print("mismatches:", mismatches)
sys.exit(1 if mismatches else 0)
