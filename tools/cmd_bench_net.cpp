// `rokugan-cli bench net`: the network figures of issue 7 (docs/PERFORMANCE.md
// "Network"). The host runs in its own thread on an ephemeral loopback port;
// the clients (bot clients and a spectator) are polled in turn by the main
// thread. Two parts:
//  1. one Siege room, Rokugani seats all taken by bot clients, the Challenge
//     script in the last seat and one spectator: a seeded game, timing each
//     answer a client sends until that client receives its next view
//     (answer-to-view round trip), and the bytes the host sends per view;
//  2. concurrent rooms: N such rooms at once for a few seconds each, with N
//     growing until the round trip's p99 goes over the limit; the clients
//     answer at once, or after --think-ms as people would.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "net/bot_client.h"
#include "net/host.h"
#include "net/wire_deck.h"
#include "tools/commands.h"

namespace l5r {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

template <class T>
double quantile(std::vector<T> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return static_cast<double>(
      v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))]);
}

template <class T>
double mean(const std::vector<T>& v) {
  if (v.empty()) return 0;
  double s = 0;
  for (T x : v) s += static_cast<double>(x);
  return s / static_cast<double>(v.size());
}

struct NetBenchArgs {
  int seats = 4;             // Rokugani seats per room (bot clients)
  std::uint64_t seed = 7;    // room seeds: seed, seed + 1, ...
  std::uint16_t turn_limit = 0;
  int game_seconds = 60;     // part 1 gives up after this long
  std::vector<int> rooms = {1, 10, 25, 50, 100};
  double seconds = 5;        // part 2: measured time per room count
  double p99_limit_ms = 100;
  bool skip_rooms = false;
  int think_ms = 0;          // part 2: a client answers this long after its view comes
};

// What the host thread records; read only after the thread has stopped.
struct HostCounters {
  std::uint64_t views = 0, view_bytes = 0, other_messages = 0, other_bytes = 0;
  std::vector<std::uint32_t> view_sizes;
};

// A host polled by its own thread until stop().
class HostThread {
 public:
  HostThread(const Library& lib, std::size_t max_peers) {
    net::HostOptions o;
    o.transport.max_peers = std::min<std::size_t>(4095, max_peers);
    o.random_seed = 1;
    o.on_send = [this](net::ClientId, const net::HostMsg& m, std::size_t bytes) {
      if (std::holds_alternative<net::ViewUpdate>(m)) {
        ++counters_.views;
        counters_.view_bytes += bytes;
        counters_.view_sizes.push_back(static_cast<std::uint32_t>(bytes));
      } else {
        ++counters_.other_messages;
        counters_.other_bytes += bytes;
      }
    };
    std::string err;
    host_ = net::Host::start(lib, std::move(o), &err);
    if (!host_) {
      std::fprintf(stderr, "error: %s\n", err.c_str());
      throw CLI::RuntimeError(2);
    }
  }
  ~HostThread() { stop(); }
  net::Host& host() { return *host_; }  // before run() or after stop() only
  void run() {
    thread_ = std::thread([this] {
      while (!stop_) host_->poll(1);
    });
  }
  void stop() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
  }
  const HostCounters& counters() const { return counters_; }

 private:
  std::unique_ptr<net::Host> host_;
  HostCounters counters_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

net::RoomOptions siege_room(const NetBenchArgs& a, std::uint64_t seed) {
  net::RoomOptions r;
  r.name = "bench";
  r.kind = net::RoomKind::Siege;
  r.seats = static_cast<std::uint8_t>(a.seats);
  r.seed = seed;
  r.turn_limit = a.turn_limit;
  r.auto_start = true;  // starts when every Rokugani seat is ready
  r.challenge_script = true;
  return r;
}

// A bot client and its answer in flight.
struct Player {
  std::unique_ptr<net::BotClient> bot;
  std::uint32_t room = 0;
  std::uint8_t seat = 0;
  bool joined = false;
  bool waiting = false;  // an answer sent, its view not yet here
  int views_at_answer = 0;
  Clock::time_point sent;
  int views_seen = 0;
  Clock::time_point ready_at;  // thinking until then
};

// Polls every client once; records round trips. Returns the events handled.
int pump(std::vector<Player>& players, std::vector<net::Client*>& watchers,
         std::vector<double>& rtt_ms, std::uint64_t& answers, int think_ms = 0) {
  int n = 0;
  for (Player& p : players) {
    net::Client& c = p.bot->client();
    n += c.poll(0);
    if (p.waiting && c.views_received() > p.views_at_answer) {
      rtt_ms.push_back(ms_since(p.sent));
      p.waiting = false;
    }
    if (think_ms > 0 && c.views_received() != p.views_seen) {
      p.views_seen = c.views_received();
      p.ready_at = Clock::now() + std::chrono::milliseconds(think_ms);
    }
    if (think_ms > 0 && Clock::now() < p.ready_at) continue;
    if (p.bot->step(0)) {
      ++n;
      ++answers;
      p.waiting = true;
      p.views_at_answer = c.views_received();
      p.sent = Clock::now();
    }
  }
  for (net::Client* w : watchers) n += w->poll(0);
  return n;
}

