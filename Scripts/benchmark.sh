#!/usr/bin/env bash
# Measures the pipeline against parse-only on a folder of Swift files (see Docs/performance.md).
#
#   Scripts/benchmark.sh CORPUS_DIR [RUNS]
#
# Builds svrefactor in release mode (into .build-release), then, for 1 and 2 workers, alternates
# `svrefactor parse-only` (read + parse, the baseline) with `svrefactor check --rule reorder-members`
# on the same files, RUNS times each (default 5), and prints the median wall time of each, their
# ratio, and the speed-up from 1 to 2 workers. Also prints the peak memory of one check run.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="$1"
runs="${2:-5}"

swift build -c release --scratch-path .build-release >/dev/null
bin=.build-release/release/svrefactor

seconds() { # command... → wall seconds
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true   # check exits 1 when files would change
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

files=$(find "$corpus" -name '*.swift' -not -path '*/.build/*' | wc -l)
echo "corpus: $corpus ($files Swift files), $runs runs each, $(nproc) cores"
# Warm the page cache so the first timed run is not penalised.
"$bin" parse-only "$corpus" >/dev/null 2>&1

declare -A parse check
for jobs in 1 2; do
    parse_times=() check_times=()
    for _ in $(seq "$runs"); do
        parse_times+=("$(seconds "$bin" parse-only --jobs "$jobs" "$corpus")")
        check_times+=("$(seconds "$bin" check --rule reorder-members --jobs "$jobs" "$corpus")")
    done
    parse[$jobs]=$(printf '%s\n' "${parse_times[@]}" | median)
    check[$jobs]=$(printf '%s\n' "${check_times[@]}" | median)
    printf 'jobs %s: parse-only %.2fs, check %.2fs, check/parse %.2f\n' "$jobs" "${parse[$jobs]}" "${check[$jobs]}" \
        "$(echo "${check[$jobs]} / ${parse[$jobs]}" | bc -l)"
done
printf 'speed-up 1 -> 2 workers: parse-only %.2fx, check %.2fx\n' \
    "$(echo "${parse[1]} / ${parse[2]}" | bc -l)" "$(echo "${check[1]} / ${check[2]}" | bc -l)"

/usr/bin/time -f 'peak memory of check --jobs 2: %M KiB' "$bin" check --rule reorder-members --jobs 2 "$corpus" 2>&1 >/dev/null | tail -1 || true
"$bin" check --rule reorder-members --jobs 2 --timings "$corpus" 2>&1 | tail -8 || true
