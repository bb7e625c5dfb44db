#pragma once
// A play deck: Stronghold, optional Sensei, Dynasty and Fate decks
// (CR20F "The Play Deck"), its file format, and deck construction checks.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/card_db.h"

namespace l5r {

struct Deck {
  std::string name;
  std::string description;
  DefId stronghold = kNoDef;
  std::optional<DefId> sensei;
  std::vector<DefId> dynasty;
  std::vector<DefId> fate;
};

struct DeckLoadResult {
  std::optional<Deck> deck;
  std::vector<std::string> errors;  // each names the file and what is wrong
};

// Reads a deck file (assets/decks/*.json; format in docs/card-format.md).
DeckLoadResult load_deck_text(const CardDb& db, std::string_view text, const std::string& file);
DeckLoadResult load_deck_file(const CardDb& db, const std::string& path);

// Deck construction rules (CR20F "Deck Construction Rules", "Sensei",
// "Experienced"): 40/40 minimum, three copies, one per Unique title, Experienced
// levels counted apart, one Stronghold, optional Sensei within its clans, and
// every card in the right deck. Returns one message per violation; empty when legal.
struct DeckRules {
  int min_dynasty = 40;
  int min_fate = 40;
  int max_copies = 3;
};
std::vector<std::string> validate_deck(const CardDb& db, const Deck& deck,
                                       const DeckRules& rules = {});

}  // namespace l5r
