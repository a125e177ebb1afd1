#include "ochos/rules/profile_library.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <system_error>

#include "json_checker.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "profile_parser.hpp"

namespace ochos::rules {

namespace fs = std::filesystem;

std::string ProfileError::toString() const {
  std::string out = file;
  if (!pointer.empty()) out += (out.empty() ? "" : ": ") + pointer;
  out += (out.empty() ? "" : ": ") + message;
  return out;
}

namespace {

// A file that is not text at all is said to be no rule profile, without its bytes.
void sayNotAProfile(std::vector<ProfileError>& errors, const std::string& label) {
  for (ProfileError& e : errors)
    if (e.code == "not_json_text") e = detail::sentence(label, "", "not_profile_text");
}

}  // namespace

BuildResult loadRuleSetFile(const fs::path& path, const std::vector<std::string>& variants) {
  BuildResult result;
  const std::string label = utf8(path);
  const auto doc = readJsonFile(path, label, result.errors);
  sayNotAProfile(result.errors, label);
  if (!doc) return result;
  result.errors = detail::checkProfile(*doc, label, false);
  if (!result.errors.empty()) return result;
  return buildRuleSet(*doc, variants, label);
}

namespace {

std::vector<fs::path> jsonFilesIn(const fs::path& dir, std::error_code& ec) {
  std::vector<fs::path> files;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code typeError;
    if (it->path().extension() == ".json" && it->is_regular_file(typeError)) {
      files.push_back(it->path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string labelFor(const fs::path& file, bool builtIn) {
  return builtIn ? "<built-in>/" + utf8(file.filename()) : utf8(file);
}

}  // namespace

void ProfileLibrary::add(const fs::path& file, std::string_view text, bool builtIn) {
  const std::string label = labelFor(file, builtIn);
  std::vector<ProfileError> errors;
  const auto doc = readJsonText(text, label, errors);
  sayNotAProfile(errors, label);
  if (doc) errors = validateProfile(*doc, label);
  if (errors.empty()) {
    const std::string id = (*doc)["id"].get<std::string>();
    if (const ProfileInfo* other = find(id)) {
      errors.push_back(detail::sentence(
          label, "/id", "id_taken", {{"id", id}, {"file", labelFor(other->path, other->builtIn)}}));
    }
  }
  if (!errors.empty()) {
    broken_.push_back({file, std::move(errors)});
    return;
  }
  ProfileInfo info;
  info.id = (*doc)["id"].get<std::string>();
  info.name = (*doc)["name"].get<std::string>();
  info.description = doc->value("description", "");
  info.source = doc->value("source", "");
  info.path = file;
  info.builtIn = builtIn;
  info.variants = describeVariants(*doc);
  const std::vector<std::string> order = detail::variantOrderInText(text);
  const auto rankOf = [&order](const VariantInfo& v) {
    return std::find(order.begin(), order.end(), v.id) - order.begin();
  };
  std::stable_sort(
      info.variants.begin(), info.variants.end(),
      [&](const VariantInfo& a, const VariantInfo& b) { return rankOf(a) < rankOf(b); });
  info.minPlayers = (*doc)["players"]["min"].get<int>();
  info.maxPlayers = (*doc)["players"]["max"].get<int>();
  info.document = *doc;
  profiles_.push_back(std::move(info));
}

void ProfileLibrary::addFolder(const fs::path& dir, bool builtIn) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) {
    // A user who never made a profile has no folder; that is not a problem.
    if (builtIn) {
      broken_.push_back({dir, {detail::sentence(utf8(dir), "", "no_built_in_folder")}});
    }
    return;
  }
  const std::vector<fs::path> files = jsonFilesIn(dir, ec);
  if (ec) {
    broken_.push_back(
        {dir, {detail::sentence(utf8(dir), "", "cannot_list", {{"detail", ec.message()}})}});
    return;
  }
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      broken_.push_back({file, {detail::sentence(labelFor(file, builtIn), "", "cannot_open")}});
      continue;
    }
    std::ostringstream text;
    text << in.rdbuf();
    add(file, text.str(), builtIn);
  }
}

ProfileLibrary ProfileLibrary::load(const fs::path& builtInDir,
                                    const std::optional<fs::path>& userDir) {
  ProfileLibrary library;
  library.addFolder(builtInDir, true);
  if (userDir) library.addFolder(*userDir, false);
  return library;
}

ProfileLibrary ProfileLibrary::load(const std::vector<ProfileText>& builtIn,
                                    const std::optional<fs::path>& userDir) {
  ProfileLibrary library;
  for (const ProfileText& profile : builtIn)
    library.add(pathFromUtf8(profile.fileName), profile.text, true);
  if (userDir) library.addFolder(*userDir, false);
  return library;
}

ProfileLibrary ProfileLibrary::loadDefault() {
  // A lone executable, copied away from its share/ folder, still has the profiles it was built
  // with; files on disk win, so an installed game can be updated or modded without a rebuild.
  const fs::path dir = builtInProfileDir();
  std::error_code ec;
  if (!fs::exists(dir, ec) && !embeddedProfiles().empty()) {
    return load(embeddedProfiles(), userProfileDir());
  }
  return load(dir, userProfileDir());
}

const ProfileInfo* ProfileLibrary::find(const std::string& id) const {
  for (const ProfileInfo& p : profiles_) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

bool ProfileLibrary::namesAFile(const std::string& idOrPath) {
  return idOrPath.find('/') != std::string::npos || idOrPath.find('\\') != std::string::npos ||
         pathFromUtf8(idOrPath).extension() == ".json";
}

BuildResult ProfileLibrary::build(const std::string& idOrPath,
                                  const std::vector<std::string>& variants) const {
  if (const ProfileInfo* info = find(idOrPath)) {
    return buildRuleSet(info->document, variants, labelFor(info->path, info->builtIn));
  }
  if (namesAFile(idOrPath)) return loadRuleSetFile(pathFromUtf8(idOrPath), variants);

  std::string known;
  for (const ProfileInfo& p : profiles_)
    known += (known.empty() ? "" : ", ") + p.id;
  std::string brokenFiles;  // a file named after the id that could not be read
  for (const BrokenProfile& b : broken_) {
    if (utf8(b.path.stem()) == idOrPath)
      brokenFiles += (brokenFiles.empty() ? "" : ", ") + utf8(b.path);
  }
  const char* code = known.empty()
                         ? (brokenFiles.empty() ? "unknown_profile_none_known"
                                                : "unknown_profile_none_known_broken")
                         : (brokenFiles.empty() ? "unknown_profile" : "unknown_profile_broken");
  SentenceArgs args = {{"id", idOrPath}};
  if (!known.empty()) args.emplace_back("known", known);
  if (!brokenFiles.empty()) args.emplace_back("file", brokenFiles);
  BuildResult result;
  result.errors.push_back(detail::sentence(idOrPath, "", code, std::move(args)));
  return result;
}

}  // namespace ochos::rules
