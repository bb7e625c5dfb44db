#include "game/abilities/keyword_abilities.h"

namespace l5r {

const Ability& tactical_advantage() {
  // Built once; a constant, not shared mutable state.
  static const Ability a = [] {
    Ability t;
    t.designators = kBattle;
    t.descriptive = {"Tactician"};
    t.costs = {{CostKind::DiscardCard, 1}};
    Effect e;
    e.op = Op::Force;
    e.subject = Ref::Self;
    e.amount.kind = Amount::Kind::FocusOfDiscarded;
    t.effects = {e};
    return t;
  }();
  return a;
}

const Ability* ability_at(const CardDef& d, int index) {
  if (index >= 0 && index < static_cast<int>(d.abilities.size())) return &d.abilities[index];
  // Whether the Personality is a Tactician (printed, or granted by a trait)
  // is the engine's to check when it offers the ability.
  if (index == kTacticalAdvantage && d.type == CardType::Personality) return &tactical_advantage();
  // A triggered trait, run as an ability without designators.
  if (index >= kTriggerBase && index - kTriggerBase < static_cast<int>(d.triggers.size()))
    return &d.triggers[static_cast<std::size_t>(index - kTriggerBase)];
  return nullptr;
}

}  // namespace l5r
