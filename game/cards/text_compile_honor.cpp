#include "game/cards/text_compile_honor.h"

namespace l5r::compile {

bool honor_differs_from_first(const std::optional<json>& relative) {
  if (!relative || !relative->is_object() || relative->size() != 1) return false;
  for (const auto& [stat, cmp] : relative->items()) {
    if (!cmp.is_object() || cmp.size() != 1) return false;
    for (const auto& [op, amount] : cmp.items()) {
      // "with lower Personal Honor" than the first target: a card never has
      // lower (higher) Personal Honor than itself.
      if (op != "lower_than" && op != "higher_than") return false;
      if (amount != json{{stat, "target"}}) return false;
    }
  }
  return true;
}

std::optional<bool> honor_sentence(std::string_view, Body&) { return std::nullopt; }

}  // namespace l5r::compile
