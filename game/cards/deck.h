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
  // A Siege Challenge deck (Siege rules 2 to 4) also has these; it ignores
  // the deck construction rules (rule 6).
  std::vector<DefId> territories;  // in their printed order
  std::vector<DefId> clock;
  std::vector<DefId> outside;  // starts outside the game (the Dark Naga)
  bool is_challenge() const { return !territories.empty(); }
};

struct DeckLoadResult {
  std::optional<Deck> deck;
  std::vector<std::string> errors;  // each names the file and what is wrong
};

// Reads a deck file (assets/decks/*.json; format in docs/card-format.md), or
// a Challenge deck (assets/challenges/*.json) with its Territories and Clock.
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
