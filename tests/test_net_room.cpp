// A Siege room driven directly, without sockets: three Rokugani players, each
// a real engine player with his own deck, against the scripted Challenge
// player; the team's questions go through the TeamDesk by the room's policy.
#include <doctest/doctest.h>

#include "game/ai/random_bot.h"
#include "net/room.h"
#include "net/wire_deck.h"
#include "tests/helpers.h"

using namespace l5r;
using namespace l5r::net;

namespace {

template <class T>
int count(const std::vector<Outgoing>& out, ClientId to) {
  int n = 0;
  for (const Outgoing& o : out) n += o.to == to && std::holds_alternative<T>(o.msg);
  return n;
}

// Seats 0..2 (clients 11..13) are the Rokugani team; seat 3 is the script.
struct SiegeRoom {
  std::mt19937_64 random{9};
  Room room;
  explicit SiegeRoom(CommitPolicy policy)
      : room(1, options(policy), RoomContext{test::library(), random_bot_factory(), random, ""}) {
    for (ClientId c : {11u, 12u, 13u}) {
      REQUIRE(room.join(c, "P" + std::to_string(c), JoinRoom{}).empty());
      room.handle(c, SubmitDeck{to_wire(test::library().db, deck(c))});
      room.handle(c, SetReady{true});
    }
    room.handle(11, StartGame{});
    REQUIRE(room.started());
    room.take_outbox();
  }
  static const Deck& deck(ClientId c) {
    return test::library().decks[c % test::library().decks.size()];
  }
  static RoomOptions options(CommitPolicy policy) {
    RoomOptions o;
    o.kind = RoomKind::Siege;
    o.seats = 3;
    o.commit = policy;
    o.seed = 4;
    return o;
  }
  // The first question of a Siege game is the team's (the Rokugani go first).
  const Question& team_question() const {
    const Question& q = *room.game()->pending();
    REQUIRE(q.team);
    return q;
  }
  Answer some_answer(int k) const {
    const Question& q = team_question();
    return Answer{q.id, {k % static_cast<int>(q.options.size())}};
  }
};

}  // namespace

TEST_CASE("a Siege room: each Rokugani seat is an engine player with its own deck") {
  SiegeRoom t(CommitPolicy::FirstProposal);
  const GameState& s = t.room.game()->state();
  REQUIRE(s.players.size() == 4);
  CHECK(s.is_siege());
  CHECK(s.siege.challenger == 3);
  CHECK(t.room.challenge_seat() == std::uint8_t{3});
  for (PlayerId p = 0; p < 3; ++p) {
    CHECK(s.players[p].name == "P" + std::to_string(11 + p));
    CHECK(s.card(s.players[p].stronghold).def == SiegeRoom::deck(11 + p).stronghold);
  }
  CHECK(s.card(s.players[3].stronghold).def == test::library().challenges.at(0).stronghold);
}

TEST_CASE("Siege team: the first proposal commits, and every member sees it") {
  SiegeRoom t(CommitPolicy::FirstProposal);
  const std::size_t before = t.room.game()->history().size();
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  auto out = t.room.take_outbox();
  CHECK(t.room.game()->history().size() > before);
  for (ClientId c : {11u, 12u, 13u}) CHECK(count<Proposal>(out, c) == 1);
  CHECK(t.room.game()->history()[before].seat == 1);  // seat 1 (client 12) answered
}

TEST_CASE("Siege team: all agree") {
  SiegeRoom t(CommitPolicy::AllAgree);
  const std::size_t before = t.room.game()->history().size();
  t.room.handle(11, SendAnswer{t.some_answer(0)});
  auto out = t.room.take_outbox();
  CHECK(t.room.game()->history().size() == before);
  CHECK(count<Proposal>(out, 12) == 1);
  CHECK(count<Proposal>(out, 13) == 1);
  if (t.team_question().options.size() > 1) {
    t.room.handle(12, SendAnswer{t.some_answer(1)});
    CHECK(t.room.game()->history().size() == before);
  }
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() == before);
  t.room.handle(13, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() > before);
}

TEST_CASE("Siege team: the captain decides, and hands off when he drops") {
  SiegeRoom t(CommitPolicy::Captain);
  const std::size_t before = t.room.game()->history().size();
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() == before);
  t.room.handle(11, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() > before);
  // The captain (seat 0) drops: the next member at the table leads.
  t.room.leave(11);
  REQUIRE(t.room.game()->pending());
  if (!t.room.game()->pending()->team) return;
  const std::size_t now = t.room.game()->history().size();
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() > now);
}

