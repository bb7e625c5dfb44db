// Fuzzes the plain-text decklist reader (import_decklist) against the
// built-in cards, and the deck file written from what it accepts: any bytes
// must give a deck or errors naming lines, never a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "game/cards/card_db.h"
#include "game/cards/decklist.h"

namespace {
const l5r::CardDb& built_in_cards() {
  static const l5r::CardDb db = [] {
    l5r::CardDb d;
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
  l5r::DecklistResult r = l5r::import_decklist(db, text, "fuzz");
  if (r.deck.has_value() == !r.errors.empty()) __builtin_trap();  // a deck xor its errors
  for (const auto& e : r.errors) (void)e.to_string("fuzz.l5d");
  if (r.deck) {
    l5r::DeckLoadResult again = l5r::load_deck_text(db, l5r::deck_to_json(db, *r.deck), "again");
    if (!again.deck) __builtin_trap();  // the deck file written must load
    if (again.deck->dynasty.size() != r.deck->dynasty.size() ||
        again.deck->fate.size() != r.deck->fate.size())
      __builtin_trap();
  }
  return 0;
}
