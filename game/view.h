#pragma once
// What one seat may know (DESIGN: "Views"): the state with everything hidden
// from that seat blanked out. Hidden cards keep their ids and zones (counts
// are public) but their definition becomes kNoDef. The RNG and the step stack
// are withheld: the RNG would predict shuffles.
#include "game/model/game_state.h"

namespace l5r {

inline constexpr PlayerId kSpectator = 0xFE;

struct View {
  PlayerId seat = kSpectator;
  GameState state;  // redacted copy
};

// Cards the seat may see: face-up cards, its own hand, cards in play. Decks
// and face-down Province cards are hidden from everyone (their owner too).
bool visible_to(const GameState& s, CardId c, PlayerId seat);
View view(const GameState& s, PlayerId seat);
// The tokens on a card as players read them, alike ones counted together:
// "+1F Fire token x4, -1F/-1C Poison token" (empty without tokens).
std::string tokens_text(const Card& k);
std::string tokens_text(const std::vector<Token>& tokens);  // a player's or a Province's

}  // namespace l5r
