#include "ochos/app/shell/resources.hpp"

#include "ochos/embedded_resources.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/sfml/graphics.hpp"

#include <SFML/System/Err.hpp>
#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>

namespace ochos::app {
namespace fs = std::filesystem;

// One lookup for every resource, shared with the rule profiles (rules::resourceDir).
fs::path resourceDir() {
  return rules::resourceDir();
}

bool loadFontFile(sf::Font& font, std::shared_ptr<const std::string>& bytes, const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream text;
  text << in.rdbuf();
  auto read = std::make_shared<const std::string>(text.str());
  if (!openFontFromMemory(font, read->data(), read->size())) return false;
  bytes = std::move(read);
  return true;
}

void loadFonts(Fonts& fonts) {
  const fs::path dir = resourceDir() / "fonts";
  // SFML prints its own failure lines; ours is clearer, so silence it while trying.
  std::ostringstream sink;
  std::streambuf* previous = sf::err().rdbuf(sink.rdbuf());
  const fs::path regular = dir / "DejaVuSans.ttf";
  const fs::path bold = dir / "DejaVuSans-Bold.ttf";
  fonts.hasRegular = loadFontFile(fonts.regular, fonts.regularBytes, regular);
  fonts.hasBold = loadFontFile(fonts.bold, fonts.boldBytes, bold);
  if (fonts.hasRegular) fonts.regularData = *fonts.regularBytes;
  if (fonts.hasBold) fonts.boldData = *fonts.boldBytes;
  // The copies compiled into the executable, for a game started without its share/ folder.
  const auto loadEmbedded = [](sf::Font& font, std::string_view& data, const char* path) {
    const std::optional<std::string_view> bytes = embedded::find(path);
    if (!bytes || !openFontFromMemory(font, bytes->data(), bytes->size())) return false;
    data = *bytes;
    return true;
  };
  if (!fonts.hasRegular)
    fonts.hasRegular = loadEmbedded(fonts.regular, fonts.regularData, "fonts/DejaVuSans.ttf");
  if (!fonts.hasBold)
    fonts.hasBold = loadEmbedded(fonts.bold, fonts.boldData, "fonts/DejaVuSans-Bold.ttf");
  sf::err().rdbuf(previous);
  if (!fonts.hasRegular && !fonts.hasBold) {
    fonts.problem = "No font found (looked for " + ochos::utf8(regular) + " and " +
                    ochos::utf8(bold) +
                    "; set OCHOS_RESOURCE_DIR to the game's resources folder). The game runs "
                    "without text.";
  } else if (!fonts.hasRegular || !fonts.hasBold) {
    fonts.problem =
        i18n::tr("app.font_missing", {{"file", ochos::utf8(fonts.hasRegular ? bold : regular)}});
  }
}

}  // namespace ochos::app
