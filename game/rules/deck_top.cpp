// The top of the Fate deck and the Fate discard pile: looking at the top
// cards and placing them (Op::LookAtTop), banishing cards of the discard
// pile (Op::BanishFromDiscard). CR20F "Look": the player inspects the cards
// without showing them; they stay in the deck until he places them.
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {

// The cards still where the frame left them: the top of the deck.
std::vector<Option> picks(const std::vector<CardId>& cards) {
  std::vector<Option> opts;
  for (CardId c : cards) opts.push_back({OptionKind::PickCard, c});
  return opts;
}

}  // namespace

// Each answer places one card: first the cards for the hand, then those for
// the bottom of the deck (each below the ones placed before it), then, in
// any order, the rest back on top, the first picked on top.
void Engine::run_frame(LookTopFrame f) {
  Player& pl = s_.players[f.player];
  // A card that left the deck meanwhile is no longer there to place.
  std::erase_if(f.cards, [&](CardId c) { return s_.card(c).zone != Zone::FateDeck; });
  if (f.asked) {
    f.asked = false;
    const Option& o = s_.answer.at(0);
    if (f.to_hand > 0) {
      --f.to_hand;
      std::erase(f.cards, o.card);
      log(pl.name + " puts one of the cards he looked at into his hand");
      move_to_hand(o.card);
    } else if (f.max_bottom > 0 && o.kind == OptionKind::PickCard && f.on_top.empty()) {
      --f.max_bottom;
      if (f.min_bottom > 0) --f.min_bottom;
      std::erase(f.cards, o.card);
      std::erase(pl.fate_deck, o.card);
      pl.fate_deck.insert(pl.fate_deck.begin(), o.card);
      log(pl.name + " puts one of the cards he looked at on the bottom of his Fate deck");
    } else if (o.kind == OptionKind::Pass) {
      f.max_bottom = 0;  // no more to the bottom
    } else {
      f.on_top.push_back(o.card);
      std::erase(f.cards, o.card);
    }
  }
  if (f.to_hand > 0 && !f.cards.empty()) {
    f.asked = true;
    auto opts = picks(f.cards);
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne, "Choose a card to put into your hand", std::move(opts));
    return;
  }
  f.to_hand = 0;
  // The last card that must go to the bottom needs no question.
  if (f.max_bottom > 0 && f.cards.size() == 1 && f.min_bottom >= 1 && f.on_top.empty()) {
    std::erase(pl.fate_deck, f.cards[0]);
    pl.fate_deck.insert(pl.fate_deck.begin(), f.cards[0]);
    log(pl.name + " puts the last of the cards he looked at on the bottom of his Fate deck");
    return;
  }
  if (f.max_bottom > 0 && !f.cards.empty() && f.on_top.empty()) {
    f.asked = true;
    auto opts = picks(f.cards);
    // "Zero to two": once he has put enough there, he may stop.
    if (f.min_bottom == 0) opts.push_back({OptionKind::Pass});
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne, "Choose a card to put on the bottom of your Fate deck",
        std::move(opts));
    return;
  }
  if (f.any_order && f.cards.size() > 1) {
    f.asked = true;
    auto opts = picks(f.cards);
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne,
        f.on_top.empty() ? "Choose the card to put on top of your Fate deck"
                         : "Choose the next card to put back, below the last",
        std::move(opts));
    return;
  }
  if (f.on_top.empty()) {
    if (f.any_order) log(pl.name + " puts the cards back");
    return;
  }
  // The rest in the order picked: the first on top (fate_deck.back()).
  f.on_top.insert(f.on_top.end(), f.cards.begin(), f.cards.end());
  for (CardId c : f.on_top) std::erase(pl.fate_deck, c);
  for (auto it = f.on_top.rbegin(); it != f.on_top.rend(); ++it) pl.fate_deck.push_back(*it);
  log(pl.name + " puts the other cards back on his Fate deck in the order he chose");
}

// CR20F "Remove from the Game" (keywords.md "Banish"). The action below
// this frame, if its effects go on, learns how many were banished.
void Engine::run_frame(BanishFrame f) {
  Player& pl = s_.players[f.player];
  if (!f.asked) {
    if (pl.fate_discard.empty() || f.max <= 0) {
      log(pl.name + " has no card in his Fate discard pile to banish");
      return;
    }
    f.asked = true;
    auto opts = picks(pl.fate_discard);
    const int lo = std::min<int>(f.min, static_cast<int>(opts.size()));
    const int hi = std::min<int>(f.max, static_cast<int>(opts.size()));
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseSome, "Choose the cards of your Fate discard pile to banish",
        std::move(opts), lo, hi);
    return;
  }
  int n = 0;
  for (const Option& o : s_.answer)
    if (s_.card(o.card).zone == Zone::FateDiscard) {
      log(pl.name + " banishes " + name(o.card));
      remove_from_game(o.card);
      ++n;
    }
  if (!s_.stack.empty())
    if (auto* af = std::get_if<ActionFrame>(&s_.stack.back()); af && af->action.card == f.source)
      af->banished = static_cast<std::int8_t>(std::min(n, 127));
}

}  // namespace l5r
