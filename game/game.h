#pragma once
// One game: its setup, its state and the log of accepted answers. A game is
// fully defined by its setup and answers (DESIGN: determinism), so replaying
// the answers on a new game reproduces the same state hash at every step.
#include <memory>
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
  // The same game with only its first `inputs` inputs: a replay of the
  // log's head, so an undone game is exactly a game that never had the rest
  // (undo, locally and over the network).
  std::unique_ptr<Game> rewound(std::size_t inputs) const;
  // The index of the last input a seat for which `mine` holds gave, or
  // history().size() when there is none: where "take back my last answer"
  // rewinds to.
  template <class Pred>
  std::size_t last_input_of(Pred mine) const {
    for (std::size_t i = history_.size(); i-- > 0;)
      if (mine(history_[i].seat)) return i;
    return history_.size();
  }
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
