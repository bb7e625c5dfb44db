#include "gfx/challenge_player.h"

#include "siege/challenge_script.h"

namespace l5r::gfx {

std::unique_ptr<Bot> make_challenge_player(std::uint64_t seed) {
  // The scripted Challenge player (issue 6): deterministic, and it answers at once.
  return std::make_unique<ChallengeScript>(seed);
}

}  // namespace l5r::gfx
