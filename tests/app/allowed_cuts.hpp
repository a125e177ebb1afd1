#pragma once

// The texts that TextOnScreen accepts cut with "…" (text_on_screen_test.cpp).

namespace ochos::app {

// The cuts the product accepts today, each with its reason; any other text cut with "…" in a real
// language fails, and so does any cut that drops a key hint ("(L)", "(Tab)"), listed here or not.
// Each is words the 800 px wide table or menus have no room for: a later issue rewords them;
// until then a new cut, or one of these at another size, still fails.
struct AllowedCut {
  const char* language;
  const char* sizes;  // "800x560 800x600"
  const char* full;
  const char* why;
};
inline constexpr const char* k800 = "800x560 800x600";
inline constexpr AllowedCut kAllowedCuts[] = {
    // A move and the suit it named on one plate, with the suit as the test's English sample.
    {"en", k800, "played 10\xE2\x99\xA6 \xC2\xB7 called diamonds", "a plate: to reword"},
    {"de.json", k800, "legte 10\xE2\x99\xA6 \xC2\xB7 w\xC3\xBCnscht diamonds",
     "a plate: to reword"},
    {"es.json", k800, "jug\xC3\xB3 10\xE2\x99\xA6 \xC2\xB7 pidi\xC3\xB3 diamonds",
     "a plate: to reword"},
    {"fr.json", k800, "joue 10\xE2\x99\xA6 \xC2\xB7 demande diamonds", "a plate: to reword"},
    {"nl.json", k800, "speelde 10\xE2\x99\xA6 \xC2\xB7 vroeg diamonds", "a plate: to reword"},
    {"pt.json", k800, "jogou 10\xE2\x99\xA6 \xC2\xB7 pediu diamonds", "a plate: to reword"},
    {"es.json", "800x600",
     "Empate en el primer puesto: Maximiliane, Bartholomew and Konstantin juegan una mano "
     "m\xC3\xA1s.",
     "the tie-break toast with three long names: to reword"},
    {"es.json", k800,
     "Empate en el primer puesto: Maximiliane, Bartholomew and Konstantin y t\xC3\xBA juegan una "
     "mano m\xC3\xA1s.",
     "the tie-break toast with three long names: to reword"},
    {"fr.json", k800,
     "Combien de temps chaque coup de l'ordinateur reste visible, quelle que soit la vitesse "
     "d'animation.",
     "a setting's description, whole when focused: to shorten"},
    {"pt.json", k800,
     "Quanto tempo o \xE2\x80\x9C"
     "Flagrar!\xE2\x80\x9D espera por voc\xC3\xAA quando algu\xC3\xA9m "
     "esquece de anunciar a \xC3\xBAltima carta.",
     "a setting's description, whole when focused: to shorten"},
};

}  // namespace ochos::app
