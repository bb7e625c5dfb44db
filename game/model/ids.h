#pragma once
// Identifiers used throughout the state. The state holds ids, never pointers,
// so that copying a GameState is a flat memberwise copy (DESIGN: state is a value).
#include <cstdint>

namespace l5r {

using PlayerId = std::uint8_t;
using CardId = std::uint16_t;  // index into GameState::cards
using DefId = std::uint16_t;   // index into CardDb

inline constexpr PlayerId kNoPlayer = 0xFF;
inline constexpr CardId kNoCard = 0xFFFF;
inline constexpr DefId kNoDef = 0xFFFF;
inline constexpr std::int8_t kHome = -1;  // location of a unit at its controller's home

}  // namespace l5r
