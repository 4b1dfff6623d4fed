"""Shared set-up for the language server's end-to-end tests: the server binary, a SwiftPM module to
open files from, and helpers that apply the edits the server returns as an editor would."""

import os
import pathlib

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
SERVER = os.environ.get("SVREFACTOR_BINARY", str(REPOSITORY / ".build" / "debug" / "svrefactor"))

PACKAGE = """// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])
"""

PROFILE = """import SwiftUI

struct ProfileView: View {
    @State var name = ""
    @State private var isEditing = false
    @StateObject private var store = Store()

    var body: some View {
        VStack {
            header
            Text("Großartig").foregroundColor(.red)
            Button("Save") {
                isEditing = false
                name = name.trimmingCharacters(in: .whitespaces)
            }
        }
    }

    private var header: some View {
        HStack {
            Text(name)
            Spacer()
            Text(store.title)
        }
    }
}
"""

STORE = """import Combine

final class Store: ObservableObject {
    @Published var title = ""
}
"""


@pytest.fixture
def module(tmp_path):
    """A SwiftPM package with a view and the class it uses; returns its Sources/App folder."""
    (tmp_path / "Package.swift").write_text(PACKAGE)
    sources = tmp_path / "Sources" / "App"
    sources.mkdir(parents=True)
    (sources / "ProfileView.swift").write_text(PROFILE)
    (sources / "Store.swift").write_text(STORE)
    return sources


def offset(text, position, utf8):
    """The index in `text` of an LSP position (UTF-8 or UTF-16 characters)."""
    lines = text.split("\n")
    line = position.line
    if line >= len(lines):
        return len(text)
    start = sum(len(l) + 1 for l in lines[:line])
    encoded = lines[line].encode("utf-8" if utf8 else "utf-16-le")
    unit = 1 if utf8 else 2
    prefix = encoded[: position.character * unit].decode("utf-8" if utf8 else "utf-16-le")
    return start + len(prefix)


def apply_edits(text, edits, utf8=False):
    """`text` with LSP text edits applied, as an editor applies them (from the last to the first)."""
    located = [(offset(text, e.range.start, utf8), offset(text, e.range.end, utf8), e.new_text) for e in edits]
    for start, end, new in sorted(located, key=lambda item: (item[0], item[1]), reverse=True):
        text = text[:start] + new + text[end:]
    return text
