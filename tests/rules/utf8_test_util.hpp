#pragma once

// Folders and environment variables whose names go beyond ASCII, as a Windows user named Jürgen
// has them. Shared by the rules and store tests.

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>

#include <gtest/gtest.h>

#include "ochos/rules/utf8_path.hpp"

namespace ochos::utf8_testing {

// Ñ and ü are in Windows-1252, so even an ANSI argv or getenv carries them; Ł is not (Wine's ANSI
// conversion makes it an L). UTF-8 text loses all three in a path made from a std::string.
inline constexpr const char* kNonAsciiFolder = "Ochos Ñ/Jürgen Łukasz";

// A fresh folder per test, <temp>/ochos-utf8-<test>/Ochos Ñ/Jürgen Łukasz, removed afterwards.
class NonAsciiFolder {
 public:
  NonAsciiFolder() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = std::filesystem::temp_directory_path() /
            (std::string("ochos-utf8-") + test->test_suite_name() + "-" + test->name());
    path_ = root_ / std::filesystem::path(u8"Ochos Ñ") / std::filesystem::path(u8"Jürgen Łukasz");
    std::filesystem::remove_all(root_);
    std::filesystem::create_directories(path_);
  }
  ~NonAsciiFolder() {
    std::error_code ec;
    std::filesystem::remove_all(root_, ec);
  }
  NonAsciiFolder(const NonAsciiFolder&) = delete;
  NonAsciiFolder& operator=(const NonAsciiFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path root_;
  std::filesystem::path path_;
};

// Sets an environment variable to UTF-8 text for one test and restores it afterwards. On Windows
// through the wide environment, where a user's %APPDATA% holds every letter of the name.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, const std::optional<std::string>& value)
      : name_(name), old_(environmentUtf8(name)) {
    set(value);
  }
  ~ScopedEnvironment() { set(old_); }
  ScopedEnvironment(const ScopedEnvironment&) = delete;
  ScopedEnvironment& operator=(const ScopedEnvironment&) = delete;

 private:
  void set(const std::optional<std::string>& value) const {
#if defined(_WIN32)
    // A path's native text is the wide form of the UTF-8 it was made from; empty removes it.
    const std::wstring wideValue = value ? pathFromUtf8(*value).native() : std::wstring();
    _wputenv_s(pathFromUtf8(name_).c_str(), wideValue.c_str());
#else
    if (value) {
      ::setenv(name_, value->c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
#endif
  }

  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace ochos::utf8_testing
