"""Shared set-up for the MCP server's end-to-end tests: the server binary, a SwiftPM module for its
tools to work on, and a client session of the official Python MCP SDK connected to the server."""

import contextlib
import os
import pathlib

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
SERVER = os.environ.get("SVREFACTOR_BINARY", str(REPOSITORY / ".build" / "debug" / "svrefactor"))

PACKAGE = """// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])
"""

PROFILE = """import SwiftUI

struct ProfileView: View {
    let name: String
    @State private var isExpanded = false
    @StateObject private var store = Store()

    var body: some View {
        VStack {
            header
            if isExpanded {
                Text(store.title)
            }
            Button("Reset") {
                isExpanded = false
                store.title = ""
            }
        }
    }

    /// The name, with a button that shows the details.
    private var header: some View {
        HStack {
            Text(name)
                .font(.title)
            Button("More") { isExpanded.toggle() }
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
    """A SwiftPM package with a view and the class it uses, in `tmp_path/App`; returns the package folder."""
    package = tmp_path / "App"
    sources = package / "Sources" / "App"
    sources.mkdir(parents=True)
    (package / "Package.swift").write_text(PACKAGE)
    (sources / "ProfileView.swift").write_text(PROFILE)
    (sources / "Store.swift").write_text(STORE)
    return package


@pytest.fixture
def home(tmp_path):
    """An empty home and cache folder for the server: nothing may be written there."""
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


@contextlib.asynccontextmanager
async def connected(module, home):
    """A client session with `svrefactor mcp` started in the package folder, with an empty home.

    A context manager, not a fixture: the client's task group must close in the task that opened it."""
    environment = dict(os.environ, HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"))
    parameters = StdioServerParameters(command=SERVER, args=["mcp"], cwd=str(module), env=environment)
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as client:
            await client.initialize()
            yield client


def files_under(folder):
    """Every file under `folder`, relative, with its text."""
    return {str(path.relative_to(folder)): path.read_text() for path in sorted(folder.rglob("*")) if path.is_file()}
