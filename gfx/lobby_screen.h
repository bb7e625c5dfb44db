#pragma once
// The room before its game (docs/network.md "The graphical client"): the
// seats (people, bots, the Challenge seat and who plays it), each seat's
// deck and readiness, this seat's deck from the built-in decks and its Ready,
// the owner's bots and Start, the Siege team's commit policy, and the chat.
#include "game/cards/library.h"
#include "gfx/chat_panel.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/net_link.h"

namespace l5r::gfx {

enum class LobbyAction { None, Leave };

class LobbyScreen {
 public:
  LobbyAction draw(const Library& lib, NetLink& link, const Fonts& fonts, Elements& out);

 private:
  ChatPanel chat_;
};

const char* room_kind_name(net::RoomKind k);
const char* commit_policy_name(CommitPolicy p);

}  // namespace l5r::gfx
