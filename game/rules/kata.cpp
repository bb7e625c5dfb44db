// Kata, a Strategy keyword of the Twenty Festivals arc: a Kata's play
// ability puts it into play, and its player discards his other Kata in
// play; its other abilities are used only while it is in play. Neither the
// comprehensive rules nor keywords.md have a Kata entry; the cards' own text
// is the rule (docs/rules-interpretations.md "Kata").
#include "game/rules/engine.h"

namespace l5r {

bool Engine::kata_in_play(CardId c) const {
  return c != kNoCard && s_.card(c).zone == Zone::InPlay && def(c).is_kata();
}

void Engine::play_kata(CardId kata, PlayerId p) {
  // The other Kata first: the one entering play is not "other".
  std::vector<CardId> others;
  for (CardId c : s_.players[p].in_play)
    if (c != kata && kata_in_play(c)) others.push_back(c);
  for (CardId c : others) {
    log(name(c) + " is discarded: " + player_name(p) + " puts another Kata into play");
    move_to_discard(c);
  }
  // CR20F "Resolution Area": an effect that puts the card into play takes it
  // from the resolution area; a Kata, in no unit, stays at its player's home.
  put_into_play(kata, p, kHome, false);
  log(name(kata) + " enters play at " + player_name(p) + "'s home");
  after_enters_play(kata, p);
}

}  // namespace l5r
