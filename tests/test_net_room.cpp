// A room driven directly, without sockets: the team model (several seats on
// one side, Siege's shape) with its commit policies, on a standard game.
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

// Seats 0 and 1 are one team (side 0), seat 2 plays side 1 alone.
struct TeamRoom {
  std::mt19937_64 random{9};
  Room room;
  explicit TeamRoom(CommitPolicy policy)
      : room(1, options(policy), RoomContext{test::library(), random_bot_factory(), random, ""},
             {0, 0, 1}) {
    for (ClientId c : {11u, 12u, 13u}) {
      REQUIRE(room.join(c, "P" + std::to_string(c), JoinRoom{}).empty());
      room.handle(c, SubmitDeck{to_wire(test::library().db, test::library().decks[c % 4])});
      room.handle(c, SetReady{true});
    }
    room.handle(11, StartGame{});
    REQUIRE(room.started());
    room.take_outbox();
  }
  static RoomOptions options(CommitPolicy policy) {
    RoomOptions o;
    o.kind = RoomKind::Multiplayer;
    o.seats = 3;
    o.commit = policy;
    o.seed = 4;
    return o;
  }
  // Side 1 (seat 2, client 13) answers until the team must.
  void to_team_question() {
    RandomBot bot(1);
    for (int i = 0; i < 500 && room.game()->pending()->who != 0; ++i)
      room.handle(13, SendAnswer{bot.choose(*room.game()->pending())});
    REQUIRE(room.game()->pending()->who == 0);
    room.take_outbox();
  }
  Answer some_answer(int k) const {
    const Question& q = *room.game()->pending();
    return Answer{q.id, {k % static_cast<int>(q.options.size())}};
  }
};

}  // namespace

TEST_CASE("a team side is one engine player named after its members") {
  TeamRoom t(CommitPolicy::FirstProposal);
  REQUIRE(t.room.game()->state().players.size() == 2);
  CHECK(t.room.game()->state().players[0].name == "P11 & P12");
}

TEST_CASE("team commit policy: all agree") {
  TeamRoom t(CommitPolicy::AllAgree);
  t.to_team_question();
  const std::size_t before = t.room.game()->history().size();
  const Question q = *t.room.game()->pending();
  if (q.kind != QuestionKind::ChooseAction && q.kind != QuestionKind::ChooseOne) return;
  t.room.handle(11, SendAnswer{t.some_answer(0)});
  auto out = t.room.take_outbox();
  CHECK(t.room.game()->history().size() == before);
  CHECK(count<Proposal>(out, 12) == 1);  // the teammate sees the proposal
  CHECK(count<Proposal>(out, 13) == 0);  // the other side does not
  if (q.options.size() > 1) {
    t.room.handle(12, SendAnswer{t.some_answer(1)});
    CHECK(t.room.game()->history().size() == before);
  }
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() > before);
}

TEST_CASE("team commit policy: the captain decides") {
  TeamRoom t(CommitPolicy::Captain);
  t.to_team_question();
  const std::size_t before = t.room.game()->history().size();
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() == before);
  t.room.handle(11, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() > before);
}

TEST_CASE("team commit policy: the first proposal wins, and either member may answer") {
  TeamRoom t(CommitPolicy::FirstProposal);
  t.to_team_question();
  const std::size_t before = t.room.game()->history().size();
  t.room.handle(12, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() > before);
  // The other side may not answer the team's question.
  t.to_team_question();
  const std::size_t now = t.room.game()->history().size();
  t.room.handle(13, SendAnswer{t.some_answer(0)});
  CHECK(t.room.game()->history().size() == now);
  CHECK(count<Error>(t.room.take_outbox(), 13) == 1);
}

TEST_CASE("team chat stays in the team") {
  TeamRoom t(CommitPolicy::FirstProposal);
  t.room.handle(11, SendChat{true, "flank them"});
  auto out = t.room.take_outbox();
  CHECK(count<Chat>(out, 11) == 1);
  CHECK(count<Chat>(out, 12) == 1);
  CHECK(count<Chat>(out, 13) == 0);
}
