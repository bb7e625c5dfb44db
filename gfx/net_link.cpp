#include "gfx/net_link.h"

#include "net/wire_deck.h"

namespace l5r::gfx {

std::unique_ptr<NetLink> NetLink::start(const Library& lib, const NetConfig& cfg,
                                        std::string* error) {
  std::unique_ptr<NetLink> link(new NetLink(lib, cfg));
  if (cfg.host) {
    net::HostOptions o;
    o.port = cfg.port;
    o.transport = cfg.transport;
    // The room's bots: heuristic by default, as on the headless host.
    o.bots = net::engine_bot_factory(lib.db, cfg.bot_level);
    link->host_ = net::Host::start(lib, o, error);
    if (!link->host_) return nullptr;
    // The scripted host starts the game itself once every seat is ready.
    if (cfg.auto_ready) link->cfg_.room.auto_start = true;
  }
  if (!link->connect(error)) return nullptr;
  return link;
}

bool NetLink::connect(std::string* error) {
  const std::string address = host_ ? std::string("127.0.0.1") : cfg_.address;
  auto c = net::Client::connect(address, port(), cfg_.name, cfg_.transport, error);
  if (!c) return false;
  client_ = std::move(c);
  stage_ = Stage::Hello;
  ++generation_;
  return client_ != nullptr;
}

bool NetLink::rejoin(std::string* error) {
  if (!token_) {
    if (error) *error = "no seat token to rejoin with";
    return false;
  }
  cfg_.token = token_;
  return connect(error);
}

void NetLink::poll() {
  // The host first, so that what it answers this frame reaches the client now.
  if (host_) host_->poll(0);
  client_->poll(0);
  if (host_) host_->poll(0);
  lobby_steps();
}

void NetLink::lobby_steps() {
  net::Client& c = *client_;
  switch (stage_) {
    case Stage::Hello:
      if (!c.welcomed()) return;
      if (host_ && !cfg_.token) {
        c.send(net::CreateRoom{cfg_.room});
        stage_ = Stage::Joining;
      } else if (cfg_.token) {
        c.send(net::Rejoin{cfg_.token});
        stage_ = Stage::Joining;
      } else if (cfg_.room_id) {
        c.send(net::JoinRoom{cfg_.room_id, cfg_.password, cfg_.seat, cfg_.spectator});
        stage_ = Stage::Joining;
      } else {
        c.send(net::ListRooms{});
        stage_ = Stage::Listing;
      }
      return;
    case Stage::Listing:
      for (const net::HostMsg& m : c.others())
        if (const auto* l = std::get_if<net::RoomList>(&m)) {
          if (l->rooms.empty()) return;  // status() says so
          c.send(net::JoinRoom{l->rooms.front().id, cfg_.password, cfg_.seat, cfg_.spectator});
          stage_ = Stage::Joining;
          return;
        }
      return;
    case Stage::Joining: {
      if (!c.seat() || !c.room()) return;
      token_ = c.seat()->token;
      stage_ = Stage::Seated;
      const std::uint8_t seat = c.seat()->seat;
      const bool challenge = seat < c.room()->seats.size() && c.room()->seats[seat].challenge;
      // A rejoined seat keeps its deck; the Challenge seat plays the room's.
      if (!cfg_.token && seat != net::kNoSeat && !challenge && !lib_.decks.empty())
        submit_deck(cfg_.deck >= 0 ? cfg_.deck : seat);
      // The host readies after placing its bots, so that the room's
      // auto-start sees every seat filled.
      if (!host_ && !cfg_.token && cfg_.auto_ready && seat != net::kNoSeat)
        c.send(net::SetReady{true});
      return;
    }
    case Stage::Seated:
      if (host_ && !bots_placed_ && owner()) {
        bots_placed_ = true;
        for (std::uint8_t s : cfg_.bot_seats) c.send(net::SetBot{s, true});
        if (cfg_.auto_ready) c.send(net::SetReady{true});
      }
      if (!chat_sent_ && !cfg_.chat.empty()) {
        chat_sent_ = true;
        c.send(net::SendChat{false, cfg_.chat});
      }
      return;
  }
}

void NetLink::submit_deck(int deck) {
  if (lib_.decks.empty()) return;
  deck_ = static_cast<int>(static_cast<std::size_t>(deck) % lib_.decks.size());
  client_->send(net::SubmitDeck{net::to_wire(lib_.db, lib_.decks[deck_])});
}

bool NetLink::seated() const { return stage_ == Stage::Seated && client_->seat().has_value(); }

bool NetLink::owner() const {
  const auto& c = *client_;
  return c.seat() && c.room() && c.seat()->seat == c.room()->owner;
}

bool NetLink::in_game() const {
  const auto& c = *client_;
  return c.room() && c.room()->started && c.view().has_value();
}

std::string NetLink::status() const {
  const net::Client& c = *client_;
  const std::string where =
      (host_ ? std::string("127.0.0.1") : cfg_.address) + ":" + std::to_string(port());
  if (c.refused()) return "Refused by the host: " + c.refused()->reason;
  if (c.closed()) return "The connection to " + where + " was lost";
  if (!c.connected()) return "Connecting to " + where + "...";
  if (!c.welcomed()) return "Connected to " + where + ", waiting for the host's welcome...";
  if (stage_ == Stage::Listing) {
    for (const net::HostMsg& m : c.others())
      if (const auto* l = std::get_if<net::RoomList>(&m); l && l->rooms.empty())
        return "The host at " + where + " has no room to join";
    return "Looking for a room at " + where + "...";
  }
  if (!c.seat()) {
    if (!c.errors().empty()) return "Could not take a seat: " + c.errors().back().reason;
    return "Taking a seat...";
  }
  return host_ ? "Hosting on port " + std::to_string(port()) : "Connected to " + where;
}

}  // namespace l5r::gfx