// Connects `seats` bot clients per room, seats them and waits for every game
// to start (games already started play on meanwhile, at the clients' pace).
// Empty when that takes over 60 s.
std::vector<Player> seat_players(const Library& lib, std::uint16_t port,
                                 const std::vector<std::uint32_t>& rooms, int seats,
                                 std::uint64_t seed, std::vector<net::Client*>& watchers,
                                 int think_ms) {
  std::vector<Player> players;
  for (std::uint32_t room : rooms)
    for (int s = 0; s < seats; ++s) {
      std::string err;
      auto c = net::Client::connect("127.0.0.1", port, "bot " + std::to_string(s), {}, &err);
      if (!c) {
        std::fprintf(stderr, "error: %s\n", err.c_str());
        throw CLI::RuntimeError(2);
      }
      Player p;
      p.bot = std::make_unique<net::BotClient>(
          std::move(c), std::make_unique<net::RandomSeatBot>(seed + players.size()));
      p.room = room;
      p.seat = static_cast<std::uint8_t>(s);
      players.push_back(std::move(p));
    }
  std::vector<double> ignore;
  std::uint64_t answers = 0;
  const auto start = Clock::now();
  for (;;) {
    if (pump(players, watchers, ignore, answers, think_ms) == 0)
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    bool all = true;
    for (Player& p : players) {
      net::Client& c = p.bot->client();
      if (!c.welcomed()) {
        all = false;
        continue;
      }
      if (!p.joined) {
        p.joined = true;
        c.send(net::JoinRoom{p.room, "", p.seat, false});
        c.send(net::SubmitDeck{net::to_wire(lib.db, lib.decks[p.seat % lib.decks.size()])});
        c.send(net::SetReady{true});
      }
      if (!c.view()) all = false;
    }
    if (all) {
      // Answers sent while seating are not measured.
      for (Player& p : players) p.waiting = false;
      return players;
    }
    if (ms_since(start) > 60000) return {};
  }
}

bool over(Player& p) {
  const auto& v = p.bot->client().view();
  return v && v->state.result.over;
}

std::string json_list(const std::vector<std::string>& items) {
  std::string s = "[";
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? "," : "") + items[i];
  return s + "]";
}

