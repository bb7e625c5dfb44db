#pragma once
// Sampling hidden information for search (determinized Monte Carlo): a copy
// of the state in which every card the seat cannot see is dealt again at
// random among the hidden places it could be, so a playout on the copy knows
// no more than the seat does.
#include "game/model/game_state.h"
#include "game/model/rng.h"

namespace l5r {

// Cards hidden from `seat` (game/view.h's visible_to) swap definitions at
// random with other hidden cards of the same owner and kind: Dynasty cards
// (deck, face-down Provinces) among themselves, Fate cards (deck, hands,
// focused cards) among themselves. Cards named by the pending question stay
// as they are: the question has shown them. The copy's game RNG is reseeded,
// so its future shuffles are not the real game's.
//
// What stays known is each player's multiset of hidden cards, i.e. the deck
// lists, as in a tournament where decklists are shared.
GameState determinize(const GameState& s, PlayerId seat, Rng& rng);

}  // namespace l5r
