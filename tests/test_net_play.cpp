// Whole games over ENet on loopback: a host and headless bot clients in one
// thread (tests/net_harness.h), with drops, rejoins, spectators, bad input,
// version mismatches, autosave and undo.
#include <doctest/doctest.h>

#include <filesystem>

#include "game/view.h"
#include "net/codec.h"
#include "net/save_file.h"
#include "tests/net_harness.h"

using namespace l5r;
using namespace l5r::net;
using test::Net;
using test::game_of;

namespace {

// players[0] creates the room, the other players join it, the owner puts bots
// on `bot_seats`, everyone submits a deck and readies, and the game starts.
std::uint32_t open_room(Net& n, RoomOptions o, const std::vector<std::uint8_t>& bot_seats) {
  REQUIRE(n.until([&] {
    for (auto& p : n.players)
      if (!p->client().welcomed()) return false;
    return true;
  }));
  Client& owner = n.players[0]->client();
  owner.send(CreateRoom{o});
  REQUIRE(n.until([&] { return owner.seat().has_value(); }));
  const std::uint32_t id = owner.seat()->room;
  for (std::size_t i = 1; i < n.players.size(); ++i) {
    n.players[i]->client().send(JoinRoom{id, o.password, kNoSeat, false});
    REQUIRE(n.until([&] { return n.players[i]->client().seat().has_value(); }));
  }
  for (std::uint8_t s : bot_seats) owner.send(SetBot{s, true});
  for (std::size_t i = 0; i < n.players.size(); ++i) {
    n.players[i]->client().send(SubmitDeck{test::wire_deck(static_cast<int>(i))});
    n.players[i]->client().send(SetReady{true});
  }
  test::start_when_all_ready(n, owner);
  return id;
}

// A client taken out of the players may still have an answer in flight:
// pump until the host has seen everything it sent.
void settle(Net& n, const std::vector<Client*>& quiet) {
  for (int i = 0; i < 100; ++i) {
    n.pump();
    for (Client* c : quiet) c->poll(0);
  }
}

RoomOptions duel(std::uint16_t turn_limit = 30) {
  RoomOptions o;
  o.name = "duel";
  o.kind = RoomKind::Duel;
  o.turn_limit = turn_limit;
  o.seed = 11;
  return o;
}

// Every client has the host's latest view: the same answer count, and over.
bool all_saw_the_end(Net& n, std::uint32_t room) {
  const Game& g = game_of(n, room);
  if (!g.over()) return false;
  for (auto& p : n.players) {
    const auto& v = p->client().view();
    if (!v || !v->state.result.over || v->answers != g.history().size()) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("two bot clients play a whole duel over the network") {
  Net n;
  n.add_player("Ann", 1);
  n.add_player("Bo", 2);
  const auto room = open_room(n, duel(), {});
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 120000));
  const Game& g = game_of(n, room);
  CHECK(g.state().result.over);
  CHECK(g.history().size() > 20);
  MESSAGE("duel: " << g.history().size() << " answers, " << g.state().turn << " turns, "
                   << to_string(g.state().result.victory));
  // Each seat's last view matches the host's public facts.
  for (auto& p : n.players) {
    const GameState& v = p->client().view()->state;
    CHECK(v.result.winner == g.state().result.winner);
    CHECK(v.turn == g.state().turn);
  }
}

TEST_CASE("a four-player game with two remote bots and two host bots plays to the end") {
  Net n;
  n.add_player("Ann", 3);
  n.add_player("Bo", 4);
  RoomOptions o;
  o.name = "four";
  o.kind = RoomKind::Multiplayer;
  o.seats = 4;
  o.turn_limit = 30;
  o.seed = 5;
  const auto room = open_room(n, o, {2, 3});
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 120000));
  CHECK(game_of(n, room).state().players.size() == 4);
}

