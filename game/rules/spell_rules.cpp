// Op::MoveToLocation (docs/abilities.md): a target Personality moved to a
// location the action's player picks as the effect resolves ("to another
// location", "to a different, unresolved battlefield"). CR20F "Unit": his
// attachments go with him; the moves into a battlefield follow the same
// rules as Op::MoveToBattlefield (the No Second Battle rule, a Personality
// who cannot defend) and a move out of a battlefield may be negated.
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {

CardId moved_card(const Effect& e, const ActionFrame& f) {
  if (e.subject == Ref::Self) return f.action.card;  // "move her to ...": the Personality himself
  return f.targets[e.subject == Ref::Target2 ? 1 : 0];
}

}  // namespace

std::vector<Option> Engine::move_destinations(const Effect& e, const ActionFrame& f) const {
  std::vector<Option> out;
  const CardId c = moved_card(e, f);
  if (c == kNoCard || s_.card(c).zone != Zone::InPlay || def(c).type != CardType::Personality)
    return out;
  const int here = s_.card(c).location;
  const Attack& at = s_.attack;
  auto add = [&](int to) {
    out.push_back({OptionKind::ChooseBattlefield, kNoCard, c, static_cast<std::int16_t>(to)});
  };
  if (e.destination == Destination::OtherLocation && here != kHome) add(kHome);
  if (!at.active) return out;
  for (int b = 0; b < static_cast<int>(at.battlefield_province.size()); ++b) {
    if (b == here) continue;
    // "Unresolved": its battle is still to be fought, or is the one being
    // fought (its resolution comes after the Combat segment's actions).
    const bool resolved = b < static_cast<int>(at.fought.size()) && at.fought[b] && b != at.current;
    if (e.destination == Destination::OtherUnresolvedBattlefield && resolved) continue;
    // "To a battlefield where he would be opposed": units of an enemy of his
    // controller are there (CR20F "Opposed").
    if (e.destination == Destination::OpposedBattlefield) {
      bool enemy_there = false;
      for (PlayerId q = 0; q < s_.players.size(); ++q)
        enemy_there = enemy_there || (enemies(q, s_.card(c).controller) && !units_at(q, b).empty());
      if (!enemy_there) continue;
    }
    add(b);
  }
  return out;
}

void Engine::move_to_location(const Effect& e, ActionFrame& f, int to) {
  const CardId c = moved_card(e, f);
  if (c == kNoCard || s_.card(c).zone != Zone::InPlay || def(c).type != CardType::Personality)
    return;
  if (s_.card(c).location == to) return;
  if (f.no_move || unmoved(f, c, to)) {
    log(name(c) + " cannot be moved by this action");
    return;
  }
  if (to != kHome) {
    if (!s_.attack.active || to >= static_cast<int>(s_.attack.battlefield_province.size())) return;
    // CR20F "No Second Battle Rule"; "cannot defend".
    const auto& done = s_.attack.resolved_attackers;
    if (std::find(done.begin(), done.end(), c) != done.end() ||
        barred_from_defending(c, defending_side(s_.card(c).controller))) {
      log(name(c) + " cannot move to that battlefield");
      return;
    }
  }
  if (s_.card(c).location != kHome && !f.unpreventable && move_out_negated(c)) return;
  s_.card(c).location = static_cast<std::int8_t>(to);
  if (to == kHome) {
    log(name(c) + " moves home");
  } else {
    note_arrival(c);
    log(name(c) + " moves to " + battlefield_label(to));
  }
  as_moves(e, f, c);
}

}  // namespace l5r
