#pragma once
// Seeded games between random-legal-move bots, with the invariant checker run
// after every step. Used by `rokugan-cli sim`, `play`, `bench` and the soak test.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

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
};

struct GameReport {
  bool finished = false;  // someone won by the rules
  Result result;
  std::uint32_t turns = 0;
  int threat_level = 0;  // Siege: the Threat Level when the game ended
  std::uint64_t final_hash = 0;
  std::vector<std::string> errors;
};

struct SimSummary {
  int games = 0;
  int finished = 0;
  std::map<std::string, int> victories;  // by victory type
  double mean_turns = 0;
  bool siege = false;
  double mean_threat = 0;  // Siege: mean Threat Level at the end
  int errors = 0;
  std::uint64_t hash = 0;  // combines every game's final state hash, in order
  std::vector<std::string> first_errors;
  std::string to_json() const;
};

// Plays game number `index` of a sim: decks and seats rotate with the index so
// that every deck plays every seat.
GameReport play_one(const Library& lib, const SimOptions& opt, int index, Log* log = nullptr);
SimSummary run_sims(const Library& lib, const SimOptions& opt);

}  // namespace l5r