TEST_CASE("a client that drops mid-game rejoins with its token and gets the current view") {
  Net n;
  n.add_player("Ann", 5);
  n.add_player("Bo", 6);
  const auto room = open_room(n, duel(), {});
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > 30; }));
  const std::uint64_t token = n.players[1]->client().seat()->token;
  const std::uint8_t seat = n.players[1]->client().seat()->seat;
  n.players[1]->client().crash();
  n.players.pop_back();
  // The host notices through its keep-alive timeout, and the game waits.
  Client& ann = n.players[0]->client();
  REQUIRE(n.until([&] { return ann.room() && !ann.room()->seats[seat].connected; }, 5000));

  auto& back = n.add_player("Bo again", 7);
  REQUIRE(n.until([&] { return back.client().welcomed(); }));
  back.client().send(Rejoin{token});
  REQUIRE(n.until([&] { return back.client().view().has_value(); }));
  CHECK(back.client().seat()->seat == seat);
  CHECK(back.client().view()->answers == game_of(n, room).history().size());
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 120000));
}

TEST_CASE("under the bot policy a bot plays for an absent player until it is back") {
  Net n;
  n.add_player("Ann", 8);
  n.add_player("Bo", 9);
  RoomOptions o = duel(12);
  o.away = AwayPolicy::Bot;
  const auto room = open_room(n, o, {});
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > 10; }));
  n.players[1]->client().crash();
  n.players.pop_back();
  // Ann alone, with a stand-in for Bo, finishes the game.
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 60000));
}

TEST_CASE("a spectator sees only public information") {
  Net n;
  n.add_player("Ann", 10);
  n.add_player("Bo", 11);
  Client& eve = n.add_watcher("Eve");
  const auto room = open_room(n, duel(15), {});
  eve.send(JoinRoom{room, "", kNoSeat, true});
  int checked = 0, last = 0;
  // After every pump: whatever view Eve holds shows no hidden card, and no
  // options of anyone's question.
  n.each_step = [&] {
    if (!eve.view() || eve.views_received() == last) return;
    last = eve.views_received();
    ++checked;
    const GameState& v = eve.view()->state;
    for (const Player& p : v.players) {
      for (CardId c : p.hand) CHECK(v.cards[c].def == kNoDef);
      for (CardId c : p.fate_deck) CHECK(v.cards[c].def == kNoDef);
      for (CardId c : p.dynasty_deck) CHECK(v.cards[c].def == kNoDef);
      for (const Province& pr : p.provinces)
        for (CardId c : pr.cards) CHECK((v.cards[c].def == kNoDef) == !v.cards[c].face_up);
    }
    if (v.pending) CHECK(v.pending->options.empty());
    CHECK(v.stack.empty());
    CHECK(v.rng.state == 0);
  };
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 120000));
  CHECK(checked > 5);
  CHECK(eve.seat()->seat == kNoSeat);
  // A spectator cannot answer.
  eve.send(SendAnswer{Answer{1, {0}}});
  REQUIRE(n.until([&] { return !eve.errors().empty(); }));
}

