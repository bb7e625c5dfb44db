// The client's files, without a window: settings.json (round trip, malformed
// files), the person's deck files, replays of autosaved games stepping
// through the very states the game went through, and the manual actions'
// menus.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>

#include "game/ai/bot.h"
#include "game/ai/random_bot.h"
#include "game/cards/library.h"
#include "game/model/game_state.h"
#include "game/rules/engine.h"
#include "gfx/deck_store.h"
#include "gfx/local_save.h"
#include "gfx/manual_kinds.h"
#include "gfx/replay.h"
#include "gfx/settings_file.h"
#include "gfx/user_dirs.h"
#include "net/room.h"
#include "net/wire_deck.h"

using namespace l5r;
using namespace l5r::gfx;
namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary folder, removed at the end.
struct TempDir {
  fs::path path;
  explicit TempDir(const std::string& name) {
    path = fs::temp_directory_path() /
           ("rokugan-client-test-" + name + "-" + std::to_string(std::rand()));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string str() const { return path.string(); }
};

const Library& library() {
  static const Library lib = load_library(std::string(ROKUGAN_SOURCE_DIR) + "/assets");
  return lib;
}

void write(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

}  // namespace

TEST_CASE("settings: written and read back the same") {
  TempDir dir("settings");
  Settings s;
  s.name = "Hida Kisada";
  s.ui_scale = 1.5f;
  s.fullscreen = true;
  s.bot_delay = 0.25f;
  s.carddb = "/somewhere/carddb";
  const std::string path = dir.str() + "/nested/settings.json";  // the folder is created
  std::string error;
  REQUIRE(save_settings(path, s, &error));
  const SettingsLoad back = load_settings(path);
  CHECK(back.found);
  CHECK(back.problem.empty());
  CHECK(back.settings == s);
}

TEST_CASE("settings: a missing file gives the defaults quietly") {
  TempDir dir("settings-missing");
  const SettingsLoad r = load_settings(dir.str() + "/settings.json");
  CHECK_FALSE(r.found);
  CHECK(r.problem.empty());
  CHECK(r.settings == Settings{});
}

TEST_CASE("settings: a malformed file says what is wrong and uses the defaults") {
  TempDir dir("settings-bad");
  const std::string path = dir.str() + "/settings.json";
  write(path, "{ \"name\": \"Doji\", \"ui_scale\": 1.25,, }");
  SettingsLoad r = load_settings(path);
  CHECK(r.found);
  CHECK(r.settings == Settings{});
  CHECK(r.problem.find(path) != std::string::npos);
  CHECK(r.problem.find("not valid JSON") != std::string::npos);
  CHECK(r.problem.find("default settings") != std::string::npos);
  CHECK(r.problem.find("[json.exception") == std::string::npos);  // no library jargon

  write(path, "[1, 2]");
  r = load_settings(path);
  CHECK(r.settings == Settings{});
  CHECK(r.problem.find("JSON object") != std::string::npos);

  // One bad field: that one takes its default, the others are kept.
  write(path, R"({"name": "Doji", "ui_scale": "big", "fullscreen": 1, "bot_pace": 99})");
  r = load_settings(path);
  CHECK(r.settings.name == "Doji");
  CHECK(r.settings.ui_scale == Settings{}.ui_scale);
  CHECK(r.settings.fullscreen == Settings{}.fullscreen);
  CHECK(r.settings.bot_delay == Settings{}.bot_delay);
  CHECK(r.problem.find("\"ui_scale\" should be a number") != std::string::npos);
  CHECK(r.problem.find("\"fullscreen\" should be true or false") != std::string::npos);
  CHECK(r.problem.find("\"bot_pace\" should be between") != std::string::npos);
}

TEST_CASE("user folders follow the XDG variables") {
  const char* old_data = std::getenv("XDG_DATA_HOME");
  const char* old_config = std::getenv("XDG_CONFIG_HOME");
  const std::string keep_data = old_data ? old_data : "",
                    keep_config = old_config ? old_config : "";
  setenv("XDG_DATA_HOME", "/tmp/xdg-data", 1);
  setenv("XDG_CONFIG_HOME", "/tmp/xdg-config", 1);
  CHECK(decks_dir() == "/tmp/xdg-data/rokugan/decks");
  CHECK(saves_dir() == "/tmp/xdg-data/rokugan/saves");
  CHECK(settings_path() == "/tmp/xdg-config/rokugan/settings.json");
  setenv("XDG_DATA_HOME", "relative/ignored", 1);
  setenv("HOME", "/home/someone", 1);
  CHECK(data_dir() == "/home/someone/.local/share/rokugan");
  if (old_data)
    setenv("XDG_DATA_HOME", keep_data.c_str(), 1);
  else
    unsetenv("XDG_DATA_HOME");
  if (old_config)
    setenv("XDG_CONFIG_HOME", keep_config.c_str(), 1);
  else
    unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("decks: saved in the deck format and loaded back") {
  const Library& lib = library();
  REQUIRE(lib.errors.empty());
  REQUIRE_FALSE(lib.decks.empty());
  TempDir dir("decks");
  Deck deck = lib.decks[0];
  deck.name = "My Crab: Wall!";
  std::string error;
  const std::string path = save_deck(dir.str(), lib.db, deck, &error);
  REQUIRE_MESSAGE(!path.empty(), error);
  CHECK(path == dir.str() + "/my-crab-wall.json");
  const DeckLoadResult back = load_deck_file(lib.db, path);
  REQUIRE(back.deck);
  CHECK(back.deck->name == deck.name);
  CHECK(back.deck->stronghold == deck.stronghold);
  auto sorted = [](std::vector<DefId> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  CHECK(sorted(back.deck->dynasty) == sorted(deck.dynasty));
  CHECK(sorted(back.deck->fate) == sorted(deck.fate));
  CHECK(validate_deck(lib.db, *back.deck).empty());

  // Offered for play, marked as the person's.
  Library mine = lib;
  CHECK(add_user_decks(mine, dir.str()) == 1);
  CHECK(mine.decks.back().name == "My Crab: Wall! (yours)");

  // An illegal deck is kept on disk but not offered.
  Deck small = deck;
  small.name = "Too small";
  small.fate.resize(10);
  REQUIRE_FALSE(save_deck(dir.str(), lib.db, small, &error).empty());
  Library again = lib;
  CHECK(add_user_decks(again, dir.str()) == 1);
  CHECK(again.errors.back().find("not offered for play") != std::string::npos);

  // Without a Stronghold the file format cannot hold it.
  Deck none;
  none.name = "Nothing";
  CHECK(save_deck(dir.str(), lib.db, none, &error).empty());
  CHECK(error.find("Stronghold") != std::string::npos);
}

TEST_CASE("decks: counts as the deck builder edits them") {
  const Library& lib = library();
  const Deck& d = lib.decks[0];
  DeckCounts c = DeckCounts::from_deck(d);
  CHECK(c.dynasty_size() == static_cast<int>(d.dynasty.size()));
  CHECK(c.fate_size() == static_cast<int>(d.fate.size()));
  const DefId first = d.fate.front();
  const int n = c.count(first);
  c.add(lib.db, first, -1);
  CHECK(c.count(first) == n - 1);
  CHECK(c.fate_size() == static_cast<int>(d.fate.size()) - 1);
  c.add(lib.db, first, 1);
  CHECK(validate_deck(lib.db, c.to_deck()).empty());
  c.add(lib.db, d.stronghold, -1);
  CHECK(c.stronghold == kNoDef);
  CHECK_FALSE(validate_deck(lib.db, c.to_deck()).empty());
}

namespace {

// Plays `answers` answers of a seeded game with random bots, recording the
// state hash after each; returns the game.
std::unique_ptr<Game> play(const Library& lib, bool siege, int answers,
                           std::vector<std::uint64_t>& hashes) {
  GameSetup setup;
  setup.seed = 11;
  const int members = siege ? 3 : 2;
  for (int i = 0; i < members; ++i)
    setup.seats.push_back({"Seat " + std::to_string(i + 1), lib.decks[i % lib.decks.size()]});
  if (siege) {
    setup.challenger = members;
    setup.seats.push_back({"The Dark Naga", lib.challenges.at(0)});
  }
  auto g = std::make_unique<Game>(lib.db, setup);
  REQUIRE(g->error().empty());
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t i = 0; i < setup.seats.size(); ++i)
    bots.push_back(make_bot(BotLevel::Random, 100 + i));
  hashes.push_back(state_hash(g->state()));
  for (int i = 0; i < answers && !g->over() && g->pending(); ++i) {
    const PlayerId who = g->pending()->who;
    const auto a = bots[who]->choose(lib.db, g->state(), who);
    REQUIRE(a);
    REQUIRE(g->answer(who, *a).accepted);
    hashes.push_back(state_hash(g->state()));
  }
  return g;
}

}  // namespace

TEST_CASE("replays: an autosaved game steps through the same states") {
  const Library& lib = library();
  for (const bool siege : {false, true}) {
    CAPTURE(siege);
    std::vector<std::uint64_t> hashes;
    const auto g = play(lib, siege, 300, hashes);
    TempDir dir(siege ? "replay-siege" : "replay-duel");
    const std::string path = new_save_path(dir.str(), siege ? "siege" : "duel");
    std::vector<bool> bots(g->setup().seats.size(), false);
    bots.back() = true;
    std::string error;
    REQUIRE(net::write_save(path, local_save(*g, lib.db, bots, 0), &error));
    CHECK(list_saves(dir.str()) == std::vector<std::string>{path});

    const auto r = Replay::open_file(lib, path, &error);
    REQUIRE_MESSAGE(r, error);
    CHECK(r->matches_save());
    CHECK(r->siege() == siege);
    REQUIRE(r->size() == hashes.size() - 1);
    CHECK(r->position() == 0);
    // Forward one answer at a time, then back, then jumps.
    for (std::size_t k = 0; k <= r->size(); ++k) {
      CHECK(state_hash(r->game().state()) == hashes[k]);
      r->step(1);
    }
    CHECK(r->position() == r->size());
    for (std::size_t k = r->size(); k-- > 0;) {
      r->step(-1);
      REQUIRE(state_hash(r->game().state()) == hashes[k]);
    }
    for (std::size_t k : {std::size_t{250}, std::size_t{3}, std::size_t{130}, std::size_t{129}}) {
      if (k > r->size()) continue;
      r->seek(k);
      CHECK(state_hash(r->game().state()) == hashes[k]);
    }
    // Turns: each turn's first position has that turn number.
    CHECK(r->last_turn() >= 2);
    for (int t = 1; t <= r->last_turn(); ++t) {
      const std::size_t at = r->first_of_turn(t);
      CHECK(r->turn_at(at) == t);
      if (at > 0) CHECK(r->turn_at(at - 1) < t);
    }
  }
}

TEST_CASE("replays: a save that is not one, or does not replay, is refused with a reason") {
  const Library& lib = library();
  TempDir dir("replay-bad");
  const std::string path = dir.str() + "/bad.sav";
  write(path, "this is not a save");
  std::string error;
  CHECK_FALSE(Replay::open_file(lib, path, &error));
  CHECK(error.find(path) != std::string::npos);

  std::vector<std::uint64_t> hashes;
  const auto g = play(lib, false, 20, hashes);
  net::SaveFile f = local_save(*g, lib.db, {false, true}, 0);
  f.seats[0].deck.fate[0] = "no-such-card";
  CHECK_FALSE(Replay::open(lib, f, &error));
  CHECK(error.find("unknown card 'no-such-card'") != std::string::npos);
}

TEST_CASE("replays: a network host's Siege save opens and ends in its saved state") {
  // The host's autosave (net/room_game.cpp) is the same format as the
  // client's: a Siege room of three Rokugani and the Challenge script.
  const Library& lib = library();
  std::mt19937_64 random{9};
  net::RoomOptions o;
  o.kind = net::RoomKind::Siege;
  o.seats = 3;
  o.seed = 4;
  net::Room room(1, o, net::RoomContext{lib, net::random_bot_factory(), random, ""});
  for (net::ClientId c : {11u, 12u, 13u}) {
    REQUIRE(room.join(c, "P" + std::to_string(c), net::JoinRoom{}).empty());
    room.handle(c, net::SubmitDeck{net::to_wire(lib.db, lib.decks[c % lib.decks.size()])});
    room.handle(c, net::SetReady{true});
  }
  room.handle(11, net::StartGame{});
  REQUIRE(room.started());
  RandomBot bot(7);
  for (int i = 0; i < 40 && room.game()->pending(); ++i) {
    const Question q = *room.game()->pending();
    room.handle(11 + static_cast<net::ClientId>(i % 3), net::SendAnswer{bot.choose(q)});
  }
  const net::SaveFile f = room.save();
  std::string error;
  const auto r = Replay::open(lib, f, &error);
  REQUIRE_MESSAGE(r, error);
  CHECK(r->siege());
  CHECK(r->size() >= 40);  // the team's answers and the script's
  CHECK(r->matches_save());
  r->seek(r->size());
  CHECK(state_hash(r->game().state()) == state_hash(room.game()->state()));
}

// Issue 4: what a card's manual-action menu offers, the engine accepts. At
// points through seeded games (a duel, solo Siege), every entry offered for
// every card is tried on a copy of the state, for the card's owner.
TEST_CASE("manual actions: every entry a card's menu offers is accepted by the engine") {
  const Library& lib = library();
  for (const bool siege : {false, true}) {
    CAPTURE(siege);
    std::vector<std::uint64_t> hashes;
    const auto g = play(lib, siege, 240, hashes);
    std::set<ManualKind> offered;
    for (std::size_t at = 0; at <= g->history().size(); at += 60) {
      const auto game = g->rewound(at);
      const GameState& st = game->state();
      if (st.result.over) break;
      for (CardId c = 0; c < st.cards.size(); ++c) {
        const PlayerId owner = st.card(c).owner;
        // The seat acting: the owner, or a Rokugani member for the Challenge
        // deck's cards and the Territories.
        const PlayerId from = st.is_siege() && !st.is_rokugani(owner) ? 0 : owner;
        if (st.players[from].eliminated) continue;
        for (const CardManualEntry* e : card_entries_for(st, lib.db, c, owner == from)) {
          CAPTURE(at);
          CAPTURE(e->label);
          CAPTURE(lib.db.def(st.card(c).def).title);
          GameState copy = st;
          Engine engine(lib.db, copy);
          const Outcome o = engine.manual(from, manual_action(*e, c));
          CHECK_MESSAGE(o.accepted, o.reason);
          offered.insert(e->kind);
        }
      }
    }
    // The menus offered the common kinds at least once.
    for (ManualKind k : {ManualKind::Bow, ManualKind::Discard, ManualKind::Reveal,
                         ManualKind::Destroy, ManualKind::AdjustForce, ManualKind::ToHand,
                         ManualKind::AdjustTokens})
      CHECK(offered.count(k) == 1);
    if (siege) CHECK(offered.count(ManualKind::TerritoryStrength) == 1);
  }
}

TEST_CASE("manual actions: the player-level menu's entries, Siege's only in Siege") {
  const Library& lib = library();
  std::vector<std::uint64_t> hashes;
  for (const bool siege : {false, true}) {
    const auto g = play(lib, siege, 10, hashes);
    int shown = 0;
    for (const PlayerManualEntry& e : player_manual_entries()) {
      if (!e.applies(g->state())) continue;
      ++shown;
      GameState copy = g->state();
      Engine engine(lib.db, copy);
      const Outcome o = engine.manual(0, manual_action(e, 0));
      // Political -1 with no tokens is the engine's to refuse, with its reason.
      if (e.kind == ManualKind::AdjustPolitical && e.amount < 0 &&
          g->state().siege.political_tokens == 0)
        CHECK_FALSE(o.accepted);
      else
        CHECK_MESSAGE(o.accepted, o.reason);
    }
    CHECK(shown == (siege ? 6 : 3));
  }
}
