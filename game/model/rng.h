#pragma once
// The game's random number generator. It lives inside GameState so that a game
// is fully determined by its setup and its answers (DESIGN: determinism). We do
// not use std::shuffle or std::uniform_int_distribution: their output differs
// between standard libraries, and replays must not.
#include <cstdint>
#include <utility>
#include <vector>

namespace l5r {

struct Rng {
  std::uint64_t state = 0x9E3779B97F4A7C15ull;

  // splitmix64: tiny state (cheap copies), good enough statistical quality.
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Unbiased integer in [0, bound) by rejection.
  std::uint32_t below(std::uint32_t bound) {
    if (bound <= 1) return 0;
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
    std::uint64_t r = next();
    while (r >= limit) r = next();
    return static_cast<std::uint32_t>(r % bound);
  }

  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(v[i - 1], v[j]);
    }
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(state);
  }
};

}  // namespace l5r