TEST_CASE("malformed, oversized and illegal messages get an error and change nothing") {
  Net n;
  n.add_player("Ann", 12);
  n.add_player("Bo", 13);
  const auto room = open_room(n, duel(), {});
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > 5; }));
  // Take Ann's bot out of the loop so nothing else changes the game.
  std::unique_ptr<BotClient> ann_bot = std::move(n.players[0]);
  n.players.erase(n.players.begin());
  Client& ann = ann_bot->client();
  settle(n, {&ann});
  auto pump_ann = [&](const std::function<bool()>& done) {
    return n.until([&] {
      ann.poll(0);
      return done();
    });
  };
  // Let Bo answer until the question is Ann's.
  REQUIRE(pump_ann([&] {
    const Game& g = game_of(n, room);
    return g.pending() && g.pending()->who == 0 && ann.view() &&
           ann.view()->answers == g.history().size();
  }));
  const std::uint64_t before = state_hash(game_of(n, room).state());
  const std::size_t answers = game_of(n, room).history().size();
  ann.clear_errors();

  ann.send_raw("\x01\x07garbage");
  REQUIRE(pump_ann([&] { return ann.errors().size() >= 1; }));
  CHECK(ann.errors().back().code == ErrorCode::Malformed);

  ann.send_raw(std::string(kMaxClientMessage + 10, '\x01'));
  REQUIRE(pump_ann([&] { return ann.errors().size() >= 2; }));
  CHECK(ann.errors().back().code == ErrorCode::TooLarge);

  const std::uint32_t q = game_of(n, room).pending()->id;
  ann.send(SendAnswer{Answer{q, {999}}});
  REQUIRE(pump_ann([&] { return ann.errors().size() >= 3; }));
  CHECK(ann.errors().back().code == ErrorCode::IllegalAnswer);

  ann.send(SendAnswer{Answer{q + 1000, {0}}});  // a stale or future question
  REQUIRE(pump_ann([&] { return ann.errors().size() >= 4; }));
  CHECK(ann.errors().back().code == ErrorCode::IllegalAnswer);

  CHECK(state_hash(game_of(n, room).state()) == before);
  CHECK(game_of(n, room).history().size() == answers);
  CHECK(ann.connected());
}

TEST_CASE("a client of another protocol or software version is refused with the reason") {
  Net n;
  Client& old = n.add_watcher("Old", Hello{99, "", ""});
  REQUIRE(n.until([&] { return old.refused().has_value(); }));
  CHECK(old.refused()->reason.find("protocol version 99") != std::string::npos);
  CHECK(old.refused()->host_protocol == kProtocolVersion);
  REQUIRE(n.until([&] { return old.closed(); }));

  Client& other = n.add_watcher("Other", Hello{kProtocolVersion, "rokugan 0.0", ""});
  REQUIRE(n.until([&] { return other.refused().has_value(); }));
  CHECK(other.refused()->reason.find("rokugan 0.0") != std::string::npos);
}

TEST_CASE("a password keeps a room closed") {
  Net n;
  n.add_player("Ann", 14);
  Client& eve = n.add_watcher("Eve");
  REQUIRE(n.until([&] { return n.players[0]->client().welcomed() && eve.welcomed(); }));
  RoomOptions o = duel();
  o.password = "sesame";
  n.players[0]->client().send(CreateRoom{o});
  REQUIRE(n.until([&] { return n.players[0]->client().seat().has_value(); }));
  eve.send(JoinRoom{n.players[0]->client().seat()->room, "guess", kNoSeat, false});
  REQUIRE(n.until([&] { return !eve.errors().empty(); }));
  CHECK(eve.errors().back().code == ErrorCode::BadPassword);
  CHECK_FALSE(eve.seat());
}

TEST_CASE("chat reaches everyone, or only the team") {
  Net n;
  n.add_player("Ann", 15);
  n.add_player("Bo", 16);
  Client& eve = n.add_watcher("Eve");
  const auto room = open_room(n, duel(5), {});
  eve.send(JoinRoom{room, "", kNoSeat, true});
  REQUIRE(n.until([&] { return eve.seat().has_value(); }));
  n.players[0]->client().send(SendChat{false, "good luck"});
  n.players[0]->client().send(SendChat{true, "my plan"});
  Client& bo = n.players[1]->client();
  Client& ann = n.players[0]->client();
  REQUIRE(n.until(
      [&] { return ann.chat().size() == 2 && bo.chat().size() == 1 && eve.chat().size() == 1; }));
  CHECK(bo.chat().back().text == "good luck");
  CHECK(eve.chat().back().name == "Ann");
  CHECK(ann.chat().back().team_only);
}

