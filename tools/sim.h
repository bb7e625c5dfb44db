#pragma once
// Seeded games between bots, with the invariant checker run after every step.
// Used by `rokugan-cli sim`, `play`, `bench` and the soak tests. With bot
// levels given, sides swap seats every other game and keep their decks, so
// each pair of games is a mirror match.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "game/ai/bot.h"
#include "game/cards/library.h"
#include "game/game.h"

namespace l5r {

struct SimOptions {
  int games = 10;
  std::uint64_t seed = 1;
  int players = 2;
  std::uint16_t turn_limit = 300;
  int max_answers = 50000;   // a game needing more answers is reported as an error
  bool check_invariants = true;
  // Siege (../shared/rules/siege-variant-rules.txt): `players` Rokugani seats
  // against the first Challenge deck, played from the last seat.
  bool siege = false;
  // Who plays the Challenge deck: the scripted Challenge player, or a bot.
  bool challenge_script = true;
  BotLevel challenger = BotLevel::Heuristic;
  // Bot level of each side (side k plays seat (k + game) % players); empty:
  // random bots in fixed seats, as before levels existed.
  std::vector<BotLevel> bots;
  SearchBudget budget;
  bool time_decisions = false;  // record how long each bot takes to answer
};

struct GameReport {
  bool finished = false;  // someone won by the rules
  Result result;
  std::uint32_t turns = 0;
  int threat_level = 0;  // Siege: the Threat Level when the game ended
  int territories_destroyed = 0;
  std::uint64_t final_hash = 0;
  std::vector<std::string> errors;
  std::vector<int> side_of_seat;  // which side played each seat
  // Microseconds per answer, by bot level (with SimOptions::time_decisions).
  std::map<std::string, std::vector<double>> decision_us;
};

struct SimSummary {
  int games = 0;
  int finished = 0;
  std::map<std::string, int> victories;  // by victory type
  double mean_turns = 0;
  bool siege = false;
  BotLevel challenger = BotLevel::Heuristic;  // who plays the Challenge deck
  double mean_threat = 0;  // Siege: mean Threat Level at the end
  double mean_territories_destroyed = 0;
  int errors = 0;
  std::uint64_t hash = 0;  // combines every game's final state hash, in order
  std::vector<std::string> first_errors;
  // With bot levels: games won by each side, named "side 1 (heuristic)".
  std::map<std::string, int> side_wins;
  std::map<std::string, std::vector<double>> decision_us;
  std::string to_json() const;
};

// Plays game number `index` of a sim: decks and seats rotate with the index so
// that every deck plays every seat.
GameReport play_one(const Library& lib, const SimOptions& opt, int index, Log* log = nullptr);
SimSummary run_sims(const Library& lib, const SimOptions& opt);

}  // namespace l5r
