#include "ochos/store/table_json.hpp"

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

namespace ochos::store {

using nlohmann::json;

json tableToJson(const TableInfo& table) {
  json seats = json::array();
  for (const SeatInfo& s : table.seats)
    seats.push_back({{"name", s.name}, {"strength", s.strength}});
  return {{"seats", std::move(seats)}, {"human_seat", table.humanSeat}};
}

int intFromJson(const json& j, const char* key) {
  const json& value = j.at(key);
  const bool fits = value.is_number_unsigned()
                        ? value.get<std::uint64_t>() <= std::numeric_limits<int>::max()
                        : value.is_number_integer() &&
                              value.get<std::int64_t>() >= std::numeric_limits<int>::min() &&
                              value.get<std::int64_t>() <= std::numeric_limits<int>::max();
  if (!fits) throw std::out_of_range(std::string(key) + " is not a small whole number");
  return static_cast<int>(value.get<std::int64_t>());
}

TableInfo tableFromJson(const json& j, int players) {
  TableInfo table;
  for (const json& s : j.at("seats"))
    table.seats.push_back({s.at("name").get<std::string>(), s.at("strength").get<std::string>()});
  table.humanSeat = intFromJson(j, "human_seat");
  if (static_cast<int>(table.seats.size()) != players || table.humanSeat < 0 ||
      table.humanSeat >= players) {
    throw std::out_of_range("the table does not match the game's players");
  }
  return table;
}

}  // namespace ochos::store
