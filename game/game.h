#pragma once
// One game: its setup, its state and the log of accepted answers. A game is
// fully defined by its setup and answers (DESIGN: determinism), so replaying
// the answers on a new game reproduces the same state hash at every step.
#include <string>
#include <vector>

#include "game/rules/setup.h"

namespace l5r {

// One accepted input: an answer to a question, or a manual action.
struct AnsweredBy {
  PlayerId seat;
  Answer answer;
  bool is_manual = false;
  ManualAction manual;
};

class Game {
 public:
  Game(const CardDb& db, GameSetup setup);
  const std::string& error() const { return error_; }  // non-empty: setup failed

  const GameState& state() const { return state_; }
  const std::optional<Question>& pending() const { return state_.pending; }
  bool over() const { return state_.result.over; }
  Outcome answer(PlayerId seat, const Answer& a);
  Outcome manual(PlayerId seat, const ManualAction& m);
  // Applies one recorded input (replays).
  Outcome apply(const AnsweredBy& input);
  const std::vector<AnsweredBy>& history() const { return history_; }
  const Log& log() const { return log_; }
  const GameSetup& setup() const { return setup_; }
  Engine engine() { return Engine(db_, state_, &log_); }
  std::string describe(const Option& o) const;

 private:
  const CardDb& db_;
  GameSetup setup_;
  GameState state_;
  Log log_;
  std::vector<AnsweredBy> history_;
  std::string error_;
};

}  // namespace l5r
