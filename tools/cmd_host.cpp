// `rokugan-cli host`: the headless host (docs/network.md). It opens one room
// of its own (optionally with bots in some seats) and serves clients until
// interrupted, or until every game is over with --exit-when-done.
#include <chrono>
#include <iostream>

#include "net/host.h"
#include "net/save_file.h"
#include "tools/commands.h"

namespace l5r {

namespace {

struct HostArgs {
  std::uint16_t port = 7777;
  std::string assets = default_assets_dir();
  std::string room = "duel";
  int seats = 2;
  int bots = 0;
  std::string bot_level = "heuristic";
  std::uint16_t turn_limit = 0;
  std::uint64_t seed = 0;
  std::string password;
  std::string away = "wait";
  std::string commit = "first_proposal";
  std::string challenge = "script";
  int challenge_deck = 0;
  std::string autosave_dir;
  std::string resume;
  bool exit_when_done = false;
  int max_seconds = 0;
};

net::AwayPolicy away_policy(const std::string& s) {
  if (s == "pause") return net::AwayPolicy::Pause;
  if (s == "bot") return net::AwayPolicy::Bot;
  return net::AwayPolicy::Wait;
}

}  // namespace

void add_host_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("host", "Host network games (headless, host-authoritative)");
  auto a = std::make_shared<HostArgs>();
  cmd->add_option("--port", a->port, "UDP port to listen on");
  cmd->add_option("--assets", a->assets, "assets directory");
  cmd->add_option("--room", a->room, "the room the host opens: duel, multiplayer or siege")
      ->check(CLI::IsMember({"duel", "multiplayer", "siege"}));
  cmd->add_option("--seats", a->seats,
                  "seats in a multiplayer room; in a siege room, the Rokugani seats (the "
                  "Challenge seat comes on top)")
      ->check(CLI::Range(3, 6));
  cmd->add_option("--bots", a->bots, "host bots in the last seats (siege: the last Rokugani seats)")
      ->check(CLI::Range(0, 6));
  cmd->add_option("--commit", a->commit,
                  "siege: how the team commits an answer: captain, all_agree or first_proposal")
      ->check(CLI::IsMember({"captain", "all_agree", "first_proposal"}));
  cmd->add_option("--challenge", a->challenge,
                  "siege: who takes the Challenge seat: script (the scripted Challenge player), "
                  "bot (the host's bot) or human (a client joins it)")
      ->check(CLI::IsMember({"script", "bot", "human"}));
  cmd->add_option("--challenge-deck", a->challenge_deck,
                  "siege: index of the Challenge deck (assets/challenges)")
      ->check(CLI::Range(0, 255));
  cmd->add_option("--bot-level", a->bot_level, "the host's bots: random, heuristic or search")
      ->check(CLI::IsMember({"random", "heuristic", "search"}));
  cmd->add_option("--turn-limit", a->turn_limit, "stop the game after this many turns (0: none)");
  cmd->add_option("--seed", a->seed, "game seed (0: random)");
  cmd->add_option("--password", a->password, "room password");
  cmd->add_option("--away", a->away, "when a player drops: wait, pause or bot")
      ->check(CLI::IsMember({"wait", "pause", "bot"}));
  cmd->add_option("--autosave-dir", a->autosave_dir, "write room-<id>.sav here after every change");
  cmd->add_option("--resume", a->resume, "resume the game in this autosave file");
  cmd->add_flag("--exit-when-done", a->exit_when_done, "exit when every game is over");
  cmd->add_option("--max-seconds", a->max_seconds, "exit after this long (0: never)");
  cmd->callback([a] {
    Library lib = load_library_or_fail(a->assets);
    net::HostOptions o;
    o.port = a->port;
    o.autosave_dir = a->autosave_dir;
    o.bots = net::engine_bot_factory(lib.db, *parse_bot_level(a->bot_level));
    std::string err;
    auto host = net::Host::start(lib, o, &err);
    if (!host) {
      std::cerr << "error: " << err << "\n";
      throw CLI::RuntimeError(2);
    }
    std::uint32_t room = 0;
    if (!a->resume.empty()) {
      auto save = net::read_save(a->resume, &err);
      if (save) room = host->resume(*save, &err);
      if (!room) {
        std::cerr << "error: " << err << "\n";
        throw CLI::RuntimeError(2);
      }
      std::cout << "resumed room " << room << " from " << a->resume
                << ": players rejoin with their tokens" << std::endl;
    } else {
      net::RoomOptions r;
      r.name = a->room;
      const bool siege = a->room == "siege";
      r.kind = a->room == "duel" ? net::RoomKind::Duel
               : siege           ? net::RoomKind::Siege
                                 : net::RoomKind::Multiplayer;
      r.seats = static_cast<std::uint8_t>(a->room == "duel" ? 2 : a->seats);
      r.commit = *parse_commit_policy(a->commit);
      r.challenge_script = a->challenge != "bot";
      r.challenge_deck = static_cast<std::uint8_t>(a->challenge_deck);
      if (siege && static_cast<std::size_t>(a->challenge_deck) >= lib.challenges.size()) {
        std::cerr << "error: no Challenge deck " << a->challenge_deck << " ("
                  << lib.challenges.size() << " in " << a->assets << "/challenges)\n";
        throw CLI::RuntimeError(2);
      }
      r.turn_limit = a->turn_limit;
      r.seed = a->seed;
      r.password = a->password;
      r.away = away_policy(a->away);
      r.auto_start = true;  // nobody sits at a headless host to press start
      std::vector<std::uint8_t> bots;
      for (int i = 0; i < a->bots && i < r.seats; ++i)
        bots.push_back(static_cast<std::uint8_t>(r.seats - 1 - i));
      // The Challenge seat (the last, index r.seats) starts with the script or
      // the bot in it; for a person it is opened.
      std::vector<std::uint8_t> open;
      if (siege && a->challenge == "human") open.push_back(r.seats);
      room = host->create_room(r, bots, open);
      std::cout << "room " << room << " (" << a->room << ", " << int{r.seats}
                << (siege ? " Rokugani seats and the Challenge seat (" + a->challenge + ")"
                          : std::string(" seats"))
                << ", " << bots.size() << " host bots)" << std::endl;
    }
    std::cout << "listening on port " << host->port() << std::endl;
    const auto start = std::chrono::steady_clock::now();
    bool reported = false;
    for (;;) {
      host->poll(50);
      const net::Room* r = host->room(room);
      if (r && r->game() && r->game()->over() && !reported) {
        reported = true;
        const GameState& gs = r->game()->state();
        const Result& res = gs.result;
        std::cout << "game over: "
                  << (res.winner == kNoPlayer      ? std::string("no winner")
                      : gs.is_rokugani(res.winner) ? std::string("the Rokugani team")
                                                   : "player " + std::to_string(res.winner + 1))
                  << ", " << to_string(res.victory) << " after " << r->game()->state().turn
                  << " turns, " << r->game()->history().size() << " answers" << std::endl;
      }
      // Let the last views reach the players before leaving.
      if (a->exit_when_done && host->all_games_over()) {
        for (int i = 0; i < 20; ++i) host->poll(10);
        return;
      }
      if (a->max_seconds > 0 &&
          std::chrono::steady_clock::now() - start > std::chrono::seconds(a->max_seconds))
        throw CLI::RuntimeError(1);
    }
  });
}

}  // namespace l5r
