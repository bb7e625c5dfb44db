#pragma once
// One room: its seats, decks and readiness before the game, then the game
// itself, run by the host (DESIGN "Networking": host-authoritative). The room
// speaks only in messages: it takes a client's message and puts the replies,
// views and chat it causes in an outbox that the Host sends. It knows nothing
// of ENet, so tests drive it directly too.
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game/cards/library.h"
#include "game/game.h"
#include "net/messages.h"
#include "net/save_file.h"
#include "net/seat_bot.h"
#include "net/team_decision.h"
#include "net/transport.h"

namespace l5r::net {

using ClientId = PeerId;

struct Outgoing {
  ClientId to = 0;
  HostMsg msg;
  Channel channel = Channel::Game;
};

struct RoomContext {
  const Library& lib;
  BotFactory bots;
  std::mt19937_64& random;    // tokens, seeds, view renumbering: never the game's RNG
  std::string autosave_path;  // empty: no autosave
};

class Room {
 public:
  // `sides[seat]` is the side (engine player) each seat plays; empty: one side
  // per seat (standard play). Several seats on one side make a team (Siege):
  // the side's questions may be answered by any member, committed by
  // options.commit. Sides must be numbered 0..n-1 with no gaps.
  Room(std::uint32_t id, RoomOptions options, RoomContext ctx,
       std::vector<std::uint8_t> sides = {});
  // A room resumed from an autosave: the game is replayed, seats wait for
  // their players' tokens. Null with `error` when the save does not replay.
  static std::unique_ptr<Room> resume(std::uint32_t id, const SaveFile& f, RoomContext ctx,
                                      std::string* error);

  std::uint32_t id() const { return id_; }
  const RoomOptions& options() const { return options_; }
  RoomSummary summary() const;
  bool started() const { return game_ != nullptr; }
  const Game* game() const { return game_.get(); }
  bool has_token(std::uint64_t token) const;
  // True when no human is connected (the host may close it before it starts).
  bool deserted() const;

  // Entering and leaving. Each returns an empty string or why it was refused.
  std::string join(ClientId c, const std::string& name, const JoinRoom& m);
  std::string rejoin(ClientId c, std::uint64_t token);
  void leave(ClientId c);  // left on purpose or dropped: the same to the room

  // The host's own room setup (rokugan-cli host --bots).
  void fill_with_bot(std::uint8_t seat) { set_bot(seat, true); }

  // Everything a member sends once inside.
  void handle(ClientId c, const ClientMsg& m);

  std::vector<Outgoing> take_outbox() { return std::exchange(outbox_, {}); }
  SaveFile save() const;

 private:
  struct Seat {
    std::string name;
    Occupant occupant = Occupant::Empty;
    ClientId client = 0;  // 0: nobody connected on it
    std::uint64_t token = 0;
    std::optional<Deck> deck;
    WireDeck wire;
    bool ready = false;
    std::uint8_t side = 0;
    std::unique_ptr<SeatBot> bot;  // a bot seat, or the stand-in for an absent player
    bool away() const { return occupant == Occupant::Human && client == 0; }
    // Empties the seat; which side it plays belongs to the room, not the occupant.
    void clear() {
      const std::uint8_t keep = side;
      *this = Seat{};
      side = keep;
    }
  };

  // Lobby (room.cpp).
  std::optional<std::uint8_t> seat_of(ClientId c) const;
  bool is_spectator(ClientId c) const;
  void grant(ClientId c, std::uint8_t seat);
  void set_bot(std::uint8_t seat, bool bot);
  void submit_deck(std::uint8_t seat, const WireDeck& w);
  void start(ClientId c);
  std::string try_start();  // empty: started
  void maybe_auto_start();
  void chat(ClientId c, const SendChat& m);
  // Game (room_game.cpp).
  void answer(ClientId c, std::uint8_t seat, const Answer& a);
  void manual(ClientId c, std::uint8_t seat, const ManualAction& m);
  std::string can_act() const;  // empty: the game accepts input now
  void advance();               // lets bots answer, then autosaves and sends views
  bool bot_answers(PlayerId side) const;
  bool paused() const;
  void request_undo(std::uint8_t seat);
  void vote_undo(std::uint8_t seat, bool agree);
  void undo_to(std::size_t inputs);
  void make_decisions();
  std::size_t side_count() const;
  // The engine's setup: one seat per side, named after its members and
  // playing its captain's (first member's) deck.
  GameSetup setup_from_seats() const;
  void autosave();

  // Sending.
  void send(ClientId c, HostMsg m, Channel ch = Channel::Game);
  void error(ClientId c, ErrorCode code, std::string reason);
  void broadcast(const HostMsg& m, Channel ch = Channel::Game);
  void broadcast_room();
  void send_view(ClientId c, std::uint8_t seat);
  void broadcast_views();

  std::uint32_t id_;
  RoomOptions options_;
  RoomContext ctx_;
  std::vector<Seat> seats_;
  std::vector<ClientId> spectators_;
  std::uint8_t owner_ = 0;
  std::uint64_t seed_ = 0;
  std::unique_ptr<Game> game_;
  std::vector<TeamDecision> decisions_;  // one per side
  struct UndoVote {
    std::uint8_t by = kNoSeat;
    std::size_t to_inputs = 0;
    std::vector<std::uint8_t> agreed;
  };
  std::optional<UndoVote> undo_;
  std::vector<Outgoing> outbox_;
};

}  // namespace l5r::net
