#!/usr/bin/env python3
"""Writes a deterministic corpus of realistic SwiftUI view files, for benchmarks.

    Scripts/generate-corpus.py OUTPUT_DIR [--files 2000] [--seed 1]
    Scripts/generate-corpus.py OUTPUT_FILE --single-file BYTES [--seed 1]

The second form writes one large file of such views (type names made unique) until it holds at
least BYTES bytes: the input for the file-size scaling benchmark in Docs/performance.md.

Each file holds a model type and a screen-sized view (state, environment, computed values, an
optional init, a body of nested stacks and lists, view helpers, async actions) plus a smaller row
view, with members in canonical order or shuffled, sometimes under MARK sections. The same seed
always gives the same bytes.
"""
import argparse
import os
import random

NOUNS = ["Order", "Recipe", "Workout", "Invoice", "Ticket", "Album", "Trip", "Note", "Task", "Contact",
         "Payment", "Message", "Booking", "Episode", "Article", "Device", "Plant", "Course", "Shift", "Receipt"]
FIELDS = [("title", "String", '""'), ("subtitle", "String", '""'), ("count", "Int", "0"), ("price", "Double", "0"),
          ("isFavorite", "Bool", "false"), ("notes", "String", '""'), ("rating", "Int", "3"), ("isArchived", "Bool", "false")]
ENVIRONMENT = ["@Environment(\\.dismiss) private var dismiss", "@Environment(\\.openURL) private var openURL",
               "@Environment(\\.colorScheme) private var colorScheme", "@Environment(\\.horizontalSizeClass) private var sizeClass"]


def indent(lines, level, unit):
    return [(unit * level + line) if line else "" for line in lines]


def member_blocks(rng, noun, has_init):
    plural = noun.lower() + "s"
    blocks = []  # (category, lines)
    for env in rng.sample(ENVIRONMENT, rng.randint(1, 3)):
        blocks.append((2, [env]))
    blocks.append((3, ["let title: String"]))
    if has_init:
        blocks.append((3, [f"let store: {noun}Store"]))
    blocks.append((4, [f"@State private var {plural}: [{noun}] = []"]))
    blocks.append((4, ['@State private var searchText = ""']))
    blocks.append((4, ["@State private var isLoading = false"]))
    if rng.random() < 0.5:
        blocks.append((4, ["@State private var selection: " + noun + ".ID?"]))
    blocks.append((5, [f"private var filtered{noun}s: [{noun}] {{",
                       f"    guard !searchText.isEmpty else {{ return {plural} }}",
                       f"    return {plural}.filter {{ $0.title.localizedCaseInsensitiveContains(searchText) }}",
                       "}"]))
    if has_init:
        blocks.append((6, [f"init(title: String, store: {noun}Store) {{",
                           "    self.title = title",
                           "    self.store = store",
                           "}"]))
    body = ["var body: some View {",
            "    NavigationStack {",
            "        VStack(alignment: .leading, spacing: 12) {",
            "            header",
            "            List {",
            f"                ForEach(filtered{noun}s) {{ item in",
            "                    row(for: item)",
            "                        .swipeActions {",
            "                            Button(\"Archive\") { archive(item) }",
            "                        }",
            "                }",
            "            }",
            "            .listStyle(.plain)",
            "            .overlay {",
            "                if isLoading {",
            "                    ProgressView()",
            "                }",
            "            }",
            "        }",
            "        .navigationTitle(title)",
            "        .searchable(text: $searchText)",
            "        .toolbar {",
            "            ToolbarItem(placement: .primaryAction) {",
            "                Button(\"Reload\") { Task { await reload() } }",
            "            }",
            "        }",
            "        .task { await reload() }",
            "    }",
            "}"]
    blocks.append((7, body))
    blocks.append((8, ["private var header: some View {",
                       "    HStack {",
                       "        Text(title)",
                       "            .font(.title2)",
                       "        Spacer()",
                       f"        Text(\"\\({plural}.count)\")",
                       "            .foregroundStyle(.secondary)",
                       "    }",
                       "    .padding(.horizontal)",
                       "}"]))
    blocks.append((8, ["@ViewBuilder",
                       f"private func row(for item: {noun}) -> some View {{",
                       "    HStack {",
                       "        VStack(alignment: .leading) {",
                       "            Text(item.title)",
                       "            Text(item.subtitle)",
                       "                .font(.caption)",
                       "                .foregroundStyle(.secondary)",
                       "        }",
                       "        Spacer()",
                       "        if item.isFavorite {",
                       "            Image(systemName: \"star.fill\")",
                       "        }",
                       "    }",
                       "}"]))
    blocks.append((9, ["private func reload() async {",
                       "    isLoading = true",
                       "    defer { isLoading = false }",
                       "    try? await Task.sleep(nanoseconds: 1_000)",
                       "}"]))
    blocks.append((9, [f"private func archive(_ item: {noun}) {{",
                       f"    {plural}.removeAll {{ $0.id == item.id }}",
                       "}"]))
    return blocks


