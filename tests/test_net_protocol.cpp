// The protocol without sockets: encoding, the bounded decoder, validation,
// the network projection of views, team decisions and save files.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include "game/ai/random_bot.h"
#include "game/game.h"
#include "net/codec.h"
#include "net/projection.h"
#include "net/save_file.h"
#include "net/validate.h"
#include "net/wire_deck.h"
#include "tests/helpers.h"

using namespace l5r;
using namespace l5r::net;

namespace {

Game played_game(std::uint64_t seed, int answers) {
  const Library& lib = test::library();
  GameSetup setup;
  setup.seed = seed;
  setup.seats.push_back({"A", lib.decks[0]});
  setup.seats.push_back({"B", lib.decks[1]});
  Game g(lib.db, setup);
  RandomBot bot(seed);
  for (int i = 0; i < answers && g.pending() && !g.over(); ++i)
    g.answer(g.pending()->who, bot.choose(*g.pending()));
  return g;
}

WireDeck wire_deck_for_test() { return to_wire(test::library().db, test::library().decks[0]); }

}  // namespace

TEST_CASE("client messages survive encoding and decoding") {
  SendChat chat{true, "hello team"};
  auto m = decode_client(encode(ClientMsg{chat}), nullptr);
  REQUIRE(m);
  REQUIRE(std::holds_alternative<SendChat>(*m));
  CHECK(std::get<SendChat>(*m).text == "hello team");
  CHECK(std::get<SendChat>(*m).team_only);

  SubmitDeck deck{to_wire(test::library().db, test::library().decks[0])};
  auto d = decode_client(encode(ClientMsg{deck}), nullptr);
  REQUIRE(d);
  CHECK(std::get<SubmitDeck>(*d).deck.fate == deck.deck.fate);
}

TEST_CASE("the decoder refuses garbage, lies about sizes, bad bools and trailing bytes") {
  DecodeError why;
  CHECK_FALSE(decode_client("", &why));
  CHECK(why.code == ErrorCode::Malformed);
  CHECK_FALSE(decode_client(std::string(1, '\0'), &why));  // big-endian flag

  // A chat message whose text claims 2^60 bytes: refused before allocating.
  std::string bytes = encode(ClientMsg{SendChat{false, "hi"}});
  const std::size_t len_at = 1 + 4 + 1;  // endian flag, variant index, team_only
  std::uint64_t huge = 1ull << 60;
  std::memcpy(bytes.data() + len_at, &huge, sizeof huge);
  CHECK_FALSE(decode_client(bytes, &why));
  CHECK(why.reason.find("size") != std::string::npos);

  std::string bad_bool = encode(ClientMsg{SendChat{false, "hi"}});
  bad_bool[1 + 4] = 7;
  CHECK_FALSE(decode_client(bad_bool, &why));

  CHECK_FALSE(decode_client(encode(ClientMsg{StartGame{}}) + "x", &why));
  CHECK(why.reason.find("trailing") != std::string::npos);

  std::string bad_index = encode(ClientMsg{StartGame{}});
  bad_index[1] = 100;
  CHECK_FALSE(decode_client(bad_index, &why));

  CHECK_FALSE(decode_client(std::string(kMaxClientMessage + 1, 'x'), &why));
  CHECK(why.code == ErrorCode::TooLarge);

  // Random bytes and random corruptions of real messages never crash.
  std::mt19937_64 rng(5);
  const std::string base = encode(ClientMsg{SubmitDeck{wire_deck_for_test()}});
  for (int i = 0; i < 3000; ++i) {
    std::string b = base;
    for (int k = 0; k < 4; ++k) b[rng() % b.size()] = static_cast<char>(rng());
    if (i % 3 == 0) b.resize(rng() % b.size());
    (void)decode_client(b, nullptr);
    (void)decode_host(b, nullptr);
  }
}

