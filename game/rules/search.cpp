// Searching for any card of a kind (Op::Search with `finds_any`): the
// player chooses one of the cards found, shows it and puts it into his hand,
// then his Fate deck is shuffled if he searched it (CR20F "Search").
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

void Engine::run_frame(SearchFrame f) {
  Player& pl = s_.players[f.player];
  if (!f.asked) {
    // Only cards still where the search looks.
    std::vector<Option> opts;
    for (CardId c : f.among)
      if ((s_.card(c).zone == Zone::FateDeck && !f.from_discard) || s_.card(c).zone == Zone::FateDiscard)
        opts.push_back({OptionKind::PickCard, c});
    // "May search": finding nothing is his choice too.
    if (f.may_decline && !opts.empty()) opts.push_back({OptionKind::Pass});
    if (opts.empty()) {
      if (f.from_discard) {
        log(pl.name + " has no such card in his Fate discard pile");
        return;
      }
      log(pl.name + " searches and finds nothing");
      s_.rng.shuffle(pl.fate_deck);
      return;
    }
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne,
        f.from_discard ? "Choose the card to put into your hand" : "Choose the card your search finds", std::move(opts));
    return;
  }
  if (s_.answer.at(0).kind == OptionKind::Pass) {
    log(pl.name + " searches and takes nothing");
    if (!f.from_discard) s_.rng.shuffle(pl.fate_deck);
    return;
  }
  const CardId c = s_.answer.at(0).card;
  if (f.from_discard) {  // Op::FromDiscardToHand: no search, no shuffle
    log(pl.name + " puts " + name(c) + " from his Fate discard pile into his hand");
    move_to_hand(c);
    return;
  }
  // CR20F "Search": of the discard pile and deck, the player may search the
  // discard pile first ("discard pile, then deck": he must), and stops
  // once he finds the card; only a deck actually searched is shuffled.
  const bool from_deck = s_.card(c).zone == Zone::FateDeck;
  if (f.to_discard) {  // "... and put it into your discard pile" (public: no showing needed)
    log(pl.name + " searches and puts " + name(c) + " into his discard pile");
    move_to_discard(c);
  } else {
    log(pl.name + " searches, shows " + name(c) + " and puts it into his hand");
    move_to_hand(c);
  }
  if (from_deck) s_.rng.shuffle(pl.fate_deck);
}

}  // namespace l5r
