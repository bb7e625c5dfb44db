// CR20F "Additional Action": an effect lets its player take more actions
// after the current one resolves, in the same action round, before any
// opponent acts (the Niskara, the Sleepless One). The actions are of the
// round's type; passing at such an opportunity ends them and does not count
// toward ending the round. An additional action "which must target the same
// card" is offered only when its first target may be that card, and that is
// then its only choice for the first target (game/rules/abilities.cpp).
#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"

namespace l5r {

bool Engine::additional_opportunity(ActionRoundFrame& f) {
  if (f.extra == 0 || f.extra_for == kNoPlayer || s_.players[f.extra_for].eliminated) return false;
  const PlayerId p = f.extra_for;
  std::vector<Option> opts = legal_actions(p, f.kind);
  if (f.extra_target != kNoCard) {
    const CardId must = f.extra_target;
    std::erase_if(opts, [&](const Option& o) {
      if (o.kind != OptionKind::UseAbility || s_.card(must).zone != Zone::InPlay) return true;
      const Ability* a = ability(o.card, o.value);
      return !a || a->targets.empty() || a->targets[0].player ||
             !matches(p, o.card, a->targets[0].filter, must, nullptr);
    });
  }
  if (opts.empty()) {
    f.extra = 0;
    f.extra_target = kNoCard;
    return false;
  }
  // Siege rule 7: the option names the team member who takes it.
  if (s_.is_rokugani(p))
    for (Option& o : opts) o.player = p;
  opts.insert(opts.begin(), Option{OptionKind::Pass});
  f.asked = true;
  f.extra_asked = true;
  s_.stack.push_back(f);
  ask(p, QuestionKind::ChooseAction, "Take an additional action or pass", std::move(opts));
  return true;
}

void Engine::additional_answer(ActionRoundFrame f) {
  const Option o = s_.answer.at(0);
  f.asked = false;
  f.extra_asked = false;
  const CardId must = f.extra_target;
  if (o.kind == OptionKind::Pass) {
    log(player_name(f.extra_for) + " takes no additional action");
    f.extra = 0;
    f.extra_target = kNoCard;
    s_.stack.push_back(f);
    return;
  }
  --f.extra;
  if (f.extra == 0) f.extra_target = kNoCard;
  f.passes = 0;
  const PlayerId actor = f.extra_for;
  s_.stack.push_back(f);
  Option act = o;
  act.player = kNoPlayer;  // the actor is the ActionFrame's player
  ActionFrame af{actor, act, 0};
  af.must_target = must;
  s_.stack.push_back(af);
}

}  // namespace l5r