TEST_CASE("the autosave resumes to the same state hash") {
  HostOptions o;
  o.autosave_dir = test::temp_dir("autosave");
  Net n(o);
  n.add_player("Ann", 17);
  n.add_player("Bo", 18);
  const auto room = open_room(n, duel(), {});
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > 40; }));
  // Stop both players, let the last answers arrive, then read the save.
  n.players.clear();
  for (int i = 0; i < 50; ++i) n.pump();
  const std::uint64_t live = state_hash(game_of(n, room).state());
  std::string err;
  auto save = read_save(o.autosave_dir + "/room-" + std::to_string(room) + ".sav", &err);
  REQUIRE_MESSAGE(save, err);
  CHECK(save->inputs.size() == game_of(n, room).history().size());

  Net second;  // a new host, as after a crash
  const std::uint32_t resumed = second.host->resume(*save, &err);
  REQUIRE_MESSAGE(resumed, err);
  CHECK(state_hash(game_of(second, resumed).state()) == live);

  // The players come back with their tokens and finish the game.
  auto& ann = second.add_player("Ann", 19);
  auto& bo = second.add_player("Bo", 20);
  REQUIRE(second.until([&] { return ann.client().welcomed() && bo.client().welcomed(); }));
  ann.client().send(Rejoin{save->seats[0].token});
  bo.client().send(Rejoin{save->seats[1].token});
  REQUIRE(second.until([&] { return all_saw_the_end(second, resumed); }, 120000));

  // A save that does not replay to its hash is refused.
  save->state_hash ^= 1;
  CHECK_FALSE(second.host->resume(*save, &err));
  std::filesystem::remove_all(o.autosave_dir);
}

TEST_CASE("undo: free against bots, agreed by the other players otherwise") {
  SUBCASE("solo against a host bot") {
    Net n;
    n.add_player("Ann", 21);
    const auto room = open_room(n, duel(), {1});
    REQUIRE(n.until([&] { return game_of(n, room).history().size() > 10; }));
    // Stop Ann, wait for her question, remember the state, answer, undo.
    std::unique_ptr<BotClient> bot = std::move(n.players[0]);
    n.players.clear();
    Client& ann = bot->client();
    settle(n, {&ann});
    auto pump = [&](const std::function<bool()>& done) {
      return n.until([&] {
        ann.poll(0);
        return done();
      });
    };
    REQUIRE(pump(
        [&] { return ann.view() && ann.view()->answers == game_of(n, room).history().size(); }));
    REQUIRE(game_of(n, room).pending()->who == 0);
    const std::uint64_t before = state_hash(game_of(n, room).state());
    const std::size_t answers = game_of(n, room).history().size();
    ann.send(SendAnswer{Answer{game_of(n, room).pending()->id, {0}}});
    REQUIRE(pump([&] { return game_of(n, room).history().size() > answers; }));
    ann.send(RequestUndo{});
    REQUIRE(pump([&] { return game_of(n, room).history().size() == answers; }));
    CHECK(state_hash(game_of(n, room).state()) == before);
  }
  SUBCASE("two players: the other must agree") {
    Net n;
    n.add_player("Ann", 22);
    n.add_player("Bo", 23);
    const auto room = open_room(n, duel(), {});
    REQUIRE(n.until([&] { return game_of(n, room).history().size() > 10; }));
    auto ann = std::move(n.players[0]);
    auto bo = std::move(n.players[1]);
    n.players.clear();
    settle(n, {&ann->client(), &bo->client()});
    auto pump = [&](const std::function<bool()>& done) {
      return n.until([&] {
        ann->client().poll(0);
        bo->client().poll(0);
        return done();
      });
    };
    const std::size_t answers = game_of(n, room).history().size();
    PlayerId last = game_of(n, room).history().back().seat;
    BotClient& asker = last == 0 ? *ann : *bo;
    BotClient& other = last == 0 ? *bo : *ann;
    asker.client().send(RequestUndo{});
    REQUIRE(pump([&] {
      for (const HostMsg& m : other.client().others())
        if (std::holds_alternative<UndoAsked>(m)) return true;
      return false;
    }));
    CHECK(game_of(n, room).history().size() == answers);  // not yet
    other.client().send(VoteUndo{true});
    REQUIRE(pump([&] { return game_of(n, room).history().size() < answers; }));
  }
}

