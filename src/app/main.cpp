#include <chrono>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "ochos/app/app.hpp"
#include "ochos/app/app_options.hpp"
#include "ochos/app/parent_console.hpp"

int main(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  ochos::app::attachParentConsole();
  const std::vector<std::string> args(argv + 1, argv + argc);
  const ochos::app::ParsedOptions parsed = ochos::app::parseOptions(args);
  if (!parsed.error.empty()) {
    // Every usage error says where the options are listed, as ochos-sim's do.
    std::cerr << "ochos-locos: " << parsed.error << "\nTry 'ochos-locos --help' for the options.\n";
    return 2;
  }
  if (parsed.exitNow) {
    std::cout << parsed.message;
    return 0;
  }
  try {
    return ochos::app::runApp(parsed.options, started);
  } catch (const std::exception& e) {
    std::cerr << "ochos-locos: " << e.what() << "\n";
    return 1;
  }
}