TEST_CASE("validation refuses out-of-range fields") {
  DecodeError why;
  CHECK_FALSE(
      decode_client(encode(ClientMsg{SendChat{false, std::string(kMaxChat + 1, 'a')}}), &why));
  CHECK_FALSE(decode_client(encode(ClientMsg{SendChat{false, "bell\a"}}), &why));
  CHECK_FALSE(decode_client(encode(ClientMsg{Hello{1, "x", std::string(100, 'n')}}), &why));
  RoomOptions o;
  o.seats = 9;
  CHECK_FALSE(decode_client(encode(ClientMsg{CreateRoom{o}}), &why));
  o.seats = 2;
  o.kind = static_cast<RoomKind>(9);
  CHECK_FALSE(decode_client(encode(ClientMsg{CreateRoom{o}}), &why));
  Answer a;
  a.picked = {-1};
  CHECK_FALSE(decode_client(encode(ClientMsg{SendAnswer{a}}), &why));
  a.picked.assign(kMaxPicked + 1, 0);
  CHECK_FALSE(decode_client(encode(ClientMsg{SendAnswer{a}}), &why));
}

TEST_CASE("a Siege projection: teammates' hands shown, the rest hidden, Clock piles renumbered") {
  const Library& lib = test::library();
  GameSetup setup;
  for (int i = 0; i < 3; ++i)
    setup.seats.push_back({"R" + std::to_string(i), lib.decks[i % lib.decks.size()]});
  setup.challenger = 3;
  setup.seats.push_back({"Naga", lib.challenges.at(0)});
  setup.seed = 6;
  Game g(lib.db, setup);
  REQUIRE(g.error().empty());
  // A Clock card discarded unresolved lies face down under the discard pile.
  GameState s = g.state();
  REQUIRE(s.siege.clock_deck.size() > 1);
  const CardId under = s.siege.clock_deck.back();
  s.siege.clock_deck.pop_back();
  s.card(under).zone = Zone::ClockDiscard;
  s.card(under).face_up = false;
  s.siege.clock_discard.push_back(under);
  std::mt19937_64 shuffle(2);
  for (PlayerId seat : {PlayerId{0}, PlayerId{3}, kSpectator}) {
    const GameState a = project(s, seat, shuffle);
    for (PlayerId p = 0; p < 4; ++p) {
      const bool shown =
          seat != kSpectator && s.same_side(p, seat) && (p == seat || s.is_rokugani(seat));
      for (CardId c : a.players[p].hand) CHECK((a.cards[c].def != kNoDef) == shown);
    }
    for (CardId c : a.siege.clock_deck) CHECK(c == kNoCard);
    REQUIRE(a.siege.clock_discard.size() == 1);
    CHECK(a.cards[a.siege.clock_discard[0]].def == kNoDef);
    CHECK(a.cards[a.siege.clock_discard[0]].zone == Zone::ClockDiscard);
    for (const Territory& t : a.siege.territories)
      CHECK(a.cards[t.card].def == s.cards[t.card].def);
    CHECK(validate(a).empty());
    // Its place does not carry its real id.
    int other = 0;
    for (int i = 0; i < 5; ++i) other += project(s, seat, shuffle).siege.clock_discard[0] != under;
    CHECK(other > 0);
  }
}

