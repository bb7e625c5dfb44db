// `rokugan-cli bot`: a headless client that takes a seat at a host and plays
// it with a bot until the game is over (docs/network.md).
#include <chrono>
#include <iostream>

#include "net/bot_client.h"
#include "net/wire_deck.h"
#include "tools/commands.h"

namespace l5r {

namespace {

struct BotArgs {
  std::string join;
  int seat = -1;
  std::uint32_t room = 0;
  std::string name;
  std::string assets = default_assets_dir();
  int deck = -1;
  std::string password;
  std::uint64_t token = 0;
  std::uint64_t seed = 1;
  int max_seconds = 0;
};

bool split_host_port(const std::string& s, std::string& host, std::uint16_t& port) {
  const auto colon = s.rfind(':');
  if (colon == std::string::npos || colon == 0) return false;
  host = s.substr(0, colon);
  try {
    const int p = std::stoi(s.substr(colon + 1));
    if (p <= 0 || p > 65535) return false;
    port = static_cast<std::uint16_t>(p);
  } catch (const std::exception&) {
    return false;
  }
  return true;
}

[[noreturn]] void fail(const std::string& why, int code = 1) {
  std::cerr << "error: " << why << "\n";
  throw CLI::RuntimeError(code);
}

}  // namespace

void add_bot_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("bot", "Join a host and play a seat with a bot");
  auto a = std::make_shared<BotArgs>();
  cmd->add_option("--join", a->join, "HOST:PORT of the host")->required();
  cmd->add_option("--seat", a->seat, "seat to take (0-based; default: the first free one)");
  cmd->add_option("--room", a->room, "room id (default: the first room)");
  cmd->add_option("--name", a->name, "player name");
  cmd->add_option("--assets", a->assets, "assets directory (for the deck)");
  cmd->add_option("--deck", a->deck, "index of a built-in deck (default: the seat's)");
  cmd->add_option("--password", a->password, "room password");
  cmd->add_option("--token", a->token, "rejoin the seat this token was given for");
  cmd->add_option("--seed", a->seed, "the bot's own seed");
  cmd->add_option("--max-seconds", a->max_seconds, "give up after this long (0: never)");
  cmd->callback([a] {
    std::string host;
    std::uint16_t port = 0;
    if (!split_host_port(a->join, host, port)) fail("--join wants HOST:PORT, got " + a->join, 2);
    Library lib = load_library_or_fail(a->assets);
    std::string err;
    const std::string name =
        a->name.empty() ? "bot" + (a->seat >= 0 ? " " + std::to_string(a->seat) : "") : a->name;
    auto c = net::Client::connect(host, port, name, {}, &err);
    if (!c) fail(err);
    net::BotClient bot(std::move(c), net::random_bot_factory()(a->seed));
    net::Client& cl = bot.client();
    const auto start = std::chrono::steady_clock::now();
    enum class Stage { Hello, Listing, Joining, Playing } stage = Stage::Hello;
    std::size_t errors_seen = 0;
    for (;;) {
      bot.step(20);
      if (cl.refused()) fail("refused: " + cl.refused()->reason);
      if (cl.closed()) fail("the connection closed");
      while (errors_seen < cl.errors().size())
        std::cerr << "host: " << cl.errors()[errors_seen++].reason << "\n";
      if (a->max_seconds > 0 &&
          std::chrono::steady_clock::now() - start > std::chrono::seconds(a->max_seconds))
        fail("timed out");
      switch (stage) {
        case Stage::Hello:
          if (!cl.welcomed()) break;
          if (a->token) {
            cl.send(net::Rejoin{a->token});
            stage = Stage::Joining;
          } else if (a->room) {
            cl.send(net::JoinRoom{a->room, a->password,
                                  a->seat < 0 ? net::kNoSeat : static_cast<std::uint8_t>(a->seat),
                                  false});
            stage = Stage::Joining;
          } else {
            cl.send(net::ListRooms{});
            stage = Stage::Listing;
          }
          break;
        case Stage::Listing:
          for (const net::HostMsg& m : cl.others())
            if (const auto* l = std::get_if<net::RoomList>(&m)) {
              if (l->rooms.empty()) fail("the host has no room");
              cl.send(net::JoinRoom{l->rooms.front().id, a->password,
                                    a->seat < 0 ? net::kNoSeat : static_cast<std::uint8_t>(a->seat),
                                    false});
              stage = Stage::Joining;
            }
          break;
        case Stage::Joining:
          if (errors_seen > 0 && !cl.seat()) fail("could not take a seat");
          if (!cl.seat()) break;
          std::cout << "seat " << int{cl.seat()->seat} << " in room " << cl.seat()->room
                    << ", token " << cl.seat()->token << std::endl;
          // The Challenge seat plays the room's Challenge deck: nothing to submit.
          if (!a->token && !(cl.room() && cl.seat()->seat < cl.room()->seats.size() &&
                             cl.room()->seats[cl.seat()->seat].challenge)) {
            const int deck = a->deck >= 0 ? a->deck : cl.seat()->seat;
            if (lib.decks.empty()) fail("no decks");
            cl.send(net::SubmitDeck{net::to_wire(
                lib.db, lib.decks[static_cast<std::size_t>(deck) % lib.decks.size()])});
          }
          if (!a->token) cl.send(net::SetReady{true});
          stage = Stage::Playing;
          break;
        case Stage::Playing:
          if (cl.view() && cl.view()->state.result.over) {
            const Result& r = cl.view()->state.result;
            std::cout << "game over: "
                      << (r.winner == kNoPlayer ? std::string("no winner")
                                                : "player " + std::to_string(r.winner + 1))
                      << ", " << to_string(r.victory) << " victory" << std::endl;
            cl.disconnect();
            for (int i = 0; i < 10; ++i) cl.poll(10);
            return;
          }
          break;
      }
    }
  });
}

}  // namespace l5r
