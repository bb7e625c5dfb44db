#pragma once
// A bot that answers every question with a uniformly random legal answer. It
// is the baseline for sims and soak tests; its RNG is its own, not the game's,
// so a bot never disturbs the game's determinism.
#include <vector>

#include "game/model/question.h"
#include "game/model/rng.h"

namespace l5r {

class RandomBot {
 public:
  explicit RandomBot(std::uint64_t seed) { rng_.state = seed; }
  Answer choose(const Question& q) {
    Answer a;
    a.question = q.id;
    const int n = static_cast<int>(q.options.size());
    const int k = q.min + static_cast<int>(rng_.below(static_cast<std::uint32_t>(q.max - q.min + 1)));
    std::vector<int> idx(n);
    for (int i = 0; i < n; ++i) idx[i] = i;
    rng_.shuffle(idx);
    a.picked.assign(idx.begin(), idx.begin() + k);
    return a;
  }

 private:
  Rng rng_;
};

}  // namespace l5r
