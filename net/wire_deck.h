#pragma once
// Decks on the wire and in save files name cards by their slug (CardDef::id),
// never by DefId, which depends on the order the card files were loaded in.
#include <string>
#include <vector>

#include "game/cards/deck.h"
#include "net/messages.h"

namespace l5r::net {

WireDeck to_wire(const CardDb& db, const Deck& d);
// Unknown cards and construction-rule violations are listed in `errors`.
Deck from_wire(const CardDb& db, const WireDeck& w, std::vector<std::string>* errors);

}  // namespace l5r::net
