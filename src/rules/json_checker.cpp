#include "json_checker.hpp"

#include <algorithm>
#include <array>

namespace ochos::rules::detail {

using engine::kRankCount;
using engine::Rank;

namespace {

constexpr std::array<std::string_view, kRankCount + 1> kRankCodes = {
    "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

std::string joinNames(std::initializer_list<std::string_view> names) {
  std::string out;
  for (std::string_view n : names) {
    if (!out.empty()) out += ", ";
    out += '"';
    out += n;
    out += '"';
  }
  return out;
}

}  // namespace

std::string pointerJoin(const std::string& base, std::string_view token) {
  std::string out = base;
  out += '/';
  for (char ch : token) {
    if (ch == '~') {
      out += "~0";
    } else if (ch == '/') {
      out += "~1";
    } else {
      out += ch;
    }
  }
  return out;
}

std::string pointerJoin(const std::string& base, std::size_t index) {
  return base + '/' + std::to_string(index);
}

std::string typeName(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::object:
      return "an object";
    case Json::value_t::array:
      return "an array";
    case Json::value_t::string:
      return "a string";
    case Json::value_t::boolean:
      return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
      return "an integer";
    case Json::value_t::number_float:
      return "a fractional number";
    default:
      return "an unsupported value";
  }
}

std::string quote(const Json& value) {
  if (value.is_object() || value.is_array()) return typeName(value);
  std::string text = value.dump();
  constexpr std::size_t kMax = 40;
  if (text.size() > kMax) text = text.substr(0, kMax) + "…";
  return text;
}

std::optional<Rank> parseRankCode(std::string_view text) {
  for (int r = 1; r <= kRankCount; ++r) {
    if (kRankCodes[static_cast<std::size_t>(r)] == text) return static_cast<Rank>(r);
  }
  return std::nullopt;
}

std::string rankList(std::uint16_t mask) {
  std::string out;
  for (int r = 1; r <= kRankCount; ++r) {
    if (((mask >> r) & 1U) == 0) continue;
    if (!out.empty()) out += ", ";
    out += kRankCodes[static_cast<std::size_t>(r)];
  }
  return out;
}

void JsonChecker::error(const std::string& pointer, std::string message) {
  errors_.push_back(ProfileError{file_, pointer, std::move(message)});
}

ProfileError sentence(std::string file, std::string pointer, const char* code, SentenceArgs args) {
  std::string message = englishProblem(code, args);
  return ProfileError{std::move(file), std::move(pointer), std::move(message), code,
                      std::move(args)};
}

void JsonChecker::say(const std::string& pointer, const char* code, SentenceArgs args) {
  errors_.push_back(sentence(file_, pointer, code, std::move(args)));
}

void JsonChecker::onlyKeys(const Json& object, const std::string& pointer,
                           std::initializer_list<std::string_view> allowed) {
  if (!object.is_object()) return;
  for (const auto& [key, value] : object.items()) {
    bool known = false;
    for (std::string_view a : allowed)
      known = known || a == key;
    if (!known) {
      say(pointerJoin(pointer, key), "unknown_key",
          {{"key", key}, {"allowed", joinNames(allowed)}});
    }
  }
}

const Json* JsonChecker::object(const Json& parent, const std::string& pointer, const char* key,
                                bool required) {
  const auto it = parent.find(key);
  const std::string where = pointerJoin(pointer, key);
  if (it == parent.end()) {
    if (required) say(where, "missing_object");
    return nullptr;
  }
  if (!it->is_object()) {
    say(where, "not_object", {{"got", quote(*it)}});
    return nullptr;
  }
  return &*it;
}

const Json* JsonChecker::array(const Json& parent, const std::string& pointer, const char* key,
                               bool required) {
  const auto it = parent.find(key);
  const std::string where = pointerJoin(pointer, key);
  if (it == parent.end()) {
    if (required) say(where, "missing_array");
    return nullptr;
  }
  if (!it->is_array()) {
    say(where, "not_array", {{"got", quote(*it)}});
    return nullptr;
  }
  return &*it;
}

bool JsonChecker::boolean(const Json& parent, const std::string& pointer, const char* key,
                          bool fallback, bool required) {
  const auto it = parent.find(key);
  const std::string where = pointerJoin(pointer, key);
  if (it == parent.end()) {
    if (required) say(where, "missing_boolean");
    return fallback;
  }
  if (!it->is_boolean()) {
    say(where, "not_boolean", {{"got", quote(*it)}});
    return fallback;
  }
  return it->get<bool>();
}

std::optional<int> JsonChecker::integerValue(const Json& value, const std::string& pointer, int lo,
                                             int hi) {
  const SentenceArgs range = {{"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}};
  const auto notInteger = [&] {
    SentenceArgs args = range;
    args.emplace_back("got", quote(value));
    say(pointer, "not_integer", std::move(args));
  };
  if (!value.is_number_integer()) {
    notInteger();
    return std::nullopt;
  }
  // Compare in 64 bits first so a huge number cannot wrap into the range.
  const bool negative = value.is_number_unsigned() ? false : value.get<std::int64_t>() < 0;
  const std::int64_t v = negative ? value.get<std::int64_t>()
                                  : static_cast<std::int64_t>(std::min<std::uint64_t>(
                                        value.get<std::uint64_t>(), std::uint64_t{1} << 62));
  if (v < lo || v > hi) {
    notInteger();
    return std::nullopt;
  }
  return static_cast<int>(v);
}

int JsonChecker::integer(const Json& parent, const std::string& pointer, const char* key, int lo,
                         int hi, int fallback, bool required) {
  const auto it = parent.find(key);
  const std::string where = pointerJoin(pointer, key);
  if (it == parent.end()) {
    if (required) {
      say(where, "missing_integer", {{"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}});
    }
    return fallback;
  }
  return integerValue(*it, where, lo, hi).value_or(fallback);
}

std::string JsonChecker::string(const Json& parent, const std::string& pointer, const char* key,
                                std::string fallback, bool required, bool nonEmpty) {
  const auto it = parent.find(key);
  const std::string where = pointerJoin(pointer, key);
  if (it == parent.end()) {
    if (required) say(where, nonEmpty ? "missing_text" : "missing_string");
    return fallback;
  }
  if (!it->is_string() || (nonEmpty && it->get_ref<const std::string&>().empty())) {
    say(where, nonEmpty ? "not_text" : "not_string", {{"got", quote(*it)}});
    return fallback;
  }
  return it->get<std::string>();
}

int JsonChecker::choice(const Json& parent, const std::string& pointer, const char* key,
                        std::initializer_list<std::string_view> names, int fallback,
                        bool required) {
  const auto it = parent.find(key);
  const std::string where = pointerJoin(pointer, key);
  if (it == parent.end()) {
    if (required) say(where, "missing_choice", {{"choices", joinNames(names)}});
    return fallback;
  }
  if (it->is_string()) {
    int index = 0;
    for (std::string_view n : names) {
      if (n == it->get_ref<const std::string&>()) return index;
      ++index;
    }
  }
  say(where, "not_choice", {{"choices", joinNames(names)}, {"got", quote(*it)}});
  return fallback;
}

std::optional<Rank> JsonChecker::rank(std::string_view text, const std::string& pointer,
                                      std::uint16_t deckMask, std::string_view what) {
  const auto r = parseRankCode(text);
  if (!r) {
    say(pointer, "not_rank", {{"got", "\"" + std::string(text) + "\""}});
    return std::nullopt;
  }
  if (deckMask != 0 && ((deckMask >> static_cast<int>(*r)) & 1U) == 0) {
    say(pointer, "rank_not_in_deck",
        {{"what", std::string(what)}, {"rank", std::string(text)}, {"deck", rankList(deckMask)}});
    return std::nullopt;
  }
  return r;
}

std::uint16_t JsonChecker::rankMask(const Json& value, const std::string& pointer,
                                    std::uint16_t deckMask, std::string_view what) {
  if (!value.is_array()) {
    say(pointer, "not_rank_list", {{"got", quote(value)}});
    return 0;
  }
  std::uint16_t mask = 0;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string where = pointerJoin(pointer, i);
    if (!value[i].is_string()) {
      say(where, "not_rank", {{"got", quote(value[i])}});
      continue;
    }
    const std::string& text = value[i].get_ref<const std::string&>();
    const auto r = rank(text, where, deckMask, what);
    if (!r) continue;
    const auto bit = static_cast<std::uint16_t>(1U << static_cast<int>(*r));
    if ((mask & bit) != 0) {
      say(where, "rank_twice", {{"rank", text}});
      continue;
    }
    mask = static_cast<std::uint16_t>(mask | bit);
  }
  return mask;
}

}  // namespace ochos::rules::detail
