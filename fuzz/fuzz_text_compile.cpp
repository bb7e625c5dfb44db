// Fuzzes the rules text compiler (compile_rules_text) for every card type:
// any text must compile or stay manual, never crash; what compiles must have
// been accepted by the ability parser and must generate player text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "game/abilities/text.h"
#include "game/cards/text_clean.h"
#include "game/cards/text_compile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // The first byte picks the card type; the rest is the text.
  const auto type = static_cast<l5r::CardType>(data[0] % 11);
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  l5r::CompiledText c = l5r::compile_rules_text(text, type);
  // Every sentence counted as compiled gave at least one runnable part (a
  // sentence may give several: "Cannot attach Followers or Items.").
  if (l5r::part_count(c) < static_cast<std::size_t>(c.compiled)) __builtin_trap();
  if ((c.compiled == 0) != (l5r::part_count(c) == 0)) __builtin_trap();
  for (const auto& a : c.abilities) (void)l5r::ability_text(a);
  for (const auto& t : c.traits) (void)l5r::trait_text(t);
  for (const auto& t : c.triggers) (void)l5r::trigger_text(t);
  for (const auto& m : c.manual) (void)l5r::text_template(m);
  return 0;
}
