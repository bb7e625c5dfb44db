// Fuzzes the deck file parser (load_deck_text) against the built-in cards, and
// the deck construction checks on whatever deck it accepts: any bytes must give
// a deck or errors naming what is wrong, never a crash or an exception.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "game/cards/card_db.h"
#include "game/cards/deck.h"

namespace {
const l5r::CardDb& built_in_cards() {
  static const l5r::CardDb db = [] {
    l5r::CardDb d;
    // Problems in the card files are the card tests' business; fuzz decks
    // against whatever loads.
    (void)d.load_directory(std::string(ROKUGAN_SOURCE_DIR) + "/assets/cards");
    return d;
  }();
  return db;
}
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)built_in_cards();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const l5r::CardDb& db = built_in_cards();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  l5r::DeckLoadResult r = l5r::load_deck_text(db, text, "fuzz.json");
  if (r.deck.has_value() == !r.errors.empty()) __builtin_trap();  // a deck xor its errors
  if (r.deck) {
    (void)l5r::validate_deck(db, *r.deck);
    (void)l5r::validate_deck(db, *r.deck, l5r::DeckRules{0, 0, 1});
  }
  return 0;
}
