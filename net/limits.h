#pragma once
// Versions and the size limits of everything that crosses the network
// (docs/network.md "Limits"). Every message is untrusted input: these bounds
// are checked before a message is decoded and again when it is validated.
#include <cstddef>
#include <cstdint>

namespace l5r::net {

// Bumped whenever any message's layout changes. Hello and Refused keep their
// layout forever so that a mismatched peer can still be told why it is refused.
inline constexpr std::uint32_t kProtocolVersion = 2;
// The engine's version: a host and a client of different software could
// disagree about cards and rules, so the handshake refuses a mismatch too.
inline constexpr char kSoftwareVersion[] = "rokugan 0.1";

// A client sends commands, answers and chat: small. A deck of 150 card slugs
// of up to 64 bytes each still fits.
inline constexpr std::size_t kMaxClientMessage = 16 * 1024;
// The host sends views: a whole redacted state (a few kilobytes for six seats).
inline constexpr std::size_t kMaxHostMessage = 1024 * 1024;
// ENet itself drops anything larger without reassembling it, so a peer cannot
// make us buffer more than this.
inline constexpr std::size_t kMaxPacket = 4 * kMaxHostMessage;
// An autosave holds the whole answer log.
inline constexpr std::size_t kMaxSaveFile = 64 * 1024 * 1024;

inline constexpr std::size_t kMaxName = 32;
inline constexpr std::size_t kMaxPassword = 64;
inline constexpr std::size_t kMaxChat = 500;
inline constexpr std::size_t kMaxCardSlug = 64;
inline constexpr std::size_t kMaxDeckCards = 150;  // per Dynasty or Fate deck
inline constexpr std::size_t kMaxPicked = 64;      // options picked in one answer
inline constexpr std::size_t kMaxSeats = 6;        // RoomOptions::seats; in Siege, Rokugani seats
// A Siege room has its Rokugani seats and the Challenge seat (Siege rule 6).
inline constexpr std::size_t kMaxRoomSeats = kMaxSeats + 1;
// The game log (GameLog): one sentence, and sentences in one message.
inline constexpr std::size_t kMaxLogLine = 1000;
inline constexpr std::size_t kMaxLogLines = 2000;
inline constexpr std::size_t kMaxRooms = 64;

}  // namespace l5r::net
