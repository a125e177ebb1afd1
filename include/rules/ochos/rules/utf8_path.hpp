#pragma once

// Paths as UTF-8 text. Every std::string the game holds is UTF-8, but on Windows a
// std::filesystem::path holds UTF-16, and one made from a std::string decodes it in the C
// library's narrow encoding (MinGW's libstdc++; MSVC's uses the ANSI code page), which mangles
// every letter beyond ASCII: %APPDATA% of a user named Jürgen became "C:\users\JÃ¼rgen\...".
// string() is no sure way back either (UTF-8 from libstdc++, the ANSI code page from MSVC). So
// text crosses into and out of paths only through these.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ochos {

// The path named by UTF-8 text, on every platform.
std::filesystem::path pathFromUtf8(std::string_view text);

// The path as UTF-8 text: for messages, JSON and labels.
std::string utf8(const std::filesystem::path& path);

// An environment variable as UTF-8; nothing when it is unset or empty.
std::optional<std::string> environmentUtf8(const char* name);

// The command-line arguments after the program name, as UTF-8. On Windows `argv` is in the
// ANSI code page, which cannot hold every file name; the wide command line can.
std::vector<std::string> utf8Arguments(int argc, char** argv);

}  // namespace ochos
