#pragma once

// A fresh folder per test under the system temporary folder, removed afterwards.

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace ochos::testing {

class TempFolder {
 public:
  TempFolder() {
    static std::atomic<int> counter{0};
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const std::string name = info != nullptr
                                 ? std::string(info->test_suite_name()) + "-" + info->name()
                                 : std::string("store");
    path_ = std::filesystem::temp_directory_path() /
            ("ochos-store-" + name + "-" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }

  void write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name, std::ios::binary) << text;
  }
  std::string read(const std::string& name) const { return readPath(path_ / name); }
  static std::string readPath(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
  // File names in the folder, sorted.
  std::vector<std::string> files() const {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(path_))
      out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }
  // The one file whose name starts with `prefix`, or "" when there is not exactly one.
  std::string onlyFileStartingWith(const std::string& prefix) const {
    std::string found;
    int n = 0;
    for (const auto& f : files())
      if (f.rfind(prefix, 0) == 0) found = f, ++n;
    return n == 1 ? found : std::string();
  }

 private:
  std::filesystem::path path_;
};

}  // namespace ochos::testing
