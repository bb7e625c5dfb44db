// Rulebook player abilities used in battle: the Favor Battle ability (CR20F
// "Rulebook Favor Battle") and Cavalry (CR20F "Cavalry"). Tactical Advantage is
// keyword-given data (game/abilities/keyword_abilities.h).
#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"

namespace l5r {

// CR20F "Unit Keywords": the Personality and all his Followers are Cavalry.
bool Engine::cavalry_unit(CardId personality) const {
  if (!has_kw(personality, Kw::Cavalry)) return false;
  for (CardId a : attachments(personality))
    if (def(a).type == CardType::Follower && !has_kw(a, Kw::Cavalry)) return false;
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
      if (!cavalry_unit(c) || barred_from_defending(c, defending_side(p))) continue;
      if (std::find(at.resolved_attackers.begin(), at.resolved_attackers.end(), c) != at.resolved_attackers.end())
        continue;
      out.push_back({OptionKind::CavalryMove, kNoCard, c});
    }
  }
  if (round == RoundKind::Engage && !pl.used(PlayerAbility::NavalInvasion) && !at.naval_invasion &&
      s_.same_side(p, at.attacker)) {
    // CR20F "Naval Invasion": offered to the Attacker with a Naval
    // Personality at the battlefield, who could take that first action.
    bool naval = false;
    for (CardId c : side_units_at(p, at.current)) naval = naval || has_kw(c, Kw::Naval);
    if (naval) out.push_back({OptionKind::NavalInvasion});
  }
  if (round == RoundKind::Combat) {
    // CR20F "Reserve": Absent Repeatable Battle: if he would be opposed (an
    // enemy unit is at the battlefield), Recruit your Reserve Personality
    // into the current battlefield, as the rulebook Recruit (cost, Honor
    // Requirement, Unique).
    // Only a player in the battle (a side's, or an ally who joined an army)
    // has a side there to Recruit into.
    const bool in_battle = s_.same_side(p, at.attacker) || s_.same_side(p, at.defender) ||
                           (p < at.joined.size() && at.joined[p] != Attack::kNoArmy);
    bool enemy_here = false;
    for (PlayerId q = 0; in_battle && q < s_.players.size(); ++q)
      enemy_here = enemy_here || (enemies(q, p) && !units_at(q, at.current).empty());
    if (enemy_here)
      for (const Province& pr : pl.provinces) {
        if (pr.destroyed) continue;
        for (CardId c : pr.cards) {
          if (!s_.card(c).face_up || def(c).type != CardType::Personality || !def(c).has(Kw::Reserve)) continue;
          if (barred_from_defending(c, defending_side(p))) continue;  // "cannot defend"
          std::vector<Option> recruit;
          recruit_options(p, c, recruit);
          if (!recruit.empty()) out.push_back({OptionKind::ReserveRecruit, c});
        }
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

// Rulebook Interrupts (CR20F "Player Abilities and Traits"): Courage, to an
// action with Fear; and combining attacks from the same unit (CR20F
// "Combining", game/rules/abilities.cpp).
void Engine::interrupt_player_options(PlayerId p, std::vector<Option>& out) const {
  const ActionFrame* af = interrupted_action();
  if (!af || af->action.kind != OptionKind::UseAbility) return;
  const Ability* a = ability(af->action.card, af->action.value);
  if (!a) return;
  // Courage: Repeatable Interrupt: discard a Courage card from your hand to
  // give one of the action's Fear effects +2 or -2 strength.
  if ((attack_kinds(*a) & kFearAttack) && !af->fear_negated)
    for (CardId c : s_.players[p].hand)
      if (def(c).has(Kw::Courage)) {
        out.push_back({OptionKind::Courage, c, kNoCard, 2});
        out.push_back({OptionKind::Courage, c, kNoCard, -2});
      }
  combine_options(p, *af, *a, out);
}

void Engine::resolve_battle_player_ability(PlayerId p, const Option& o, bool no_move) {
  const Attack& at = s_.attack;
  if (o.kind == OptionKind::Courage) {
    if (s_.card(o.card).zone != Zone::Hand) return;
    log(player_name(p) + " discards " + name(o.card) + " for Courage");
    move_to_discard(o.card);
    // The action being interrupted is the nearest one on the stack.
    for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
      if (auto* af = std::get_if<ActionFrame>(&*it)) {
        af->fear_bonus = static_cast<std::int8_t>(std::clamp(af->fear_bonus + o.value, -99, 99));
        log(std::string("The action's Fear gets ") + (o.value >= 0 ? "+" : "") + std::to_string(o.value) +
            " strength");
        break;
      }
    return;
  }
  if (!at.active || at.current < 0) return;
  if (o.kind == OptionKind::NavalInvasion) {
    s_.attack.naval_invasion = true;
    log(player_name(p) + " will take the first Battle action, from a Naval unit");
    return;
  }
  if (s_.card(o.target).zone != Zone::InPlay) return;
  if (no_move && (o.kind == OptionKind::FavorBattle || o.kind == OptionKind::CavalryMove)) {
    if (o.kind == OptionKind::FavorBattle) {
      s_.favor = kNoPlayer;
      log(player_name(p) + " discards the Imperial Favor");
    }
    log(name(o.target) + " cannot be moved by this action");
    return;
  }
  if (o.kind == OptionKind::FavorBattle) {
    s_.favor = kNoPlayer;
    log(player_name(p) + " discards the Imperial Favor");
    s_.card(o.target).location = kHome;
    log(name(o.target) + " moves home");
  } else {
    s_.card(o.target).location = at.current;
    note_arrival(o.target);
    log(name(o.target) + " rides to the battle");
  }
}

}  // namespace l5r
