#!/usr/bin/env python3
"""Attacks `svrefactor apply` the way a bad day does, on a copy of a folder of Swift files.

    Scripts/crash-consistency.py kill BINARY FOLDER [--rounds 30] [--seed 1]
    Scripts/crash-consistency.py concurrent-edit BINARY FOLDER [--rounds 20] [--seed 1]

kill: runs `apply --all-rules` over a fresh copy and sends it SIGKILL at a random moment, ROUNDS
times. After each kill, every file must be either its original bytes or exactly what an
uninterrupted run writes (no torn or half-written file). The next complete run must leave no
`.NAME.svrefactor-PID-N.tmp` file behind, and a run after it must change nothing. (The result may
differ from an uninterrupted run's in the names of new subviews: files the killed run rewrote
already declare some, and a name in use anywhere in the module is not chosen again.)

concurrent-edit: runs `apply --all-rules` while another process appends a unique comment line to
random files, as an editor saving them would. Every append must survive: svrefactor refuses to
replace a file that changed since it read it. What the platform cannot close (an append landing
between svrefactor's last check and its rename) is counted and reported, not hidden.

FOLDER is only read. Work happens in a temporary folder, removed at the end. Exit status 1 when a
check fails. The results of runs on real apps are in Docs/testing.md.
"""
import argparse
import filecmp
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time


def swift_files(root):
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def read_tree(root):
    return {os.path.relpath(path, root): open(path, "rb").read() for path in swift_files(root)}


def leftover_temporary_files(root):
    return [os.path.join(folder, name) for folder, _, names in os.walk(root)
            for name in names if ".svrefactor-" in name and name.endswith(".tmp")]


def apply(binary, folder, **popen):
    return subprocess.Popen([binary, "apply", "--all-rules", folder],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **popen)


def reference(binary, source, work):
    """The original files and an uninterrupted run's output, with the run's duration."""
    expected = os.path.join(work, "expected")
    shutil.copytree(source, expected)
    started = time.monotonic()
    apply(binary, expected).wait()
    return read_tree(source), read_tree(expected), time.monotonic() - started


def kill_check(binary, source, rounds, rng):
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        original, expected, duration = reference(binary, source, work)
        changed = sum(1 for name in original if original[name] != expected[name])
        print(f"reference run: {len(original)} files, {changed} changed, {duration:.2f} s")
        torn_total = leftovers_total = 0
        for round_number in range(1, rounds + 1):
            run = os.path.join(work, f"run{round_number}")
            shutil.copytree(source, run)
            process = apply(binary, run)
            time.sleep(rng.uniform(0.05, max(0.1, duration)))
            process.send_signal(signal.SIGKILL)
            process.wait()
            after_kill = read_tree(run)
            torn = [name for name, data in after_kill.items() if data not in (original[name], expected[name])]
            leftovers_after_kill = len(leftover_temporary_files(run))
            apply(binary, run).wait()
            leftovers = leftover_temporary_files(run)
            completed = read_tree(run)
            differs = [name for name, data in completed.items() if data != expected[name]]
            apply(binary, run).wait()
            not_fixed = [name for name, data in read_tree(run).items() if data != completed[name]]
            written = sum(1 for name, data in after_kill.items() if data != original[name])
            print(f"round {round_number}: {written} files written before the kill, {len(torn)} torn, "
                  f"{leftovers_after_kill} temporary files left by the kill, {len(leftovers)} after the next run, "
                  f"{len(not_fixed)} changed by a further run "
                  f"({len(differs)} differ from the uninterrupted result)")
            torn_total += len(torn)
            leftovers_total += len(leftovers)
            if torn or leftovers or not_fixed:
                failures += 1
                for name in (torn + not_fixed)[:5]:
                    print(f"    {name}")
            shutil.rmtree(run)
        print(f"kill: {rounds} rounds, {torn_total} torn files, {leftovers_total} temporary files left after the next run")
    return failures


def concurrent_edit_check(binary, source, rounds, rng):
    appends = lost = 0
    with tempfile.TemporaryDirectory() as work:
        for round_number in range(1, rounds + 1):
            run = os.path.join(work, f"run{round_number}")
            shutil.copytree(source, run)
            files = sorted(swift_files(run))
            written = []
            stop = threading.Event()

            def edit():
                number = 0
                while not stop.is_set():
                    path = rng.choice(files)
                    marker = f"// concurrent edit {round_number}-{number}\n"
                    with open(path, "a") as handle:  # an editor's save of an appended line
                        handle.write(marker)
                    written.append((path, marker))
                    number += 1
                    time.sleep(rng.uniform(0, 0.002))

            editor = threading.Thread(target=edit)
            editor.start()
            apply(binary, run).wait()
            stop.set()
            editor.join()
            missing = [(path, marker) for path, marker in written if marker not in open(path).read()]
            appends += len(written)
            lost += len(missing)
            print(f"round {round_number}: {len(written)} appends during the run, {len(missing)} lost")
            for path, marker in missing[:5]:
                print(f"    {os.path.relpath(path, run)}: {marker.strip()}")
            shutil.rmtree(run)
    print(f"concurrent-edit: {appends} appends in {rounds} rounds, {lost} lost")
    return lost


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("check", choices=["kill", "concurrent-edit"])
    parser.add_argument("binary")
    parser.add_argument("folder")
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    rng = random.Random(arguments.seed)
    if arguments.check == "kill":
        failures = kill_check(binary, arguments.folder, arguments.rounds or 30, rng)
    else:
        failures = concurrent_edit_check(binary, arguments.folder, arguments.rounds or 20, rng)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
