#pragma once

// The texts that TextOnScreen accepts cut with "…" (text_on_screen_test.cpp).

namespace ochos::app {

// The cuts the product accepts today, each with its reason; any other text cut with "…" in a real
// language fails. Most are words the 800 px wide table or menus have no room for: a later issue
// rewords them; until then a new cut, or one of these at another size, still fails.
struct AllowedCut {
  const char* language;
  const char* sizes;  // "800x560 800x600"
  const char* full;
  const char* why;
};
inline constexpr const char* k800 = "800x560 800x600";
inline constexpr AllowedCut kAllowedCuts[] = {
    {"de.json", k800, "Letzte Karte! (L)", "the last-card button at 800 px: to reword"},
    {"es.json", k800, "\xC2\xA1\xC3\x9Altima carta! (L)", "the last-card button: to reword"},
    {"fr.json", k800, "Derni\xC3\xA8re carte\xC2\xA0! (L)", "the last-card button: to reword"},
    {"nl.json", k800, "Laatste kaart! (L)", "the last-card button: to reword"},
    {"pt.json", k800, "\xC3\x9Altima carta! (L)", "the last-card button: to reword"},
    {"de.json", k800, "Verlauf (Tab)", "the log button at 800 px: to reword"},
    {"es.json", k800, "Historial (Tab)", "the log button: to reword"},
    {"fr.json", k800, "Journal (Tab)", "the log button: to reword"},
    {"nl.json", k800, "Verloop (Tab)", "the log button: to reword"},
    {"pt.json", k800, "Hist\xC3\xB3rico (Tab)", "the log button: to reword"},
    {"de.json", k800, "hat Strafkarten gezogen", "a seat's plate at 800 px: to reword"},
    // A move and the suit it named on one plate, with the suit as the test's English sample.
    {"en", k800, "played 10\xE2\x99\xA6 \xC2\xB7 called diamonds", "a plate: to reword"},
    {"de.json", k800, "legte 10\xE2\x99\xA6 \xC2\xB7 w\xC3\xBCnscht diamonds",
     "a plate: to reword"},
    {"es.json", k800, "jug\xC3\xB3 10\xE2\x99\xA6 \xC2\xB7 pidi\xC3\xB3 diamonds",
     "a plate: to reword"},
    {"fr.json", "800x560 800x600 1280x720",
     "a jou\xC3\xA9 10\xE2\x99\xA6 \xC2\xB7 a demand\xC3\xA9 diamonds", "a plate: to reword"},
    {"nl.json", k800, "speelde 10\xE2\x99\xA6 \xC2\xB7 vroeg diamonds", "a plate: to reword"},
    {"pt.json", k800, "jogou 10\xE2\x99\xA6 \xC2\xB7 pediu diamonds", "a plate: to reword"},
    {"fr.json", k800, "Journal de la partie", "the log panel's title: to reword"},
    {"es.json", "800x600",
     "Empate en el primer puesto: Maximiliane, Bartholomew and Konstantin juegan una mano "
     "m\xC3\xA1s.",
     "the tie-break toast with three long names: to reword"},
    {"es.json", k800,
     "Empate en el primer puesto: Maximiliane, Bartholomew and Konstantin y t\xC3\xBA juegan una "
     "mano m\xC3\xA1s.",
     "the tie-break toast with three long names: to reword"},
    {"de.json", k800, "Als meine Regeln speichern\xE2\x80\xA6", "new match's save button"},
    {"es.json", k800, "Guardar como mis reglas\xE2\x80\xA6", "new match's save button"},
    {"fr.json", k800, "Enregistrer comme mes r\xC3\xA8gles\xE2\x80\xA6", "new match's save button"},
    {"nl.json", k800, "Opslaan als mijn regels\xE2\x80\xA6", "new match's save button"},
    {"pt.json", k800, "Salvar como minhas regras\xE2\x80\xA6", "new match's save button"},
    {"es.json", k800, "Restablecer valores", "the settings' reset button: to reword"},
    {"nl.json", k800, "Standaardwaarden herstellen", "the settings' reset button: to reword"},
    {"fr.json", k800,
     "Combien de temps chaque coup de l'ordinateur reste visible, quelle que soit la vitesse "
     "d'animation.",
     "a setting's description, whole when focused: to shorten"},
    {"pt.json", k800,
     "Quanto tempo o \xE2\x80\x9C"
     "Flagrar!\xE2\x80\x9D espera por voc\xC3\xAA quando algu\xC3\xA9m "
     "esquece de anunciar a \xC3\xBAltima carta.",
     "a setting's description, whole when focused: to shorten"},
    {"de.json", k800, "Deine Punkte", "a recent hands column heading: to reword"},
    {"fr.json", k800, "Manche", "a recent hands column heading: to reword"},
    {"nl.json", k800, "Ronde", "a recent hands column heading: to reword"},
    {"pt.json", k800, "Rodada", "a recent hands column heading: to reword"},
};

}  // namespace ochos::app
