#include "ochos/rules/problem_sentences.hpp"

#include <array>

namespace ochos::rules {
namespace {

constexpr std::array<ProblemSentence, 19> kSentences = {{
    {"unknown_key", "unknown key \"{key}\"; expected one of {allowed}"},
    {"missing_object", "missing; expected an object"},
    {"not_object", "expected an object, got {got}"},
    {"missing_array", "missing; expected an array"},
    {"not_array", "expected an array, got {got}"},
    {"missing_boolean", "missing; expected true or false"},
    {"not_boolean", "expected true or false, got {got}"},
    {"missing_integer", "missing; expected an integer from {lo} to {hi}"},
    {"not_integer", "expected an integer from {lo} to {hi}, got {got}"},
    {"missing_string", "missing; expected a string"},
    {"not_string", "expected a string, got {got}"},
    {"missing_text", "missing; expected a non-empty string"},
    {"not_text", "expected a non-empty string, got {got}"},
    {"missing_choice", "missing; expected one of {choices}"},
    {"not_choice", "expected one of {choices}, got {got}"},
    {"not_rank", "expected a rank (A, 2 … 10, J, Q, K), got {got}"},
    {"not_rank_list", "expected an array of ranks, got {got}"},
    {"rank_twice", "rank {rank} is listed twice"},
    {"not_json", "not valid JSON: {detail}"},
}};

}  // namespace

std::span<const ProblemSentence> problemSentences() {
  return kSentences;
}

std::string englishProblem(std::string_view code, const SentenceArgs& args) {
  for (const ProblemSentence& s : kSentences) {
    if (code != s.code) continue;
    std::string out = s.english;
    for (const auto& [name, value] : args) {
      const std::string mark = "{" + name + "}";
      for (auto at = out.find(mark); at != std::string::npos;
           at = out.find(mark, at + value.size()))
        out.replace(at, mark.size(), value);
    }
    return out;
  }
  return std::string(code);
}

}  // namespace ochos::rules
