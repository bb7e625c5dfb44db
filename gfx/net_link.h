#pragma once
// The client's connection to a network game (docs/network.md "The graphical
// client"): a net::Client, and when the person hosts, the in-process
// net::Host it talks to over loopback like any other client. Both are polled
// from the frame loop (no thread: the host's work per frame is small, and
// one thread keeps the engine and the screens simple). The link walks the
// handshake and the room's first steps itself (create or join a room, bots,
// the default deck), remembers the seat's token, and rejoins with it after a
// drop.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/cards/library.h"
#include "net/client.h"
#include "net/host.h"

namespace l5r::gfx {

struct NetConfig {
  bool host = false;                  // host a game in this process; else join one
  std::string address = "127.0.0.1";  // joining: the host's address
  std::uint16_t port = 7777;  // hosting: the port to listen on (0: any); joining: the host's
  std::string name = "Player";
  // Hosting: the room to create (the person takes seat 0 and owns it) and
  // the seats bots fill.
  net::RoomOptions room = [] {  // Siege first, as on the menu
    net::RoomOptions o;
    o.kind = net::RoomKind::Siege;
    o.seats = 3;
    o.commit = CommitPolicy::Captain;
    return o;
  }();
  std::vector<std::uint8_t> bot_seats;
  BotLevel bot_level = BotLevel::Heuristic;  // the host's bots (docs/AI.md)
  // Joining: a room id (0: the first room), a seat (kNoSeat: the first free
  // one), the room's password, or a seat token to rejoin with.
  std::uint32_t room_id = 0;
  std::uint8_t seat = net::kNoSeat;
  std::string password;
  bool spectator = false;  // watch: no seat, public information only
  std::uint64_t token = 0;
  int deck = -1;  // the built-in deck submitted on sitting down (-1: by seat)
  // Scripted runs: declare ready at once, and (the owner) start as soon as
  // every seat is ready; a chat line to send once seated.
  bool auto_ready = false;
  std::string chat;
  net::TransportOptions transport;
};

class NetLink {
 public:
  // Null with `error` when the port cannot be opened or no socket made.
  static std::unique_ptr<NetLink> start(const Library& lib, const NetConfig& cfg,
                                        std::string* error);

  // Handles the host's and the client's network events; call every frame.
  void poll();
  net::Client& client() { return *client_; }
  const net::Client& client() const { return *client_; }
  const NetConfig& config() const { return cfg_; }
  bool hosting() const { return host_ != nullptr; }
  std::uint16_t port() const { return host_ ? host_->port() : cfg_.port; }

  // Where things stand, for the screens: "Connecting to ...", "Refused: ...".
  std::string status() const;
  bool seated() const;
  bool owner() const;  // this seat owns the room (places bots, starts)
  bool in_game() const;
  bool lost() const { return client_->closed(); }  // the connection ended
  std::uint64_t token() const { return token_; }

  // A new connection that takes the seat back with its token.
  bool rejoin(std::string* error);
  // Counts the connections made: what came over an old one is not comparable.
  int generation() const { return generation_; }
  // Scripted runs: the connection vanishes as a crash would (tests Rejoin).
  void drop() { client_->crash(); }
  // Submits a built-in deck for this seat (an index into Library::decks).
  void submit_deck(int deck);
  int deck() const { return deck_; }
  void send(const net::ClientMsg& m) { client_->send(m); }

 private:
  NetLink(const Library& lib, NetConfig cfg) : lib_(lib), cfg_(std::move(cfg)) {}
  bool connect(std::string* error);
  void lobby_steps();

  const Library& lib_;
  NetConfig cfg_;
  std::unique_ptr<net::Host> host_;
  std::unique_ptr<net::Client> client_;
  enum class Stage { Hello, Listing, Joining, Seated } stage_ = Stage::Hello;
  std::uint64_t token_ = 0;
  int deck_ = -1;
  int generation_ = 0;
  bool bots_placed_ = false, chat_sent_ = false, start_sent_ = false;
};

}  // namespace l5r::gfx
