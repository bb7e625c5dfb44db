#pragma once
// One room: its seats, decks and readiness before the game, then the game
// itself, run by the host (DESIGN "Networking": host-authoritative). The room
// speaks only in messages: it takes a client's message and puts the replies,
// views and chat it causes in an outbox that the Host sends. It knows nothing
// of ENet, so tests drive it directly too.
#include <map>
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
#include "net/transport.h"
#include "siege/team_desk.h"

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
  // A host polls its rooms: advance() may then hand the network back to it
  // after a time slice of bot answers (bot_work_left()). A room driven on its
  // own (tests) lets its bots answer all at once.
  bool slice_bots = false;
};

class Room {
 public:
  // Seat i plays engine player i. A Siege room has options.seats Rokugani
  // seats and, last, the Challenge seat, which starts with the scripted
  // Challenge player (or the room's bot) in it and always plays the room's
  // Challenge deck. The team is the engine's (Question::team,
  // GameState::same_side): any Rokugani seat may propose an answer to a team
  // question, and the TeamDesk commits it by options.commit.
  Room(std::uint32_t id, RoomOptions options, RoomContext ctx);
  // A room resumed from an autosave: the game is replayed, seats wait for
  // their players' tokens. Null with `error` when the save does not replay.
  static std::unique_ptr<Room> resume(std::uint32_t id, const SaveFile& f, RoomContext ctx,
                                      std::string* error);

  std::uint32_t id() const { return id_; }
  const RoomOptions& options() const { return options_; }
  RoomSummary summary() const;
  bool started() const { return game_ != nullptr; }
  // Bots have answers left that advance() put off to keep the host
  // responsive; the host lets them go on at each poll.
  bool bot_work_left() const { return bot_work_left_; }
  void continue_bots() {
    if (bot_work_left_) advance();
  }
  const Game* game() const { return game_.get(); }
  bool has_token(std::uint64_t token) const;
  // True when no human is connected (the host may close it before it starts).
  bool deserted() const;

  // Entering and leaving. Each returns an empty string or why it was refused.
  std::string join(ClientId c, const std::string& name, const JoinRoom& m);
  std::string rejoin(ClientId c, std::uint64_t token);
  void leave(ClientId c);  // left on purpose or dropped: the same to the room

  // The host's own room setup (rokugan-cli host --bots, --challenge).
  void fill_with_bot(std::uint8_t seat) { set_bot(seat, true); }
  void free_seat(std::uint8_t seat) { set_bot(seat, false); }
  std::size_t seat_count() const { return seats_.size(); }
  // The Challenge seat of a Siege room.
  std::optional<std::uint8_t> challenge_seat() const;

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
    std::unique_ptr<SeatBot> bot;  // a bot seat, or the stand-in for an absent player
    bool away() const { return occupant == Occupant::Human && client == 0; }
    void clear() { *this = Seat{}; }
  };

  // Lobby (room.cpp).
  std::optional<std::uint8_t> seat_of(ClientId c) const;
  bool is_spectator(ClientId c) const;
  void grant(ClientId c, std::uint8_t seat);
  void set_bot(std::uint8_t seat, bool bot);
  void submit_deck(std::uint8_t seat, const WireDeck& w);
  const Deck* challenge_deck() const;
  bool same_team(std::uint8_t a, std::uint8_t b) const;  // Siege: the Rokugani are one team
  void start(ClientId c);
  std::string try_start();  // empty: started
  void maybe_auto_start();
  void chat(ClientId c, const SendChat& m);
  // Game (room_game.cpp).
  void answer(ClientId c, std::uint8_t seat, const Answer& a);
  void manual(ClientId c, std::uint8_t seat, const ManualAction& m);
  std::string can_act() const;  // empty: the game accepts input now
  void advance();               // lets bots answer, then autosaves and sends views
  bool bot_answers(std::uint8_t seat) const;
  bool team_question() const;  // the pending question is the Siege team's
  bool bots_propose();
  GameState bot_state(PlayerId seat);  // what a bot at the seat plays on         // bots in team seats propose; true when one committed
  void propose(std::uint8_t seat, const Answer& a, ClientId reply_to);
  std::unique_ptr<SeatBot> make_bot(std::uint8_t seat);
  void seat_desk();  // tells the desk who is at the table
  void ping(ClientId c, std::uint8_t seat, CardId card);
  bool paused() const;
  void request_undo(std::uint8_t seat);
  void vote_undo(std::uint8_t seat, bool agree);
  void undo_to(std::size_t inputs);
  void make_desk();
  // The engine's setup: one engine player per seat, with its own deck; in
  // Siege the Challenge seat is the challenger.
  GameSetup setup_from_seats() const;
  void autosave();

  // Sending.
  void send(ClientId c, HostMsg m, Channel ch = Channel::Game);
  void error(ClientId c, ErrorCode code, std::string reason);
  void broadcast(const HostMsg& m, Channel ch = Channel::Game);
  void broadcast_room();
  void send_view(ClientId c, std::uint8_t seat);
  void send_log(ClientId c);
  void broadcast_views();

  std::uint32_t id_;
  RoomOptions options_;
  RoomContext ctx_;
  std::vector<Seat> seats_;
  std::vector<ClientId> spectators_;
  std::uint8_t owner_ = 0;
  std::uint64_t seed_ = 0;
  std::unique_ptr<Game> game_;
  std::optional<TeamDesk> desk_;  // Siege only
  // How many log lines each client has been sent (GameLog): a client that
  // (re)joins or sees an undo starts again from 0.
  std::map<ClientId, std::size_t> log_sent_;
  struct UndoVote {
    std::uint8_t by = kNoSeat;
    std::size_t to_inputs = 0;
    std::vector<std::uint8_t> agreed;
  };
  std::optional<UndoVote> undo_;
  std::vector<Outgoing> outbox_;
  bool bot_work_left_ = false;
};

}  // namespace l5r::net
