#include "game/model/game_state.h"

#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/optional.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/variant.hpp>
#include <cereal/types/vector.hpp>
#include <sstream>
#include <xxhash.h>

namespace l5r {

PlayerId GameState::next_player(PlayerId p) const {
  if (is_siege()) {
    if (p != siege.challenger) return siege.challenger;
    for (PlayerId q = 0; q < players.size(); ++q)
      if (q != siege.challenger && !players[q].eliminated) return q;
    return p;
  }
  const int n = player_count();
  for (int i = 1; i <= n; ++i) {
    auto q = static_cast<PlayerId>((p + i) % n);
    if (!players[q].eliminated) return q;
  }
  return p;
}

std::vector<PlayerId> GameState::side_of(PlayerId p) const {
  std::vector<PlayerId> out;
  if (!is_siege()) {
    out.push_back(p);
    return out;
  }
  for (PlayerId q = 0; q < players.size(); ++q)
    if (same_side(p, q) && !players[q].eliminated) out.push_back(q);
  return out;
}

int GameState::rokugani_count() const {
  int n = 0;
  // Siege rule 5 counts the Rokugani players; one who lost has left the game
  // (rule 12, CR20F "Player Elimination") and no longer counts
  // (docs/rules-interpretations.md).
  for (PlayerId q = 0; q < players.size(); ++q) n += is_rokugani(q) && !players[q].eliminated;
  return n;
}

std::string_view to_string(Zone z) {
  switch (z) {
    case Zone::DynastyDeck: return "Dynasty deck";
    case Zone::FateDeck: return "Fate deck";
    case Zone::Hand: return "hand";
    case Zone::Province: return "Province";
    case Zone::InPlay: return "in play";
    case Zone::DynastyDiscard: return "Dynasty discard pile";
    case Zone::FateDiscard: return "Fate discard pile";
    case Zone::Removed: return "outside the game";
    case Zone::Resolving: return "resolution area";
    case Zone::Focused: return "focusing area";
    case Zone::Territory: return "Territory row";
    case Zone::ClockDeck: return "Clock deck";
    case Zone::ClockDiscard: return "Clock discard pile";
  }
  return "?";
}

std::string_view to_string(Phase p) {
  switch (p) {
    case Phase::Setup: return "Setup";
    case Phase::Action: return "Action Phase";
    case Phase::Attack: return "Attack Phase";
    case Phase::Dynasty: return "Dynasty Phase";
    case Phase::EndOfTurn: return "End of turn";
    case Phase::GameOver: return "Game over";
  }
  return "?";
}

std::string_view to_string(Victory v) {
  switch (v) {
    case Victory::None: return "none";
    case Victory::Honor: return "honor";
    case Victory::Dishonor: return "dishonor";
    case Victory::Military: return "military";
    case Victory::Enlightenment: return "enlightenment";
    case Victory::TurnLimit: return "turn_limit";
    case Victory::HourOfTheSerpent: return "hour_of_the_serpent";
    case Victory::ImperialDistrict: return "imperial_district";
    case Victory::TeamFallen: return "team_fallen";
  }
  return "?";
}

std::uint64_t state_hash(const GameState& s) {
  std::ostringstream out;
  {
    cereal::PortableBinaryOutputArchive ar(out);
    ar(s);
  }
  const std::string bytes = out.str();
  return XXH3_64bits(bytes.data(), bytes.size());
}

}  // namespace l5r
