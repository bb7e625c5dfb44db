#pragma once
// Who plays the Challenge deck in solo Siege. One call, so that the scripted
// Challenge player (siege/, being written) can take the heuristic bot's place
// without the client changing anywhere else.
#include <cstdint>
#include <memory>

#include "game/ai/bot.h"

namespace l5r::gfx {

std::unique_ptr<Bot> make_challenge_player(std::uint64_t seed);

}  // namespace l5r::gfx
