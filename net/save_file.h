#pragma once
// Autosave (DESIGN "Determinism"): a game is its setup and its answer log, so
// the host writes exactly that, plus what it needs to seat the players again
// (names, rejoin tokens, which seats are bots). A crashed host's game resumes
// by replaying the log; the saved state hash proves the replay matches.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/manual.h"
#include "net/messages.h"

namespace l5r::net {

struct SavedInput {
  std::uint8_t player = 0;
  bool is_manual = false;
  Answer answer;
  ManualAction manual;
  template <class A>
  void serialize(A& ar) {
    ar(player, is_manual, answer, manual);
  }
};

struct SavedSeat {
  std::string name;
  bool bot = false;
  std::uint64_t token = 0;
  WireDeck deck;  // the Challenge seat's is the room's Challenge deck, not read back
  template <class A>
  void serialize(A& ar) {
    ar(name, bot, token, deck);
  }
};

struct SaveFile {
  std::uint32_t protocol = kProtocolVersion;
  std::string software = kSoftwareVersion;
  RoomOptions options;
  std::uint64_t seed = 0;  // the seed actually used
  std::vector<SavedSeat> seats;
  std::vector<SavedInput> inputs;
  std::uint64_t state_hash = 0;  // after the inputs
  template <class A>
  void serialize(A& ar) {
    ar(protocol, software, options, seed, seats, inputs, state_hash);
  }
};

// Writes to a temporary file and renames it over the old save, so a crash
// while writing leaves the previous save whole.
bool write_save(const std::string& path, const SaveFile& f, std::string* error);
std::optional<SaveFile> read_save(const std::string& path, std::string* error);

}  // namespace l5r::net
