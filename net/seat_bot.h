#pragma once
// Bots that take seats in a room. The room makes them through a factory, so
// a better bot (the heuristic bot being written in game/ai/) plugs in without
// touching the room: pass another BotFactory to the Host.
#include <functional>
#include <memory>

#include "game/ai/bot.h"
#include "game/ai/random_bot.h"
#include "game/model/game_state.h"

namespace l5r::net {

class SeatBot {
 public:
  virtual ~SeatBot() = default;
  // `state` is the game as the bot's seat may know it: hidden cards dealt again
  // at random (Room::bot_state), so a bot sees no more than a player.
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

// Any engine bot (game/ai/bot.h, or the scripted Challenge player) in a
// seat. Engine bots answer "the pending question if it is their seat's"; a
// team question is asked of one member but any member may answer it, so the
// bot is asked as that member.
class EngineSeatBot : public SeatBot {
 public:
  EngineSeatBot(const CardDb& db, std::unique_ptr<Bot> bot) : db_(db), bot_(std::move(bot)) {}
  Answer choose(const GameState& state, const Question& q) override {
    if (auto a = bot_->choose(db_, state, q.who)) return *a;
    return fallback_.choose(q);  // a bot with no answer must not stall the room
  }

 private:
  const CardDb& db_;
  std::unique_ptr<Bot> bot_;
  RandomBot fallback_{1};
};

inline BotFactory random_bot_factory() {
  return [](std::uint64_t seed) { return std::make_unique<RandomSeatBot>(seed); };
}

// Bots of a level of game/ai/bot.h; `db` must outlive the factory's bots.
inline BotFactory engine_bot_factory(const CardDb& db, BotLevel level) {
  return [&db, level](std::uint64_t seed) {
    if (level == BotLevel::Random) return std::unique_ptr<SeatBot>(std::make_unique<RandomSeatBot>(seed));
    return std::unique_ptr<SeatBot>(std::make_unique<EngineSeatBot>(db, make_bot(level, seed)));
  };
}

}  // namespace l5r::net
