#!/usr/bin/env python3
"""Checks that the code written for one platform or one SFML major stays where it belongs
(docs/architecture.md, "Platform code").

  - SFML_VERSION_MAJOR is tested only in the SFML seam, src/sfml and include/sfml/ochos/sfml;
  - every call of an API that only some systems have (/proc, mallopt, fork, GetModuleFileNameW,
    _NSGetExecutablePath, ...) sits inside a preprocessor branch on the platform (#if/#ifdef/
    #elif naming _WIN32, __APPLE__, __linux__, __unix__, __GLIBC__ ...), so that the file says
    what the other systems do instead.

Prints every call it finds, with the branch it sits in, and every breach; exits 1 on a breach.
Usage: check_platform_code.py [repository root]
"""
import pathlib
import re
import sys

SEAM = ("src/sfml/", "include/sfml/ochos/sfml/")
PLATFORM_MACRO = re.compile(r"\b(_WIN32|_WIN64|__APPLE__|__linux__|__unix__|__GLIBC__|_MSC_VER|"
                            r"__MINGW32__|__MINGW64__|__FreeBSD__)\b")
# Calls and headers that exist on some systems only: POSIX, Linux, glibc, X11, Windows, macOS.
OS_SPECIFIC = re.compile(
    r"\"/proc/|\b(?:fork|pipe|poll|waitpid|execvp?|getpid|fsync|isatty|kill|sigaction|"
    r"readlink|sysconf|getrusage|mkstemp|getuid|getpwuid|mallopt|malloc_trim|XOpenDisplay|"
    r"GetModuleFileNameW|CreateProcessW?|CreateJobObjectW?|AttachConsole|_wfopen|_wgetenv|"
    r"_getpid|_commit|_isatty|SHGetKnownFolderPath|GetUserDefaultLocaleName|"
    r"GetProcessMemoryInfo|GetProcessTimes|MultiByteToWideChar|WideCharToMultiByte|_NSGetExecutablePath|"
    r"CFLocaleCopyPreferredLanguages|CFPreferencesCopyAppValue|task_info|backtrace|sigaltstack|"
    r"SetUnhandledExceptionFilter)\s*\(|"
    r"#\s*include\s*<(?:unistd\.h|execinfo\.h|signal\.h|windows\.h|malloc\.h|mach-o/|sys/|X11/|CoreFoundation/)")
CONDITIONAL = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)")


def strip_comment(line):
    """The line without a // comment (string literals with // in them do not occur in these
    calls)."""
    return line.split("//", 1)[0]


def scan(text):
    """Yields (line number, line, platform condition or None) for each OS-specific call; the
    condition is that of the innermost enclosing branch that names a platform."""
    stack = []  # one entry per open #if: the platform condition of its current branch, or None
    for number, line in enumerate(text.splitlines(), 1):
        directive = CONDITIONAL.match(line)
        if directive:
            word, condition = directive.group(1), strip_comment(directive.group(2)).strip()
            if word in ("if", "ifdef", "ifndef"):
                stack.append(f"#{word} {condition}" if PLATFORM_MACRO.search(condition) else None)
            elif word in ("elif", "else") and stack:
                opened_on_platform = stack[-1] is not None or PLATFORM_MACRO.search(condition)
                stack[-1] = (f"#{word} {condition}".strip() if opened_on_platform else None)
            elif word == "endif" and stack:
                stack.pop()
            if not OS_SPECIFIC.search(line):
                continue
        if OS_SPECIFIC.search(strip_comment(line)):
            branch = next((c for c in reversed(stack) if c is not None), None)
            yield number, line.strip(), branch


def check(root):
    calls, problems = [], []
    files = sorted(root.glob("src/**/*.[ch]pp")) + sorted(root.glob("include/**/*.hpp"))
    for path in files:
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        if "SFML_VERSION_MAJOR" in text and not rel.startswith(SEAM):
            problems.append(f"{rel}: tests SFML_VERSION_MAJOR outside the SFML seam "
                            f"({', '.join(SEAM)})")
        for number, line, branch in scan(text):
            calls.append(f"{rel}:{number}: {line}  [{branch or 'no platform branch'}]")
            if branch is None:
                problems.append(f"{rel}:{number}: a call only some systems have, outside a "
                                f"platform branch: {line}")
    return calls, problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    calls, problems = check(root)
    print(f"{len(calls)} calls of system-specific APIs:")
    for c in calls:
        print("  " + c)
    for p in problems:
        print("BREACH " + p)
    print(f"{len(problems)} breach{'es' if len(problems) != 1 else ''}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
