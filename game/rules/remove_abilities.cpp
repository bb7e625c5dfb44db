// Removing abilities from cards (the Hour of the Rat's 6 and 9 lines: every
// ability of Rank chosen attachments, or Rank chosen abilities of any cards,
// are gone for a while). The effect's player chooses cards, or
// single abilities of cards; they cannot be used until his next turn begins.
// A Clock card's effects last while it is in play (Siege rule 4), and the
// next one is revealed as his next turn begins, so both lines end then.
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

bool Engine::ability_removed(CardId c, int index) const {
  return std::any_of(s_.removed_abilities.begin(), s_.removed_abilities.end(),
                     [&](const RemovedAbility& r) {
                       return r.card == c && (r.ability < 0 || r.ability == index);
                     });
}

// Only abilities that are still there can be removed: a card is offered when
// it has one (the whole card), or once for each of its abilities.
void Engine::remove_abilities(const Effect& e, const ActionFrame& f) {
  const PlayerId p = f.player;
  const CardId src = f.action.card;
  RemoveAbilitiesFrame fr;
  fr.player = p;
  fr.count = static_cast<std::uint8_t>(std::clamp(amount(e.amount, src, &f), 0, 99));
  fr.whole_cards = e.op == Op::RemoveAllAbilities;
  auto consider = [&](CardId c) {
    const int n = static_cast<int>(def(c).abilities.size());
    for (int i = 0; i < n; ++i) {
      if (ability_removed(c, i)) continue;
      if (fr.whole_cards) {
        fr.among.push_back(c);
        return;
      }
      fr.among.push_back(static_cast<std::uint32_t>(c) << 4 | static_cast<std::uint32_t>(i));
    }
  };
  for (const Player& pl : s_.players)
    for (CardId c : pl.in_play)
      if (!e.among || matches(p, src, *e.among, c, &f, false)) consider(c);
  // "Cards" with no filter are the Territories' too (Siege rule 3: text on
  // them affects play as normal).
  if (!e.among)
    for (const Territory& t : s_.siege.territories)
      if (!t.destroyed) consider(t.card);
  if (fr.count == 0 || fr.among.empty()) {
    log("No ability is there to remove");
    return;
  }
  s_.stack.push_back(fr);
}

void Engine::run_frame(RemoveAbilitiesFrame f) {
  if (!f.asked) {
    std::vector<Option> opts;
    for (std::uint32_t k : f.among) {
      if (f.whole_cards)
        opts.push_back({OptionKind::PickCard, static_cast<CardId>(k)});
      else
        opts.push_back({OptionKind::PickAbility, static_cast<CardId>(k >> 4), kNoCard,
                        static_cast<std::int16_t>(k & 0xF)});
    }
    const int n = std::min<int>(f.count, static_cast<int>(opts.size()));
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseSome,
        f.whole_cards ? "Choose " + std::to_string(n) + " card(s) to lose all their abilities"
                      : "Choose " + std::to_string(n) + " abilities to remove",
        std::move(opts), n, n);
    return;
  }
  for (const Option& o : s_.answer) {
    const std::int8_t which = f.whole_cards ? std::int8_t{-1} : static_cast<std::int8_t>(o.value);
    s_.removed_abilities.push_back({o.card, which, f.player});
    log(f.whole_cards ? name(o.card) + " loses all its abilities"
                      : "An ability is removed until " + player_name(f.player) +
                            "'s next turn: " + describe(o));
  }
}

}  // namespace l5r
