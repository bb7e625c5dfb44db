#pragma once
// Who plays the Challenge deck in solo Siege: the scripted Challenge player
// (siege/challenge_script.h). One call, so another player can take its
// place without the client changing anywhere else.
#include <cstdint>
#include <memory>

#include "game/ai/bot.h"

namespace l5r::gfx {

std::unique_ptr<Bot> make_challenge_player(std::uint64_t seed);

}  // namespace l5r::gfx
