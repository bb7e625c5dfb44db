#include "gfx/challenge_player.h"

namespace l5r::gfx {

std::unique_ptr<Bot> make_challenge_player(std::uint64_t seed) {
  // The heuristic bot is the strongest player that answers at once; the
  // search bot would make a person wait on every Challenge decision.
  return make_bot(BotLevel::Heuristic, seed);
}

}  // namespace l5r::gfx
