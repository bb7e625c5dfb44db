// Stats as CR20F computes them ("Stats", "Calculating Stats", "Bonuses and
// Penalties", "Minimums and Maximums", "Absent Stats").
#include <algorithm>
#include <climits>

#include "game/rules/engine.h"

namespace l5r {

namespace {
bool has_floor(Stat s) { return s != Stat::HonorRequirement; }
}  // namespace

// Applies every lasting modifier on the card: bonuses and penalties first, then
// the most restrictive minimum and maximum; a minimum above a maximum cancels
// both (CR20F "Minimums and Maximums"), then the basic minimum of zero.
int Engine::stat(CardId c, Stat which, int base) const {
  int value = base + token_bonus(c, which);
  int lo = INT_MIN, hi = INT_MAX;
  for (const StatModifier& m : s_.modifiers) {
    if (m.card != c || m.stat != which) continue;
    switch (m.kind) {
      case ModKind::Bonus: value += m.amount; break;
      case ModKind::Minimum: lo = std::max(lo, static_cast<int>(m.amount)); break;
      case ModKind::Maximum: hi = std::min(hi, static_cast<int>(m.amount)); break;
      case ModKind::NoStraighten: break;
      case ModKind::Keyword: break;
    }
  }
  // "This Personality has a minimum Chi of 1": the card's own trait, or its
  // attachments' for their Personality.
  auto minimum = [&](CardId from, bool attachment) {
    for (const Trait& t : def(from).traits)
      if (t.kind == Trait::Kind::StatMinimum && t.stat == static_cast<std::uint8_t>(which) &&
          (!attachment || t.subject == Ref::ThisPersonality))
        lo = std::max(lo, t.amount);
  };
  if ((which == Stat::Chi || which == Stat::Force) && s_.card(c).zone == Zone::InPlay) {
    minimum(c, false);
    if (def(c).type == CardType::Personality) each_attachment(c, [&](CardId a) { minimum(a, true); });
  }
  if (lo != INT_MIN && hi != INT_MAX && lo > hi) lo = INT_MIN, hi = INT_MAX;
  if (lo != INT_MIN) value = std::max(value, lo);
  if (hi != INT_MAX) value = std::min(value, hi);
  if (has_floor(which)) value = std::max(value, 0);
  return value;
}

// CR20F "Token": a token conveys its stat bonus or penalty to the card it is
// on (tokens exist only on cards in play).
int Engine::token_bonus(CardId c, Stat which) const {
  int v = 0;
  for (const Token& t : s_.card(c).tokens)
    switch (which) {
      case Stat::Force: v += t.force; break;
      case Stat::Chi: v += t.chi; break;
      case Stat::PersonalHonor: v += t.personal_honor; break;
      case Stat::GoldProduction: v += t.gold_production; break;
      default: break;
    }
  return v;
}

int Engine::token_count(CardId c, const std::string& name) const {
  int n = 0;
  for (const Token& t : s_.card(c).tokens) n += name.empty() || t.name == name;
  return n;
}

// An Item's modifier is signed and has no floor of its own: it is applied to
// its Personality's stat as a bonus would be (CR20F "Force Modifier").
static int item_modifier(const std::vector<StatModifier>& mods, CardId item, Stat which, int base) {
  int v = base;
  for (const StatModifier& m : mods)
    if (m.card == item && m.stat == which && m.kind == ModKind::Bonus) v += m.amount;
  return v;
}

// An Item's own stat traits ("This Item has -3F while it is bowed"): part of
// its modifier (CR20F "Force Modifier", "Chi Modifier"), as its tokens are.
static int own_item_traits(const Engine& e, const GameState& s, CardId item, Stat which) {
  int total = 0;
  if (s.card(item).zone != Zone::InPlay) return 0;
  for (const Trait& t : e.def(item).traits) {
    if (t.kind != Trait::Kind::Stat || t.stat != static_cast<std::uint8_t>(which) || t.each || t.subject != Ref::Self)
      continue;
    if (t.condition && !e.holds(*t.condition, s.card(item).controller, item, nullptr)) continue;
    total += t.amount_of ? e.amount(*t.amount_of, item, nullptr) : t.amount;
  }
  return total;
}

int Engine::force(CardId c) const {
  const CardDef& d = def(c);
  switch (d.type) {
    case CardType::Personality: {
      int base = d.force;
      if (s_.card(c).zone == Zone::InPlay)
        each_attachment(c, [&](CardId a) {
          if (def(a).type == CardType::Item)
            base += item_modifier(s_.modifiers, a, Stat::Force,
                                  def(a).force + token_bonus(a, Stat::Force) + own_item_traits(*this, s_, a, Stat::Force));
        });
      return stat(c, Stat::Force, base + trait_bonus(c, Stat::Force));
    }
    case CardType::Follower: return stat(c, Stat::Force, d.force + trait_bonus(c, Stat::Force));
    case CardType::Item:
      return std::max(0, item_modifier(s_.modifiers, c, Stat::Force,
                                       d.force + token_bonus(c, Stat::Force) + own_item_traits(*this, s_, c, Stat::Force)));
    default: return 0;  // absent stat
  }
}

int Engine::chi(CardId c) const {
  const CardDef& d = def(c);
  switch (d.type) {
    case CardType::Personality: {
      int base = d.chi;
      if (s_.card(c).zone == Zone::InPlay)
        each_attachment(c, [&](CardId a) {
          if (def(a).type == CardType::Item)
            base += item_modifier(s_.modifiers, a, Stat::Chi,
                                  def(a).chi + token_bonus(a, Stat::Chi) + own_item_traits(*this, s_, a, Stat::Chi));
        });
      return stat(c, Stat::Chi, base + trait_bonus(c, Stat::Chi));
    }
    case CardType::Item:
      return std::max(0, item_modifier(s_.modifiers, c, Stat::Chi,
                                       d.chi + token_bonus(c, Stat::Chi) + own_item_traits(*this, s_, c, Stat::Chi)));
    default: return 0;
  }
}

int Engine::personal_honor(CardId c) const {
  if (def(c).type != CardType::Personality) return 0;
  // CR20F "Honorable and Dishonorable": a maximum Personal Honor of zero.
  if (s_.card(c).dishonorable) return 0;
  return stat(c, Stat::PersonalHonor, def(c).personal_honor + trait_bonus(c, Stat::PersonalHonor));
}

std::optional<int> Engine::honor_requirement(CardId c) const {
  const auto& hr = def(c).honor_requirement;
  if (!hr) return std::nullopt;  // the dash: lower than any number, takes no modifiers
  return stat(c, Stat::HonorRequirement, *hr);
}

int Engine::gold_cost(CardId c) const {
  const auto& gc = def(c).gold_cost;
  if (!gc) return 0;
  return stat(c, Stat::GoldCost, *gc);
}

int Engine::gold_production(CardId c) const {
  const CardDef& d = def(c);
  if (d.type == CardType::Stronghold) {
    const Player& p = s_.players[s_.card(c).controller];
    int base = p.went_first ? d.first.gold_production : d.second.gold_production;
    // A first-turn production trait (the Endless Plains): the Stronghold's
    // printed production on its player's first turn (a Sensei still modifies it).
    const PlayerId owner = s_.card(c).controller;
    if (s_.active == owner && p.turns_started == 1)
      for (const Trait& t : d.traits)
        if (t.kind == Trait::Kind::FirstTurnGold) base = t.amount;
    if (p.sensei != kNoCard) base += def(p.sensei).first.gold_production;
    return stat(c, Stat::GoldProduction, base + trait_bonus(c, Stat::GoldProduction));
  }
  if (d.type == CardType::Holding && d.gold_production)
    return stat(c, Stat::GoldProduction, *d.gold_production + trait_bonus(c, Stat::GoldProduction));
  return 0;
}

bool Engine::can_produce_gold(CardId c) const {
  const Card& k = s_.card(c);
  if (k.zone != Zone::InPlay || k.bowed) return false;
  const CardDef& d = def(c);
  if (d.type == CardType::Holding && !d.gold_production) return false;
  if (d.type != CardType::Holding && d.type != CardType::Stronghold) return false;
  return gold_production(c) > 0;
}

int Engine::restricted_gold_for(CardId producer, CardId paying_for) const {
  const auto& rg = def(producer).restricted_gold;
  if (!rg || paying_for == kNoCard) return 0;
  const CardDef& d = def(paying_for);
  bool fits = (rg->types & (1u << static_cast<int>(d.type))) != 0;
  for (const auto& k : rg->keywords) fits = fits || has_keyword(paying_for, k);
  if (!fits) return 0;
  // "+1GP when it pays for a single attachment only": its Gold Production
  // (with every modifier) plus the bonus.
  return rg->plus_production ? gold_production(producer) + rg->amount : rg->amount;
}

int Engine::gold_available(PlayerId p, CardId paying_for) const {
  int total = s_.players[p].gold_pool + once_per_game_gold(p);
  for (CardId c : s_.players[p].in_play) {
    const Card& k = s_.card(c);
    if (k.zone != Zone::InPlay || k.bowed) continue;
    const int normal = can_produce_gold(c) ? gold_production(c) : 0;
    total += std::max(normal, restricted_gold_for(c, paying_for));
  }
  return total;
}

bool Engine::province_strength_not_reduced(PlayerId p) const {
  const CardId sh = s_.players[p].stronghold;
  return sh != kNoCard && def(sh).province_strength_not_reduced;
}

int Engine::province_strength(PlayerId p, int province) const {
  const Player& pl = s_.players[p];
  int base = 0;
  if (pl.stronghold != kNoCard) {
    const CardDef& sh = def(pl.stronghold);
    base = pl.went_first ? sh.first.province_strength : sh.second.province_strength;
    // Siege rule 5: "Rank 10" is ten times Rank.
    if (sh.province_strength_per_rank) base += sh.province_strength_per_rank * rank();
  }
  if (pl.sensei != kNoCard) base += def(pl.sensei).first.province_strength;
  // Province strength traits of the player's cards in play (Hida Kisada's).
  int bonus = pl.provinces[province].strength_bonus + pl.provinces[province].turn_bonus +
              player_trait_sum(p, static_cast<std::uint8_t>(Trait::Kind::ProvinceStrength));
  bonus += this_province_bonus(p, province, false);
  for (const Token& t : pl.provinces[province].tokens) bonus += t.province_strength;  // "a +2 strength Wall token"
  // A Stronghold may forbid reductions (the Knot of Serpents): what lowers
  // the strength is ignored, raises still count (Op::ProvinceStrength never
  // stores a reduction for such a player, so the sum holds only raises).
  if (province_strength_not_reduced(p)) return base + std::max(0, bonus);
  return std::max(0, base + bonus);
}

// CR20F "Maximum Hand Size": eight cards, changed by the traits of the
// player's cards in play ("You have +1 maximum hand size").
int Engine::max_hand_size(PlayerId p) const {
  int size = 8;
  for (CardId c : s_.players[p].in_play)
    for (const Trait& t : def(c).traits)
      if (t.kind == Trait::Kind::HandSize && applies(c, t.threat)) size += t.amount;
  return std::max(0, size);
}

std::vector<CardId> Engine::attachments(CardId personality) const {
  std::vector<CardId> out;
  const Card& p = s_.card(personality);
  if (p.zone != Zone::InPlay) return out;
  for (CardId c : s_.players[p.controller].in_play)
    if (s_.card(c).attached_to == personality) out.push_back(c);
  return out;
}

std::vector<CardId> Engine::units_at(PlayerId controller, int location) const {
  std::vector<CardId> out;
  for (CardId c : s_.players[controller].in_play)
    if (def(c).type == CardType::Personality && s_.card(c).location == location) out.push_back(c);
  return out;
}

std::vector<CardId> Engine::side_units_at(PlayerId p, int location) const {
  if (!s_.is_siege()) return units_at(p, location);
  std::vector<CardId> out;
  for (PlayerId q : s_.side_of(p))
    for (CardId c : units_at(q, location)) out.push_back(c);
  return out;
}

// CR20F "Army Force": unbowed Personalities and unbowed Followers contribute;
// Items modify their Personality whether he is bowed or not. A side with no
// units has zero Force. In Siege the Rokugani army is every member's units.
// Elite cards add their Force even while bowed (keywords.md "Elite", from
// the cards' reminder text). A Personality an effect makes contribute Force
// only while bowed adds his own Force only then (his Followers as usual).
int Engine::army_force(PlayerId side, int battlefield) const {
  int total = 0;
  for (CardId p : army_units(side, battlefield)) {
    // "contributes Force only while bowed" (Op::ContributesOnlyBowed).
    const bool only_bowed = std::find(s_.used_abilities.begin(), s_.used_abilities.end(),
                                      used_tag_key(UsedTag::BowedContributes, p)) != s_.used_abilities.end();
    if (only_bowed ? s_.card(p).bowed : (!s_.card(p).bowed || has_kw(p, Kw::Elite))) total += force(p);
    each_attachment(p, [&](CardId a) {
      if (def(a).type == CardType::Follower && (!s_.card(a).bowed || has_kw(a, Kw::Elite))) total += force(a);
    });
  }
  return total;
}

}  // namespace l5r
