#pragma once

// The table around a kept game (names, strengths, the human's seat) as the game's own files write
// it: the saved match and the recent hands share one shape.

#include <nlohmann/json_fwd.hpp>

#include "ochos/store/saved_match.hpp"

namespace ochos::store {

nlohmann::json tableToJson(const TableInfo& table);

// Our own output: anything off the expected shape, or a table that does not seat `players`,
// throws (json::at and get throw too), and the caller takes the file as damaged.
TableInfo tableFromJson(const nlohmann::json& j, int players);

// The whole number at `key` when it fits an int, else throws std::out_of_range (get<int> would
// convert 1e300 without a word).
int intFromJson(const nlohmann::json& j, const char* key);

}  // namespace ochos::store