TEST_CASE("a projected view hides hidden cards and renumbers them for every message") {
  Game g = played_game(8, 80);
  const GameState& s = g.state();
  std::mt19937_64 shuffle(1);
  for (PlayerId seat : {PlayerId{0}, PlayerId{1}, kSpectator}) {
    GameState a = project(s, seat, shuffle);
    GameState b = project(s, seat, shuffle);
    CHECK(a.cards.size() == s.cards.size());
    std::size_t hidden = 0, moved = 0;
    for (CardId c = 0; c < s.cards.size(); ++c) {
      if (visible_to(s, c, seat)) {
        CHECK(a.cards[c].def == s.cards[c].def);  // visible cards keep their ids
        continue;
      }
      ++hidden;
    }
    // Every hidden slot is blank, and the same hidden slot has another id next time.
    for (PlayerId p = 0; p < 2; ++p) {
      for (CardId c : a.players[p].fate_deck) CHECK(a.cards[c].def == kNoDef);
      for (CardId c : a.players[p].dynasty_deck) CHECK(a.cards[c].def == kNoDef);
      if (p != seat)
        for (CardId c : a.players[p].hand) CHECK(a.cards[c].def == kNoDef);
      for (std::size_t i = 0; i < a.players[p].fate_deck.size(); ++i)
        moved += a.players[p].fate_deck[i] != b.players[p].fate_deck[i];
      CHECK(a.players[p].hand.size() == s.players[p].hand.size());
    }
    CHECK(hidden > 0);
    CHECK(moved > 0);
    // The renumbering is a permutation: every card appears in exactly one list.
    std::vector<int> seen(a.cards.size());
    for (const Player& p : a.players) {
      for (auto* l : {&p.dynasty_deck, &p.fate_deck, &p.hand, &p.in_play, &p.dynasty_discard,
                      &p.fate_discard, &p.removed, &p.resolving, &p.focused})
        for (CardId c : *l) ++seen[c];
      for (const Province& pr : p.provinces)
        for (CardId c : pr.cards) ++seen[c];
    }
    for (int n : seen) CHECK(n == 1);
    if (s.pending && s.pending->who != seat) CHECK(a.pending->options.empty());
  }
  // Used-ability keys of hidden cards are dropped, whatever their tag (a
  // player's own use of an ability, a first-time mark): their ids would
  // name the hidden card.
  GameState t = s;
  const CardId in_hand = t.players[1].hand.at(0), on_table = t.players[1].stronghold;
  t.used_abilities = {used_key_on(2u << 24 | 3u, in_hand), used_key_on(0xFEu << 24, on_table),
                      used_key_on(5u, in_hand)};
  const GameState a = project(t, 0, shuffle);
  REQUIRE(a.used_abilities.size() == 1);
  CHECK(used_key_card(a.used_abilities[0]) == on_table);
  CHECK((a.used_abilities[0] >> 24) == 0xFEu);
}

TEST_CASE("decks cross the wire by card slug and are checked") {
  const Library& lib = test::library();
  std::vector<std::string> errors;
  Deck d = from_wire(lib.db, to_wire(lib.db, lib.decks[2]), &errors);
  CHECK(errors.empty());
  CHECK(d.fate == lib.decks[2].fate);
  WireDeck w = to_wire(lib.db, lib.decks[2]);
  w.fate.push_back("no-such-card");
  from_wire(lib.db, w, &errors);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("no-such-card") != std::string::npos);
  w.fate.resize(10);
  from_wire(lib.db, w, &errors);
  CHECK_FALSE(errors.empty());  // too few cards
}

TEST_CASE("a save file round-trips and refuses garbage") {
  const std::string dir = std::filesystem::temp_directory_path() / "rokugan-net-save-test";
  std::filesystem::create_directories(dir);
  SaveFile f;
  f.seed = 42;
  f.seats.push_back({"A", false, 99, to_wire(test::library().db, test::library().decks[0])});
  f.inputs.push_back({1, false, Answer{3, {0}}, {}});
  std::string err;
  REQUIRE(write_save(dir + "/a.sav", f, &err));
  auto back = read_save(dir + "/a.sav", &err);
  REQUIRE_MESSAGE(back, err);
  CHECK(back->seed == 42);
  CHECK(back->seats[0].token == 99);
  CHECK(back->inputs[0].answer.question == 3);
  {
    std::ofstream bad(dir + "/b.sav", std::ios::binary);
    bad << "\x01garbage";
  }
  CHECK_FALSE(read_save(dir + "/b.sav", &err));
  CHECK_FALSE(read_save(dir + "/missing.sav", &err));
  std::filesystem::remove_all(dir);
}

TEST_CASE("the fuzz seed corpus is in the current message format") {
  namespace fs = std::filesystem;
  int n = 0;
  for (const auto& e :
       fs::directory_iterator(fs::path(ROKUGAN_SOURCE_DIR) / "fuzz/corpus/fuzz_net_message")) {
    std::ifstream in(e.path(), std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string stem = e.path().stem().string();
    DecodeError why;
    if (stem.rfind("regress_", 0) == 0) {  // fuzzer finds: anything but a crash
      (void)decode_client(bytes, &why);
      (void)decode_host(bytes, &why);
    } else if (stem.rfind("bad_", 0) == 0) {
      CHECK_FALSE(decode_client(bytes, &why));
    } else if (stem.rfind("host_", 0) == 0) {
      CHECK_MESSAGE(decode_host(bytes, &why), stem);
    } else {
      CHECK_MESSAGE(decode_client(bytes, &why), stem << ": " << why.reason);
      ++n;
    }
  }
  CHECK(n >= 10);
}
