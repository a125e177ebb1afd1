// The built-in profiles compiled into the executable (cmake/EmbedResources.cmake), for a game
// started without its share/ folder.

#include "ochos/embedded_resources.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::rules {

const std::vector<ProfileText>& embeddedProfiles() {
  static const std::vector<ProfileText> profiles = [] {
    constexpr std::string_view folder = "profiles/";
    std::vector<ProfileText> found;
    for (const embedded::File& file : embedded::files()) {
      if (file.path.substr(0, folder.size()) == folder) {
        found.push_back({std::string(file.path.substr(folder.size())), file.data});
      }
    }
    return found;
  }();
  return profiles;
}

}  // namespace ochos::rules
