#include "game/ai/bot.h"

#include "game/ai/heuristic_bot.h"
#include "game/ai/random_bot.h"
#include "game/ai/search_bot.h"

namespace l5r {

namespace {

// RandomBot behind the common interface.
class RandomSeatBot : public Bot {
 public:
  explicit RandomSeatBot(std::uint64_t seed) : bot_(seed) {}
  std::optional<Answer> choose(const CardDb&, const GameState& s, PlayerId seat) override {
    if (!s.pending || s.pending->who != seat || s.result.over) return std::nullopt;
    return bot_.choose(*s.pending);
  }

 private:
  RandomBot bot_;
};

}  // namespace

std::unique_ptr<Bot> make_bot(BotLevel level, std::uint64_t seed, SearchBudget budget) {
  switch (level) {
    case BotLevel::Random:
      return std::make_unique<RandomSeatBot>(seed);
    case BotLevel::Heuristic:
      return std::make_unique<HeuristicBot>(seed);
    case BotLevel::Search:
      return std::make_unique<SearchBot>(seed, budget);
  }
  return nullptr;
}

std::optional<BotLevel> parse_bot_level(std::string_view name) {
  if (name == "random") return BotLevel::Random;
  if (name == "heuristic") return BotLevel::Heuristic;
  if (name == "search") return BotLevel::Search;
  return std::nullopt;
}

std::string_view to_string(BotLevel level) {
  switch (level) {
    case BotLevel::Random:
      return "random";
    case BotLevel::Heuristic:
      return "heuristic";
    case BotLevel::Search:
      return "search";
  }
  return "?";
}

}  // namespace l5r
