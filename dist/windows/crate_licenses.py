#!/usr/bin/env python3
"""Copies the licence files of every Rust crate built into the game for a
target into a directory, one folder per crate, and writes crates.txt there:
each crate's name, version, licence expression, source and the files copied.

Usage: crate_licenses.py TARGET_TRIPLE OUT_DIR (run in the repository).

The crates are those the game's own package reaches through normal
dependencies on that target (`cargo metadata --filter-platform`): build
scripts' and tests' dependencies are not shipped and are left out; the
procedural macros are kept, as their expansions are in the binary."""

import json
import os
import shutil
import subprocess
import sys

LICENCE_PREFIXES = ("license", "licence", "copying", "notice", "copyright", "unlicense")


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: crate_licenses.py TARGET_TRIPLE OUT_DIR", file=sys.stderr)
        return 2
    target, out = sys.argv[1], sys.argv[2]
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked",
             "--filter-platform", target],
            check=True, capture_output=True, text=True,
        ).stdout
    )
    packages = {p["id"]: p for p in metadata["packages"]}
    nodes = {n["id"]: n for n in metadata["resolve"]["nodes"]}
    root = metadata["resolve"]["root"]
    shipped, waiting = set(), [root]
    while waiting:
        node = nodes[waiting.pop()]
        for dep in node["deps"]:
            normal = any(k["kind"] is None for k in dep["dep_kinds"])
            if normal and dep["pkg"] not in shipped:
                shipped.add(dep["pkg"])
                waiting.append(dep["pkg"])
    os.makedirs(out, exist_ok=True)
    lines, missing = [], []
    for package in sorted((packages[i] for i in shipped),
                          key=lambda p: (p["name"], p["version"])):
        name = f"{package['name']}-{package['version']}"
        source_dir = os.path.dirname(package["manifest_path"])
        files = sorted(
            f for f in os.listdir(source_dir)
            if f.lower().startswith(LICENCE_PREFIXES)
            and os.path.isfile(os.path.join(source_dir, f))
        )
        if files:
            os.makedirs(os.path.join(out, name), exist_ok=True)
            for f in files:
                shutil.copyfile(os.path.join(source_dir, f), os.path.join(out, name, f))
        else:
            missing.append(name)
        licence = package.get("license") or f"see {package.get('license_file')}"
        where = package.get("repository") or "crates.io"
        shown = ", ".join(f"{name}/{f}" for f in files) or "none in the published crate"
        lines.append(f"{package['name']} {package['version']}\n"
                     f"  licence: {licence}\n  source: {where}\n  files: {shown}\n")
    with open(os.path.join(out, "crates.txt"), "w", encoding="utf-8", newline="\r\n") as listing:
        listing.write(
            "The Rust crates built into accessible-2048.exe, with their licences.\n"
            "Each crate's published source is on crates.io under its name and version;\n"
            "its licence files, where the crate has them, are in the folder of the same name.\n\n"
        )
        listing.write("\n".join(lines))
    print(f"{len(shipped)} crates, {len(missing)} without licence files: {' '.join(missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
