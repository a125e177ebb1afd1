#include "ochos/app/resources.hpp"

#include "ochos/embedded_resources.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/translator.hpp"

#include <SFML/System/Err.hpp>
#include <optional>
#include <sstream>
#include <string_view>
#include <system_error>

namespace ochos::app {
namespace fs = std::filesystem;

// One lookup for every resource, shared with the rule profiles (rules::resourceDir).
fs::path resourceDir() {
  return rules::resourceDir();
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
  // The copies compiled into the executable, for a game started without its share/ folder.
  const auto loadEmbedded = [](sf::Font& font, const char* path) {
    const std::optional<std::string_view> bytes = embedded::find(path);
    return bytes && font.loadFromMemory(bytes->data(), bytes->size());
  };
  if (!fonts.hasRegular) fonts.hasRegular = loadEmbedded(fonts.regular, "fonts/DejaVuSans.ttf");
  if (!fonts.hasBold) fonts.hasBold = loadEmbedded(fonts.bold, "fonts/DejaVuSans-Bold.ttf");
  sf::err().rdbuf(previous);
  if (!fonts.hasRegular && !fonts.hasBold) {
    fonts.problem = "No font found (looked for " + regular.string() + " and " + bold.string() +
                    "; set OCHOS_RESOURCE_DIR to the game's resources folder). The game runs "
                    "without text.";
  } else if (!fonts.hasRegular || !fonts.hasBold) {
    fonts.problem =
        store::tr("app.font_missing", {{"file", (fonts.hasRegular ? bold : regular).string()}});
  }
}

}  // namespace ochos::app
