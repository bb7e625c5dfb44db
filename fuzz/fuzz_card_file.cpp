// Fuzzes the card file parser (CardDb::load_json_text, with the ability format
// inside it) and the card text generated from what it accepts: any bytes must
// give either cards or errors naming what is wrong, never a crash or an
// exception.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "game/abilities/text.h"
#include "game/cards/card_db.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  l5r::CardDb db;
  for (const auto& e : db.load_json_text(text, "fuzz.json")) (void)e.to_string();
  // Loading the same file again must report every id as taken, not misbehave.
  const std::size_t first = db.size();
  for (const auto& e : db.load_json_text(text, "again.json")) (void)e.to_string();
  if (db.size() != first) __builtin_trap();  // the second load added a duplicate id
  for (const auto& d : db.all()) {
    auto found = db.find(d.id);
    if (!found || &db.def(*found) != &d) __builtin_trap();  // every loaded card is findable
    (void)l5r::card_text(d);
    for (int i = -1; i < 4; ++i) (void)l5r::choice_text(d, i);
  }
  return 0;
}
