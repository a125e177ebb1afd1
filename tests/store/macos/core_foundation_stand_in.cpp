#include "core_foundation_stand_in.hpp"

#include <cstring>
#include <memory>

#include "CoreFoundation/CoreFoundation.h"

struct __CFString {
  std::string utf8;
};

struct __CFArray {
  std::vector<__CFString> strings;
};

namespace core_foundation_stand_in {
namespace {

std::optional<std::vector<std::string>> preferred;
int outstanding = 0;

}  // namespace

void setPreferredLanguages(std::optional<std::vector<std::string>> languages) {
  preferred = std::move(languages);
}

int unreleasedArrays() {
  return outstanding;
}

}  // namespace core_foundation_stand_in

using core_foundation_stand_in::outstanding;
using core_foundation_stand_in::preferred;

extern "C" {

CFArrayRef CFLocaleCopyPreferredLanguages(void) {
  if (!preferred) return nullptr;
  auto array = std::make_unique<__CFArray>();
  for (const std::string& tag : *preferred)
    array->strings.push_back({tag});
  ++outstanding;
  return array.release();
}

CFIndex CFArrayGetCount(CFArrayRef theArray) {
  return static_cast<CFIndex>(theArray->strings.size());
}

const void* CFArrayGetValueAtIndex(CFArrayRef theArray, CFIndex idx) {
  return &theArray->strings.at(static_cast<std::size_t>(idx));
}

Boolean CFStringGetCString(CFStringRef theString, char* buffer, CFIndex bufferSize,
                           CFStringEncoding encoding) {
  if (encoding != kCFStringEncodingUTF8) return 0;
  if (static_cast<CFIndex>(theString->utf8.size()) >= bufferSize) return 0;
  std::memcpy(buffer, theString->utf8.c_str(), theString->utf8.size() + 1);
  return 1;
}

void CFRelease(CFTypeRef cf) {
  delete static_cast<const __CFArray*>(cf);
  --outstanding;
}
}
