// Reading JSON files that people edit by hand: syntax errors with line and column, and repeated
// keys, which nlohmann::json would otherwise resolve silently by keeping the last one.

#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>
#include <utility>

#include "json_checker.hpp"

namespace ochos::rules {

using detail::Json;

namespace {

struct Frame {
  bool object = false;
  std::vector<std::string> keys;  // seen in this object
  std::string token;              // the member or element being read
  std::size_t elements = 0;       // arrays: elements started
};

std::string framePointer(const std::vector<Frame>& frames) {
  std::string out;
  for (const Frame& f : frames)
    out = detail::pointerJoin(out, f.token);
  return out;
}

// The length of the UTF-8 sequence that starts with `lead`, or 0 when no sequence starts so.
std::size_t sequenceLength(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 0;
}

// Whether `text` can be JSON text at all: UTF-8 without control characters other than tabs and
// line breaks. An image, an archive or random bytes is not, and its bytes are never quoted back.
bool isText(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if ((lead < 0x20 && lead != '\t' && lead != '\n' && lead != '\r') || lead == 0x7F) return false;
    const std::size_t length = sequenceLength(lead);
    if (length == 0 || i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k)
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
    i += length;
  }
  return true;
}

}  // namespace

std::optional<nlohmann::json> readJsonFile(const std::filesystem::path& path,
                                           const std::string& label,
                                           std::vector<ProfileError>& errors) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    errors.push_back(detail::sentence(label, "", "cannot_open"));
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return readJsonText(text.str(), label, errors);
}

std::optional<nlohmann::json> readJsonText(std::string_view text, const std::string& label,
                                           std::vector<ProfileError>& errors) {
  if (!isText(text)) {
    errors.push_back(detail::sentence(label, "", "not_json_text"));
    return std::nullopt;
  }
  std::vector<Frame> frames;
  std::vector<ProfileError> duplicates;
  const auto startElement = [&frames]() {
    if (!frames.empty() && !frames.back().object) {
      frames.back().token = std::to_string(frames.back().elements++);
    }
  };
  const Json::parser_callback_t callback = [&](int /*depth*/, Json::parse_event_t event,
                                               Json& parsed) {
    switch (event) {
      case Json::parse_event_t::object_start:
      case Json::parse_event_t::array_start:
        startElement();
        frames.push_back(Frame{event == Json::parse_event_t::object_start, {}, {}, 0});
        break;
      case Json::parse_event_t::key: {
        Frame& f = frames.back();
        const std::string key = parsed.get<std::string>();
        f.token = key;
        bool seen = false;
        for (const std::string& k : f.keys)
          seen = seen || k == key;
        if (seen) {
          duplicates.push_back(
              detail::sentence(label, framePointer(frames), "key_twice", {{"key", key}}));
        } else {
          f.keys.push_back(key);
        }
        break;
      }
      case Json::parse_event_t::value:
        startElement();
        break;
      case Json::parse_event_t::object_end:
      case Json::parse_event_t::array_end:
        if (!frames.empty()) frames.pop_back();
        break;
    }
    return true;
  };
  try {
    Json doc = Json::parse(text, callback);
    if (!duplicates.empty()) {
      errors.insert(errors.end(), duplicates.begin(), duplicates.end());
      return std::nullopt;
    }
    // in_place: a Json converts to almost anything, and GCC 16 reads `return doc;` as a
    // conversion of the document rather than the optional's construction.
    return std::optional<Json>(std::in_place, std::move(doc));
  } catch (const Json::exception& e) {
    // A syntax error (parse_error) or a number too large for any type (out_of_range, "1e400").
    // nlohmann's text already says "parse error at line L, column C: …"; drop its id prefix.
    std::string what = e.what();
    const auto close = what.find("] ");
    if (what.rfind("[json.exception", 0) == 0 && close != std::string::npos) {
      what = what.substr(close + 2);
    }
    errors.push_back(detail::sentence(label, "", "not_json", {{"detail", what}}));
    return std::nullopt;
  }
}

namespace detail {

std::vector<std::string> variantOrderInText(std::string_view text) {
  const auto doc = nlohmann::ordered_json::parse(text, nullptr, false);
  std::vector<std::string> order;
  if (doc.is_object() && doc.contains("variants") && doc["variants"].is_object()) {
    for (const auto& [key, value] : doc["variants"].items())
      order.push_back(key);
  }
  return order;
}

}  // namespace detail

}  // namespace ochos::rules
