#include "gfx/play_session.h"

#include "game/rules/engine.h"

namespace l5r::gfx {

std::string PlaySession::describe(const Option& o) const {
  // describe() only reads; the engine wants a mutable state reference.
  auto& s = const_cast<GameState&>(state());
  return Engine(db(), s).describe(o);
}

void PlaySession::update(double dt, double delay) {
  if (!bots_question()) {
    bot_wait_ = 0;
    return;
  }
  bot_wait_ += dt;
  if (bot_wait_ >= delay) {
    bot_wait_ = 0;
    step_bot();
  }
}

void PlaySession::skip_bot() {
  // A bound, so that a rules loop cannot hang the client.
  for (int i = 0; i < 10000 && bots_question(); ++i)
    if (!step_bot()) break;
}

int PlaySession::auto_answer(int n) {
  int done = 0;
  for (int guard = 0; guard < 100000 && !over() && pending(); ++guard) {
    if (bots_question()) {
      if (!step_bot()) break;
      continue;
    }
    if (done == n) break;
    if (!step_stand_in()) break;
    ++done;
  }
  return done;
}

bool PlaySession::battle_in_progress() const {
  const GameState& s = state();
  if (!s.attack.active || s.attack.current < 0) return false;
  bool attackers = false, defenders = false;
  for (const Card& c : s.cards) {
    if (c.zone != Zone::InPlay || c.location != s.attack.current || c.attached_to != kNoCard)
      continue;
    if (db().def(c.def).type != CardType::Personality) continue;
    // In Siege a side is the whole team (Siege rule 13).
    attackers |= s.same_side(c.controller, s.attack.attacker);
    defenders |= s.same_side(c.controller, s.attack.defender);
  }
  return attackers && defenders;
}

bool PlaySession::auto_until_battle(int max_answers) {
  for (int i = 0; i < max_answers && !over(); ++i) {
    if (humans_question() && battle_in_progress()) return true;
    if (auto_answer(1) == 0 && !humans_question()) return false;
  }
  return humans_question() && battle_in_progress();
}

}  // namespace l5r::gfx
