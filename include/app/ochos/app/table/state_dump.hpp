#pragma once

// The table described in plain text for GUI tests (--state-dump): what is shown, what the human
// may do and where on screen to click for it (state_dump.cpp).

#include <ostream>
#include <string>
#include <vector>

#include "ochos/app/table/layout.hpp"
#include "ochos/engine/card.hpp"

namespace ochos::app {

class TableScene;

class StateDump {
 public:
  explicit StateDump(const TableScene& scene);
  std::string describe(double now) const;

 private:
  void describeGame(std::ostream& out, double now) const;
  void describeHand(std::ostream& out, const TableLayout& L,
                    const std::vector<engine::Card>& hand) const;
  void describeControls(std::ostream& out, const TableLayout& L,
                        const std::vector<engine::Card>& hand, double now) const;
  void describeHandLook(std::ostream& out, double now) const;

  const TableScene& scene_;
};

}  // namespace ochos::app
