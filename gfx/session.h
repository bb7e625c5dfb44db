#pragma once
// A local standard game: the human at seat 0 against one bot (a duel) or up
// to five (a multiplayer game, each bot for itself). Bots answer through the
// same question/answer interface as everyone, paced by a delay so a person
// can follow their moves; the pace can be skipped.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/ai/bot.h"
#include "game/ai/random_bot.h"
#include "game/cards/library.h"
#include "gfx/play_session.h"

namespace l5r::gfx {

struct DuelConfig {
  int human_deck = 0;
  int bot_deck = 1;
  std::uint64_t seed = 1;
  std::string human_name = "Player";
  BotLevel bot_level = BotLevel::Heuristic;  // the bots' level (docs/AI.md)
  int opponents = 1;  // bots at seats 1..opponents; the first plays bot_deck, the others the next decks
};

class Session : public PlaySession {
 public:
  Session(const Library& lib, const DuelConfig& cfg);
  const std::string& error() const override { return error_; }

  const Game& game() const { return *game_; }
  const Game* local_game() const override { return game_.get(); }
  const GameState& state() const override { return game_->state(); }
  const Log& log() const override { return game_->log(); }
  std::vector<std::string> deck_names() const override;
  const CardDb& db() const override { return lib_.db; }
  PlayerId human() const override { return 0; }
  bool humans_question() const override;
  Outcome answer(const Answer& a) override;
  std::vector<PlayerId> manual_seats() const override { return {human()}; }
  Outcome manual(PlayerId from, const ManualAction& m) override;
  bool can_undo() const override;
  std::string undo() override;  // the human's answer

 protected:
  bool step_bot() override;
  bool step_stand_in() override;

 private:
  const Library& lib_;
  std::unique_ptr<Game> game_;
  std::vector<std::unique_ptr<Bot>> bots_;  // by seat - 1
  RandomBot fallback_;  // answers when the bot has none, so the game never stalls
  RandomBot stand_in_;
  std::string error_;
};

}  // namespace l5r::gfx
