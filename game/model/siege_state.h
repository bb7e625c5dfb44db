#pragma once
// The Siege variant's part of the game state (../shared/rules/siege-variant-rules.txt):
// the Challenge player, the Territory row, the Clock deck and its discard
// pile, and the Rokugani team's Political tokens. Plain data, like the rest
// of GameState; the rules that use it are in game/rules/siege*.cpp.
#include <cstdint>
#include <vector>

#include "game/model/ids.h"

namespace l5r {

// Siege rule 3: a two-sided Territory card in the row between the sides.
struct Territory {
  CardId card = kNoCard;
  bool destroyed = false;    // turned to its Destroyed side
  bool destroyable = false;  // only the first, until Territories unlock the next ones
  std::int16_t strength_bonus = 0;  // lasting changes to its Province Strength
  std::int16_t turn_bonus = 0;      // until the end of the turn
  template <class A>
  void serialize(A& ar) {
    ar(card, destroyed, destroyable, strength_bonus, turn_bonus);
  }
};

struct SiegeState {
  PlayerId challenger = kNoPlayer;  // kNoPlayer: a standard game
  std::vector<Territory> territories;  // in their printed order
  // Siege rule 4. back() is the top of each pile. A Clock card discarded by
  // the Rokugani goes face-down under the discard pile: it counts for the
  // Threat Level but is never in play (docs/rules-interpretations.md).
  std::vector<CardId> clock_deck;
  std::vector<CardId> clock_discard;
  std::int16_t political_tokens = 0;  // Siege rule 9, kept for the whole team
  // Rulebook-style limits of the Territories' abilities ("only one Rokugani
  // player may use this ability per turn") are kept in used_abilities.
  bool serpent_revealed = false;  // the Challenge player loses before this turn ends
  // The Hour of the Monkey: the Clock card in the discard pile whose traits
  // and abilities the Clock card in play copies (kNoCard: none). Cleared when
  // another Clock card is revealed.
  CardId copied_clock = kNoCard;
  // The Hour of the Dog's 1 line: its player has brought a Forest into play
  // for less since the Clock card in play was revealed.
  bool clock_discount_used = false;
  template <class A>
  void serialize(A& ar) {
    ar(challenger, territories, clock_deck, clock_discard, political_tokens, serpent_revealed, copied_clock,
       clock_discount_used);
  }
};

}  // namespace l5r
