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
#include "siege/team_desk.h"

namespace l5r::net {

inline constexpr std::uint8_t kNoSeat = 0xFF;  // spectators, or "any free seat"

enum class RoomKind : std::uint8_t { Duel, Multiplayer, Siege };
// What happens to a seat whose player drops (DESIGN "Networking").
enum class AwayPolicy : std::uint8_t {
  Wait,   // the game goes on; the absent seat's own questions wait for it
  Pause,  // nothing is accepted from anyone until the player is back
  Bot,    // a bot answers for the seat until the player rejoins
};
// How the Siege team commits an answer: l5r::CommitPolicy (siege/team_desk.h).

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
  // Duel: 2; Multiplayer: 3 to 6; Siege: the Rokugani seats, 3 to 6 (the room
  // has one more, the last, for the Challenge player).
  std::uint8_t seats = 2;
  std::string password;  // empty: none
  AwayPolicy away = AwayPolicy::Wait;
  CommitPolicy commit = CommitPolicy::FirstProposal;
  std::uint16_t turn_limit = 0;  // 0: play until someone wins
  std::uint64_t seed = 0;        // 0: the host picks one
  bool auto_start = false;       // start as soon as every seat is filled and ready
  // Siege: the Challenge deck (an index into Library::challenges), and who
  // takes the Challenge seat when a bot does: the scripted Challenge player
  // (siege/challenge_script.h) or the room's bot.
  std::uint8_t challenge_deck = 0;
  bool challenge_script = true;
  template <class A>
  void serialize(A& ar) {
    ar(name, kind, seats, password, away, commit, turn_limit, seed, auto_start, challenge_deck,
       challenge_script);
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
// Siege: a team member points the team at a card he can see (a real id:
// visible cards keep theirs, see projection.h).
struct SendPing {
  CardId card = kNoCard;
  template <class A>
  void serialize(A& ar) {
    ar(card);
  }
};

using ClientMsg = std::variant<Hello, ListRooms, CreateRoom, JoinRoom, Rejoin, SubmitDeck, SetBot,
                               SetReady, StartGame, SendAnswer, SendChat, RequestUndo, VoteUndo,
                               LeaveRoom, SendManual, SendPing>;

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
  // Seat i plays engine player i; in Siege every seat but the Challenge seat
  // is on the Rokugani team.
  bool challenge = false;
  template <class A>
  void serialize(A& ar) {
    ar(name, occupant, connected, deck_ok, ready, challenge);
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
// A team member proposed an answer (sent to every team member; under
// FirstProposal it is committed at once, and the next view shows it).
struct Proposal {
  std::uint8_t from = kNoSeat;
  Answer answer;
  bool committed = false;
  template <class A>
  void serialize(A& ar) {
    ar(from, answer, committed);
  }
};
struct Pinged {  // a team member points the team at a card
  std::uint8_t from = kNoSeat;
  CardId card = kNoCard;
  template <class A>
  void serialize(A& ar) {
    ar(from, card);
  }
};
// The game log's sentences (docs/network.md "The game log"): replace the
// client's log from line `first` on with `lines`. Usually `first` is the
// length the client already has; after an undo or a rejoin it is 0.
struct GameLog {
  std::uint32_t first = 0;
  std::vector<std::string> lines;
  template <class A>
  void serialize(A& ar) {
    ar(first, lines);
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
                             Chat, Proposal, UndoAsked, UndoResult, Pinged, GameLog>;

}  // namespace l5r::net
