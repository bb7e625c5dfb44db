#pragma once
// Field checks for decoded messages: lengths, enum ranges, seat numbers.
// Semantic checks (is it your turn, is the deck legal) belong to the room;
// these make sure nothing out of range reaches it. Empty string: valid.
#include <string>

#include "net/messages.h"

namespace l5r::net {

std::string validate(const ClientMsg& m);
std::string validate(const HostMsg& m);
// A view from the host: card and player references in range, so a client may
// index with them (the host is untrusted too).
std::string validate(const GameState& s);

}  // namespace l5r::net
