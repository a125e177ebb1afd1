#include "ochos/app/shell/antialiasing.hpp"

#include <SFML/Window/Context.hpp>
#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace ochos::app {
namespace {

constexpr unsigned kSamplesOnAGraphicsCard = 4;
constexpr unsigned kGlRenderer = 0x1F01;  // GL_RENDERER

std::string rendererName() {
  const sf::Context probe;  // active while it lives
  // Looked up rather than linked: the game links no OpenGL library of its own. One calling
  // convention on every platform the game is built for (64-bit).
  using GetString = const unsigned char* (*)(unsigned);
  const auto getString = reinterpret_cast<GetString>(sf::Context::getFunction("glGetString"));
  if (getString == nullptr) return "";
  const unsigned char* name = getString(kGlRenderer);
  return name == nullptr ? "" : reinterpret_cast<const char*>(name);
}

}  // namespace

bool isSoftwareRenderer(std::string_view rendererName) {
  std::string lower(rendererName);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  static constexpr std::array<std::string_view, 7> kSoftware = {
      "llvmpipe", "softpipe", "swrast", "software", "swr", "gdi generic", "basic render"};
  return std::any_of(kSoftware.begin(), kSoftware.end(),
                     [&](std::string_view word) { return lower.find(word) != std::string::npos; });
}

unsigned antialiasingSamples() {
  static const unsigned samples = isSoftwareRenderer(rendererName()) ? 0u : kSamplesOnAGraphicsCard;
  return samples;
}

}  // namespace ochos::app
