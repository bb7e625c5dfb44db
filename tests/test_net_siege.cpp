// Siege over ENet on loopback (docs/network.md "Siege rooms"): a host, three
// Rokugani bot clients and a Challenge seat, to the end of the game; a drop
// and rejoin; a spectator who never receives a hidden card; a team proposal
// seen by every member. Turn limits and timeouts keep each test bounded.
#include <doctest/doctest.h>

#include <set>

#include "game/view.h"
#include "tests/net_harness.h"

using namespace l5r;
using namespace l5r::net;
using test::Net;
using test::game_of;

namespace {

RoomOptions siege(std::uint16_t turn_limit, std::uint64_t seed) {
  RoomOptions o;
  o.name = "siege";
  o.kind = RoomKind::Siege;
  o.seats = 3;  // Rokugani seats; seat 3 is the Challenge seat
  o.turn_limit = turn_limit;
  o.seed = seed;
  return o;
}

// players[0] creates the room and the next players take the following seats.
// With `challenge_client`, the owner frees the Challenge seat of the script
// and the last player takes it; else the script plays it. Rokugani seats
// submit their own decks (seat i: built-in deck i).
std::uint32_t open_siege(Net& n, RoomOptions o, bool challenge_client) {
  REQUIRE(n.until([&] {
    for (auto& p : n.players)
      if (!p->client().welcomed()) return false;
    return true;
  }));
  Client& owner = n.players[0]->client();
  owner.send(CreateRoom{o});
  REQUIRE(n.until([&] { return owner.seat().has_value(); }));
  const std::uint32_t id = owner.seat()->room;
  if (challenge_client) owner.send(SetBot{o.seats, false});
  for (std::size_t i = 1; i < n.players.size(); ++i) {
    const bool challenge = challenge_client && i + 1 == n.players.size();
    n.players[i]->client().send(
        JoinRoom{id, "", challenge ? o.seats : static_cast<std::uint8_t>(i), false});
    REQUIRE(n.until([&] { return n.players[i]->client().seat().has_value(); }));
  }
  for (std::size_t i = 0; i < n.players.size(); ++i) {
    Client& c = n.players[i]->client();
    if (c.seat()->seat != o.seats) c.send(SubmitDeck{test::wire_deck(static_cast<int>(i))});
    c.send(SetReady{true});
  }
  test::start_when_all_ready(n, owner);
  return id;
}

bool all_saw_the_end(Net& n, std::uint32_t room) {
  const Game& g = game_of(n, room);
  if (!g.over()) return false;
  for (auto& p : n.players) {
    const auto& v = p->client().view();
    if (!v || !v->state.result.over || v->answers != g.history().size()) return false;
    if (p->client().log().size() != g.log().lines.size()) return false;
  }
  return true;
}

// What a Rokugani seat may see of hands (Siege rule 7): its teammates' too,
// never the Challenge player's.
void check_team_view(const GameState& v, PlayerId seat) {
  for (PlayerId p = 0; p < v.players.size(); ++p)
    for (CardId c : v.players[p].hand) CHECK((v.cards[c].def != kNoDef) == v.is_rokugani(p));
  for (CardId c : v.siege.clock_deck) CHECK((c == kNoCard || v.cards[c].def == kNoDef));
  CHECK(v.is_rokugani(seat));
}

}  // namespace

TEST_CASE("Siege: three Rokugani bot clients and a Challenge bot client play to the end") {
  Net n;
  n.add_player("Ann", 1);
  n.add_player("Bo", 2);
  n.add_player("Cy", 3);
  n.add_player("Naga", 4);  // takes the Challenge seat as a person would
  const auto room = open_siege(n, siege(40, 21), true);
  int checked = 0, last = 0;
  n.each_step = [&] {
    const auto& v = n.players[1]->client().view();
    if (!v || n.players[1]->client().views_received() == last) return;
    last = n.players[1]->client().views_received();
    ++checked;
    check_team_view(v->state, 1);
  };
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 180000));
  const GameState& s = game_of(n, room).state();
  CHECK(s.is_siege());
  CHECK(s.players.size() == 4);
  CHECK(s.siege.challenger == 3);
  CHECK(s.result.victory != Victory::TurnLimit);  // a Siege victory (rule 12), not the bound
  CHECK(checked > 5);
  // Every seat read the same log as the host wrote.
  for (auto& p : n.players) CHECK(p->client().log() == game_of(n, room).log().lines);
  MESSAGE("siege: " << game_of(n, room).history().size() << " answers, " << s.turn << " turns, "
                    << to_string(s.result.victory));
}

