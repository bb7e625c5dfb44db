#include "game/ai/target_value.h"

#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/ai/eval.h"

namespace l5r {

namespace {

// What the effect does to card `c`, from the view of c's controller:
// negative hurts him.
double effect_on(const Engine& e, const GameState& s, const ActionFrame& f, const Effect& x,
                 CardId c) {
  const CardDef& d = e.def(c);
  const Card& k = s.card(c);
  const bool pers = d.type == CardType::Personality;
  const double worth = pers ? personality_value(e, c, false) : 1.0 + std::max(0, e.force(c));
  const bool in_battle = s.attack.active && s.attack.current >= 0 && k.location == s.attack.current;
  const int n = e.amount(x.amount, f.action.card, &f);
  switch (x.op) {
    case Op::Bow:
      return k.bowed ? 0 : -(0.5 + (in_battle ? 2.0 : 0.5) * std::max(0, e.force(c)));
    case Op::Straighten:
      return k.bowed ? 0.5 + std::max(0, e.force(c)) : 0;
    case Op::MoveHome:
      return in_battle ? -(1.0 + 2.0 * std::max(0, e.force(c))) : 0;
    case Op::MoveToBattlefield:
      return !in_battle && s.attack.active ? 1.0 + std::max(0, e.force(c)) : 0;
    case Op::Destroy:
    case Op::Discard:
      return -worth - 0.5 * static_cast<double>(e.attachments(c).size());
    case Op::Dishonor:
      return k.dishonorable ? 0 : -1.0;
    case Op::Rehonor:
      return k.dishonorable ? 1.0 : 0;
    case Op::Force:
      return (in_battle ? 2.0 : 0.4) * n;
    case Op::Chi:
      return 0.3 * n;
    case Op::PersonalHonor:
      return 0.2 * n;
    case Op::RangedAttack:
    case Op::MeleeAttack:
      return e.force(c) <= n ? -worth - 0.5 * static_cast<double>(e.attachments(c).size()) : 0;
    case Op::Fear:
      return e.force(c) <= n && !k.bowed
                 ? -(0.5 + (in_battle ? 2.0 : 0.5) * std::max(0, e.force(c)))
                 : 0;
    case Op::Duel: {
      const CardId mine =
          x.subject == Ref::Self ? f.action.card : e.this_personality(f.action.card);
      if (mine == kNoCard) return 0;
      const int ours = x.duel.force ? e.force(mine) : e.chi(mine);
      const int theirs = x.duel.force ? e.force(c) : e.chi(c);
      // Bad for the target's side when our Personality is stronger.
      return ours > theirs ? -worth : ours == theirs ? 0 : worth * 0.8;
    }
    default:
      return 0;
  }
}

void collect(const std::vector<Effect>& effects, Ref which, std::vector<const Effect*>& out) {
  for (const Effect& x : effects) {
    if (x.subject == which && !x.each) out.push_back(&x);
    for (const auto& choice : x.choices) collect(choice, which, out);
  }
}

}  // namespace

double card_target_value(const Engine& e, const GameState& s, PlayerId me, const ActionFrame& f,
                         CardId target) {
  const Ability* a = e.ability(f.action.card, f.action.value);
  if (!a) return 0;
  const Ref which = f.next_target == 0 ? Ref::Target : Ref::Target2;
  std::vector<const Effect*> effects;
  collect(a->effects, which, effects);
  double v = 0;
  for (const Effect* x : effects) v += effect_on(e, s, f, *x, target);
  return s.card(target).controller == me ? v : -v;
}

double player_target_value(const Engine& e, const GameState& s, PlayerId me, const ActionFrame& f,
                           PlayerId target) {
  const Ability* a = e.ability(f.action.card, f.action.value);
  if (!a) return 0;
  std::vector<const Effect*> effects;
  collect(a->effects, Ref::TargetPlayer, effects);
  double v = 0;
  for (const Effect* x : effects) {
    const int n = e.amount(x->amount, f.action.card, &f);
    switch (x->op) {
      case Op::GainHonor:
        v += 0.5 * n;
        break;
      case Op::LoseHonor:
        v -= 0.5 * n;
        break;
      case Op::Draw:
        v += 0.8 * n;
        break;
      case Op::TakeFavor:
        v += 1.5;
        break;
      default:
        break;
    }
  }
  (void)s;
  return target == me ? v : -v;
}

}  // namespace l5r
