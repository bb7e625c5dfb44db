#pragma once
// The network projection of a view: game/view.h blanks the definition of every
// hidden card, but keeps its CardId. Card ids are stable for a card's whole
// life, so a client could follow a hidden card by id: see a card in a face-up
// Province, watch it shuffled back into the deck (Cycle), then recognise it
// when it is drawn into an opponent's hand or laid face down in a Province.
// So before a view leaves the host, every hidden card gets an id drawn afresh
// for each message from the pool of hidden ids, and everything that could tell
// hidden cards apart (status flags, modifiers, once-per-turn marks) is blanked.
// Visible cards keep their real ids, which is safe: when a card becomes
// visible its identity is public anyway, and only visible cards are referred
// to by public facts (battles, attachments, modifiers).
#include <random>

#include "game/view.h"

namespace l5r::net {

// `shuffle` is the host's own generator (not the game's: the game stays
// deterministic); nothing about it needs to be reproducible.
GameState project(const GameState& s, PlayerId seat, std::mt19937_64& shuffle);

}  // namespace l5r::net
