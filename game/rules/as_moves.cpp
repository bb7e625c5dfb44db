// Effects linked to a move by "as" ("Straighten him as he moves", "bow his
// unit as he moves", "as he moves, his controller loses 1 Honor").
// CR20F "Resolving Effects" 0.2: effects linked by "as" mean the first
// depends on the second; "Bow him as he moves" means the bowing doesn't
// happen if the moving is prevented. So they run here, once the move has
// happened, and never when it did not.
#include "game/rules/engine.h"

namespace l5r {

void Engine::as_moves(const Effect& move, ActionFrame& f, CardId c) {
  for (const Effect& sub : move.as_moves) {
    // A condition on the rider ("if he is a Kensai"): checked as he moves.
    if (sub.condition && !holds(*sub.condition, f.player, f.action.card, &f)) continue;
    if (sub.op != Op::Bow && sub.op != Op::Straighten) {
      apply_effect(sub, f);  // a player's Honor, draw or discard
      continue;
    }
    // On the moved card, or on his unit (he and everything attached to him).
    std::vector<CardId> cards{c};
    if (sub.unit) {
      const std::vector<CardId> att = attachments(c);
      cards.insert(cards.end(), att.begin(), att.end());
    }
    for (CardId x : cards) apply_effect(sub, f, x);
  }
}

}  // namespace l5r
