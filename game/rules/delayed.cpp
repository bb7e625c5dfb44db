// Delayed effects of actions (CR20F "Duration of Effects"; "Order of
// Effects" exception 3: what an effect sets up for later happens after the
// action has resolved). An effect with a `delay` is kept, with its action's
// frame (player, targets), in GameState::delayed as the action resolves, and
// carried out at its point: before or after the resolution of the battle
// being fought, when that battle ends, when the Attack Phase ends, or before
// the turn ends. Battle delays set up outside a battle have nothing to wait
// for and are dropped.
#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"

namespace l5r {

namespace {
bool about_a_battle(Delay d) {
  return d == Delay::BeforeBattleResolves || d == Delay::AfterBattleResolves || d == Delay::AfterBattleEnds;
}

// Whether a delayed effect's point is `when` (at `battlefield`, for a battle's).
bool due(const DelayedEffect& d, Delay when, int battlefield) {
  return d.when == static_cast<std::uint8_t>(when) && (!about_a_battle(when) || d.battlefield == battlefield);
}
}  // namespace

void Engine::delay_effect(const ActionFrame& f, std::size_t effect, Delay when) {
  const int bf = s_.attack.active ? s_.attack.current : -1;
  if (about_a_battle(when) && bf < 0) {
    log("No battle is being fought: the delayed effect has nothing to wait for");
    return;
  }
  if (when == Delay::AfterAttackPhase && !s_.attack.active) {
    log("No Attack Phase is under way: the delayed effect has nothing to wait for");
    return;
  }
  s_.delayed.push_back({f, static_cast<std::uint8_t>(effect), static_cast<std::uint8_t>(when),
                        static_cast<std::int8_t>(bf)});
}

bool Engine::delayed_waiting(Delay when, int battlefield) const {
  return std::any_of(s_.delayed.begin(), s_.delayed.end(),
                     [&](const DelayedEffect& d) { return due(d, when, battlefield); });
}

// The delayed effects taken from the list happen, in the order they were
// set up (an effect whose ability is gone, as a copy's, does nothing).
void Engine::happen_delayed(std::vector<DelayedEffect>& now) {
  for (DelayedEffect& d : now) {
    const Ability* a = ability(d.frame.action.card, d.frame.action.value);
    if (!a || d.effect >= a->effects.size()) continue;
    log(name(d.frame.action.card) + "'s delayed effect happens");
    if (a->effects[d.effect].op == Op::Choose) {
      // A choice asks: a copy of the action's frame (stage 6) asks it and
      // carries out the chosen effects (Delay::AtTurnEnd only).
      ActionFrame later = d.frame;
      later.stage = 6;
      later.next_effect = d.effect;
      later.asked = false;
      s_.stack.push_back(later);
      continue;
    }
    apply_effect(a->effects[d.effect], d.frame);
  }
}

void Engine::run_delayed(Delay when, int battlefield) {
  std::vector<DelayedEffect> now;
  std::erase_if(s_.delayed, [&](const DelayedEffect& d) {
    if (!due(d, when, battlefield)) return false;
    now.push_back(d);
    return true;
  });
  happen_delayed(now);
}

// "After the next time this turn he attacks you": the delayed effects of
// actions whose first target is `pers`, taken by `defender`, happen once,
// right after he is assigned to attack (CR20F "Delayed Effects": "after the
// next time ... assigns to attack"). Each is kept until then, or until the
// turn ends (drop_delayed).
void Engine::run_delayed_attacks(CardId pers, PlayerId defender) {
  const auto when = static_cast<std::uint8_t>(Delay::AfterTargetAttacksYou);
  const auto or_acts = static_cast<std::uint8_t>(Delay::AfterTargetAttacksYouOrActs);
  const auto anyone = static_cast<std::uint8_t>(Delay::AfterTargetAttacks);
  std::vector<DelayedEffect> now;
  std::erase_if(s_.delayed, [&](const DelayedEffect& d) {
    if (d.frame.targets[0] != pers) return false;
    // "After the next time this turn the target attacks": whoever defends.
    if (d.when != anyone && ((d.when != when && d.when != or_acts) || d.frame.player != defender))
      return false;
    now.push_back(d);
    return true;
  });
  happen_delayed(now);
}

// "After the next time this turn he attacks you or an action on his card
// resolves": an action (not a triggered trait) on `card` has resolved, so
// the delayed effects waiting for either happen, once. The action that set
// them up does not count: they wait for the next one.
void Engine::run_delayed_actions(CardId card, const ActionFrame& done) {
  const auto when = static_cast<std::uint8_t>(Delay::AfterTargetAttacksYouOrActs);
  std::vector<DelayedEffect> now;
  std::erase_if(s_.delayed, [&](const DelayedEffect& d) {
    if (d.when != when || d.frame.targets[0] != card || d.frame.action.card == done.action.card) return false;
    now.push_back(d);
    return true;
  });
  happen_delayed(now);
}

// What waited for a battle that was never fought, or for an Attack Phase
// that is over, will not happen.
void Engine::drop_delayed(bool turn_ends) {
  std::erase_if(s_.delayed, [&](const DelayedEffect& d) {
    return turn_ends || about_a_battle(static_cast<Delay>(d.when)) ||
           d.when == static_cast<std::uint8_t>(Delay::AfterAttackPhase);
  });
}

}  // namespace l5r
