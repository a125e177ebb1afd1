#include "ochos/store/versioned_file.hpp"

#include <system_error>

#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::store {

namespace fs = std::filesystem;

LoadedFile setAsideFile(const fs::path& path, SetAsideReason reason,
                        const SetAsideMessages& messages) {
  LoadedFile out;
  const SetAsideResult moved = setAside(path, reason);
  if (moved.moved) {
    out.status = LoadedFile::Status::SetAside;
    out.setAsidePath = moved.newPath;
    out.message = i18n::tr(reason == SetAsideReason::Corrupt ? messages.corrupt : messages.newer,
                           {{"file", utf8(moved.newPath.filename())}});
  } else {
    out.status = LoadedFile::Status::KeptInPlace;
    out.message = i18n::tr("store.unreadable_kept", {{"file", utf8(path)}, {"error", moved.error}});
  }
  return out;
}

LoadedFile loadVersionedFile(const fs::path& path, int currentVersion,
                             const SetAsideMessages& messages) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return {};
  const auto text = readWholeFile(path);
  if (!text) {
    // Unreadable (permissions, a folder in its place): leave it alone and do not write over it.
    LoadedFile out;
    out.status = LoadedFile::Status::KeptInPlace;
    out.message =
        i18n::tr("store.unreadable_kept", {{"file", utf8(path)}, {"error", "cannot read"}});
    return out;
  }
  nlohmann::json document = nlohmann::json::parse(*text, nullptr, false);
  if (document.is_discarded() || !document.is_object()) {
    return setAsideFile(path, SetAsideReason::Corrupt, messages);
  }
  const auto version = document.find("version");
  if (version == document.end() || !version->is_number_integer() || version->get<long long>() < 1) {
    return setAsideFile(path, SetAsideReason::Corrupt, messages);
  }
  if (version->get<long long>() > currentVersion) {
    return setAsideFile(path, SetAsideReason::Newer, messages);
  }
  LoadedFile out;
  out.status = LoadedFile::Status::Loaded;
  out.document = std::move(document);
  return out;
}

std::string documentText(const nlohmann::json& document) {
  return document.dump(2) + "\n";
}

}  // namespace ochos::store
