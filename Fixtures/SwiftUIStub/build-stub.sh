#!/usr/bin/env bash
# Builds the Combine and SwiftUI interface stubs into the directory given as $1,
# so SwiftUI sources can be type-checked with:  swiftc -typecheck -I "$1" File.swift
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 <output-dir>" >&2
    exit 64
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$1"
mkdir -p "$out"

swiftc -emit-module -parse-as-library -module-name Combine \
    -emit-module-path "$out/Combine.swiftmodule" \
    "$here"/Combine/*.swift

swiftc -emit-module -parse-as-library -module-name SwiftUI \
    -I "$out" \
    -emit-module-path "$out/SwiftUI.swiftmodule" \
    "$here"/SwiftUI/*.swift
