#include "ochos/rules/utf8_path.hpp"

#include <cstdlib>
#include <cstring>

#if defined(_WIN32)
#include <windows.h>
// windows.h first: shellapi.h needs its types.
#include <shellapi.h>
#endif

namespace ochos {

namespace fs = std::filesystem;

fs::path pathFromUtf8(std::string_view text) {
  // char8_t text is UTF-8 by definition, so the path converts it the same way everywhere.
  return fs::path(std::u8string(text.begin(), text.end()));
}

std::string utf8(const fs::path& path) {
  const std::u8string text = path.u8string();
  return std::string(text.begin(), text.end());
}

namespace {

// The C runtime's own view of the command line, for when the system's cannot be had.
std::vector<std::string> narrowArguments(int argc, char** argv) {
  if (argc < 1) return {};
  return std::vector<std::string>(argv + 1, argv + argc);
}

}  // namespace

#if defined(_WIN32)

namespace {

std::string utf8FromWide(const wchar_t* wide) {
  const int size = WideCharToMultiByte(CP_UTF8, 0, wide, -1, nullptr, 0, nullptr, nullptr);
  if (size <= 1) return {};
  std::string out(static_cast<std::size_t>(size), '\0');
  WideCharToMultiByte(CP_UTF8, 0, wide, -1, out.data(), size, nullptr, nullptr);
  out.pop_back();  // the terminator WideCharToMultiByte counted
  return out;
}

}  // namespace

std::optional<std::string> environmentUtf8(const char* name) {
  // The process's own environment block, UTF-16 from the start: getenv answers in the ANSI code
  // page, and the C runtime's wide copy (_wgetenv) may have been made from that narrow one.
  const std::wstring wideName(name, name + std::strlen(name));  // the names are ASCII
  const DWORD size = GetEnvironmentVariableW(wideName.c_str(), nullptr, 0);
  if (size <= 1) return std::nullopt;  // unset (0), or empty (1: just the terminator)
  std::wstring value(size, L'\0');
  const DWORD length = GetEnvironmentVariableW(wideName.c_str(), value.data(), size);
  if (length == 0 || length >= size) return std::nullopt;  // gone or grown meanwhile
  return utf8FromWide(value.c_str());
}

std::vector<std::string> utf8Arguments(int argc, char** argv) {
  int count = 0;
  wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
  if (wide == nullptr) return narrowArguments(argc, argv);
  std::vector<std::string> args;
  for (int i = 1; i < count; ++i)
    args.push_back(utf8FromWide(wide[i]));
  LocalFree(wide);
  return args;
}

#else

std::optional<std::string> environmentUtf8(const char* name) {
  // Elsewhere the environment is bytes, UTF-8 in any sane locale: taken as it is.
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return std::nullopt;
  return std::string(value);
}

std::vector<std::string> utf8Arguments(int argc, char** argv) {
  return narrowArguments(argc, argv);
}

#endif

}  // namespace ochos
