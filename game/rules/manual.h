#pragma once
// Manual actions (issue 4, "Manual actions"): for what the engine cannot yet
// automate, a player changes the table by hand. Every manual action is
// validated, applied through the same state changes the rules use, written to
// the log for everyone, and kept in the game's history so replays repeat it.
#include <cstdint>
#include <string>

#include "game/model/ids.h"

namespace l5r {

enum class ManualKind : std::uint8_t {
  Bow,
  Straighten,
  MoveHome,
  Destroy,
  Discard,       // a card in play or in hand
  Dishonor,
  Rehonor,
  AdjustHonor,   // a player's Family Honor by `amount` (either sign)
  AdjustForce,   // a bonus or penalty of `amount` until the end of the turn
  Reveal,        // show a card from hand to everyone
  Draw,          // draw `amount` cards
  // Siege, for what its cards do that the engine does not yet (the Merchant
  // District's bought strength, Clock lines not encoded).
  AdjustPolitical,    // the team's Political tokens by `amount` (either sign)
  TerritoryStrength,  // `card`, a Territory: Province Strength `amount` until the end of the turn
  DiscardClock,       // the Clock deck's top card, as a Rokugani discard
  ToHand,             // a card in play or in a discard pile to its owner's hand (a Dynasty card: his deck's top)
  AdjustTokens,       // `amount` plain tokens added to a card in play (either sign: removed)
  kLast = AdjustTokens,
};
// Whether a manual action names a card (the others name a player or nothing).
inline bool names_card(ManualKind k) {
  return k != ManualKind::AdjustHonor && k != ManualKind::Draw && k != ManualKind::AdjustPolitical &&
         k != ManualKind::DiscardClock;
}

struct ManualAction {
  ManualKind kind = ManualKind::Bow;
  CardId card = kNoCard;
  PlayerId player = kNoPlayer;  // AdjustHonor / Draw: whose
  std::int16_t amount = 0;

  template <class A>
  void serialize(A& ar) {
    ar(kind, card, player, amount);
  }
};

}  // namespace l5r
