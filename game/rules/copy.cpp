// Copying abilities (CR20F "Copy"): a card that copies an ability of another
// has it, as if printed on it, until the end of the turn: it is used from the
// copying card, its "this card" is the copying card, and its once-per-turn
// limit is the copying card's. The copy is the card's ability
// kCopiedAbility (one at a time; a new copy replaces the old).
#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"

namespace l5r {

namespace {
bool copies(const Ability& a) {
  return std::any_of(a.effects.begin(), a.effects.end(), [](const Effect& e) { return e.op == Op::CopyAbility; });
}
}  // namespace

const Ability* Engine::ability(CardId c, int index) const {
  if (index != kCopiedAbility) return ability_at(def(c), index);
  for (const CopiedAbility& k : s_.copied)
    if (k.card == c) return ability_at(def(k.from), k.ability);
  return nullptr;
}

bool Engine::has_copied_ability(CardId c) const {
  return std::any_of(s_.copied.begin(), s_.copied.end(), [c](const CopiedAbility& k) { return k.card == c; });
}

void Engine::run_frame(CopyAbilityFrame f) {
  if (!f.asked) {
    // Printed abilities of the source that are not removed and do not copy.
    std::vector<Option> opts;
    const auto& printed = def(f.from).abilities;
    for (std::size_t i = 0; i < printed.size() && i < static_cast<std::size_t>(kCopiedAbility); ++i)
      if (!ability_removed(f.from, static_cast<int>(i)) && !copies(printed[i]))
        opts.push_back({OptionKind::PickAbility, f.from, kNoCard, static_cast<std::int16_t>(i)});
    if (opts.empty()) {
      log(name(f.from) + " has no ability to copy");
      return;
    }
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne, "Choose the ability " + name(f.card) + " copies this turn", std::move(opts));
    return;
  }
  const Option& o = s_.answer.at(0);
  std::erase_if(s_.copied, [&](const CopiedAbility& k) { return k.card == f.card; });
  s_.copied.push_back({f.card, o.card, static_cast<std::int8_t>(o.value)});
  log(name(f.card) + " copies an ability of " + name(o.card) + " until the end of the turn: " + describe(o));
}

}  // namespace l5r
