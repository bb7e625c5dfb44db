#pragma once
// The scripted Challenge player (issue 6): a deterministic player for the
// Challenge deck. Each decision follows fixed priorities with a fixed
// tie-break (card order), so the same game always gets the same answers, and
// each comes with a one-line reason a player can read in the log.
//
// What it does, in order of the questions it gets:
// - Dynasty Phase: builds its Forests until it has enough, then Recruits the
//   most expensive Naga Personality it can afford (each brings Warriors from
//   the Knot of Serpents), paying with Gold that only Nonhumans may use first.
//   While its Forests are few it Cycles (first turn) and discards the Naga
//   its next turn's Gold cannot reach, so that its Provinces turn over
//   Forests instead of standing blocked.
// - Action Phase: Equips its Naga attachments onto its strongest Naga.
// - Attack Phase: attacks whenever its ready Force can break the Territory it
//   aims at (of those that may be destroyed, the one on the shortest way to
//   the Imperial District, then the weakest), however many Rokugani could
//   defend it, and sends its whole army there (siege/challenge_plan.h).
// - Battles: plays each card ability it could use through on a copy of the
//   state, the Rokugani answering nothing, and takes the one that leaves the
//   battle best for it (siege/challenge_lookahead.h); each target of its
//   actions is chosen the same way. Outside battles it uses the abilities
//   that hurt the enemy army most, spending its least valuable Warriors where
//   an ability asks for one.
// - Defence: defends a Province only where the Rokugani would break it and
//   its units can win the battle, not merely hold the Province and die.
// Questions it has no rule for go to a heuristic bot, and say so.
#include <memory>
#include <string>

#include "game/ai/bot.h"

namespace l5r {

class ChallengeScript : public Bot {
 public:
  explicit ChallengeScript(std::uint64_t seed);
  ~ChallengeScript() override;
  std::optional<Answer> choose(const CardDb& db, const GameState& s, PlayerId seat) override;
  std::string last_reason() const override { return reason_; }

 private:
  std::string reason_;
  std::unique_ptr<Bot> fallback_;
  // How deep in a look-ahead (siege/challenge_lookahead.h) it answers now:
  // an action's targets are played through, their own targets not.
  static constexpr int kMaxLookDepth = 2;
  // Playouts one answer may spend on its targets' look-aheads (each action
  // it weighs is always played once): bounds the answer's time in a large
  // battle, where actions times targets ran to seconds at 5 players.
  static constexpr int kPlayoutBudget = 120;
  int depth_ = 0;
  int playouts_ = 0;
};

}  // namespace l5r