TEST_CASE("Siege: a Rokugani client drops mid-game, rejoins with its token, and the game ends") {
  Net n;
  n.add_player("Ann", 5);
  n.add_player("Bo", 6);
  n.add_player("Cy", 7);
  // The host's random bot plays the Challenge seat (it loses slowly, to the Clock).
  RoomOptions o = siege(40, 22);
  o.challenge_script = false;
  const auto room = open_siege(n, o, false);
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > 10; }));
  // Bots play a Siege game in a second or two, faster than the host notices
  // a drop (the keep-alive timeout): so Ann and Bo hold their answers (they
  // only keep their connections alive) until the host has seen Cy go.
  std::vector<std::unique_ptr<BotClient>> holding;
  for (int i = 0; i < 2; ++i) {
    holding.push_back(std::move(n.players.front()));
    n.players.erase(n.players.begin());
  }
  n.each_step = [&] {
    for (auto& h : holding) h->client().poll(0);
  };
  const std::uint64_t token = n.players[0]->client().seat()->token;
  const std::uint8_t seat = n.players[0]->client().seat()->seat;
  n.players[0]->client().crash();
  n.players.clear();
  Client& ann = holding[0]->client();
  REQUIRE(n.until([&] { return ann.room() && !ann.room()->seats[seat].connected; }, 5000));
  REQUIRE_FALSE(game_of(n, room).over());
  // Under the Wait policy the team plays on without him.
  n.each_step = nullptr;
  for (auto& h : holding) n.players.push_back(std::move(h));
  holding.clear();
  const std::size_t at_drop = game_of(n, room).history().size();
  REQUIRE(n.until([&] { return game_of(n, room).history().size() > at_drop + 5; }));

  // Ann and Bo hold again while Cy comes back, so he is back mid-game.
  for (auto& p : n.players) holding.push_back(std::move(p));
  n.players.clear();
  n.each_step = [&] {
    for (auto& h : holding) h->client().poll(0);
  };
  auto& back = n.add_player("Cy again", 8);
  REQUIRE(n.until([&] { return back.client().welcomed(); }));
  back.client().send(Rejoin{token});
  REQUIRE(n.until([&] { return back.client().view().has_value(); }));
  CHECK(back.client().seat()->seat == seat);
  CHECK_FALSE(back.client().view()->state.result.over);
  CHECK(back.client().view()->answers == game_of(n, room).history().size());
  n.each_step = nullptr;
  for (auto& h : holding) n.players.push_back(std::move(h));
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 180000));
  // The rejoined player got the whole log again, not only what followed.
  CHECK(back.client().log() == game_of(n, room).log().lines);
}

TEST_CASE("Siege: a spectator never receives a hidden card") {
  Net n;
  n.add_player("Ann", 9);
  n.add_player("Bo", 10);
  n.add_player("Cy", 11);
  Client& eve = n.add_watcher("Eve");
  const auto room = open_siege(n, siege(40, 23), false);
  eve.send(JoinRoom{room, "", kNoSeat, true});
  const CardDb& db = test::library().db;
  // Titles the spectator was shown face up at some point in the game: the log
  // may name only those (docs/network.md "The game log"). An announced Equip
  // is named while its card is still in hand (playing it reveals it), so
  // lines are checked against the whole game's titles, at the end.
  std::set<std::string> seen_titles;
  std::size_t log_checked = 0;
  int checked = 0, last = 0;
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
    for (CardId c : v.siege.clock_deck) CHECK((c == kNoCard || v.cards[c].def == kNoDef));
    for (const Card& k : v.cards) {
      if (k.zone == Zone::Hand || k.zone == Zone::ClockDeck || k.zone == Zone::FateDeck ||
          k.zone == Zone::DynastyDeck)
        CHECK(k.def == kNoDef);
      if (k.def != kNoDef && k.def < db.size()) seen_titles.insert(db.def(k.def).title);
    }
    if (v.pending) CHECK(v.pending->options.empty());
    CHECK(v.stack.empty());
    CHECK(v.rng.state == 0);
  };
  REQUIRE(n.until([&] { return all_saw_the_end(n, room); }, 180000));
  CHECK(checked > 5);
  // Each log line names no card the spectator was never shown: a
  // title in a line (not as part of a longer title in it) must be one seen.
  const auto& log = eve.log();
  for (; log_checked < log.size(); ++log_checked) {
    const std::string& line = log[log_checked];
    for (DefId d = 0; d < db.size(); ++d) {
      const std::string& t = db.def(d).title;
      if (t.size() < 4 || line.find(t) == std::string::npos || seen_titles.count(t)) continue;
      bool inside_longer = false;
      for (const std::string& u : seen_titles)
        if (u.size() > t.size() && u.find(t) != std::string::npos &&
            line.find(u) != std::string::npos)
          inside_longer = true;
      CHECK_MESSAGE(inside_longer, "the log names an unseen card: " << line);
    }
  }
  CHECK(log_checked > 10);
}

