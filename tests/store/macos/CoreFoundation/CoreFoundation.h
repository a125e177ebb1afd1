#pragma once

// A stand-in for the few CoreFoundation declarations src/store/system_language.cpp uses on
// macOS, with Apple's documented signatures, so that its macOS branch is compiled and run on
// the machines that build and test the game (core_foundation_stand_in.cpp implements them).

using CFIndex = long;
using CFStringEncoding = unsigned int;
using Boolean = unsigned char;
using CFTypeRef = const void*;
using CFArrayRef = const struct __CFArray*;
using CFStringRef = const struct __CFString*;

constexpr CFStringEncoding kCFStringEncodingUTF8 = 0x08000100;

extern "C" {
CFArrayRef CFLocaleCopyPreferredLanguages(void);
CFIndex CFArrayGetCount(CFArrayRef theArray);
const void* CFArrayGetValueAtIndex(CFArrayRef theArray, CFIndex idx);
Boolean CFStringGetCString(CFStringRef theString, char* buffer, CFIndex bufferSize,
                           CFStringEncoding encoding);
void CFRelease(CFTypeRef cf);
}
