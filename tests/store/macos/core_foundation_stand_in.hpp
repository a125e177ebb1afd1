#pragma once

// What the CoreFoundation stand-in answers, set by each test.

#include <optional>
#include <string>
#include <vector>

namespace core_foundation_stand_in {

// The user's preferred languages, most preferred first; nullopt: CFLocaleCopyPreferredLanguages
// returns no array.
void setPreferredLanguages(std::optional<std::vector<std::string>> languages);
// Arrays handed out by CFLocaleCopyPreferredLanguages and not yet released.
int unreleasedArrays();

}  // namespace core_foundation_stand_in
