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
  if (q.kind == QuestionKind::ChooseSome || q.options.size() < 2 || q.options.size() > 16)
    return false;
  for (const Option& o : q.options)
    if (o.kind == OptionKind::ProduceGold || o.kind == OptionKind::ProduceRestrictedGold ||
        o.kind == OptionKind::AssignUnit)
      return false;
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
  const int h = fallback.picked.at(0);
  // Per candidate, the sum and sum of squares of its playout value minus the
  // heuristic answer's on the same deal and seed (paired samples).
  std::vector<double> diff(n, 0.0), diff_sq(n, 0.0);
  int rounds = 0;
  const auto start = Clock::now();
  // Each round plays every candidate on the same sampled deal with the same
  // playout seed, so candidates differ by their own merit, not by luck.
  while (rounds * n < budget_.playouts) {
    const GameState deal = determinize(s, seat, rng_);
    const std::uint64_t seed = rng_.next();
    std::vector<double> v(n);
    for (int i = 0; i < n; ++i) v[i] = playout(db, deal, seat, i, seed);
    for (int i = 0; i < n; ++i) {
      diff[i] += v[i] - v[h];
      diff_sq[i] += (v[i] - v[h]) * (v[i] - v[h]);
    }
    ++rounds;
    if (budget_.max_ms > 0 &&
        std::chrono::duration<double, std::milli>(Clock::now() - start).count() > budget_.max_ms)
      break;
  }
  // The heuristic's answer stands unless another is better by a clear margin
  // and by more than twice the standard error of the paired differences:
  // playouts are noisy, and the heuristic is right more often than noise.
  int best = h;
  double best_gain = 0;
  for (int i = 0; i < n && rounds >= 4; ++i) {
    if (i == h) continue;
    const double mean = diff[i] / rounds;
    const double var = std::max(0.0, diff_sq[i] / rounds - mean * mean);
    const double se = std::sqrt(var / (rounds - 1));
    if (mean > 0.05 && mean > 2.0 * se && mean > best_gain) {
      best = i;
      best_gain = mean;
    }
  }
  Answer a;
  a.question = q.id;
  a.picked = {best};
  return a;
}

double SearchBot::playout(const CardDb& db, GameState d, PlayerId me, int option,
                          std::uint64_t seed) {
  Engine e(db, d);
  // The horizon is counted from the decision, before the answer can end the turn.
  const std::uint32_t stop_turn = d.turn + static_cast<std::uint32_t>(budget_.horizon_turns);
  if (!e.answer(me, {d.pending->id, {option}}).accepted) return -1;
  HeuristicBot policy(seed, false);
  for (int steps = 0; steps < 4000 && d.pending && !d.result.over && d.turn < stop_turn; ++steps) {
    const PlayerId who = d.pending->who;
    if (!e.answer(who, policy.decide(db, d, who)).accepted) break;
  }
  // Squashed so one lopsided playout cannot outweigh many ordinary ones.
  return std::tanh(evaluate(e, d, me) / 25.0);
}

}  // namespace l5r