void run_net_bench(const std::string& assets, const NetBenchArgs& a) {
  Library lib = load_library_or_fail(assets);
  if (lib.decks.empty() || lib.challenges.empty()) {
    std::fprintf(stderr, "error: no decks or no Challenge deck in %s\n", assets.c_str());
    throw CLI::RuntimeError(2);
  }
  char json[2048];

  // ---- 1. one seeded Siege game, five clients --------------------------------
  std::string game_json;
  {
    HostThread ht(lib, 16);
    const std::uint32_t room = ht.host().create_room(siege_room(a, a.seed), {});
    const std::uint16_t port = ht.host().port();
    ht.run();
    std::string err;
    auto spectator = net::Client::connect("127.0.0.1", port, "spectator", {}, &err);
    if (!spectator) {
      std::fprintf(stderr, "error: %s\n", err.c_str());
      throw CLI::RuntimeError(2);
    }
    std::vector<net::Client*> watchers{spectator.get()};
    const auto until_welcomed = Clock::now();
    while (!spectator->welcomed() && ms_since(until_welcomed) < 10000) spectator->poll(1);
    spectator->send(net::JoinRoom{room, "", net::kNoSeat, true});
    std::vector<Player> players =
        seat_players(lib, port, {room}, a.seats, a.seed * 100, watchers, 0);
    if (players.empty()) {
      std::fprintf(stderr, "error: the clients did not all get into the game in 60 s\n");
      throw CLI::RuntimeError(1);
    }

    std::vector<double> rtt;
    std::uint64_t answers = 0;
    const auto start = Clock::now();
    bool timed_out = false;
    for (;;) {
      if (pump(players, watchers, rtt, answers) == 0)
        std::this_thread::sleep_for(std::chrono::microseconds(200));
      bool done = spectator->view() && spectator->view()->state.result.over;
      for (Player& p : players) done = done && over(p);
      if (done) break;
      if (ms_since(start) > a.game_seconds * 1000.0) {
        timed_out = true;
        break;
      }
    }
    const double game_ms = ms_since(start);
    // The last messages (the final log lines) arrive before the host stops.
    for (int i = 0; i < 20; ++i) {
      pump(players, watchers, rtt, answers);
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    ht.stop();
    const HostCounters& hc = ht.counters();
    const net::TransportStats ts = ht.host().transport_stats();
    const GameState* gs = ht.host().room(room) && ht.host().room(room)->game()
                              ? &ht.host().room(room)->game()->state()
                              : nullptr;
    const std::size_t game_answers =
        ht.host().room(room) && ht.host().room(room)->game()
            ? ht.host().room(room)->game()->history().size()
            : 0;
    const double views = static_cast<double>(std::max<std::uint64_t>(1, hc.views));
    std::printf("net game: Siege room, %d Rokugani bot clients + Challenge script + 1 spectator, "
                "seed %llu: %s after %u turns, %zu answers (%llu from clients) in %.0f ms\n",
                a.seats, static_cast<unsigned long long>(a.seed),
                timed_out ? "stopped (time limit)"
                          : (gs ? std::string(to_string(gs->result.victory)).c_str() : "?"),
                gs ? gs->turn : 0u, game_answers, static_cast<unsigned long long>(answers),
                game_ms);
    std::printf("  answer-to-view round trip: %zu samples, median %.3f ms, p99 %.3f ms, max %.3f ms\n",
                rtt.size(), quantile(rtt, 0.5), quantile(rtt, 0.99), quantile(rtt, 1.0));
    std::printf("  view updates: %llu sent (to %d clients), mean %.0f B, median %.0f B, max %.0f B\n",
                static_cast<unsigned long long>(hc.views), a.seats + 1, mean(hc.view_sizes),
                quantile(hc.view_sizes, 0.5), quantile(hc.view_sizes, 1.0));
    std::printf("  host sent %llu messages, %llu B (%llu other messages, %llu B: logs, rooms, "
                "errors); on the wire %llu UDP datagrams, %llu B = %.0f B per view update\n",
                static_cast<unsigned long long>(ts.messages_sent),
                static_cast<unsigned long long>(ts.bytes_sent),
                static_cast<unsigned long long>(hc.other_messages),
                static_cast<unsigned long long>(hc.other_bytes),
                static_cast<unsigned long long>(ts.datagrams_sent),
                static_cast<unsigned long long>(ts.wire_bytes_sent),
                static_cast<double>(ts.wire_bytes_sent) / views);
    std::snprintf(
        json, sizeof json,
        "{\"clients\":%d,\"answers\":%zu,\"client_answers\":%llu,\"game_ms\":%.0f,"
        "\"finished\":%s,\"rtt_samples\":%zu,\"rtt_median_ms\":%.3f,\"rtt_p99_ms\":%.3f,"
        "\"views\":%llu,\"view_bytes_mean\":%.0f,\"view_bytes_median\":%.0f,"
        "\"host_messages\":%llu,\"host_bytes\":%llu,\"wire_datagrams\":%llu,\"wire_bytes\":%llu,"
        "\"wire_bytes_per_view\":%.0f}",
        a.seats + 1, game_answers, static_cast<unsigned long long>(answers), game_ms,
        timed_out ? "false" : "true", rtt.size(), quantile(rtt, 0.5), quantile(rtt, 0.99),
        static_cast<unsigned long long>(hc.views), mean(hc.view_sizes),
        quantile(hc.view_sizes, 0.5), static_cast<unsigned long long>(ts.messages_sent),
        static_cast<unsigned long long>(ts.bytes_sent),
        static_cast<unsigned long long>(ts.datagrams_sent),
        static_cast<unsigned long long>(ts.wire_bytes_sent),
        static_cast<double>(ts.wire_bytes_sent) / views);
    game_json = json;
  }

  // ---- 2. concurrent rooms ---------------------------------------------------
  std::vector<std::string> room_json;
  int largest_ok = 0;
  if (!a.skip_rooms) {
    std::printf("concurrent rooms (%d bot clients each, Challenge script; clients think %d ms; "
                "%.1f s each; keeps up: p99 under %.0f ms):\n",
                a.seats, a.think_ms, a.seconds, a.p99_limit_ms);
    for (int n : a.rooms) {
      HostThread ht(lib, static_cast<std::size_t>(n * a.seats + 16));
      std::vector<std::uint32_t> ids;
      for (int i = 0; i < n; ++i)
        ids.push_back(ht.host().create_room(siege_room(a, a.seed + 1 + static_cast<std::uint64_t>(i)), {}));
      const std::uint16_t port = ht.host().port();
      ht.run();
      std::vector<net::Client*> none;
      std::vector<Player> players =
          seat_players(lib, port, ids, a.seats, a.seed * 1000, none, a.think_ms);
      if (players.empty()) {
        std::printf("  %4d rooms: the clients could not all take their seats in 60 s: falls behind\n",
                    n);
        std::snprintf(json, sizeof json, "{\"rooms\":%d,\"seated\":false,\"keeps_up\":false}", n);
        room_json.push_back(json);
        break;
      }
      std::vector<double> rtt;
      std::uint64_t answers = 0;
      std::vector<std::uint32_t> first(ids.size(), 0);
      for (Player& p : players) {
        const std::size_t r = p.room - ids.front();
        first[r] = std::max(first[r], p.bot->client().view()->answers);
      }
      const auto start = Clock::now();
      for (;;) {
        if (pump(players, none, rtt, answers, a.think_ms) == 0)
          std::this_thread::sleep_for(std::chrono::microseconds(200));
        if (ms_since(start) > a.seconds * 1000.0) break;
        bool all_over = true;
        for (Player& p : players) all_over = all_over && over(p);
        if (all_over) break;
      }
      const double secs = ms_since(start) / 1000.0;
      // Every answer the games took (the Challenge script's too), as the
      // clients' last views tell it.
      std::vector<std::uint32_t> last(ids.size(), 0);
      int finished = 0;
      for (Player& p : players) {
        const std::size_t r = p.room - ids.front();
        last[r] = std::max(last[r], p.bot->client().view()->answers);
      }
      for (Player& p : players)
        if (p.seat == 0 && over(p)) ++finished;
      std::uint64_t game_answers = 0;
      for (std::size_t r = 0; r < ids.size(); ++r) game_answers += last[r] - first[r];
      ht.stop();
      const double p99 = quantile(rtt, 0.99);
      const bool ok = !rtt.empty() && p99 < a.p99_limit_ms;
      if (ok) largest_ok = std::max(largest_ok, n);
      std::printf("  %4d rooms, %4zu clients: %7.0f client answers/s, %7.0f game answers/s, "
                  "round trip median %.2f ms, p99 %.2f ms, %d games over in %.1f s: %s\n",
                  n, players.size(), static_cast<double>(answers) / secs,
                  static_cast<double>(game_answers) / secs, quantile(rtt, 0.5), p99, finished,
                  secs, ok ? "keeps up" : "falls behind");
      std::snprintf(json, sizeof json,
                    "{\"rooms\":%d,\"clients\":%zu,\"seconds\":%.2f,\"client_answers_per_s\":%.0f,"
                    "\"game_answers_per_s\":%.0f,\"rtt_median_ms\":%.3f,\"rtt_p99_ms\":%.3f,"
                    "\"games_over\":%d,\"keeps_up\":%s}",
                    n, players.size(), secs, static_cast<double>(answers) / secs,
                    static_cast<double>(game_answers) / secs, quantile(rtt, 0.5), p99, finished,
                    ok ? "true" : "false");
      room_json.push_back(json);
      // Clients go first (each says goodbye at once), then the host.
      players.clear();
      if (!ok) break;  // more rooms would only fall further behind
    }
    std::printf("largest room count that kept up: %d\n", largest_ok);
  }
  std::printf("{\"bench\":\"net\",\"game\":%s,\"rooms\":%s,\"largest_rooms_kept_up\":%d,"
              "\"p99_limit_ms\":%.0f,\"think_ms\":%d}\n",
              game_json.c_str(), json_list(room_json).c_str(), largest_ok, a.p99_limit_ms,
              a.think_ms);
}

}  // namespace

