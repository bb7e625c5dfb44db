#pragma once
// Plain-text decklists as the community shares them (the Egg of P'an Ku
// ".l5d" style, docs/decks.md): section headers ("# Dynasty (40)",
// "Stronghold:", "Fate") and card lines ("3 Card Title", "3x Card Title"),
// read into the project's Deck against a card database.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/deck.h"

namespace l5r {

struct DecklistLine {
  int line = 0;  // 1-based line number in the file
  std::string title;
  std::string message;
  std::string to_string(const std::string& file) const;
};

struct DecklistResult {
  std::optional<Deck> deck;          // when every line was understood
  std::vector<DecklistLine> errors;  // unknown or misplaced cards, unreadable lines
  std::vector<std::string> illegal;  // the construction rules' verdict (validate_deck)
};

// Reads a decklist; every card line is looked up by title (case, accents and
// punctuation aside; "Title - Experienced 2" for an Experienced version).
// When it reads cleanly the deck is also checked by validate_deck.
DecklistResult import_decklist(const CardDb& db, std::string_view text, const std::string& name);

// The deck in the deck file format (assets/decks/*.json, docs/card-format.md).
std::string deck_to_json(const CardDb& db, const Deck& deck);

}  // namespace l5r
