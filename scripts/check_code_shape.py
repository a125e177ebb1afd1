#!/usr/bin/env python3
"""Checks the code's shape limits (docs/architecture.md, "Shape limits").

  - no function in src/ longer than 80 lines (signature to closing brace);
  - no file in src/ or include/ longer than 450 lines, data tables aside;
  - no folder of src/ with more than 25 source files (a larger one wants rooms);
  - docs/ai.md under 300 lines;
  - no experiment-log numbering ("E12", "exp. 3", "experiment 4") in code comments.

Functions are found on the clang-formatted text: a brace at namespace or class scope whose
statement has a parameter list and no '=' outside parentheses opens a function body.
Usage: check_code_shape.py [repository root]; prints every breach and exits 1 if any.
"""
import pathlib
import re
import sys

MAX_FUNCTION_LINES = 80
MAX_FILE_LINES = 450
MAX_FOLDER_SOURCES = 25
MAX_AI_DOC_LINES = 299
EXPERIMENT_NUMBER = re.compile(r"§\s*\d|\b[Ee]xperiment\s*#?\d|\b[Ee]xp\.?\s*#?\d|\(E\d+\)|\bE\d+:")
SCOPE_WORDS = re.compile(r"^(?:template\s*<.*>\s*)?(?:namespace|class|struct|union|enum|extern)\b")


def blank_out_comments_and_strings(text):
    """Returns text of the same length and line breaks with comments and literals spaced out."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            delim_end = text.find("(", i)
            closing = ")" + text[i + 2:delim_end] + '"'
            j = text.find(closing, delim_end)
            j = n if j < 0 else j + len(closing)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum():  # digit separator: 1'000
                out.append(c)
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return blank_out_directives("".join(out))


def blank_out_directives(code):
    """Spaces out preprocessor lines (with their continuations), keeping the line breaks."""
    lines = code.split("\n")
    continued = False
    for k, line in enumerate(lines):
        if continued or line.lstrip().startswith("#"):
            continued = line.endswith("\\")
            lines[k] = " " * len(line)
    return "\n".join(lines)


def matching_brace(text, open_at):
    depth = 0
    for j in range(open_at, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(text) - 1


def depth_zero_text(header):
    """The header with everything inside (), <> of templates and [] removed."""
    out, depth = [], 0
    for c in header:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out)


def is_function_header(header):
    h = " ".join(header.split())
    if not h or "(" not in h or SCOPE_WORDS.match(h):
        return False
    outside = depth_zero_text(h)
    if "operator" in h:
        outside = outside.replace("operator", "")
    return "=" not in outside.replace("==", "").replace("<=", "").replace(">=", "")


def functions(text):
    """Yields (name, first line, last line) of each function body at namespace or class scope."""
    code = blank_out_comments_and_strings(text)
    line_of = lambda pos: code.count("\n", 0, pos) + 1
    yield from scan_scope(code, 0, len(code), line_of)


def scan_scope(code, begin, end, line_of):
    header_start = begin
    i = begin
    while i < end:
        c = code[i]
        if c in ";}":
            header_start = i + 1
        elif c == "{":
            header = code[header_start:i]
            close = matching_brace(code, i)
            if initialiser_brace(header):
                i = close + 1
                continue
            if is_function_header(header):
                first = header_start + len(header) - len(header.lstrip())
                name = re.findall(r"([~\w:]+(?:operator\W+)?)\s*\(", " ".join(header.split()))
                yield (name[0] if name else "?", line_of(first), line_of(close))
            else:
                yield from scan_scope(code, i + 1, close, line_of)
            i = close + 1
            header_start = i
            continue
        i += 1


def initialiser_brace(header):
    """A member initialiser's brace (`: a_{1}, b_{2} {`) or a brace-initialised variable."""
    stripped = header.rstrip()
    if not stripped or not (stripped[-1].isalnum() or stripped[-1] in "_>"):
        return False
    flat = " ".join(stripped.split())
    return bool(re.search(r"\)\s*(?:noexcept\s*)?:", flat)) or not SCOPE_WORDS.match(flat) and "(" not in flat and "=" not in flat and not flat.startswith(("template",))


def check(root):
    problems = []
    for path in sorted(root.glob("src/**/*.[ch]pp")) + sorted(root.glob("include/**/*.hpp")):
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        if lines > MAX_FILE_LINES:
            problems.append(f"{rel}: {lines} lines (at most {MAX_FILE_LINES})")
        for number, line in enumerate(text.splitlines(), 1):
            comment = line.split("//", 1)[1] if "//" in line else ""
            if EXPERIMENT_NUMBER.search(comment):
                problems.append(f"{rel}:{number}: experiment numbering in a comment: {line.strip()}")
        if rel.startswith("src/"):
            for name, first, last in functions(text):
                if last - first + 1 > MAX_FUNCTION_LINES:
                    problems.append(f"{rel}:{first}: {name} is {last - first + 1} lines "
                                    f"(at most {MAX_FUNCTION_LINES})")
    for folder in sorted(p for p in root.glob("src/**/") if p.is_dir()):
        sources = len(list(folder.glob("*.cpp")))
        if sources > MAX_FOLDER_SOURCES:
            problems.append(f"{folder.relative_to(root).as_posix()}/: {sources} source files "
                            f"(at most {MAX_FOLDER_SOURCES})")
    ai_doc = root / "docs/ai.md"
    doc_lines = ai_doc.read_text(encoding="utf-8").count("\n")
    if doc_lines > MAX_AI_DOC_LINES:
        problems.append(f"docs/ai.md: {doc_lines} lines (under 300)")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = check(root)
    for p in problems:
        print(p)
    longest = max((last - first + 1, f"{p.relative_to(root)}:{name}")
                  for p in root.glob("src/**/*.cpp")
                  for name, first, last in functions(p.read_text(encoding="utf-8")))
    print(f"longest function: {longest[1]}, {longest[0]} lines; "
          f"{len(problems)} breach{'es' if len(problems) != 1 else ''}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
