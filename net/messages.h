#pragma once
// The protocol's messages (docs/network.md). A client sends ClientMsg, the
// host sends HostMsg; each is a std::variant encoded with cereal's portable
// binary format. Variant indices are the message numbers on the wire: add new
// messages at the end, and bump kProtocolVersion for any layout change.
// Hello and Refused must keep their layout in every version (see limits.h).
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "game/model/game_state.h"
#include "game/model/question.h"
#include "game/rules/manual.h"
#include "net/limits.h"

namespace l5r::net {

inline constexpr std::uint8_t kNoSeat = 0xFF;  // spectators, or "any free seat"

enum class RoomKind : std::uint8_t { Duel, Multiplayer, Siege };
// What happens to a seat whose player drops (DESIGN "Networking").
enum class AwayPolicy : std::uint8_t {
  Wait,   // the game goes on; the absent side's own questions wait for it
  Pause,  // nothing is accepted from anyone until the player is back
  Bot,    // a bot answers for the seat until the player rejoins
};
// How a team (several seats on one side, Siege) commits an answer.
enum class CommitPolicy : std::uint8_t { Captain, AllAgree, FirstProposal };

// A deck named by card slugs (CardDef::id), so that it does not depend on the
// order of either side's card database.
struct WireDeck {
  std::string name;
  std::string stronghold;
  std::string sensei;  // empty: none
  std::vector<std::string> dynasty;
  std::vector<std::string> fate;
  template <class A>
  void serialize(A& ar) {
    ar(name, stronghold, sensei, dynasty, fate);
  }
};

struct RoomOptions {
  std::string name;
  RoomKind kind = RoomKind::Duel;
  std::uint8_t seats = 2;  // Duel: 2; Multiplayer: 3 to 6; Siege: its team seats + Challenge
  std::string password;    // empty: none
  AwayPolicy away = AwayPolicy::Wait;
  CommitPolicy commit = CommitPolicy::FirstProposal;
  std::uint16_t turn_limit = 0;  // 0: play until someone wins
  std::uint64_t seed = 0;        // 0: the host picks one
  bool auto_start = false;       // start as soon as every seat is filled and ready
  template <class A>
  void serialize(A& ar) {
    ar(name, kind, seats, password, away, commit, turn_limit, seed, auto_start);
  }
};

// ---- client to host -------------------------------------------------------

struct Hello {
  std::uint32_t protocol = 0;
  std::string software;
  std::string name;
  template <class A>
  void serialize(A& ar) {
    ar(protocol, software, name);
  }
};
struct ListRooms {
  template <class A>
  void serialize(A&) {}
};
struct CreateRoom {
  RoomOptions options;
  template <class A>
  void serialize(A& ar) {
    ar(options);
  }
};
struct JoinRoom {
  std::uint32_t room = 0;
  std::string password;
  std::uint8_t seat = kNoSeat;  // kNoSeat with spectator=false: the first free seat
  bool spectator = false;
  template <class A>
  void serialize(A& ar) {
    ar(room, password, seat, spectator);
  }
};
struct Rejoin {
  std::uint64_t token = 0;
  template <class A>
  void serialize(A& ar) {
    ar(token);
  }
};
struct SubmitDeck {
  WireDeck deck;
  template <class A>
  void serialize(A& ar) {
    ar(deck);
  }
};
struct SetBot {  // the room's creator fills (or frees) a seat with a bot
  std::uint8_t seat = 0;
  bool bot = true;
  template <class A>
  void serialize(A& ar) {
    ar(seat, bot);
  }
};
struct SetReady {
  bool ready = true;
  template <class A>
  void serialize(A& ar) {
    ar(ready);
  }
};
struct StartGame {
  template <class A>
  void serialize(A&) {}
};
struct SendAnswer {
  Answer answer;
  template <class A>
  void serialize(A& ar) {
    ar(answer);
  }
};
struct SendChat {
  bool team_only = false;
  std::string text;
  template <class A>
  void serialize(A& ar) {
    ar(team_only, text);
  }
};
struct RequestUndo {
  template <class A>
  void serialize(A&) {}
};
struct VoteUndo {
  bool agree = true;
  template <class A>
  void serialize(A& ar) {
    ar(agree);
  }
};
// A manual action (game/rules/manual.h) for what the engine does not automate.
// It may name only cards the seat can see: hidden cards have per-message ids.
struct SendManual {
  ManualAction action;
  template <class A>
  void serialize(A& ar) {
    ar(action);
  }
};
struct LeaveRoom {
  template <class A>
  void serialize(A&) {}
};

using ClientMsg =
    std::variant<Hello, ListRooms, CreateRoom, JoinRoom, Rejoin, SubmitDeck, SetBot, SetReady,
                 StartGame, SendAnswer, SendChat, RequestUndo, VoteUndo, LeaveRoom, SendManual>;

// ---- host to client -------------------------------------------------------

struct Welcome {
  std::uint32_t protocol = kProtocolVersion;
  std::string software = kSoftwareVersion;
  std::uint32_t client = 0;
  template <class A>
  void serialize(A& ar) {
    ar(protocol, software, client);
  }
};
struct Refused {  // the handshake failed; the host disconnects after sending it
  std::string reason;
  std::uint32_t host_protocol = 0;
  std::string host_software;
  template <class A>
  void serialize(A& ar) {
    ar(reason, host_protocol, host_software);
  }
};
enum class ErrorCode : std::uint8_t {
  Malformed,  // could not be decoded, or failed validation
  TooLarge,
  NotAllowed,  // not now, or not you
  NotFound,    // no such room or seat
  BadPassword,
  BadDeck,
  IllegalAnswer,  // the engine refused it; the game did not change
};
struct Error {
  ErrorCode code = ErrorCode::Malformed;
  std::string reason;
  template <class A>
  void serialize(A& ar) {
    ar(code, reason);
  }
};
struct RoomSummary {
  std::uint32_t id = 0;
  std::string name;
  RoomKind kind = RoomKind::Duel;
  std::uint8_t seats = 0, free_seats = 0;
  bool password = false;
  bool started = false;
  template <class A>
  void serialize(A& ar) {
    ar(id, name, kind, seats, free_seats, password, started);
  }
};
struct RoomList {
  std::vector<RoomSummary> rooms;
  template <class A>
  void serialize(A& ar) {
    ar(rooms);
  }
};
enum class Occupant : std::uint8_t { Empty, Human, Bot };
struct SeatInfo {
  std::string name;
  Occupant occupant = Occupant::Empty;
  bool connected = false;
  bool deck_ok = false;
  bool ready = false;
  std::uint8_t side = 0;  // the engine player this seat plays; a team shares one side
  template <class A>
  void serialize(A& ar) {
    ar(name, occupant, connected, deck_ok, ready, side);
  }
};
struct RoomUpdate {
  std::uint32_t room = 0;
  RoomOptions options;  // the password is never sent back
  std::vector<SeatInfo> seats;
  std::uint8_t owner = 0;  // the seat that may start the game and place bots
  bool started = false;
  bool paused = false;  // AwayPolicy::Pause and someone is away
  template <class A>
  void serialize(A& ar) {
    ar(room, options, seats, owner, started, paused);
  }
};
struct SeatGranted {
  std::uint32_t room = 0;
  std::uint8_t seat = kNoSeat;  // kNoSeat: a spectator
  std::uint64_t token = 0;      // keep it to rejoin this seat
  template <class A>
  void serialize(A& ar) {
    ar(room, seat, token);
  }
};
// What one seat may see (game/view.h, renumbered by net/projection.h).
struct ViewUpdate {
  std::uint8_t seat = kNoSeat;
  std::uint32_t answers = 0;  // length of the host's answer log: a version number
  GameState state;
  template <class A>
  void serialize(A& ar) {
    ar(seat, answers, state);
  }
};
struct Chat {
  std::uint8_t from = kNoSeat;  // kNoSeat: a spectator
  std::string name;
  bool team_only = false;
  std::string text;
  template <class A>
  void serialize(A& ar) {
    ar(from, name, team_only, text);
  }
};
struct Proposal {  // a team member proposed an answer that is not committed yet
  std::uint8_t from = kNoSeat;
  Answer answer;
  template <class A>
  void serialize(A& ar) {
    ar(from, answer);
  }
};
struct UndoAsked {
  std::uint8_t by = kNoSeat;
  template <class A>
  void serialize(A& ar) {
    ar(by);
  }
};
struct UndoResult {
  bool done = false;
  std::string reason;
  template <class A>
  void serialize(A& ar) {
    ar(done, reason);
  }
};

using HostMsg = std::variant<Welcome, Refused, Error, RoomList, RoomUpdate, SeatGranted, ViewUpdate,
                             Chat, Proposal, UndoAsked, UndoResult>;

}  // namespace l5r::net
