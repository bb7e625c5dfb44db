#pragma once
// The bot interface every seat-filling program uses (sims, the network host,
// the client): given the card database, the state and its seat, a bot answers
// the pending question if it is that seat's. Bots read only what their seat
// may see (game/view.h: hidden cards are never looked at) and draw their
// tie-breaks from their own RNG, never the game's, so a bot cannot disturb a
// game's determinism.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "game/cards/card_db.h"
#include "game/model/game_state.h"

namespace l5r {

enum class BotLevel : std::uint8_t { Random, Heuristic, Search };

// How much a search bot may think per decision. Whichever limit is reached
// first ends the search; decisions with one sensible answer are not searched.
struct SearchBudget {
  int playouts = 96;      // total playouts per decision, spread over the candidates
  double max_ms = 50;     // wall-clock limit per decision (0: none)
  int horizon_turns = 2;  // playouts stop this many turns ahead and are evaluated
};

class Bot {
 public:
  virtual ~Bot() = default;
  // The answer to the pending question, or nothing when no question is
  // pending or it is not `seat`'s to answer.
  virtual std::optional<Answer> choose(const CardDb& db, const GameState& s, PlayerId seat) = 0;
  // Why the last answer was chosen, in one line a player can read; empty
  // for bots that do not explain themselves. Callers write it to the log.
  virtual std::string last_reason() const { return {}; }
};

std::unique_ptr<Bot> make_bot(BotLevel level, std::uint64_t seed, SearchBudget budget = {});
std::optional<BotLevel> parse_bot_level(std::string_view name);  // "random", "heuristic", "search"
std::string_view to_string(BotLevel level);

}  // namespace l5r