def view_file(rng, index, unit, unique_types=False):
    noun = rng.choice(NOUNS) + (str(index) if unique_types else "")
    has_init = rng.random() < 0.4
    fields = rng.sample(FIELDS, rng.randint(3, len(FIELDS)))
    if "title" not in [f[0] for f in fields]:
        fields.insert(0, FIELDS[0])
    if "subtitle" not in [f[0] for f in fields]:
        fields.insert(1, FIELDS[1])
    if "isFavorite" not in [f[0] for f in fields]:
        fields.append(FIELDS[4])
    lines = ["//", f"//  {noun}Screen{index}.swift", "//", "", "import SwiftUI", ""]
    lines += [f"struct {noun}: Identifiable, Hashable {{", f"{unit}let id: UUID"]
    lines += [f"{unit}var {name}: {kind} = {default}" for name, kind, default in fields]
    lines += ["}", ""]
    if has_init:
        lines += [f"final class {noun}Store {{", f"{unit}var cached: [{noun}] = []", "}", ""]

    blocks = member_blocks(rng, noun, has_init)
    layout = rng.random()
    if layout < 0.35:
        order = blocks  # already canonical
    elif layout < 0.7:
        order = blocks[:]
        for _ in range(rng.randint(1, 4)):
            i, j = rng.randrange(len(order)), rng.randrange(len(order))
            order[i], order[j] = order[j], order[i]
    else:
        order = blocks[:]
        rng.shuffle(order)
    with_marks = rng.random() < 0.2

    lines.append(f"struct {noun}Screen{index}: View {{")
    previous = None
    for category, block in order:
        multi = len(block) > 1
        if previous is not None and (multi or previous[1] or previous[0] != category):
            lines.append("")
        if with_marks and (previous is None or previous[0] != category) and category in (2, 7, 9):
            lines += indent([{2: "// MARK: - Dependencies", 7: "// MARK: - Body", 9: "// MARK: - Actions"}[category], ""], 1, unit)
        lines += indent(block, 1, unit)
        previous = (category, multi)
    lines += ["}", ""]

    # A small row view, often with the memberwise trap (a let after a @State, no init).
    lines += [f"struct {noun}Badge{index}: View {{"]
    badge = [[f"var body: some View {{", f"{unit}Label(label, systemImage: symbol)", f"{unit}{unit}.font(.caption)", "}"],
             ["@State private var isHighlighted = false"], ["let label: String"], ['var symbol = "tag"']]
    if rng.random() < 0.5:
        rng.shuffle(badge)
    for number, block in enumerate(badge):
        if number and (len(block) > 1 or len(badge[number - 1]) > 1):
            lines.append("")
        lines += indent(block, 1, unit)
    lines += ["}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--single-file", type=int, metavar="BYTES")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    if arguments.single_file:
        parts, size, index = ["import SwiftUI\n"], 0, 0
        while size < arguments.single_file:
            text = view_file(rng, index, "    ", unique_types=True)
            text = text.split("import SwiftUI\n", 1)[1]  # one import for the whole file
            parts.append(text)
            size += len(text.encode())
            index += 1
        with open(arguments.output, "w", newline="") as handle:
            handle.write("".join(parts))
        return
    for index in range(arguments.files):
        folder = os.path.join(arguments.output, f"Module{index % 20:02d}")
        os.makedirs(folder, exist_ok=True)
        unit = "\t" if rng.random() < 0.05 else ("  " if rng.random() < 0.3 else "    ")
        text = view_file(rng, index, unit)
        with open(os.path.join(folder, f"Screen{index:05d}.swift"), "w", newline="") as handle:
            handle.write(text.replace("\n", "\r\n") if rng.random() < 0.03 else text)


if __name__ == "__main__":
    main()
