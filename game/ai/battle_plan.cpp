#include "game/ai/battle_plan.h"

#include <algorithm>
#include <numeric>
#include <vector>

#include "game/ai/eval.h"

namespace l5r {

namespace {

struct Unit {
  CardId card;
  int force;
};

// The side's units that can take part: already at a battlefield, or unbowed at home.
std::vector<Unit> available(const Engine& e, const GameState& s, PlayerId p) {
  std::vector<Unit> out;
  // In Siege the team's units are one army (Siege rule 13).
  for (PlayerId q : s.side_of(p))
    for (CardId c : s.players[q].in_play) {
      const Card& k = s.card(c);
      if (e.def(c).type != CardType::Personality) continue;
      if (k.location == kHome && k.bowed) continue;
      // Attackers that already fought went home bowed; the rest are candidates.
      out.push_back({c, unit_force(e, s, c)});
    }
  std::sort(out.begin(), out.end(), [](const Unit& a, const Unit& b) {
    return a.force != b.force ? a.force > b.force : a.card < b.card;
  });
  return out;
}

int sum(const std::vector<Unit>& v) {
  return std::accumulate(v.begin(), v.end(), 0, [](int t, const Unit& u) { return t + u.force; });
}

// Siege rule 10: the Challenge player's battlefields are the intact
// Territories, whose places index the Territory row, not a member's Provinces.
bool at_territories(const GameState& s, PlayerId defender) {
  if (s.attack.active && s.attack.defender == defender) return s.attack.at_territories;
  return s.is_siege() && s.is_rokugani(defender);
}

// The strength an army must exceed at a place: a Province's, or a
// Territory's (one that may not be destroyed yet cannot fall).
int place_strength(const Engine& e, const GameState& s, PlayerId defender, int place) {
  if (!at_territories(s, defender)) return e.province_strength(defender, place);
  return s.siege.territories[static_cast<std::size_t>(place)].destroyable ? e.territory_strength(place)
                                                                          : 1 << 20;
}

// The Defender's Provinces (or Territories) that are battlefields, in
// battlefield order.
std::vector<int> battlefield_provinces(const GameState& s, PlayerId defender) {
  if (s.attack.active && s.attack.defender == defender) {
    std::vector<int> out(s.attack.battlefield_province.begin(),
                         s.attack.battlefield_province.end());
    return out;
  }
  std::vector<int> out;
  if (at_territories(s, defender)) {
    for (std::size_t i = 0; i < s.siege.territories.size(); ++i)
      if (!s.siege.territories[i].destroyed) out.push_back(static_cast<int>(i));
    return out;
  }
  const Player& d = s.players[defender];
  for (std::size_t i = 0; i < d.provinces.size(); ++i)
    if (!d.provinces[i].destroyed) out.push_back(static_cast<int>(i));
  return out;
}

// Picks units from `pool` (largest first) until their Force reaches `need`,
// then swaps the last one for the smallest that still reaches it. Returns
// nothing when the pool cannot reach it.
std::vector<Unit> take_at_least(std::vector<Unit>& pool, int need) {
  std::vector<Unit> picked;
  if (need <= 0 || sum(pool) < need) return picked;
  int have = 0;
  while (have < need && !pool.empty() && pool.front().force > 0) {
    // The smallest unit that finishes the job on its own, else the largest.
    std::size_t best = 0;
    for (std::size_t j = 1; j < pool.size(); ++j)
      if (have + pool[j].force >= need) best = j;
    have += pool[best].force;
    picked.push_back(pool[best]);
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
  }
  return picked;
}

}  // namespace

Deployment plan_attack(const Engine& e, const GameState& s, PlayerId me, PlayerId defender) {
  Deployment plan;
  std::vector<Unit> pool = available(e, s, me);
  std::erase_if(pool, [](const Unit& u) { return u.force <= 0; });
  if (pool.empty()) return plan;
  // Everything the Defender could send: his unbowed Personalities' units.
  int threat = 0;
  for (const Unit& u : available(e, s, defender)) threat += u.force;
  // The Favor's Battle ability could send our biggest unit home, but
  // counting that made bots with one strong Personality never attack; the
  // search bot weighs such risks by playing them out.
  const std::vector<int> provs = battlefield_provinces(s, defender);
  std::vector<int> order(provs.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return place_strength(e, s, defender, provs[a]) < place_strength(e, s, defender, provs[b]);
  });
  for (int b : order) {
    const int need = threat + place_strength(e, s, defender, provs[b]) + 1;
    for (const Unit& u : take_at_least(pool, need)) plan[u.card] = b;
  }
  // Failing a sure stack: attack where the Defender must block (and lose the
  // blockers) or lose the Province. An attack that threatens neither only
  // bows the attackers before the Defender's turn.
  if (plan.empty() && !order.empty() && sum(pool) > threat &&
      sum(pool) > place_strength(e, s, defender, provs[order.front()])) {
    for (const Unit& u : pool) plan[u.card] = order.front();
  }
  return plan;
}

