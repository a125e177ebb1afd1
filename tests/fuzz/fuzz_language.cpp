// A language file (resources/lang/xx.json, or one a translator hands in): whatever it holds, every
// string the game asks for keeps exactly English's {placeholders}, so no name or number is lost
// or invented on screen, and plural phrases work for any count.
#include <algorithm>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "ochos/i18n/translator.hpp"

using namespace ochos;

namespace {

const fuzz::ScratchFolder& scratch() {
  static const fuzz::ScratchFolder folder("language");
  return folder;
}

std::vector<std::string> sortedPlaceholders(std::string_view pattern) {
  std::vector<std::string> names = i18n::placeholders(pattern);
  std::sort(names.begin(), names.end());
  return names;
}

bool isPluralKey(std::string_view key) {
  return key.size() > 6 && key.substr(key.size() - 6) == ".other";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::filesystem::path file = scratch().path() / "xx.json";
  fuzz::writeFile(file, fuzz::text(data, size));
  i18n::Translator translator;
  std::vector<std::string> notes;
  const bool loaded = translator.loadLanguageFile(file, notes);
  fuzz::check(loaded || !notes.empty(), "a refused language file without a note");

  for (const i18n::StringEntry& entry : i18n::englishStrings()) {
    const std::string_view pattern = translator.pattern(entry.key);
    fuzz::check(sortedPlaceholders(pattern) == sortedPlaceholders(entry.english),
                std::string("the translation of ") + entry.key + " changes its placeholders");
    const std::string_view key(entry.key);
    if (isPluralKey(key)) {
      const std::string_view phrase = key.substr(0, key.size() - 6);
      for (long long count : {0LL, 1LL, 2LL, 5LL, 11LL, 22LL, 101LL, -3LL})
        (void)translator.plural(phrase, count, {{"name", "Ana"}});
    }
  }
  for (long long count : {0LL, 1LL, 3LL, 12LL, 25LL})
    fuzz::check(!i18n::pluralCategory(translator.language(), count).empty(), "no plural category");
  return 0;
}
