#pragma once

namespace ochos::app {

// The Windows game is a GUI-subsystem program, so it has no console and `ochos-locos --version`
// typed in a terminal would print nothing. This attaches to the terminal that started the game,
// if any, so --version, --help and error messages reach it. Elsewhere it does nothing.
void attachParentConsole();

}  // namespace ochos::app
