#pragma once

// Writes of the player's files that failed this session (a full disk, a folder that turned
// read-only): each is logged on stderr, and the player is told once, in one sentence, that the
// game cannot save and plays on; the files on disk keep what they held (atomic writes).

#include <optional>
#include <string>

namespace ochos::app {

class WriteProblems {
 public:
  // `error` is a store::WriteResult's sentence ("Could not save the statistics: …").
  void report(const std::string& error);
  // After the first failure, once: the sentence for the player. Nothing before or after.
  std::optional<std::string> takeSentence();
  int count() const { return count_; }

 private:
  int count_ = 0;
  bool told_ = false;
  std::string first_;
};

}  // namespace ochos::app
