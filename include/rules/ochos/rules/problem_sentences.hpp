#pragma once

// Every sentence that checking a profile (its file, its sections, its variants, the library it is
// in) can say ("expected an integer from 2 to 8, got \"six\""), each with a code, so the game can
// say it in the player's language: the translation table has "profile_error.<code>" for each,
// and a test keeps its English equal to the pattern here. Values filled in are names, numbers,
// quotations and pieces of the JSON format ("true", keys, rank codes), never English words.

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ochos::rules {

using SentenceArgs = std::vector<std::pair<std::string, std::string>>;

struct ProblemSentence {
  const char* code;     // "not_integer"
  const char* english;  // "expected an integer from {lo} to {hi}, got {got}"
};

std::span<const ProblemSentence> problemSentences();
// The English of `code` with its {placeholders} filled in; the code itself when unknown.
std::string englishProblem(std::string_view code, const SentenceArgs& args);

}  // namespace ochos::rules
