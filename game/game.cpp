#include "game/game.h"

namespace l5r {

Game::Game(const CardDb& db, GameSetup setup) : db_(db), setup_(std::move(setup)) {
  NewGame g = new_game(db_, setup_, &log_);
  error_ = g.error;
  state_ = std::move(g.state);
}

Outcome Game::answer(PlayerId seat, const Answer& a) {
  Engine e(db_, state_, &log_);
  Outcome o = e.answer(seat, a);
  if (o.accepted) history_.push_back({seat, a, false, {}});
  return o;
}

Outcome Game::manual(PlayerId seat, const ManualAction& m) {
  Engine e(db_, state_, &log_);
  Outcome o = e.manual(seat, m);
  if (o.accepted) history_.push_back({seat, {}, true, m});
  return o;
}

Outcome Game::apply(const AnsweredBy& input) {
  return input.is_manual ? manual(input.seat, input.manual) : answer(input.seat, input.answer);
}

std::unique_ptr<Game> Game::rewound(std::size_t inputs) const {
  auto g = std::make_unique<Game>(db_, setup_);
  for (std::size_t i = 0; i < inputs && i < history_.size(); ++i) g->apply(history_[i]);
  return g;
}

std::string Game::describe(const Option& o) const {
  // describe() only reads; the engine wants a mutable state reference.
  auto& s = const_cast<GameState&>(state_);
  return Engine(db_, s).describe(o);
}

}  // namespace l5r
