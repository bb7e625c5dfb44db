// Rings (CR20F "Ring"): a player may put a Ring into play from his hand right
// after its condition for entering play is met. Conditions are noted as they
// happen (ring_condition_met); once the step that met them is over and no
// question waits for an answer, each player holding such a Ring is asked
// (offer_rings, PlayFromHandFrame). The Rings' own abilities, played from the
// hand or used by discarding the Ring, are in game/rules/abilities.cpp.
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {
const Trigger* ring_trigger(const CardDef& d, std::uint8_t when) {
  for (const Trigger& t : d.triggers)
    if (static_cast<std::uint8_t>(t.when) == when) return &t;
  return nullptr;
}
}  // namespace

void Engine::ring_condition_met(PlayerId p, Trigger::When when) {
  const auto w = static_cast<std::uint8_t>(when);
  if (p >= s_.players.size() || s_.players[p].eliminated) return;
  // Only worth remembering when a card in his hand plays on it.
  const auto& hand = s_.players[p].hand;
  if (std::none_of(hand.begin(), hand.end(), [&](CardId c) { return ring_trigger(def(c), w) != nullptr; })) return;
  for (const RingWindow& rw : s_.ring_windows)
    if (rw.player == p && rw.when == w) return;
  s_.ring_windows.push_back({p, w});
}

void Engine::offer_rings() {
  // Pushed in reverse so that the first window's Rings are asked first.
  std::vector<PlayFromHandFrame> frames;
  for (const RingWindow& rw : s_.ring_windows)
    for (CardId c : s_.players[rw.player].hand)
      if (ring_trigger(def(c), rw.when)) frames.push_back({rw.player, c, false});
  s_.ring_windows.clear();
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) s_.stack.push_back(*it);
}

void Engine::run_frame(PlayFromHandFrame f) {
  const CardId c = f.card;
  if (s_.card(c).zone != Zone::Hand || s_.card(c).owner != f.player) return;
  if (!f.asked) {
    // CR20F "Unique": not while he controls a card with the same title.
    for (CardId x : s_.players[f.player].in_play)
      if (def(c).unique && def(x).unique && def(x).title == def(c).title) return;
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne, "Put " + name(c) + " into play from your hand?",
        {{OptionKind::PlayFromHand, c}, {OptionKind::Pass}});
    return;
  }
  if (s_.answer.at(0).kind != OptionKind::PlayFromHand) return;
  log(player_name(f.player) + " puts " + name(c) + " into play from the hand");
  // The trigger's effects: putting the Ring into play (Op::PlaySelf), then
  // anything that follows it (the Akasha's draw).
  for (const Trigger& t : def(c).triggers) {
    if (t.when != Trigger::When::PlayAfterBattleHeld && t.when != Trigger::When::PlayAfterDiscardOutgrowsHand)
      continue;
    ActionFrame ctx{f.player, Option{OptionKind::UseAbility, c}, 4};
    for (const Effect& e : t.effects) apply_effect(e, ctx);
    break;
  }
  check_state();  // CR20F "Enlightenment Victory"
}

}  // namespace l5r
