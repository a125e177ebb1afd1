#pragma once

// The command-line targets' input: the bytes split into arguments at each newline, as a shell
// would hand them over one per word.

#include <string>
#include <string_view>
#include <vector>

namespace ochos::fuzz {

inline std::vector<std::string> splitArguments(std::string_view bytes) {
  std::vector<std::string> args;
  if (bytes.empty()) return args;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = bytes.find('\n', start);
    args.emplace_back(bytes.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return args;
    start = end + 1;
  }
}

// An error is one line, said once: the programs print it before a usage hint.
inline bool oneLine(const std::string& error) {
  return !error.empty() && error.find('\n') == std::string::npos;
}

}  // namespace ochos::fuzz
