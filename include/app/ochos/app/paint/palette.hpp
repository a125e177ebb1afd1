#pragma once

#include <SFML/Graphics/Color.hpp>

// The colours the table and the menus share, so every screen reads as one game.
namespace ochos::app::palette {

inline const sf::Color kCream(250, 244, 228);  // text on the felt
inline const sf::Color kInk(40, 30, 20);       // text on a cream button or card
inline const sf::Color kGold(246, 204, 96);    // titles, focus, the active choice
inline const sf::Color kSoft(206, 222, 204);   // secondary text on the felt

}  // namespace ochos::app::palette
