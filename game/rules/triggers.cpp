// Triggered traits (CR20F "Triggered Traits", "Timing Conflicts").
//
// A trigger carried out inside a procedure (a Focus Effect, Invest, the draw
// at the end of the turn) happens where it is fired. The "after" triggers
// instead wait in GameState::triggered: once the step that triggered them is
// over and no question is pending, each starts as an ActionFrame of its own
// (ability index kTriggerBase + its place), choosing its targets and carrying
// out its effects in sequence, with no Interrupt step (it is not an action).
// When more than one waits, the active player decides which starts first
// (CR20F "Timing Conflicts" C: "If more than one of these things conflict, the
// active player decides the order in which they happen").
#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"

namespace l5r {

namespace {
// "After the first time each turn ...": kept with the turn's used abilities
// under a key no ability has.
std::uint32_t first_time_key(CardId c, std::size_t index) {
  return used_tag_key(UsedTag::FirstTime, c, static_cast<std::uint32_t>(index));
}
}  // namespace

void Engine::fire_triggers(CardId card, PlayerId p, std::uint8_t when) {
  const auto& ts = def(card).triggers;
  for (std::size_t i = 0; i < ts.size(); ++i) {
    const Trigger& t = ts[i];
    if (static_cast<std::uint8_t>(t.when) != when || t.from_hand) continue;
    // "After he wins a duel during battle": only while a battle is fought.
    if (t.when == Trigger::When::AfterWinsDuel && t.during_battle &&
        !(s_.attack.active && s_.attack.current >= 0))
      continue;
    // ADV20F "Courtesy": not applied for a player who went first this game.
    if (t.courtesy && s_.players[p].went_first) {
      log(name(card) + "'s Courtesy trait has no effect: " + player_name(p) + " went first");
      continue;
    }
    if (queued(t.when)) {
      queue_trigger(card, i, p, kNoPlayer);
      continue;
    }
    ActionFrame ctx{p, Option{OptionKind::UseAbility, card}, 4};
    for (const Effect& e : t.effects) apply_effect(e, ctx);
  }
}

// "After this Follower enters play from your hand": fired (after the card's
// other "enters play" triggers) only where a card from the hand entered play.
void Engine::fire_from_hand(CardId card, PlayerId p) {
  const auto& ts = def(card).triggers;
  for (std::size_t i = 0; i < ts.size(); ++i)
    if (ts[i].when == Trigger::When::AfterEntersPlay && ts[i].from_hand) {
      if (ts[i].courtesy && s_.players[p].went_first) continue;
      queue_trigger(card, i, p, kNoPlayer);
    }
}

void Engine::queue_trigger(CardId card, std::size_t index, PlayerId p, PlayerId cause) {
  const Trigger& t = def(card).triggers[index];
  if (p == kNoPlayer || p >= s_.players.size() || s_.players[p].eliminated) return;
  if (t.first_each_turn) {
    const std::uint32_t key = first_time_key(card, index);
    if (std::find(s_.used_abilities.begin(), s_.used_abilities.end(), key) !=
        s_.used_abilities.end())
      return;
    s_.used_abilities.push_back(key);
  }
  s_.triggered.push_back({card, static_cast<std::uint8_t>(index), p, cause});
}

void Engine::fire_when(CardId card, Trigger::When when) {
  const Card& k = s_.card(card);
  if (k.controller == kNoPlayer) return;
  const auto& ts = def(card).triggers;
  for (std::size_t i = 0; i < ts.size(); ++i)
    if (ts[i].when == when) queue_trigger(card, i, k.controller, kNoPlayer);
}

void Engine::fire_each_in_play(PlayerId p, Trigger::When when) {
  for (CardId c : std::vector<CardId>(s_.players[p].in_play))  // the Stronghold is in play too
    if (s_.card(c).zone == Zone::InPlay) fire_when(c, when);
}

void Engine::fire_destroyed(CardId card, PlayerId controller) {
  const auto& ts = def(card).triggers;
  for (std::size_t i = 0; i < ts.size(); ++i)
    if (ts[i].when == Trigger::When::AfterDestroyed && (!ts[i].during_battle || s_.attack.active))
      queue_trigger(card, i, controller, kNoPlayer);
}

void Engine::fire_targeted(const ActionFrame& f, CardId target) {
  const Card& k = s_.card(target);
  if (k.zone != Zone::InPlay || k.controller == kNoPlayer || s_.same_side(k.controller, f.player))
    return;
  const Ability* a = ability(f.action.card, f.action.value);
  if (!a) return;
  const auto& ts = def(target).triggers;
  for (std::size_t i = 0; i < ts.size(); ++i) {
    const Trigger& t = ts[i];
    if (t.when != Trigger::When::AfterTargeted) continue;
    if (t.by && !(a->designators & t.by)) continue;
    if (!t.by_keyword.empty() && std::find(a->descriptive.begin(), a->descriptive.end(),
                                           t.by_keyword) == a->descriptive.end())
      continue;
    queue_trigger(target, i, k.controller, f.player);
  }
}

// A triggered trait that has started runs to its end before another starts
// (CR20F "Triggered Traits"), even one it triggers itself.
bool Engine::trigger_in_progress() const {
  return std::any_of(s_.stack.begin(), s_.stack.end(), [](const Frame& fr) {
    if (std::holds_alternative<TimingFrame>(fr)) return true;
    const auto* af = std::get_if<ActionFrame>(&fr);
    return af && af->action.kind == OptionKind::UseAbility && af->action.value >= kTriggerBase;
  });
}

// After a step: one waiting trigger starts; several are ordered first.
void Engine::start_triggers() {
  if (s_.triggered.size() == 1) {
    start_trigger(0);
    return;
  }
  s_.stack.push_back(TimingFrame{});
}

void Engine::start_trigger(std::size_t at) {
  const PendingTrigger pt = s_.triggered[at];
  s_.triggered.erase(s_.triggered.begin() + static_cast<std::ptrdiff_t>(at));
  const Trigger& t = def(pt.card).triggers[pt.index];
  ActionFrame f{pt.player, Option{OptionKind::UseAbility, pt.card, kNoCard,
                                  static_cast<std::int16_t>(kTriggerBase + pt.index)}};
  f.cause_player = pt.cause;
  // An "If" that starts the effects: not met, the trait does nothing.
  if (t.condition && !holds(*t.condition, pt.player, pt.card, &f)) return;
  if (t.response) {
    // keywords.md "Response": an action its player may take now, if he may
    // use it (a bowed card only with Tireless) and pay for it in good faith.
    const Card& k = s_.card(pt.card);
    if (k.zone != Zone::InPlay || (k.bowed && !(t.keywords & kTireless)) ||
        !costs_payable(pt.player, pt.card, t) || !targets_available(pt.player, pt.card, t))
      return;
    f.stage = ActionFrame::kResponseStage;  // asked first (Engine::run_ability)
    s_.stack.push_back(f);
    return;
  }
  log(name(pt.card) + "'s triggered trait starts");
  f.stage = 2;  // no announcement, costs or Interrupts: targets, then effects
  s_.stack.push_back(f);
}

void Engine::run_frame(TimingFrame f) {
  if (s_.triggered.empty()) return;
  if (!f.asked) {
    if (s_.triggered.size() == 1) {
      start_trigger(0);
      return;
    }
    std::vector<Option> opts;
    for (std::size_t i = 0; i < s_.triggered.size(); ++i)
      opts.push_back({OptionKind::ResolveTrigger, s_.triggered[i].card, kNoCard,
                      static_cast<std::int16_t>(i)});
    f.asked = true;
    s_.stack.push_back(f);
    ask(s_.active, QuestionKind::ChooseOne, "Several triggered traits wait: which happens first?",
        std::move(opts));
    return;
  }
  const auto at = static_cast<std::size_t>(s_.answer.at(0).value);
  if (at < s_.triggered.size()) start_trigger(at);
}

}  // namespace l5r
