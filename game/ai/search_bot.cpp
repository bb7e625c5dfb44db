#include "game/ai/search_bot.h"

#include <chrono>
#include <cmath>

#include "game/ai/determinize.h"
#include "game/ai/eval.h"

namespace l5r {

namespace {

using Clock = std::chrono::steady_clock;

// Decisions whose outcome a few turns of play cannot tell apart, or that the
// heuristic's arithmetic already settles, are not searched.
bool worth_searching(const Question& q) {
  if (q.kind == QuestionKind::ChooseSome || q.options.size() < 2 || q.options.size() > 16) return false;
  const OptionKind k = q.options.front().kind;
  for (const Option& o : q.options)
    if (o.kind == OptionKind::ProduceGold || o.kind == OptionKind::ProduceRestrictedGold ||
        o.kind == OptionKind::AssignUnit)
      return false;
  (void)k;
  return true;
}

}  // namespace

SearchBot::SearchBot(std::uint64_t seed, SearchBudget budget)
    : budget_(budget), heuristic_(seed ^ 0x5EA2C4ull) {
  rng_.state = seed;
}

std::optional<Answer> SearchBot::choose(const CardDb& db, const GameState& s, PlayerId seat) {
  if (!s.pending || s.pending->who != seat || s.result.over) return std::nullopt;
  GameState copy = s;
  const Answer fallback = heuristic_.decide(db, copy, seat);
  const Question& q = *s.pending;
  if (!worth_searching(q) || budget_.playouts <= 0) return fallback;
  const int n = static_cast<int>(q.options.size());
  std::vector<double> total(n, 0.0);
  std::vector<int> count(n, 0);
  const auto start = Clock::now();
  int done = 0;
  // Each round plays every candidate on the same sampled deal with the same
  // playout seed, so candidates differ by their own merit, not by luck.
  while (done < budget_.playouts) {
    const GameState deal = determinize(s, seat, rng_);
    const std::uint64_t seed = rng_.next();
    for (int i = 0; i < n; ++i) {
      total[i] += playout(db, deal, seat, i, seed);
      ++count[i];
      ++done;
    }
    if (budget_.max_ms > 0 &&
        std::chrono::duration<double, std::milli>(Clock::now() - start).count() > budget_.max_ms)
      break;
  }
  int best = fallback.picked.at(0);
  double best_mean = total[best] / std::max(1, count[best]);
  for (int i = 0; i < n; ++i) {
    const double mean = total[i] / std::max(1, count[i]);
    // The heuristic's answer wins ties and near-ties: the search must find
    // a clear gain to overrule it.
    if (mean > best_mean + 0.02) {
      best = i;
      best_mean = mean;
    }
  }
  Answer a;
  a.question = q.id;
  a.picked = {best};
  return a;
}

double SearchBot::playout(const CardDb& db, GameState d, PlayerId me, int option, std::uint64_t seed) {
  Engine e(db, d);
  if (!e.answer(me, {d.pending->id, {option}}).accepted) return -1;
  const std::uint32_t stop_turn = d.turn + static_cast<std::uint32_t>(budget_.horizon_turns);
  HeuristicBot policy(seed, false);
  for (int steps = 0; steps < 4000 && d.pending && !d.result.over && d.turn < stop_turn; ++steps) {
    const PlayerId who = d.pending->who;
    if (!e.answer(who, policy.decide(db, d, who)).accepted) break;
  }
  // Squashed so one lopsided playout cannot outweigh many ordinary ones.
  return std::tanh(evaluate(e, d, me) / 25.0);
}

}  // namespace l5r