TEST_CASE("Siege: a team proposal from one member reaches the others and commits") {
  Net n;  // three people at the table (clients that answer only when told)
  Client& ann = n.add_watcher("Ann");
  Client& bo = n.add_watcher("Bo");
  Client& cy = n.add_watcher("Cy");
  REQUIRE(n.until([&] { return ann.welcomed() && bo.welcomed() && cy.welcomed(); }));
  RoomOptions o = siege(4, 24);
  o.commit = CommitPolicy::FirstProposal;
  ann.send(CreateRoom{o});
  REQUIRE(n.until([&] { return ann.seat().has_value(); }));
  const std::uint32_t id = ann.seat()->room;
  bo.send(JoinRoom{id, "", 1, false});
  cy.send(JoinRoom{id, "", 2, false});
  REQUIRE(n.until([&] { return bo.seat().has_value() && cy.seat().has_value(); }));
  int i = 0;
  for (Client* c : {&ann, &bo, &cy}) {
    c->send(SubmitDeck{test::wire_deck(i++)});
    c->send(SetReady{true});
  }
  REQUIRE(n.until([&] {
    if (!ann.room()) return false;
    for (const SeatInfo& s : ann.room()->seats)
      if (!s.ready) return false;
    return true;
  }));
  ann.send(StartGame{});
  REQUIRE(n.until([&] { return bo.view() && bo.view()->state.pending; }));
  const Question q = *bo.view()->state.pending;
  REQUIRE(q.team);
  REQUIRE(!q.options.empty());  // a team question shows its options to every member
  const std::size_t before = game_of(n, id).history().size();
  bo.send(SendAnswer{Answer{q.id, {0}}});
  auto proposal_from_bo = [&](Client& c) {
    for (const HostMsg& m : c.others())
      if (const auto* p = std::get_if<Proposal>(&m);
          p && p->from == 1 && p->answer.question == q.id)
        return p->committed;
    return false;
  };
  REQUIRE(n.until([&] { return proposal_from_bo(ann) && proposal_from_bo(cy); }));
  CHECK(game_of(n, id).history().size() > before);
  CHECK(game_of(n, id).history()[before].seat == 1);
}

// The host's own bots at the heuristic level (rokugan-cli host --bot-level,
// the client's Host game): they play on a state whose hidden cards are dealt
// again at random (Room::bot_state), so their look-ahead can run the engine.
// Two heuristic bot seats and one client play a whole Siege game.
TEST_CASE("Siege: heuristic host bots fill two Rokugani seats to the end of a game") {
  HostOptions o;
  o.bots = engine_bot_factory(test::library().db, BotLevel::Heuristic);
  Net n(std::move(o));
  n.add_player("Ann", 5);
  REQUIRE(n.until([&] { return n.players[0]->client().welcomed(); }));
  Client& owner = n.players[0]->client();
  owner.send(CreateRoom{siege(40, 23)});
  REQUIRE(n.until([&] { return owner.seat().has_value(); }));
  const std::uint32_t room = owner.seat()->room;
  owner.send(SetBot{1, true});
  owner.send(SetBot{2, true});
  owner.send(SubmitDeck{test::wire_deck(0)});
  owner.send(SetReady{true});
  test::start_when_all_ready(n, owner);
  REQUIRE(n.until([&] { return game_of(n, room).over(); }, 180000));
  const GameState& s = game_of(n, room).state();
  CHECK(s.result.over);
  CHECK(s.result.victory != Victory::TurnLimit);
  MESSAGE("siege with heuristic host bots: " << game_of(n, room).history().size() << " answers, " << s.turn
                                             << " turns, " << to_string(s.result.victory));
}
