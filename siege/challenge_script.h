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
// - Attack Phase: attacks when its Force can break the Territory it aims at
//   (of those that may be destroyed, the one on the shortest way to the
//   Imperial District, then the weakest) past the Force the Rokugani could
//   defend with (always on its last turn), and sends its whole army there.
// - Battles: uses the card abilities that hurt the enemy army most (Melee and
//   Ranged Attacks and destroy effects on the strongest unit they can kill,
//   then Fear and bows, then Force penalties, then new Warriors), spending its
//   least valuable Warriors where an ability asks for one.
// - Defence: defends a Province only where the Rokugani would break it and
//   its units can stop them.
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
};

}  // namespace l5r
