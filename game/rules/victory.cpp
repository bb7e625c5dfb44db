// Winning, losing and elimination (CR20F "Players Winning and Losing",
// "Player Elimination"), and the checks made after every step: Chi death
// (CR20F "Chi Death Rule") and attachments left without a Personality
// (CR20F "Attachments").
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {
int remaining(const GameState& s) {
  int n = 0;
  for (const Player& p : s.players) n += !p.eliminated;
  return n;
}
}  // namespace

void Engine::check_state() {
  if (s_.result.over) return;
  bool changed = true;
  while (changed) {
    changed = false;
    for (PlayerId p = 0; p < s_.players.size(); ++p) {
      std::vector<CardId> in_play = s_.players[p].in_play;
      for (CardId c : in_play) {
        const Card& k = s_.card(c);
        if (k.zone != Zone::InPlay) continue;
        if (def(c).type == CardType::Personality && chi(c) == 0) {
          log(name(c) + " has no Chi left and dies");
          destroy(c);
          changed = true;
        } else if (def(c).is_attachment() &&
                   (k.attached_to == kNoCard || s_.card(k.attached_to).zone != Zone::InPlay)) {
          move_to_discard(c);
          changed = true;
        } else {
          // A "destroyed_while" trait: a state check, done as soon as
          // its condition holds.
          for (const Trait& t : def(c).traits)
            if (t.kind == Trait::Kind::DestroyedWhile && t.condition && holds(*t.condition, k.controller, c, nullptr)) {
              log(name(c) + " is destroyed (its own trait)");
              destroy(c);
              changed = true;
              break;
            }
        }
      }
    }
  }
  for (PlayerId p = 0; p < s_.players.size() && !s_.result.over; ++p) {
    Player& pl = s_.players[p];
    // Siege rule 12: the Challenge player does not lose by a rulebook
    // condition (docs/rules-interpretations.md).
    if (pl.eliminated || s_.is_challenger(p)) continue;
    bool any = false;
    for (const Province& pr : pl.provinces) any = any || !pr.destroyed;
    if (!any) {
      log(pl.name + " has no Provinces left");
      lose_game(p, Victory::Military);
    }
  }
  // CR20F "Enlightenment Victory": five Rings with five different elements.
  // In Siege it is no victory (rule 12); the Imperial District discards a
  // Clock card after a player Enlightens, once per player.
  for (PlayerId p = 0; p < s_.players.size() && !s_.result.over; ++p) {
    if (s_.players[p].eliminated) continue;
    std::uint32_t elements = 0;
    const std::uint32_t all = static_cast<std::uint32_t>(Kw::Air) |
                              static_cast<std::uint32_t>(Kw::Earth) |
                              static_cast<std::uint32_t>(Kw::Fire) |
                              static_cast<std::uint32_t>(Kw::Water) |
                              static_cast<std::uint32_t>(Kw::Void);
    for (CardId c : s_.players[p].in_play)
      if (def(c).type == CardType::Ring &&
          std::none_of(def(c).traits.begin(), def(c).traits.end(),
                       [](const Trait& t) { return t.kind == Trait::Kind::NoEnlightenment; }))
        elements |= def(c).kw_bits & all;  // a Ring may say it does not count
    if (elements == all && !s_.players[p].enlightened) {
      s_.players[p].enlightened = true;
      log(player_name(p) + " controls the five Rings and is enlightened");
      if (!s_.is_siege())
        s_.result = {true, p, Victory::Enlightenment};
      else if (s_.is_rokugani(p))
        discard_clock();
    }
  }
}

void Engine::lose_game(PlayerId p, Victory why_for_winner) {
  if (s_.result.over || s_.players[p].eliminated) return;
  log(player_name(p) + " loses the game");
  if (s_.is_siege()) {
    // Siege rule 12: a Rokugani player who loses leaves the game; the team
    // fights on until none is left.
    if (s_.is_challenger(p)) {
      s_.result = {true, s_.next_player(p), why_for_winner};
      return;
    }
    if (s_.side_of(p).size() <= 1) {
      s_.players[p].eliminated = true;
      log("No Rokugani player is left: the Challenge player wins");
      s_.result = {true, s_.siege.challenger, Victory::TeamFallen};
      return;
    }
    eliminate(p);
    return;
  }
  if (remaining(s_) <= 2) {
    s_.players[p].eliminated = true;
    for (PlayerId q = 0; q < s_.players.size(); ++q)
      if (!s_.players[q].eliminated) s_.result = {true, q, why_for_winner};
    if (!s_.result.over) s_.result = {true, kNoPlayer, why_for_winner};
    return;
  }
  eliminate(p);
}

// CR20F "Player Elimination": every card of the eliminated player's play deck
// leaves the game, whoever controls it; his Provinces leave without being
// destroyed; the game goes on.
void Engine::eliminate(PlayerId p) {
  // Siege rule 3: the Territories are the whole team's and cannot leave play,
  // whichever member keeps them (lay_out_siege gives them to the first).
  for (CardId c = 0; c < s_.cards.size(); ++c)
    if (s_.card(c).owner == p && s_.card(c).zone != Zone::Removed && s_.card(c).zone != Zone::Territory)
      remove_from_game(c);
  for (Province& pr : s_.players[p].provinces) {
    pr.cards.clear();
    pr.destroyed = true;
  }
  s_.players[p].eliminated = true;
  if (s_.favor == p) s_.favor = kNoPlayer;  // the Favor is a token of the game, not his card
  if (s_.is_rokugani(p)) {
    // The team plays on: another member stands for it where he did, and
    // keeps the Territories.
    const PlayerId other = s_.next_player(s_.siege.challenger);
    for (const Territory& t : s_.siege.territories)
      if (s_.card(t.card).owner == p) s_.card(t.card).owner = s_.card(t.card).controller = other;
    if (s_.attack.active && s_.attack.attacker == p) s_.attack.attacker = other;
    if (s_.attack.active && s_.attack.defender == p) s_.attack.defender = other;
    if (s_.active == p) s_.active = other;
    for (Frame& fr : s_.stack)
      if (auto* r = std::get_if<ActionRoundFrame>(&fr); r && r->to_act == p) r->to_act = other;
    if (s_.pending && s_.pending->who == p) s_.pending->who = other;
    return;
  }
  if (s_.attack.active && (s_.attack.attacker == p || s_.attack.defender == p)) end_attack();
  if (s_.active == p) {
    // The eliminated player's turn ends at once; the next player's begins.
    s_.stack.clear();
    s_.pending.reset();
    end_phase();
    s_.active = s_.next_player(p);
    s_.stack.push_back(TurnFrame{});
  }
}

}  // namespace l5r
