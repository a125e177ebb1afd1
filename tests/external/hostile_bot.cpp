// Bots that break the protocol on purpose, for the tests of what a seat does with a hostile
// program (external_agent_test.cpp, the simulator's command-line tests). The first argument says
// how it misbehaves once asked to act:
//   silent        reads every request and never answers
//   garbage       answers "not json" to everything
//   huge-line     answers with a 100 MB line
//   bad-utf8      answers JSON whose string holds bytes that are not UTF-8
//   exit-after N  answers N moves (the first legal one), then exits with code 3
//   stderr-flood  writes 4 MB to stderr before each (good) answer
//   stderr-forever writes to stderr without end, never answering
//   deaf          never reads its input and prints {"draw":true} lines without end
//   hang PATH     writes its process id to PATH, then neither reads nor exits (only a kill ends it)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

#ifdef _WIN32
#include <process.h>
#define OCHOS_OWN_PID _getpid()
#else
#include <unistd.h>
#define OCHOS_OWN_PID getpid()
#endif

#include <nlohmann/json.hpp>

namespace {

void firstLegal(const nlohmann::json& message) {
  const auto& legal = message["observation"]["legal"];
  std::cout << (legal.empty() ? nlohmann::json{{"none", true}} : legal.front()).dump() << '\n'
            << std::flush;
}

void writeStderr(std::size_t bytes) {
  const std::string block(64 * 1024, 'e');
  for (std::size_t done = 0; done < bytes; done += block.size())
    std::fwrite(block.data(), 1, block.size(), stderr);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  int answersLeft = argc > 2 ? std::atoi(argv[2]) : 0;
  if (mode == "hang" && argc > 2) {
    std::ofstream(argv[2]) << OCHOS_OWN_PID << '\n';
    for (;;)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  }
  if (mode == "deaf") {
    for (;;)
      std::cout << "{\"draw\":true}\n" << std::flush;
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    const auto message = nlohmann::json::parse(line, nullptr, false);
    const std::string kind = message.is_discarded() ? "" : message.value("type", "");
    if (kind == "quit") break;
    if (kind != "act" && kind != "react") continue;
    if (mode == "silent") continue;
    if (mode == "garbage") {
      std::cout << "not json\n" << std::flush;
    } else if (mode == "huge-line") {
      const std::string block(1 << 20, 'x');
      for (int i = 0; i < 100; ++i)
        std::cout << block;
      std::cout << '\n' << std::flush;
    } else if (mode == "bad-utf8") {
      std::cout << "{\"play\":\"\xff\xfe\xc3\"}\n" << std::flush;
    } else if (mode == "exit-after") {
      if (answersLeft-- <= 0) return 3;
      firstLegal(message);
    } else if (mode == "stderr-flood") {
      writeStderr(4 << 20);
      firstLegal(message);
    } else if (mode == "stderr-forever") {
      for (;;)
        writeStderr(1 << 20);
    } else {
      return 2;
    }
  }
  return 0;
}
