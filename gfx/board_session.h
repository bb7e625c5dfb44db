#pragma once
// A table laid out from a scenario file (docs/scenarios.md): any number of
// players, any cards in play, started where the scenario says. The client
// draws it as a game and the person (seat 0) answers its questions; nobody
// else plays. Used for the crowded-table frame-time benchmark
// (`rokugan --board FILE --bench`, docs/PERFORMANCE.md) and to look at a
// position without playing up to it.
#include <string>

#include "game/cards/card_db.h"
#include "game/rules/engine.h"
#include "gfx/play_session.h"

namespace l5r::gfx {

class BoardSession : public PlaySession {
 public:
  BoardSession(const CardDb& db, const std::string& path);
  const std::string& error() const override { return error_; }
  const GameState& state() const override { return state_; }
  const Log& log() const override { return log_; }
  const CardDb& db() const override { return db_; }
  PlayerId human() const override { return 0; }
  bool humans_question() const override;
  Outcome answer(const Answer& a) override;
  std::size_t cards_in_play() const;

 protected:
  bool step_bot() override { return false; }
  bool step_stand_in() override { return false; }

 private:
  const CardDb& db_;
  GameState state_;
  Log log_;
  std::string error_;
};

}  // namespace l5r::gfx