TEST_CASE("Siege team: the Challenge seat may not answer the team's question, nor a stale one") {
  std::mt19937_64 random{3};
  RoomOptions o = SiegeRoom::options(CommitPolicy::FirstProposal);
  Room room(1, o, RoomContext{test::library(), random_bot_factory(), random, ""});
  for (ClientId c : {11u, 12u, 13u}) {
    REQUIRE(room.join(c, "P" + std::to_string(c), JoinRoom{}).empty());
    room.handle(c, SubmitDeck{to_wire(test::library().db, SiegeRoom::deck(c))});
    room.handle(c, SetReady{true});
  }
  // A person takes the Challenge seat: the owner frees it of the script.
  room.handle(11, SetBot{3, false});
  JoinRoom j;
  j.seat = 3;
  REQUIRE(room.join(14, "Naga", j).empty());
  room.handle(14, SubmitDeck{to_wire(test::library().db, SiegeRoom::deck(11))});
  CHECK(count<Error>(room.take_outbox(), 14) == 1);  // the Challenge deck is the room's
  room.handle(14, SetReady{true});
  room.handle(11, StartGame{});
  REQUIRE(room.started());
  room.take_outbox();
  const Question q = *room.game()->pending();
  REQUIRE(q.team);
  room.handle(14, SendAnswer{Answer{q.id, {0}}});
  CHECK(count<Error>(room.take_outbox(), 14) == 1);
  room.handle(11, SendAnswer{Answer{q.id - 1, {0}}});
  CHECK(count<Error>(room.take_outbox(), 11) == 1);
  CHECK(room.game()->pending()->id == q.id);
}

TEST_CASE("Siege team: team chat and pings stay in the team") {
  std::mt19937_64 random{3};
  Room room(1, SiegeRoom::options(CommitPolicy::FirstProposal),
            RoomContext{test::library(), random_bot_factory(), random, ""});
  for (ClientId c : {11u, 12u, 13u}) {
    REQUIRE(room.join(c, "P" + std::to_string(c), JoinRoom{}).empty());
    room.handle(c, SubmitDeck{to_wire(test::library().db, SiegeRoom::deck(c))});
    room.handle(c, SetReady{true});
  }
  room.handle(11, SetBot{3, false});
  JoinRoom j;
  j.seat = 3;
  REQUIRE(room.join(14, "Naga", j).empty());
  room.handle(14, SetReady{true});
  room.handle(11, StartGame{});
  REQUIRE(room.started());
  room.take_outbox();
  room.handle(11, SendChat{true, "hold the first Territory"});
  auto out = room.take_outbox();
  CHECK(count<Chat>(out, 12) == 1);
  CHECK(count<Chat>(out, 13) == 1);
  CHECK(count<Chat>(out, 14) == 0);
  // A teammate's hand is shared (Siege rule 7): ping a card in seat 1's hand.
  const GameState& s = room.game()->state();
  REQUIRE(!s.players[1].hand.empty());
  room.handle(11, SendPing{s.players[1].hand.front()});
  out = room.take_outbox();
  CHECK(count<Pinged>(out, 12) == 1);
  CHECK(count<Pinged>(out, 13) == 1);
  CHECK(count<Pinged>(out, 14) == 0);
  // The Challenge player's hand is not the team's to see.
  if (!s.players[3].hand.empty()) {
    room.handle(11, SendPing{s.players[3].hand.front()});
    out = room.take_outbox();
    CHECK(count<Error>(out, 11) == 1);
    CHECK(count<Pinged>(out, 12) == 0);
  }
}

TEST_CASE(
    "a Siege room's save resumes to the same state, the Challenge seat's deck from its options") {
  SiegeRoom t(CommitPolicy::FirstProposal);
  RandomBot bot(7);
  for (int i = 0; i < 30 && t.room.game()->pending(); ++i) {
    const Question q = *t.room.game()->pending();
    REQUIRE(q.team);  // the script answers its own questions inside the room
    t.room.handle(11 + static_cast<ClientId>(i % 3), SendAnswer{bot.choose(q)});
  }
  const SaveFile f = t.room.save();
  REQUIRE(f.seats.size() == 4);
  std::mt19937_64 random{5};
  std::string why;
  auto back =
      Room::resume(2, f, RoomContext{test::library(), random_bot_factory(), random, ""}, &why);
  REQUIRE_MESSAGE(back, why);
  CHECK(state_hash(back->game()->state()) == state_hash(t.room.game()->state()));
  CHECK(back->game()->state().siege.challenger == 3);
}