TEST_CASE("under the pause policy nothing moves until the absent player is back") {
  Net n;
  n.add_player("Ann", 24);
  n.add_player("Bo", 25);
  RoomOptions o = duel(12);
  o.away = AwayPolicy::Pause;
  const auto room = open_room(n, o, {});
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > 10; }));
  const std::uint64_t token = n.players[1]->client().seat()->token;
  n.players[1]->client().crash();
  n.players.pop_back();
  Client& ann = n.players[0]->client();
  REQUIRE(n.until([&] { return ann.room() && ann.room()->paused; }, 5000));
  const std::size_t answers = game_of(n, room).history().size();
  for (int i = 0; i < 200; ++i) n.pump();
  CHECK(game_of(n, room).history().size() == answers);
  auto& back = n.add_player("Bo", 26);
  REQUIRE(n.until([&] { return back.client().welcomed(); }));
  back.client().send(Rejoin{token});
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 60000));
}

TEST_CASE("manual actions go through the host and may name only cards the seat can see") {
  Net n;
  n.add_player("Ann", 27);
  const auto room = open_room(n, duel(), {1});
  auto ann = std::move(n.players[0]);
  n.players.clear();
  Client& c = ann->client();
  settle(n, {&c});
  auto pump = [&](const std::function<bool()>& done) {
    return n.until([&] {
      c.poll(0);
      return done();
    });
  };
  // Ann's bot may have answered while the room opened: wait until all is still.
  REQUIRE(pump([&] {
    const Game& g = game_of(n, room);
    return c.view() && c.view()->answers == g.history().size() && g.pending() &&
           g.pending()->who == 0;
  }));
  const std::size_t before = game_of(n, room).history().size();
  const int honor = game_of(n, room).state().players[0].honor;
  ManualAction up;
  up.kind = ManualKind::AdjustHonor;
  up.amount = 2;
  c.send(SendManual{up});
  REQUIRE(pump([&] { return game_of(n, room).history().size() == before + 1; }));
  CHECK(game_of(n, room).history().back().is_manual);
  CHECK(game_of(n, room).state().players[0].honor == honor + 2);

  // A card in Bo's hand has a per-message id in Ann's view: naming it is refused.
  REQUIRE(pump([&] { return c.view()->answers == game_of(n, room).history().size(); }));
  const GameState& v = c.view()->state;
  REQUIRE_FALSE(v.players[1].hand.empty());
  ManualAction discard;
  discard.kind = ManualKind::Discard;
  discard.card = v.players[1].hand.front();
  const int errors = c.errors_received();
  c.send(SendManual{discard});
  REQUIRE(pump([&] { return c.errors_received() > errors; }));
  CHECK(c.errors().back().code == ErrorCode::IllegalAnswer);
  CHECK(game_of(n, room).history().size() == before + 1);
}

TEST_CASE("a client that keeps sending garbage is disconnected; a nameless one is refused") {
  Net n;
  Client& noisy = n.add_watcher("Noisy");
  REQUIRE(n.until([&] { return noisy.welcomed(); }));
  for (int i = 0; i < 12; ++i) noisy.send_raw("\x01garbage");
  REQUIRE(n.until([&] { return noisy.closed(); }, 5000));
  CHECK(noisy.errors_received() >= 8);

  Client& rude = n.add_watcher("");  // an empty name fails the handshake
  REQUIRE(n.until([&] { return rude.refused().has_value(); }));
  CHECK(rude.refused()->reason.find("name") != std::string::npos);
}

TEST_CASE("a six-player view stays far below the host message limit") {
  Net n;
  n.add_player("Ann", 30);
  RoomOptions o;
  o.kind = RoomKind::Multiplayer;
  o.seats = 6;
  o.turn_limit = 3;
  o.seed = 2;
  const auto room = open_room(n, o, {1, 2, 3, 4, 5});
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 60000));
  const auto& v = *n.players[0]->client().view();
  CHECK(encode(HostMsg{v}).size() < kMaxHostMessage / 8);
}