int expected_provinces(const Engine& e, const GameState& s, PlayerId defender,
                       const Deployment& d) {
  const std::vector<int> provs = battlefield_provinces(s, defender);
  std::map<int, int> force;
  for (auto [c, b] : d) force[b] += unit_force(e, s, c);
  int n = 0;
  for (auto [b, f] : force)
    if (b < static_cast<int>(provs.size()) && f > place_strength(e, s, defender, provs[b])) ++n;
  return n;
}

Deployment plan_defense(const Engine& e, const GameState& s, PlayerId me) {
  Deployment plan;
  const Attack& at = s.attack;
  if (!at.active || at.defender != me) return plan;
  std::vector<Unit> pool = available(e, s, me);
  std::erase_if(pool, [](const Unit& u) { return u.force <= 0; });
  const int n = static_cast<int>(at.battlefield_province.size());
  int provinces_left = 0;
  for (const Province& pr : s.players[me].provinces) provinces_left += !pr.destroyed;
  struct Threat {
    int bf, force, strength;
  };
  std::vector<Threat> threats;
  for (int b = 0; b < n; ++b) {
    if (at.fought[b]) continue;
    const int af = e.army_force(at.attacker, b);
    if (af > 0) threats.push_back({b, af, e.battlefield_strength(b)});
  }
  // The most dangerous battlefields first: those furthest over Province Strength.
  std::sort(threats.begin(), threats.end(), [](const Threat& a, const Threat& b) {
    return a.force - a.strength != b.force - b.strength
               ? a.force - a.strength > b.force - b.strength
               : a.bf < b.bf;
  });
  const bool hm = honor_minded(e, s, me);
  for (const Threat& t : threats) {
    // Win outright: defenders with more Force destroy the attackers.
    std::vector<Unit> win = take_at_least(pool, t.force + 1);
    if (!win.empty()) {
      for (const Unit& u : win) plan[u.card] = t.bf;
      continue;
    }
    if (t.force <= t.strength) continue;  // the Province holds without help
    // Save the Province with units that will die for it, when it is worth more.
    std::vector<Unit> trial = pool;
    std::vector<Unit> save = take_at_least(trial, t.force - t.strength);
    if (save.empty()) continue;
    double cost = 0;
    for (const Unit& u : save) cost += personality_value(e, u.card, hm);
    double province_worth = 6.0 + (provinces_left <= 2 ? 20.0 : 0.0) + (4 - provinces_left) * 2.0;
    // Siege: a Territory's fall costs the team Provinces, and the Imperial
    // District's the game.
    if (at.at_territories) {
      const CardDef& d = e.def(s.siege.territories[at.battlefield_province[t.bf]].card);
      province_worth = d.territory && d.territory->team_loses ? 1e6 : 25.0;
    }
    if (cost < province_worth) {
      pool = trial;
      for (const Unit& u : save) plan[u.card] = t.bf;
    }
  }
  return plan;
}

}  // namespace l5r
