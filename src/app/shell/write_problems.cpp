#include "ochos/app/shell/write_problems.hpp"

#include <iostream>

#include "ochos/i18n/translator.hpp"

namespace ochos::app {

void WriteProblems::report(const std::string& error) {
  std::cerr << "ochos-locos: " << error << "\n";
  if (count_++ == 0) first_ = error;
}

std::optional<std::string> WriteProblems::takeSentence() {
  if (count_ == 0 || told_) return std::nullopt;
  told_ = true;
  return i18n::tr("store.cannot_save", {{"error", first_}});
}

}  // namespace ochos::app
