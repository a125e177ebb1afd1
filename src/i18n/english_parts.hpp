#pragma once
// The English table in parts, by where the words are shown; englishStrings() joins them in this
// order (english_strings.cpp).

#include <span>

#include "ochos/i18n/translator.hpp"

namespace ochos::i18n::detail {

std::span<const StringEntry> englishMenuStrings();
std::span<const StringEntry> englishTableStrings();
std::span<const StringEntry> englishLogStrings();
std::span<const StringEntry> englishKeyStrings();

}  // namespace ochos::i18n::detail
