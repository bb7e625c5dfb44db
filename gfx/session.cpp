#include "gfx/session.h"

#include <algorithm>

namespace l5r::gfx {

Session::Session(const Library& lib, const DuelConfig& cfg)
    : lib_(lib), bot_(cfg.seed * 0x9E3779B97F4A7C15ull + 0xB07), stand_in_(cfg.seed + 0x5EA7) {
  const int n = static_cast<int>(lib.decks.size());
  if (n == 0) {
    error_ = "the library has no decks";
    game_ = std::make_unique<Game>(lib.db, GameSetup{});
    return;
  }
  const int mine = std::clamp(cfg.human_deck, 0, n - 1);
  const int theirs = std::clamp(cfg.bot_deck, 0, n - 1);
  GameSetup setup;
  setup.seed = cfg.seed;
  setup.seats.push_back(
      {cfg.human_name.empty() ? std::string("Player") : cfg.human_name, lib.decks[mine]});
  setup.seats.push_back({"Bot", lib.decks[theirs]});
  game_ = std::make_unique<Game>(lib.db, std::move(setup));
  error_ = game_->error();
}

bool Session::humans_question() const {
  return !over() && game_->pending() && game_->pending()->who == human();
}

bool Session::bots_question() const {
  return !over() && game_->pending() && game_->pending()->who != human();
}

Outcome Session::answer(const Answer& a) {
  bot_wait_ = 0;
  return game_->answer(human(), a);
}

bool Session::step_bot() {
  if (!bots_question()) return false;
  const Question q = *game_->pending();
  bot_wait_ = 0;
  return game_->answer(q.who, bot_.choose(q)).accepted;
}

void Session::update(double dt, double delay) {
  if (!bots_question()) {
    bot_wait_ = 0;
    return;
  }
  bot_wait_ += dt;
  if (bot_wait_ >= delay) step_bot();
}

void Session::skip_bot() {
  // A bound, so that a rules loop cannot hang the client.
  for (int i = 0; i < 10000 && bots_question(); ++i)
    if (!step_bot()) break;
}

int Session::auto_answer(int n) {
  int done = 0;
  for (int guard = 0; guard < 100000 && !over() && game_->pending(); ++guard) {
    if (bots_question()) {
      if (!step_bot()) break;
      continue;
    }
    if (done == n) break;
    const Question q = *game_->pending();
    if (!game_->answer(human(), stand_in_.choose(q)).accepted) break;
    ++done;
  }
  return done;
}

bool Session::battle_in_progress() const {
  const GameState& s = game_->state();
  if (!s.attack.active || s.attack.current < 0) return false;
  bool attackers = false, defenders = false;
  for (const Card& c : s.cards) {
    if (c.zone != Zone::InPlay || c.location != s.attack.current || c.attached_to != kNoCard)
      continue;
    if (lib_.db.def(c.def).type != CardType::Personality) continue;
    attackers |= c.controller == s.attack.attacker;
    defenders |= c.controller == s.attack.defender;
  }
  return attackers && defenders;
}

bool Session::auto_until_battle(int max_answers) {
  for (int i = 0; i < max_answers && !over(); ++i) {
    if (humans_question() && battle_in_progress()) return true;
    if (auto_answer(1) == 0 && !humans_question()) return false;
  }
  return humans_question() && battle_in_progress();
}

}  // namespace l5r::gfx
