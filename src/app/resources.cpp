#include "ochos/app/resources.hpp"

#include <SFML/System/Err.hpp>
#include <cstdlib>
#include <sstream>
#include <system_error>

#ifndef OCHOS_SOURCE_RESOURCE_DIR
#define OCHOS_SOURCE_RESOURCE_DIR "resources"
#endif

namespace ochos::app {
namespace fs = std::filesystem;

fs::path resourceDir() {
  std::error_code ec;
  if (const char* env = std::getenv("OCHOS_RESOURCE_DIR"); env != nullptr && *env != 0) {
    return fs::path(env);
  }
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    for (const fs::path& candidate : {exe.parent_path() / "resources",
                                      exe.parent_path().parent_path() / "share" / "ochos-locos"}) {
      if (fs::is_directory(candidate / "fonts", ec)) return candidate;
    }
  }
  return fs::path(OCHOS_SOURCE_RESOURCE_DIR);
}

void loadFonts(Fonts& fonts) {
  const fs::path dir = resourceDir() / "fonts";
  // SFML prints its own failure lines; ours is clearer, so silence it while trying.
  std::ostringstream sink;
  std::streambuf* previous = sf::err().rdbuf(sink.rdbuf());
  std::error_code ec;
  const fs::path regular = dir / "DejaVuSans.ttf";
  const fs::path bold = dir / "DejaVuSans-Bold.ttf";
  fonts.hasRegular = fs::exists(regular, ec) && fonts.regular.loadFromFile(regular.string());
  fonts.hasBold = fs::exists(bold, ec) && fonts.bold.loadFromFile(bold.string());
  sf::err().rdbuf(previous);
  if (!fonts.hasRegular && !fonts.hasBold) {
    fonts.problem = "No font found (looked for " + regular.string() + " and " + bold.string() +
                    "; set OCHOS_RESOURCE_DIR to the game's resources folder). The game runs "
                    "without text.";
  } else if (!fonts.hasRegular || !fonts.hasBold) {
    fonts.problem = "Font missing: " + (fonts.hasRegular ? bold : regular).string() +
                    "; using the other one for all text.";
  }
}

}  // namespace ochos::app
