#pragma once
// The host (DESIGN "Networking"): owns the transport and the rooms, performs
// the handshake, decodes and validates every message, and routes it to the
// client's room. Runs in whatever thread calls poll(): the headless host's
// main loop, a test, or (later) the graphical client's host thread.
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>

#include "game/cards/library.h"
#include "net/room.h"
#include "net/seat_bot.h"
#include "net/transport.h"

namespace l5r::net {

struct HostOptions {
  std::uint16_t port = 0;  // 0: an ephemeral port (tests)
  TransportOptions transport;
  std::string autosave_dir;  // empty: no autosave; else room-<id>.sav in it
  BotFactory bots = random_bot_factory();
  int max_bad_messages = 8;       // a client sending more malformed messages is disconnected
  std::uint64_t random_seed = 0;  // 0: from std::random_device (tokens must be unguessable)
  // Called for every message handed to the transport, with its encoded size
  // (`rokugan-cli bench net`); runs in the thread that polls the host.
  std::function<void(ClientId to, const HostMsg& m, std::size_t bytes)> on_send;
};

class Host {
 public:
  // Null with `error` when the port cannot be opened.
  static std::unique_ptr<Host> start(const Library& lib, HostOptions o, std::string* error);

  // Handles events for up to timeout_ms; returns how many it handled.
  int poll(std::uint32_t timeout_ms);
  std::uint16_t port() const { return transport_->port(); }
  // A room the host opens itself, with bots on `bot_seats` (rokugan-cli host);
  // `open_seats` are emptied for people (a Siege room's Challenge seat, which
  // starts with the script in it).
  std::uint32_t create_room(const RoomOptions& o, const std::vector<std::uint8_t>& bot_seats,
                            const std::vector<std::uint8_t>& open_seats = {});
  // True when there is at least one room and every room's game is over.
  bool all_games_over() const;
  // A room resumed from a save file; returns its id, or 0 with `error`.
  std::uint32_t resume(const SaveFile& f, std::string* error);
  const Room* room(std::uint32_t id) const;
  std::size_t room_count() const { return rooms_.size(); }
  TransportStats transport_stats() const { return transport_->stats(); }

 private:
  Host(const Library& lib, HostOptions o, std::unique_ptr<Transport> t);
  struct Client {
    bool welcomed = false;
    std::string name;
    std::uint32_t room = 0;
    int bad = 0;
  };
  void on_message(ClientId c, const NetEvent& e);
  void on_hello(ClientId c, const Hello& h);
  void on_lobby(ClientId c, Client& cl, const ClientMsg& m);
  void on_gone(ClientId c);
  void bad_message(ClientId c, ErrorCode code, std::string reason);
  void send(ClientId c, const HostMsg& m, Channel ch = Channel::Game);
  void flush_room(Room& r);
  RoomContext context(std::uint32_t id);

  const Library& lib_;
  HostOptions opt_;
  std::unique_ptr<Transport> transport_;
  std::mt19937_64 random_;
  std::map<ClientId, Client> clients_;
  std::map<std::uint32_t, std::unique_ptr<Room>> rooms_;
  std::uint32_t next_room_ = 1;
  std::set<std::uint32_t> own_rooms_;  // opened by the host: kept while empty
};

}  // namespace l5r::net
