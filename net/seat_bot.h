#pragma once
// Bots that take seats in a room. The room makes them through a factory, so
// a better bot (the heuristic bot being written in game/ai/) plugs in without
// touching the room: pass another BotFactory to the Host.
#include <functional>
#include <memory>

#include "game/ai/random_bot.h"
#include "game/model/game_state.h"

namespace l5r::net {

class SeatBot {
 public:
  virtual ~SeatBot() = default;
  // `state` is the bot's own view (game/view.h): a bot sees no more than a player.
  virtual Answer choose(const GameState& state, const Question& q) = 0;
};

using BotFactory = std::function<std::unique_ptr<SeatBot>(std::uint64_t seed)>;

class RandomSeatBot : public SeatBot {
 public:
  explicit RandomSeatBot(std::uint64_t seed) : bot_(seed) {}
  Answer choose(const GameState&, const Question& q) override { return bot_.choose(q); }

 private:
  RandomBot bot_;
};

inline BotFactory random_bot_factory() {
  return [](std::uint64_t seed) { return std::make_unique<RandomSeatBot>(seed); };
}

}  // namespace l5r::net
