#include "game/ai/eval.h"

#include <algorithm>

namespace l5r {

int unit_force(const Engine& e, const GameState& s, CardId personality) {
  int total = s.card(personality).bowed ? 0 : e.force(personality);
  e.each_attachment(personality, [&](CardId a) {
    if (e.def(a).type == CardType::Follower && !s.card(a).bowed) total += e.force(a);
  });
  return total;
}

int unit_potential_force(const Engine& e, const GameState& s, CardId personality) {
  int total = e.force(personality);
  e.each_attachment(personality, [&](CardId a) {
    if (e.def(a).type == CardType::Follower) total += e.force(a);
  });
  (void)s;
  return total;
}

double personality_value(const Engine& e, CardId c, bool honor_minded) {
  const CardDef& d = e.def(c);
  double v = 1.0 + std::max(0, e.force(c)) + 0.5 * std::max(0, e.chi(c));
  v += (honor_minded ? 0.6 : 0.2) * e.personal_honor(c);
  v += 0.8 * static_cast<double>(d.abilities.size());
  if (d.has(Kw::Cavalry) || d.has(Kw::Tactician) || d.has(Kw::Conqueror)) v += 0.4;
  return v;
}

bool honor_minded(const Engine& e, const GameState& s, PlayerId p) {
  const Player& pl = s.players[p];
  if (pl.honor >= 25) return true;
  // Personalities with much Personal Honor for their Force mark an Honor deck.
  int force = 0, honor = 0;
  for (CardId c : pl.in_play)
    if (e.def(c).type == CardType::Personality) {
      force += std::max(0, e.force(c));
      honor += e.personal_honor(c);
    }
  return honor > 0 && honor * 2 >= force * 3 / 2 + 2;
}

namespace {

double side_value(const Engine& e, const GameState& s, PlayerId p) {
  const Player& pl = s.players[p];
  if (pl.eliminated) return -500;
  const bool hm = honor_minded(e, s, p);
  double v = 0;
  for (CardId c : pl.in_play) {
    const CardDef& d = e.def(c);
    const Card& k = s.card(c);
    switch (d.type) {
      case CardType::Personality:
        v += personality_value(e, c, hm);
        if (k.dishonorable) v -= 1;
        break;
      case CardType::Follower:
        v += 0.5 + std::max(0, e.force(c));
        break;
      case CardType::Item:
        v += 0.5 + 0.5 * std::max(0, e.force(c)) + 0.3 * std::max(0, e.chi(c));
        break;
      case CardType::Spell:
        v += 1;
        break;
      case CardType::Holding:
        v += 0.5 + 1.5 * e.gold_production(c);
        break;
      default:
        break;
    }
  }
  int provinces = 0;
  for (const Province& pr : pl.provinces) provinces += !pr.destroyed;
  // Each lost Province brings military defeat nearer, the last ones most.
  v += 5.0 * provinces - (provinces <= 2 ? 6.0 * (3 - provinces) : 0.0);
  const double honor = std::clamp<int>(pl.honor, -20, 40);
  v += (hm ? 0.5 : 0.25) * honor;
  if (pl.honor >= 35) v += 3;
  if (pl.honor <= -10) v -= 4;
  v += 0.6 * std::min<int>(static_cast<int>(pl.hand.size()), 8);
  if (s.favor == p) v += 1.5;
  return v;
}

// The value `p` gains or loses when the current battle resolves as things stand.
double battle_projection(const Engine& e, const GameState& s, PlayerId p) {
  const Attack& at = s.attack;
  if (!at.active || at.current < 0 || (!s.same_side(p, at.attacker) && !s.same_side(p, at.defender)))
    return 0;
  const int bf = at.current;
  const int af = e.army_force(at.attacker, bf);
  const int df = e.army_force(at.defender, bf);
  const int strength = e.battlefield_strength(bf);
  auto army_value = [&](PlayerId side) {
    double v = 0;
    for (CardId c : e.side_units_at(side, bf))
      v += personality_value(e, c, false) + 0.5 * static_cast<double>(e.attachments(c).size());
    return v;
  };
  double attacker_gain = 0;
  if (af > df) {
    attacker_gain += army_value(at.defender);
    if (af > df + strength) attacker_gain += 7;
  } else if (df > af) {
    attacker_gain -= army_value(at.attacker);
  } else {
    attacker_gain += army_value(at.defender) - army_value(at.attacker);
  }
  return s.same_side(p, at.attacker) ? attacker_gain : -attacker_gain;
}

// Siege (rules 4 and 12): the Rokugani win when the Clock runs out and lose
// with the Imperial District; every Clock card gone and every Territory
// standing is worth something to them, and the reverse to the Challenge player.
double siege_value(const Engine& e, const GameState& s) {
  double v = 6.0 * e.threat_level() + 0.15 * s.siege.political_tokens;
  for (const Territory& t : s.siege.territories)
    if (t.destroyed) v -= 12;
  return v;
}

}  // namespace

double evaluate(const Engine& e, const GameState& s, PlayerId p) {
  if (s.result.over) {
    if (s.result.victory == Victory::TurnLimit) return 0;
    return s.result.winner != kNoPlayer && s.same_side(s.result.winner, p) ? 1000 : -1000;
  }
  if (s.is_siege()) {
    // The team is one side (Siege rule 13): its members' positions add up.
    double mine = 0, theirs = 0;
    for (PlayerId q = 0; q < s.players.size(); ++q) {
      if (s.players[q].eliminated) continue;
      (s.same_side(q, p) ? mine : theirs) += side_value(e, s, q);
    }
    const double clock = siege_value(e, s);
    return mine - theirs + (s.is_rokugani(p) ? clock : -clock) + battle_projection(e, s, p);
  }
  const double mine = side_value(e, s, p);
  double best_other = -1e9;
  for (PlayerId q = 0; q < s.players.size(); ++q)
    if (q != p && !s.players[q].eliminated) best_other = std::max(best_other, side_value(e, s, q));
  if (best_other < -1e8) best_other = 0;
  return mine - best_other + battle_projection(e, s, p);
}

}  // namespace l5r
