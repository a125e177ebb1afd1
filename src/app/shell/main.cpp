#include <chrono>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "ochos/app/shell/app.hpp"
#include "ochos/app/shell/app_options.hpp"
#include "ochos/app/shell/crash_report.hpp"
#include "ochos/app/shell/memory_release.hpp"
#include "ochos/app/shell/parent_console.hpp"
#include "ochos/rules/utf8_path.hpp"

int main(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  ochos::app::reportCrashes("ochos-locos");
  ochos::app::returnLargeBuffersToTheSystem();
  ochos::app::attachParentConsole();
  // UTF-8 whatever the platform: --profile and --screenshot may name any folder.
  const ochos::app::ParsedOptions parsed =
      ochos::app::parseOptions(ochos::utf8Arguments(argc, argv));
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
