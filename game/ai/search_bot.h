#pragma once
// A determinized Monte Carlo bot: for each decision it samples the hidden
// cards consistently with what its seat sees (game/ai/determinize.h), plays
// each candidate answer out a few turns with the rules-only heuristic policy
// for every seat, and picks the answer with the best average evaluation.
// It never looks at the real hidden cards.
#include "game/ai/bot.h"
#include "game/ai/heuristic_bot.h"
#include "game/model/rng.h"

namespace l5r {

class SearchBot : public Bot {
 public:
  SearchBot(std::uint64_t seed, SearchBudget budget);
  std::optional<Answer> choose(const CardDb& db, const GameState& s, PlayerId seat) override;

 private:
  double playout(const CardDb& db, GameState d, PlayerId me, int option, std::uint64_t seed);

  Rng rng_;
  SearchBudget budget_;
  HeuristicBot heuristic_;  // the fallback, and the answer searched against
};

}  // namespace l5r
