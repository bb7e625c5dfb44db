#pragma once
// Starting a game (CR20F "Start of Game", steps A to F).
#include <cstdint>
#include <string>
#include <vector>

#include "game/cards/deck.h"
#include "game/model/game_state.h"
#include "game/rules/engine.h"

namespace l5r {

struct SeatSetup {
  std::string name;
  Deck deck;
};

struct GameSetup {
  // 2 to 6, in turn order (to the left); in Siege, three to six Rokugani
  // players and the Challenge player (Siege rule 6).
  std::vector<SeatSetup> seats;
  int challenger = -1;  // Siege: the seat playing the Challenge deck; -1: a standard game
  std::uint64_t seed = 1;
  std::uint16_t turn_limit = 0;  // 0: play until someone wins
  bool shuffle = true;           // scenarios keep decks in the listed order
};

// Builds the starting state and runs it to the first question. Decks are
// expected to be legal already (validate_deck); the setup itself checks only
// what it cannot do without (seat count, a Stronghold).
struct NewGame {
  GameState state;
  std::string error;  // non-empty: no game was made
};
NewGame new_game(const CardDb& db, const GameSetup& setup, Log* log = nullptr);

// Creates the card instances and zones of setup steps A to E without choosing
// the first player's face or starting the turn loop (scenarios build on this).
GameState lay_out(const CardDb& db, const GameSetup& setup);

}  // namespace l5r
