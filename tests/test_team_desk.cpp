// Team decisions (issue 6; Siege rule 7): proposals and the room's commit
// policy, on a real Siege game's first team question.
#include <doctest/doctest.h>

#include "game/cards/library.h"
#include "game/rules/setup.h"
#include "siege/team_desk.h"

namespace l5r {
namespace {

struct SiegeGame {
  Library lib = load_library(default_assets_dir());
  GameState s;
  SiegeGame() {
    GameSetup setup;
    for (int i = 0; i < 3; ++i) setup.seats.push_back({"R" + std::to_string(i), lib.decks[i]});
    setup.challenger = 3;
    setup.seats.push_back({"Naga", lib.challenges.at(0)});
    setup.seed = 5;
    NewGame g = new_game(lib.db, setup);
    REQUIRE(g.error.empty());
    s = std::move(g.state);
    REQUIRE(s.pending);
    REQUIRE(s.pending->team);
  }
  Answer pass() const { return Answer{s.pending->id, {0}}; }  // option 0 of an action round is Pass
  Answer second() const { return Answer{s.pending->id, {1}}; }
};

TEST_CASE("first proposal wins: any member's legal proposal is the team's answer") {
  SiegeGame g;
  TeamDesk desk(CommitPolicy::FirstProposal, 0);
  auto out = desk.propose(g.lib.db, g.s, 2, g.pass());
  CHECK(out.kind == TeamDesk::Outcome::Kind::Commit);
  CHECK(out.answer.picked == std::vector<int>{0});
}

TEST_CASE("captain decides: others' proposals are shown, the captain's commits") {
  SiegeGame g;
  TeamDesk desk(CommitPolicy::Captain, 1);
  auto out = desk.propose(g.lib.db, g.s, 0, g.pass());
  CHECK(out.kind == TeamDesk::Outcome::Kind::Waiting);
  CHECK(desk.proposals().size() == 1);
  out = desk.propose(g.lib.db, g.s, 1, g.second());
  CHECK(out.kind == TeamDesk::Outcome::Kind::Commit);
  CHECK(out.answer.picked == std::vector<int>{1});
}

TEST_CASE("all agree: the answer commits only when every member proposes it") {
  SiegeGame g;
  TeamDesk desk(CommitPolicy::AllAgree, 0);
  CHECK(desk.propose(g.lib.db, g.s, 0, g.pass()).kind == TeamDesk::Outcome::Kind::Waiting);
  auto out = desk.propose(g.lib.db, g.s, 1, g.second());
  CHECK(out.kind == TeamDesk::Outcome::Kind::Waiting);
  CHECK(out.reason == "1 of 3 members agree");
  desk.propose(g.lib.db, g.s, 1, g.pass());  // changes his mind
  out = desk.propose(g.lib.db, g.s, 2, g.pass());
  CHECK(out.kind == TeamDesk::Outcome::Kind::Commit);
}

TEST_CASE("the desk refuses the Challenge player, illegal answers and stale questions") {
  SiegeGame g;
  TeamDesk desk(CommitPolicy::FirstProposal, 0);
  auto out = desk.propose(g.lib.db, g.s, 3, g.pass());
  CHECK(out.kind == TeamDesk::Outcome::Kind::Refused);
  CHECK(out.reason.find("Rokugani") != std::string::npos);
  Answer bad = g.pass();
  bad.picked = {9999};
  out = desk.propose(g.lib.db, g.s, 0, bad);
  CHECK(out.kind == TeamDesk::Outcome::Kind::Refused);
  CHECK(out.reason.find("does not exist") != std::string::npos);
  Answer stale = g.pass();
  stale.question -= 1;
  CHECK(desk.propose(g.lib.db, g.s, 0, stale).kind == TeamDesk::Outcome::Kind::Refused);
  CHECK(desk.proposals().empty());
}

TEST_CASE("pings: members point at cards they can see, and a new question clears them") {
  SiegeGame g;
  TeamDesk desk(CommitPolicy::Captain, 0);
  const CardId territory = g.s.siege.territories[0].card;
  CHECK(desk.ping(g.s, 1, territory));
  CHECK(desk.pings().size() == 1);
  CHECK_FALSE(desk.ping(g.s, 1, g.s.players[3].hand.at(0)));  // the Challenge player's hand is hidden
  CHECK_FALSE(desk.ping(g.s, 3, territory));                  // not a team member
  g.s.pending->id += 1;  // the engine moved on to another question
  desk.ping(g.s, 0, territory);
  CHECK(desk.pings().size() == 1);
}

}  // namespace
}  // namespace l5r
