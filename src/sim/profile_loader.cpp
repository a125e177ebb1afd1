#include "profile_loader.hpp"

#include <filesystem>

#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::sim {

LoadedRules loadRules(const std::string& idOrPath, const std::vector<std::string>& variants,
                      int players) {
  LoadedRules out;
  const auto library = rules::ProfileLibrary::loadDefault();
  rules::BuildResult built = library.build(idOrPath, variants);
  if (!built) {
    std::string message;
    for (const auto& e : built.errors) {
      if (!message.empty()) message += "; ";
      message += e.toString();
    }
    if (message.empty()) message = "unknown profile '" + idOrPath + "'";
    const std::filesystem::path path = pathFromUtf8(idOrPath);
    const bool looksLikePath = idOrPath.find('/') != std::string::npos ||
                               idOrPath.find('\\') != std::string::npos ||
                               path.extension() == ".json";
    if (looksLikePath && !std::filesystem::exists(path)) {
      message = "no profile file '" + idOrPath + "'";
    } else if (library.find(idOrPath) == nullptr && !std::filesystem::exists(path)) {
      std::string known;
      for (const auto& p : library.profiles())
        known += (known.empty() ? "" : ", ") + p.id;
      message =
          "unknown profile '" + idOrPath + "' (known: " + known + ", or a path to a .json file)";
    }
    out.error = message;
    return out;
  }
  const engine::RuleSet& r = *built.rules;
  if (players < r.minPlayers || players > r.maxPlayers) {
    out.error = "profile '" + r.id + "' is for " + std::to_string(r.minPlayers) + " to " +
                std::to_string(r.maxPlayers) + " players, not " + std::to_string(players);
    return out;
  }
  out.rules = built.rules;
  return out;
}

}  // namespace ochos::sim
