#!/usr/bin/env python3
"""Measures `svrefactor lsp` as an editor uses it: code actions at positions of a large view file,
diagnostics after changes, and the server's memory over many edits.

    Scripts/lsp-benchmark.py SVREFACTOR_BINARY --module DIR --file DIR/Sources/App/Big.swift [--actions 200] [--edits 1000]
    Scripts/lsp-benchmark.py SVREFACTOR_BINARY --generate /tmp/lspbench [--files 1500] [--file-bytes 40000]

With --generate, it writes a SwiftPM package at the folder: Package.swift, --files screen-sized
view files from Scripts/generate-corpus.py, and one large file of views (--file-bytes, about
1,000 lines) that the requests are about. It prints medians and 95th percentiles in
milliseconds, and the server's resident memory (VmRSS) after indexing and as the edits go on.
Needs only Python 3; the server is driven over standard input and output as an editor does.
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise SystemExit("the server stopped")
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for_diagnostics(self, version=None):
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and (version is None or message["params"].get("version") == version):
                return message

    def resident_kib(self):
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def generate(folder, files, file_bytes):
    folder = pathlib.Path(folder)
    sources = folder / "Sources" / "App"
    sources.mkdir(parents=True, exist_ok=True)
    (folder / "Package.swift").write_text(
        "// swift-tools-version: 5.9\nimport PackageDescription\n"
        'let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])\n')
    subprocess.run([sys.executable, str(HERE / "generate-corpus.py"), str(sources / "Screens"), "--files", str(files)], check=True)
    big = sources / "Big.swift"
    subprocess.run([sys.executable, str(HERE / "generate-corpus.py"), str(big), "--single-file", str(file_bytes), "--seed", "7"], check=True)
    return folder, big


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--module")
    parser.add_argument("--file")
    parser.add_argument("--generate")
    parser.add_argument("--files", type=int, default=1500)
    parser.add_argument("--file-bytes", type=int, default=40000)
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--edits", type=int, default=1000)
    arguments = parser.parse_args()
    if arguments.generate:
        module, path = generate(arguments.generate, arguments.files, arguments.file_bytes)
    else:
        module, path = pathlib.Path(arguments.module), pathlib.Path(arguments.file)
    text = path.read_text()
    lines = text.split("\n")
    swift_files = sum(1 for _ in module.rglob("*.swift"))
    print(f"module: {swift_files} Swift files; file: {path.name}, {len(lines)} lines")

    server = Server(arguments.binary)
    server.request("initialize", {"processId": os.getpid(), "capabilities": {"general": {"positionEncodings": ["utf-16"]}}})
    server.notify("initialized", {})
    uri = path.resolve().as_uri()
    start = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    first = server.wait_for_diagnostics()
    print(f"open → first diagnostics (indexes the module): {1000 * (time.perf_counter() - start):.0f} ms, "
          f"{len(first['params']['diagnostics'])} diagnostics, RSS {server.resident_kib() // 1024} MiB")

    # Code actions at positions spread over the file, each at the first non-blank character of its line.
    latencies, offered = [], 0
    step = max(1, len(lines) // arguments.actions)
    for line in list(range(0, len(lines), step))[: arguments.actions]:
        character = len(lines[line]) - len(lines[line].lstrip())
        start = time.perf_counter()
        response = server.request("textDocument/codeAction", {
            "textDocument": {"uri": uri},
            "range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character}},
            "context": {"diagnostics": []}})
        latencies.append(1000 * (time.perf_counter() - start))
        offered += len(response.get("result") or [])
    print(f"code actions: {len(latencies)} requests, {offered} actions offered; "
          f"median {statistics.median(latencies):.0f} ms, p95 {percentile(latencies, 0.95):.0f} ms, max {max(latencies):.0f} ms")

    # Edits: a comment line typed at a place that moves through the file, each waiting for its diagnostics.
    delays, memory = [], []
    version = 1
    for edit in range(arguments.edits):
        version += 1
        at = (edit * 37) % len(lines)
        changed = lines[:at] + [f"// edit {edit}"] + lines[at:]
        start = time.perf_counter()
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": "\n".join(changed)}]})
        server.wait_for_diagnostics(version)
        delays.append(1000 * (time.perf_counter() - start))
        if edit + 1 in (1, 10, 100, 250, 500, 750, 1000) or edit + 1 == arguments.edits:
            memory.append((edit + 1, server.resident_kib() // 1024))
    print(f"diagnostics after a change: {len(delays)} edits; median {statistics.median(delays):.0f} ms, "
          f"p95 {percentile(delays, 0.95):.0f} ms, max {max(delays):.0f} ms")
    print("RSS after edits: " + ", ".join(f"{count}: {mib} MiB" for count, mib in memory))
    server.request("shutdown", None)
    server.notify("exit", None)
    server.process.wait()


if __name__ == "__main__":
    main()
