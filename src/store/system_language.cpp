#include "ochos/store/system_language.hpp"

#include <algorithm>
#include <cctype>

#if defined(_WIN32)
#include <windows.h>
#elif defined(__APPLE__)
#include <CoreFoundation/CoreFoundation.h>
#endif

namespace ochos::store {
namespace {

// "de_DE.UTF-8@euro" -> "de-DE"; "C" and "POSIX" name no language.
std::string tagFromLocale(std::string locale) {
  locale = locale.substr(0, locale.find_first_of(".@"));
  if (locale.empty() || locale == "C" || locale == "POSIX") return {};
  std::replace(locale.begin(), locale.end(), '_', '-');
  return locale;
}

std::string normalised(std::string_view tag) {
  std::string out;
  for (char c : tag)
    out += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string primary(std::string_view tag) {
  return normalised(tag.substr(0, tag.find_first_of("-_")));
}

#if defined(__APPLE__)
std::string preferredMacLanguage() {
  CFArrayRef languages = CFLocaleCopyPreferredLanguages();
  if (languages == nullptr) return {};
  std::string tag;
  if (CFArrayGetCount(languages) > 0) {
    const auto first = static_cast<CFStringRef>(CFArrayGetValueAtIndex(languages, 0));
    char buffer[64] = {};
    if (CFStringGetCString(first, buffer, sizeof buffer, kCFStringEncodingUTF8)) tag = buffer;
  }
  CFRelease(languages);
  return tag;
}
#endif

}  // namespace

std::string languageFromEnvironment(const EnvironmentLookup& environment) {
  // The first of these that is set decides, as for gettext: LC_ALL overrides the others.
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    if (const std::optional<std::string> value = environment(name)) return tagFromLocale(*value);
  }
  return {};
}

std::string systemLanguage() {
#if defined(_WIN32)
  wchar_t name[LOCALE_NAME_MAX_LENGTH] = {};
  const LCID locale = MAKELCID(GetUserDefaultUILanguage(), SORT_DEFAULT);
  if (LCIDToLocaleName(locale, name, LOCALE_NAME_MAX_LENGTH, 0) <= 0) return {};
  std::string tag;
  for (const wchar_t* c = name; *c != 0; ++c)
    tag += static_cast<char>(*c);  // locale names are ASCII ("de-DE")
  return tag;
#elif defined(__APPLE__)
  return preferredMacLanguage();
#else
  return languageFromEnvironment(processEnvironment());
#endif
}

std::string bestLanguage(std::string_view wanted, const std::vector<std::string>& available) {
  if (wanted.empty()) return "en";
  for (const std::string& code : available)
    if (normalised(code) == normalised(wanted)) return code;
  for (const std::string& code : available)
    if (primary(code) == primary(wanted)) return code;
  return "en";
}

}  // namespace ochos::store
