// Rulebook player abilities used in battle: the Favor Battle ability (CR20F
// "Rulebook Favor Battle") and Cavalry (CR20F "Cavalry"). Tactical Advantage is
// keyword-given data (game/abilities/keyword_abilities.h).
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

// CR20F "Unit Keywords": the Personality and all his Followers are Cavalry.
bool Engine::cavalry_unit(CardId personality) const {
  if (!def(personality).has(Kw::Cavalry)) return false;
  for (CardId a : attachments(personality))
    if (def(a).type == CardType::Follower && !def(a).has(Kw::Cavalry)) return false;
  return true;
}

void Engine::battle_player_options(PlayerId p, RoundKind round, std::vector<Option>& out) const {
  const Attack& at = s_.attack;
  if (!at.active || at.current < 0) return;
  const Player& pl = s_.players[p];
  const bool present = !side_units_at(p, at.current).empty();  // Siege rule 13
  if (round == RoundKind::Engage && !pl.used(PlayerAbility::Cavalry)) {
    // Absent Engage: your unbowed Personality in a Cavalry unit, at any
    // location, moves to the current battlefield (No Second Battle rule).
    for (CardId c : pl.in_play) {
      const Card& k = s_.card(c);
      if (def(c).type != CardType::Personality || k.bowed || k.location == at.current) continue;
      if (!cavalry_unit(c)) continue;
      if (std::find(at.resolved_attackers.begin(), at.resolved_attackers.end(), c) != at.resolved_attackers.end())
        continue;
      out.push_back({OptionKind::CavalryMove, kNoCard, c});
    }
  }
  const bool absent_ok = territory_rule(p, &CardDef::TerritoryRules::favor_battle_absent);
  if (round == RoundKind::Combat && (present || absent_ok) && s_.favor == p && !pl.used(PlayerAbility::FavorBattle) &&
      !s_.same_side(p, at.attacker)) {
    // The Favor's Battle ability sends one of the Attacker's Personalities at
    // this battlefield home; only a player opposing the Attacker may use it.
    for (CardId c : side_units_at(at.attacker, at.current)) out.push_back({OptionKind::FavorBattle, kNoCard, c});
  }
}

void Engine::resolve_battle_player_ability(PlayerId p, const Option& o) {
  const Attack& at = s_.attack;
  if (!at.active || at.current < 0 || s_.card(o.target).zone != Zone::InPlay) return;
  if (o.kind == OptionKind::FavorBattle) {
    s_.favor = kNoPlayer;
    log(player_name(p) + " discards the Imperial Favor");
    s_.card(o.target).location = kHome;
    log(name(o.target) + " moves home");
  } else {
    s_.card(o.target).location = at.current;
    log(name(o.target) + " rides to the battle");
  }
}

}  // namespace l5r
