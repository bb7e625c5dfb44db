#pragma once
// A local game: the human at seat 0 against a bot at seat 1. The bot answers
// through the same question/answer interface as everyone, paced by a delay so
// a person can follow its moves; the pace can be skipped.
#include <cstdint>
#include <memory>
#include <string>

#include "game/ai/random_bot.h"
#include "game/cards/library.h"
#include "game/game.h"
#include "game/view.h"

namespace l5r::gfx {

struct DuelConfig {
  int human_deck = 0;
  int bot_deck = 1;
  std::uint64_t seed = 1;
  std::string human_name = "Player";
};

class Session {
 public:
  Session(const Library& lib, const DuelConfig& cfg);
  const std::string& error() const { return error_; }  // non-empty: no game

  const Game& game() const { return *game_; }
  const CardDb& db() const { return lib_.db; }
  PlayerId human() const { return 0; }
  PlayerId bot() const { return 1; }
  bool over() const { return game_->over(); }
  bool humans_question() const;
  bool bots_question() const;
  // What the human may know (DESIGN: "Views").
  View human_view() const { return view(game_->state(), human()); }
  std::string describe(const Option& o) const { return game_->describe(o); }

  Outcome answer(const Answer& a);  // the human's answer
  // Advances the bot when its question has waited `delay` seconds.
  void update(double dt, double delay);
  double bot_wait() const { return bot_wait_; }
  // Lets the bot answer every question until the human must answer.
  void skip_bot();

  // Scripted runs: the human's next `n` questions are answered by a stand-in
  // bot (the opponent bot plays as usual); returns how many were answered.
  int auto_answer(int n);
  // Scripted runs: plays on until a battle with units on both sides is being
  // fought and the human is asked; false when none came.
  bool auto_until_battle(int max_answers);

 private:
  bool step_bot();
  bool battle_in_progress() const;

  const Library& lib_;
  std::unique_ptr<Game> game_;
  RandomBot bot_;
  RandomBot stand_in_;
  double bot_wait_ = 0;
  std::string error_;
};

}  // namespace l5r::gfx
