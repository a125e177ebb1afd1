#include "ochos/cli/option_table.hpp"

#include <algorithm>

namespace ochos::cli {
namespace {

const Option* find(const OptionTable& table, std::string_view spelling) {
  for (const Option& o : table.options)
    if (spelling == o.name || (!o.shortName.empty() && spelling == o.shortName) ||
        (!o.alias.empty() && spelling == o.alias))
      return &o;
  return nullptr;
}

bool isOption(const std::string& arg) {
  return arg.size() > 1 && arg[0] == '-';
}

// A standalone option anywhere wins over everything else on the line.
const Option* standaloneIn(const OptionTable& table, const std::vector<std::string>& args) {
  for (const std::string& arg : args)
    if (const Option* o = find(table, arg); o != nullptr && o->standalone) return o;
  return nullptr;
}

class Reader {
 public:
  Reader(const OptionTable& table, const std::vector<std::string>& args, Parsed& out)
      : table_(table), args_(args), out_(out) {}

  void readAll() {
    for (i_ = 0; i_ < args_.size() && out_.ok(); ++i_) {
      if (isOption(args_[i_]))
        readOption(args_[i_]);
      else
        out_.positional.push_back(args_[i_]);
    }
  }

 private:
  std::string quoted(const std::string& s) const { return table_.quote + s + table_.quote; }

  void readOption(const std::string& arg) {
    const std::size_t eq = arg.rfind("--", 0) == 0 ? arg.find('=') : std::string::npos;
    const std::string spelling = arg.substr(0, eq);
    const Option* option = find(table_, spelling);
    if (option == nullptr) {
      out_.unknown = spelling;
      out_.error = "unknown option " + quoted(spelling);
      return;
    }
    std::string value;
    if (option->valueName.empty()) {
      if (eq != std::string::npos) {
        out_.error = "option " + quoted(option->name) + " takes no value";
        return;
      }
    } else if (eq != std::string::npos) {
      value = arg.substr(eq + 1);
    } else if (i_ + 1 < args_.size()) {
      value = args_[++i_];
    } else {
      out_.error = "option " + quoted(option->name) + " needs a value";
      return;
    }
    if (!option->valueName.empty() && value.empty()) {
      out_.error = "option " + quoted(option->name) + " needs a non-empty value";
      return;
    }
    out_.given.push_back(option->name);
    const Verdict verdict = option->set(value);
    if (verdict.taken) return;
    out_.error = !verdict.message.empty()
                     ? verdict.message
                     : option->name + " expects " + verdict.expects + ", got " + quoted(value);
  }

  const OptionTable& table_;
  const std::vector<std::string>& args_;
  Parsed& out_;
  std::size_t i_ = 0;
};

}  // namespace

Parsed parse(const OptionTable& table, const std::vector<std::string>& args) {
  Parsed parsed;
  if (const Option* o = standaloneIn(table, args)) {
    parsed.standalone = true;
    parsed.given.push_back(o->name);
    o->set({});
    return parsed;
  }
  Reader(table, args, parsed).readAll();
  return parsed;
}

std::string describe(const std::vector<Option>& options, std::size_t column) {
  std::string text;
  for (const Option& o : options) {
    std::string label = "  ";
    if (!o.shortName.empty()) label += o.shortName + ", ";
    label += o.name;
    if (!o.valueName.empty()) label += " " + o.valueName;
    label.append(label.size() + 2 <= column ? column - label.size() : 2, ' ');
    text += label;
    for (const char c : o.help) {
      text += c;
      if (c == '\n') text.append(column, ' ');
    }
    text += '\n';
  }
  return text;
}

Setter flag(bool& out, bool value) {
  return [&out, value](const std::string&) {
    out = value;
    return Verdict::take();
  };
}

Setter text(std::string& out) {
  return [&out](const std::string& value) {
    out = value;
    return Verdict::take();
  };
}

Setter append(std::vector<std::string>& out) {
  return [&out](const std::string& value) {
    out.push_back(value);
    return Verdict::take();
  };
}

Setter choice(std::string& out, std::vector<std::string> allowed, std::string expects) {
  return [&out, allowed = std::move(allowed), expects = std::move(expects)](const std::string& v) {
    if (std::find(allowed.begin(), allowed.end(), v) == allowed.end())
      return Verdict::expected(expects);
    out = v;
    return Verdict::take();
  };
}

}  // namespace ochos::cli
