#pragma once
// A local solo Siege game (../shared/rules/siege-variant-rules.txt): three
// Rokugani seats that the person controls as one team, unless a seat is given
// to a bot, against the Challenge deck played by make_challenge_player.
//
// Who decides a team question: the controller of the member it is asked of
// (the engine asks the team's action rounds of the first member still in the
// game). The person may answer any team question asked of a member they
// control (Question::team), choosing which member takes the action
// (Option::player).
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/ai/bot.h"
#include "game/cards/library.h"
#include "gfx/play_session.h"

namespace l5r::gfx {

inline constexpr int kSiegeTeamSize = 3;  // Siege rule 6: three or more

struct SiegeConfig {
  std::array<int, kSiegeTeamSize> decks{0, 1, 2};              // indices into Library::decks
  std::array<bool, kSiegeTeamSize> bots{false, false, false};  // a bot plays this member
  int challenge = 0;                                           // index into Library::challenges
  std::uint64_t seed = 1;
  std::string human_name = "Player";
  BotLevel bot_level = BotLevel::Heuristic;  // the level of the members bots play
};

class SiegeSession : public PlaySession {
 public:
  SiegeSession(const Library& lib, const SiegeConfig& cfg);
  const std::string& error() const override { return error_; }

  const Game& game() const { return *game_; }
  const Game* local_game() const override { return game_.get(); }
  const GameState& state() const override { return game_->state(); }
  const Log& log() const override { return game_->log(); }
  std::vector<std::string> deck_names() const override;
  const CardDb& db() const override { return lib_.db; }
  PlayerId human() const override;
  bool humans_question() const override;
  Outcome answer(const Answer& a) override;
  // The members the person controls, the drawn one first.
  std::vector<PlayerId> manual_seats() const override;
  Outcome manual(PlayerId from, const ManualAction& m) override;
  bool can_undo() const override;
  std::string undo() override;

  PlayerId challenger() const { return challenger_; }
  bool is_bot(PlayerId seat) const { return seat < bots_.size() && bots_[seat] != nullptr; }

 protected:
  bool step_bot() override;
  bool step_stand_in() override;

 private:
  const Library& lib_;
  std::unique_ptr<Game> game_;
  // By seat: nullptr for the members the person controls.
  std::vector<std::unique_ptr<Bot>> bots_;
  std::unique_ptr<Bot> stand_in_;
  PlayerId challenger_ = kNoPlayer;
  std::string error_;
};

}  // namespace l5r::gfx
