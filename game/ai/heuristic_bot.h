#pragma once
// A bot that plays standard games sensibly: it builds its economy, Recruits
// and Equips what is worth its Gold, attacks where the Force math favours it,
// defends Provinces worth saving, uses card abilities when a look one action
// ahead says they help, and takes the road to victory its cards suit.
//
// It answers from what its seat may see: abilities are judged on a
// determinized copy of the state (game/ai/determinize.h), never the real one.
#include "game/ai/bot.h"
#include "game/model/rng.h"
#include "game/rules/engine.h"

namespace l5r {

class HeuristicBot : public Bot {
 public:
  // `lookahead` off gives the fast rules-only policy search playouts use:
  // it never uses card abilities or the Favor and Cavalry battle abilities.
  explicit HeuristicBot(std::uint64_t seed, bool lookahead = true);
  std::optional<Answer> choose(const CardDb& db, const GameState& s, PlayerId seat) override;

  // The answer for the pending question, which must be `seat`'s. `s` is a
  // copy the caller owns (an Engine needs a mutable state even for queries);
  // it is not changed.
  Answer decide(const CardDb& db, GameState& s, PlayerId seat);

 private:
  double score(const CardDb& db, const Engine& e, const GameState& s, PlayerId me, const Option& o);
  double lookahead_score(const CardDb& db, const GameState& s, PlayerId me, int option);
  Answer choose_some(const Engine& e, const GameState& s, PlayerId me);

  Rng rng_;
  bool lookahead_;
  double base_eval_ = 0;  // the position's value with no action taken, for lookahead
  bool base_ready_ = false;
};

}  // namespace l5r