void add_bench_net_command(CLI::App& bench, const std::shared_ptr<std::string>& assets) {
  auto* cmd = bench.add_subcommand(
      "net", "Network: answer-to-view round trip, bytes per view, concurrent rooms (loopback)");
  auto a = std::make_shared<NetBenchArgs>();
  cmd->add_option("--seats", a->seats, "Rokugani seats per Siege room, each a bot client")
      ->check(CLI::Range(3, 6));
  cmd->add_option("--seed", a->seed, "seed of the measured game (the rooms take the next ones)");
  cmd->add_option("--turn-limit", a->turn_limit, "end each game after this many turns (0: none)");
  cmd->add_option("--game-seconds", a->game_seconds, "stop the measured game after this long")
      ->check(CLI::Range(1, 3600));
  cmd->add_option("--rooms", a->rooms, "room counts to try, in order (stops at the first that "
                                       "falls behind)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--seconds", a->seconds, "time measured for each room count")
      ->check(CLI::Range(0.1, 600.0));
  cmd->add_option("--p99-limit-ms", a->p99_limit_ms, "keeping up: round-trip p99 under this");
  cmd->add_flag("--no-rooms", a->skip_rooms, "only the one measured game");
  cmd->add_option("--think-ms", a->think_ms,
                  "concurrent rooms: each client waits this long before answering (0: at once)")
      ->check(CLI::Range(0, 60000));
  cmd->callback([=] { run_net_bench(*assets, *a); });
}

}  // namespace l5r
