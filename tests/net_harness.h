#pragma once
// Loopback harness for the network tests: one host and its clients in one
// thread, pumped in turn until a condition holds or a bounded time passes.
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <random>
#include <vector>

#include "net/bot_client.h"
#include "net/host.h"
#include "net/wire_deck.h"
#include "tests/helpers.h"

namespace l5r::test {

// Short keep-alive and timeouts so that a dropped client is noticed in well
// under a second on loopback.
inline net::TransportOptions fast_transport() {
  net::TransportOptions t;
  t.ping_interval_ms = 50;
  t.timeout_min_ms = 300;
  t.timeout_max_ms = 800;
  return t;
}

inline std::string temp_dir(const std::string& name) {
  auto d = std::filesystem::temp_directory_path() /
           ("rokugan-net-" + name + "-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(d);
  return d.string();
}

struct Net {
  std::unique_ptr<net::Host> host;
  std::vector<std::unique_ptr<net::BotClient>> players;
  std::vector<std::unique_ptr<net::Client>> watchers;  // clients that never answer
  std::function<void()> each_step;                     // runs after every pump (invariant checks)

  explicit Net(net::HostOptions o = {}) {
    o.transport = fast_transport();
    std::string err;
    host = net::Host::start(library(), std::move(o), &err);
    REQUIRE_MESSAGE(host, err);
  }
  net::BotClient& add_player(const std::string& name, std::uint64_t seed) {
    std::string err;
    auto c = net::Client::connect("127.0.0.1", host->port(), name, fast_transport(), &err);
    REQUIRE_MESSAGE(c, err);
    players.push_back(
        std::make_unique<net::BotClient>(std::move(c), std::make_unique<net::RandomSeatBot>(seed)));
    return *players.back();
  }
  net::Client& add_watcher(const std::string& name, net::Hello hello = {}) {
    std::string err;
    auto c = net::Client::connect("127.0.0.1", host->port(), name, fast_transport(), &err,
                                  std::move(hello));
    REQUIRE_MESSAGE(c, err);
    watchers.push_back(std::move(c));
    return *watchers.back();
  }
  void pump() {
    int n = host->poll(0);
    for (auto& p : players) n += p->step(0) ? 1 : 0;
    for (auto& w : watchers) n += w->poll(0);
    if (each_step) each_step();
    if (n == 0) host->poll(1);  // nothing moved: wait a little for the network
  }
  bool until(const std::function<bool()>& done, int timeout_ms = 20000) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (!done()) {
      if (std::chrono::steady_clock::now() > end) return false;
      pump();
    }
    return true;
  }
};

// Waits until every seat of the owner's room is ready, then starts the game.
inline void start_when_all_ready(Net& n, net::Client& owner) {
  REQUIRE(n.until([&] {
    const auto& r = owner.room();
    if (!r) return false;
    for (const net::SeatInfo& seat : r->seats)
      if (!seat.ready) return false;
    return true;
  }));
  owner.send(net::StartGame{});
  REQUIRE(n.until([&] { return owner.room() && owner.room()->started; }));
}

// The host's game in a room.
inline const Game& game_of(Net& n, std::uint32_t room) {
  const net::Room* r = n.host->room(room);
  REQUIRE(r);
  REQUIRE(r->game());
  return *r->game();
}

inline net::WireDeck wire_deck(int i) {
  const Library& lib = library();
  return net::to_wire(lib.db, lib.decks[static_cast<std::size_t>(i) % lib.decks.size()]);
}

}  // namespace l5r::test
