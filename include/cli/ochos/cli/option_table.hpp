#pragma once

// A command line described as a table of options: each names its spellings, whether it takes a
// value, its help line and a setter that checks and stores the value. One parser reads every
// program's arguments from its table and one formatter writes its --help, so the programs agree
// on the syntax ("--name value", "--name=value") and on the wording of their errors.

#include <charconv>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace ochos::cli {

// A setter's answer. A refused value names what the option expects ("a number from 2 to 8"), from
// which the parser writes "--players expects a number from 2 to 8, got '9'"; a refusal no such
// phrase fits gives the whole error line instead.
struct Verdict {
  bool taken = true;
  std::string expects;
  std::string message;

  static Verdict take() { return {}; }
  static Verdict expected(std::string what) { return {false, std::move(what), {}}; }
  static Verdict error(std::string line) { return {false, {}, std::move(line)}; }
};

// Stores an option's value (empty for a flag) in the program's options.
using Setter = std::function<Verdict(const std::string& value)>;

// A row of the table, most often {name, valueName, help, set}.
struct Option {
  std::string name;       // "--players"
  std::string valueName;  // "N", shown in the help; empty: a flag, which takes no value
  std::string help;       // its lines in the help, '\n' between them
  Setter set;
  std::string shortName = {};  // "-h", shown in the help beside the name; empty: none
  std::string alias = {};      // another accepted spelling, not shown ("--four-color")
  // --help, --version: given anywhere, it alone is acted on and no other argument is checked.
  bool standalone = false;
};

struct OptionTable {
  std::vector<Option> options;
  char quote = '\'';  // around the names and values an error quotes
};

struct Parsed {
  std::vector<std::string> positional;  // "-" and the arguments that do not start with '-'
  std::vector<std::string> given;       // the options read, by name, in order
  bool standalone = false;              // a standalone option was given (and nothing else read)
  std::string error;                    // one line; empty on success
  std::string unknown;                  // the name an "unknown option" error is about
  bool ok() const { return error.empty(); }
};

// Reads `args` (the program name left out) against the table, calling each option's setter in
// the order given; stops at the first error.
Parsed parse(const OptionTable& table, const std::vector<std::string>& args);

// The help lines of `options`: "  -h, --help N" and the help text from `column` on (further
// lines of the text are indented to it; a longer label is followed by two spaces).
std::string describe(const std::vector<Option>& options, std::size_t column);

// The whole text must be the number: no sign on an unsigned type, no spaces, no trailing
// characters, no overflow, and for a real number neither infinity nor NaN.
template <typename T>
std::optional<T> parseNumber(std::string_view text) {
  static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>);
  T value{};
  const char* end = text.data() + text.size();
  const auto [stop, problem] = std::from_chars(text.data(), end, value);
  if (problem != std::errc() || stop != end) return std::nullopt;
  if constexpr (std::is_floating_point_v<T>)
    if (!std::isfinite(value)) return std::nullopt;
  return value;
}

// Setters for the usual kinds of value. `out` must outlive the table.
Setter flag(bool& out, bool value = true);
Setter text(std::string& out);
Setter append(std::vector<std::string>& out);
// One of `allowed`, else refused as `expects`.
Setter choice(std::string& out, std::vector<std::string> allowed, std::string expects);

// A number from `min` to `max`, else refused as `expects`.
template <typename T>
Setter number(T& out, T min, T max, std::string expects) {
  return [&out, min, max, expects = std::move(expects)](const std::string& value) {
    const std::optional<T> n = parseNumber<T>(value);
    if (!n || *n < min || *n > max) return Verdict::expected(expects);
    out = *n;
    return Verdict::take();
  };
}

}  // namespace ochos::cli
