// The built-in English strings, the language every other falls back to. Keys are
// "screen.thing"; {name} marks a value filled in by the caller. The table is kept in parts by
// where the words are shown (english_*.cpp); a test checks that every tr("…") key in the sources
// is in one of them, and each key in one only.

#include <vector>

#include "english_parts.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::i18n {

std::span<const StringEntry> englishStrings() {
  static const std::vector<StringEntry> all = [] {
    std::vector<StringEntry> joined;
    for (const auto part : {detail::englishMenuStrings(), detail::englishTableStrings(),
                            detail::englishLogStrings(), detail::englishKeyStrings()})
      joined.insert(joined.end(), part.begin(), part.end());
    return joined;
  }();
  return all;
}

}  // namespace ochos::i18n
