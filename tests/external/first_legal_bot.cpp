// A bot for the external-agent tests that needs no interpreter, so the bot protocol and the
// child-process code are tested on every platform (Windows has no python3 to run the example
// bot): it answers every "act" and "react" with the first legal action offered.
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    const auto message = nlohmann::json::parse(line, nullptr, false);
    if (message.is_discarded()) return 1;
    const std::string kind = message.value("type", "");
    if (kind == "quit") break;
    if (kind != "act" && kind != "react") continue;  // "hello", "new_match": nothing to answer
    const auto& legal = message["observation"]["legal"];
    std::cout << (legal.empty() ? nlohmann::json{{"none", true}} : legal.front()).dump() << '\n'
              << std::flush;
  }
  return 0;
}
