// Searching for any card of a kind (Op::Search with `finds_any`): the
// player chooses one of the cards found, shows it and puts it into his hand,
// then his Fate deck is shuffled (CR20F "Search").
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

void Engine::run_frame(SearchFrame f) {
  Player& pl = s_.players[f.player];
  if (!f.asked) {
    // Only cards still where the search looks.
    std::vector<Option> opts;
    for (CardId c : f.among)
      if ((s_.card(c).zone == Zone::FateDeck && !f.discard_only) || s_.card(c).zone == Zone::FateDiscard)
        opts.push_back({OptionKind::PickCard, c});
    // "May search": finding nothing is his choice too.
    if (f.may_decline && !opts.empty()) opts.push_back({OptionKind::Pass});
    if (opts.empty()) {
      log(pl.name + (f.discard_only ? " has no such card in his Fate discard pile" : " searches and finds nothing"));
      if (!f.discard_only) s_.rng.shuffle(pl.fate_deck);
      return;
    }
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne,
        f.discard_only ? "Choose the card to put into your hand" : "Choose the card your search finds",
        std::move(opts));
    return;
  }
  if (s_.answer.at(0).kind == OptionKind::Pass) {
    log(pl.name + " searches and takes nothing");
    if (!f.discard_only) s_.rng.shuffle(pl.fate_deck);
    return;
  }
  const CardId c = s_.answer.at(0).card;
  if (f.discard_only) {
    // CR20F "Search" is of a deck: a card taken from the (public) Fate
    // discard pile is put into the hand with no deck shuffled.
    log(pl.name + " puts " + name(c) + " from his Fate discard pile into his hand");
    move_to_hand(c);
    return;
  }
  log(pl.name + " searches, shows " + name(c) + " and puts it into his hand");
  move_to_hand(c);
  s_.rng.shuffle(pl.fate_deck);
}

}  // namespace l5r
