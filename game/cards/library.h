#pragma once
// The project's built-in content: every card file in assets/cards and every
// deck in assets/decks, loaded together with all their problems reported.
#include <string>
#include <vector>

#include "game/cards/deck.h"

namespace l5r {

struct Library {
  CardDb db;
  std::vector<Deck> decks;        // in file-name order
  std::vector<std::string> deck_files;
  std::vector<Deck> challenges;   // Siege Challenge decks (assets/challenges)
  std::vector<std::string> errors;  // card and deck problems, each naming its file
};

// Loads <assets>/cards/*.json, then <assets>/decks/*.json, and checks every
// deck against the construction rules; then the Siege Challenge decks in
// <assets>/challenges/*.json, which ignore them (Siege rule 6).
Library load_library(const std::string& assets_dir);

// Where the assets are: $ROKUGAN_ASSETS, else ./assets, else the source tree's.
std::string default_assets_dir();

}  // namespace l5r
