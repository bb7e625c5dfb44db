// The ability interpreter: which card abilities a player may use now, their
// Good Faith checks, the action sequence for them (CR20F "Action Sequence":
// announce, pay costs, choose targets, Interrupts, resolve), their effects,
// continuous traits and triggered traits.
#include <algorithm>
#include <climits>

#include "game/abilities/created_card.h"
#include "game/abilities/elements.h"
#include "game/abilities/keyword_abilities.h"
#include "game/abilities/text.h"
#include "game/rules/engine.h"

namespace l5r {

namespace {
// v compared with n as a StatCompare says.
bool compares(StatCompare::Op op, int v, int n) {
  switch (op) {
    case StatCompare::Op::AtMost: return v <= n;
    case StatCompare::Op::AtLeast: return v >= n;
    case StatCompare::Op::LowerThan: return v < n;
    case StatCompare::Op::HigherThan: return v > n;
    case StatCompare::Op::EqualTo: return v == n;
  }
  return false;
}


bool in_unit(const CardDef& d) { return d.type == CardType::Personality || d.is_attachment(); }

// "Choose your performing X": the ability's target i is chosen, not
// targeted (CR20F "Targeting"), so nothing that looks at targeting sees it.
bool chosen_target(const Ability* a, int i) {
  return a && i >= 0 && static_cast<std::size_t>(i) < a->targets.size() && a->targets[i].chosen;
}

// Card abilities are once per turn per card; an ability "each player has"
// (Siege Territories) is once per turn per player.
std::uint32_t use_key(CardId c, int index, PlayerId each = kNoPlayer) {
  const std::uint32_t who = each == kNoPlayer ? 0u : static_cast<std::uint32_t>(each) + 1u;
  return (who << 24) | (static_cast<std::uint32_t>(c) << 4) | static_cast<std::uint32_t>(index);
}

// CR20F "Cast": the Personality a Spell is attached to casts it when its
// player takes an action from it. Kept with the turn's used abilities under a
// key no ability has (UsedTag::SpellCast), for each element keyword the
// Spell had (1 to 6) and for any Spell (0).
constexpr std::string_view kCastKinds[] = {"Spell", "Air", "Earth", "Fire", "Water", "Void", "Thunder"};
std::uint32_t cast_key(CardId caster, std::size_t kind) {
  return used_tag_key(UsedTag::SpellCast, caster, static_cast<std::uint32_t>(kind));
}
// CR20F "Additional Use": one mark for each effect giving the card's
// abilities one more use this turn (the format's additional_use).
int additional_uses(const std::vector<std::uint32_t>& used, CardId c) {
  return static_cast<int>(std::count(used.begin(), used.end(), used_tag_key(UsedTag::AdditionalUse, c)));
}

Duration duration_of(Until u) {
  switch (u) {
    case Until::EndOfTurn: return Duration::EndOfTurn;
    case Until::EndOfBattle: return Duration::EndOfBattle;
    case Until::Permanent: return Duration::Permanent;
  }
  return Duration::EndOfTurn;
}

bool tri_ok(Filter::Tri t, bool v) { return t == Filter::Tri::Any || (t == Filter::Tri::Yes) == v; }

// "Destroy this card: ... If this Shugenja is Air, gain 2 Honor": an
// attachment that left play during its own action (a cost, an effect) still
// names the Personality it was on as the action was taken (CR20F "Action
// Resolution": effects still happen when the ability's card leaves play; its
// last known state, as CR20F says of triggers on cards leaving play).
CardId former_host_in_action(const GameState& s, CardId src, const ActionFrame* ctx) {
  if (src == kNoCard || !ctx || ctx->action.card != src) return kNoCard;
  const Card& k = s.card(src);
  if (k.zone == Zone::InPlay || k.former_host == kNoCard || s.card(k.former_host).zone != Zone::InPlay)
    return kNoCard;
  return k.former_host;
}

}  // namespace

CardId Engine::this_personality(CardId src) const {
  if (src == kNoCard) return kNoCard;
  if (def(src).type == CardType::Personality) return src;
  if (def(src).is_attachment()) return s_.card(src).attached_to;
  return kNoCard;
}

int Engine::place_of(CardId c) const {
  if (c == kNoCard) return kNoPlace;
  const CardId pers = in_unit(def(c)) ? this_personality(c) : c;
  if (pers == kNoCard || s_.card(pers).zone != Zone::InPlay) return kNoPlace;
  return s_.card(pers).location;
}

bool Engine::has_keyword(CardId c, const std::string& k) const {
  const CardDef& d = def(c);
  if (std::find(d.keywords.begin(), d.keywords.end(), k) != d.keywords.end()) return true;
  // A clan mon counts as its clan keyword (CR20F "Personality": Clan Mon).
  if (d.clan != Clan::Unaligned && (k == std::string(to_string(d.clan)) + " Clan" || k == to_string(d.clan)))
    return true;
  // CR20F "Keyword Inheritance": an ability's keywords apply to its card (a
  // Strategy with a Political ability is a Political Strategy).
  for (const Ability& a : d.abilities)
    if (std::find(a.descriptive.begin(), a.descriptive.end(), k) != a.descriptive.end()) return true;
  return granted_keyword(c, k);
}

bool Engine::granted_keyword(CardId c, std::string_view k, std::uint32_t bit) const {
  if (c == kNoCard || s_.card(c).zone != Zone::InPlay) return false;
  // An effect gave it (Op::GiveKeyword), for as long as its modifier lasts.
  for (const StatModifier& m : s_.modifiers)
    if (m.card == c && m.kind == ModKind::Keyword) {
      const std::string_view given = m.amount >= kGivenElementBase ? given_element_name(m.amount - kGivenElementBase)
                                                                   : given_keyword_name(m.amount);
      if (given == k || (bit != 0 && keyword_bit(given) == bit)) return true;
    }
  // A {"keyword": ...} trait gives it to its subject: the card itself
  // ("self"), or the Personality the card is (or is attached to).
  // A `while` (checked last, only for the keyword asked about) limits it to
  // when its condition holds ("has Resilient while opposing a dishonorable
  // Personality"; CR20F "Continuous Traits").
  auto gives = [&](CardId src, bool on_self) {
    for (const Trait& t : def(src).traits)
      if (t.kind == Trait::Kind::Keyword && !t.each && (t.keyword == k || (bit != 0 && keyword_bit(t.keyword) == bit)) &&
          (on_self ? (t.subject == Ref::Self || def(src).type == CardType::Personality)
                   : t.subject == Ref::ThisPersonality) &&
          (!t.condition || holds(*t.condition, s_.card(src).controller, src, nullptr)))
        return true;
    return false;
  };
  if (gives(c, true)) return true;
  // "This Personality's Nonhuman Followers have Cavalry": a keyword trait
  // with `each` (Followers in his unit) on the Personality it is attached to.
  if (const CardId host = s_.card(c).attached_to; host != kNoCard && def(c).type == CardType::Follower)
    for (const Trait& t : def(host).traits)
      if (t.kind == Trait::Kind::Keyword && t.each && (t.keyword == k || (bit != 0 && keyword_bit(t.keyword) == bit)) &&
          matches(s_.card(host).controller, host, *t.each, c, nullptr, false))
        return true;
  if (def(c).type == CardType::Personality)
    for (CardId a : s_.players[s_.card(c).controller].in_play)
      if (s_.card(a).attached_to == c && !def(a).traits.empty() && gives(a, false)) return true;
  return false;
}

bool Engine::has_kw(CardId c, Kw k) const {
  return def(c).has(k) || granted_keyword(c, "", static_cast<std::uint32_t>(k));
}

bool Engine::terrain_here() const {
  if (!s_.attack.active || s_.attack.current < 0) return false;
  for (const Player& pl : s_.players)
    for (CardId c : pl.in_play)
      if (def(c).type == CardType::Strategy && s_.card(c).location == s_.attack.current) return true;
  return false;
}

bool Engine::conqueror(CardId c) const {
  if (has_kw(c, Kw::Conqueror)) return true;
  // The Military District (Siege): Rokugani Personalities have Conqueror.
  if (def(c).type == CardType::Personality &&
      territory_rule(s_.card(c).controller, &CardDef::TerritoryRules::rokugani_conqueror))
    return true;
  return false;
}

bool Engine::destined(CardId c) const { return def(c).has(Kw::Destined) || granted(Trait::Kind::Destined, c); }

bool Engine::granted(Trait::Kind k, CardId c) const {
  return attack_rule(static_cast<std::uint8_t>(k), 0, c);
}

int Engine::first_discount(PlayerId p, CardId c) const {
  if (!s_.is_siege() || s_.siege.clock_discount_used) return 0;
  int off = 0;
  each_wide_trait([&](CardId from, const Trait& t) {
    if (t.kind == Trait::Kind::FirstDiscount && s_.same_side(s_.card(from).controller, p) &&
        matches(s_.card(from).controller, from, *t.each, c, nullptr, false))
      off = std::max(off, t.amount);
  });
  return off;
}

void Engine::after_enters_play(CardId c, PlayerId p) {
  fire_triggers(c, p, static_cast<std::uint8_t>(Trigger::When::AfterEntersPlay));
  if (s_.card(c).zone == Zone::InPlay && destined(c)) {
    log(name(c) + " is Destined: " + player_name(p) + " draws a card");
    draw(p, 1);
  }
}

bool Engine::opposed(CardId c) const {
  const CardId pers = this_personality(c);
  if (pers == kNoCard || !s_.attack.active) return false;
  const Card& k = s_.card(pers);
  if (k.location == kHome) return false;
  for (PlayerId q = 0; q < s_.players.size(); ++q)
    if (enemies(q, k.controller) && !units_at(q, k.location).empty()) return true;
  return false;
}

template <class F>
void Engine::each_wide_trait(F&& fn) const {
  auto scan = [&](CardId from) {
    for (const Trait& t : def(from).traits)
      if ((t.each || t.kind == Trait::Kind::Strength || t.kind == Trait::Kind::FearDestroys ||
           t.kind == Trait::Kind::AttacksBow) &&
          applies(from, t.threat))
        fn(from, t);
  };
  for (const Player& pl : s_.players)
    for (CardId c : pl.in_play)
      if (!def(c).traits.empty()) scan(c);
  // Siege rule 4: the Clock card in play is the Challenge player's.
  if (s_.is_siege())
    for (CardId clock : clock_cards_in_effect()) scan(clock);
}

// Continuous traits (CR20F "Continuous Traits"): a Personality's own, those
// of his attachments that speak of "this Personality", and those of any card
// that reach many cards ("Your Warriors have +1F").
int Engine::trait_bonus(CardId c, Stat which) const {
  int total = 0;
  // "+1F for each ...": the trait's amount once for each matching card, up
  // to its maximum (the trait's `per`).
  auto times = [&](CardId from, const Trait& t) {
    if (!t.per) return 1;
    const PlayerId owner = s_.card(from).controller;
    int n = 0;
    auto scan = [&](const std::vector<CardId>& v) {
      for (CardId x : v) n += matches(owner, from, *t.per, x, nullptr, false);
    };
    for (const Player& pl : s_.players) {
      scan(pl.in_play);
      if (t.per->zone == Filter::Zone::Discard) {
        scan(pl.dynasty_discard);
        scan(pl.fate_discard);
      }
    }
    return t.per_max > 0 ? std::min(n, t.per_max) : n;
  };
  auto add = [&](CardId from, bool from_attachment) {
    for (const Trait& t : def(from).traits) {
      if (t.kind != Trait::Kind::Stat || t.stat != static_cast<std::uint8_t>(which) || t.each) continue;
      if (from_attachment && t.subject != Ref::ThisPersonality) continue;
      // An attachment's "this Personality has +1F" raises its Personality,
      // not the attachment itself.
      if (!from_attachment && t.subject == Ref::ThisPersonality && def(from).type != CardType::Personality) continue;
      if (t.condition && !holds(*t.condition, s_.card(from).controller, from, nullptr)) continue;
      total += (t.amount_of ? amount(*t.amount_of, from, nullptr) : t.amount) * times(from, t);
    }
  };
  if (s_.card(c).zone != Zone::InPlay) return 0;
  add(c, false);
  if (def(c).type == CardType::Personality)
    each_attachment(c, [&](CardId a) { add(a, true); });
  each_wide_trait([&](CardId from, const Trait& t) {
    if (t.kind != Trait::Kind::Stat || t.stat != static_cast<std::uint8_t>(which) || !t.each) return;
    const PlayerId owner = s_.card(from).controller;
    if (t.condition && !holds(*t.condition, owner, from, nullptr)) return;
    if (matches(owner, from, *t.each, c, nullptr, false)) total += t.amount * times(from, t);
  });
  return total;
}

bool Engine::duels_with_force(CardId c) const {
  auto has = [&](CardId from, bool from_attachment) {
    for (const Trait& t : def(from).traits)
      if (t.kind == Trait::Kind::DuelForce && (!from_attachment || t.subject == Ref::ThisPersonality)) return true;
    return false;
  };
  if (has(c, false)) return true;
  bool found = false;
  each_attachment(c, [&](CardId a) { found = found || has(a, true); });
  return found;
}

int Engine::attack_strength_traits(std::uint8_t kind, PlayerId p, CardId target, CardId source) const {
  int total = 0;
  each_wide_trait([&](CardId from, const Trait& t) {
    if (t.kind != Trait::Kind::Strength || !(t.attacks & kind)) return;
    const PlayerId owner = s_.card(from).controller;
    // "If this Shugenja is Fire, ...": the trait's "while" holds.
    if (t.condition && !holds(*t.condition, owner, from, nullptr)) return;
    // "... from actions in this unit" (CR20F "Unit": the Personality and
    // his attachments): the action's card is in the trait card's unit.
    if (t.from_this_unit) {
      const CardId unit = this_personality(from);
      if (source == kNoCard || unit == kNoCard || s_.card(source).zone != Zone::InPlay ||
          this_personality(source) != unit)
        return;
    }
    // "... from this Personality's Goblin Followers": the action's card matches.
    if (t.from_cards && (source == kNoCard || !matches(owner, from, *t.from_cards, source, nullptr, false))) return;
    if (t.own_attacks && !s_.same_side(owner, p)) return;
    if (t.enemy_attacks && s_.same_side(owner, p)) return;  // "Other players' ... Attacks"
    if (t.each && !matches(owner, from, *t.each, target, nullptr, false)) return;
    total += t.amount;
  });
  return total;
}

bool Engine::attack_rule(std::uint8_t trait_kind, std::uint8_t attack, CardId target) const {
  bool found = false;
  each_wide_trait([&](CardId from, const Trait& t) {
    if (static_cast<std::uint8_t>(t.kind) != trait_kind) return;
    if (t.attacks && !(t.attacks & attack)) return;
    if (t.each && !matches(s_.card(from).controller, from, *t.each, target, nullptr, false)) return;
    found = true;
  });
  return found;
}

// An Interrupt negated the action's bowing (destruction) of this card
// (Op::NegateBow, Op::NegateDestroy; CR20F "Negate": a prevention effect).
static bool negated_for(const std::vector<CardId>& v, const ActionFrame& f, CardId c) {
  return !f.unpreventable && std::find(v.begin(), v.end(), c) != v.end();
}

const ActionFrame* Engine::interrupted_action() const {
  for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
    if (const auto* af = std::get_if<ActionFrame>(&*it)) return af;
  return nullptr;
}

bool Engine::unmoved(const ActionFrame& f, CardId c, int to) const {
  if (std::find(f.unmoved.begin(), f.unmoved.end(), c) != f.unmoved.end()) return true;
  // A negation of his movement into an attacking army: a move to a
  // battlefield of the attack while his side is the attacking one (CR20F
  // glossary "Attack": the Attacker's army, with his allies).
  if (to < 0 || !s_.attack.active ||
      std::find(f.unmoved_into_attack.begin(), f.unmoved_into_attack.end(), c) == f.unmoved_into_attack.end())
    return false;
  const PlayerId q = s_.card(c).controller;
  const Attack& at = s_.attack;
  return s_.same_side(q, at.attacker) || (q < at.joined.size() && at.joined[q] == Attack::kAttackingAlly);
}

CardId Engine::entering_card(const ActionFrame& f) const {
  CardId c = kNoCard;
  switch (f.action.kind) {
    case OptionKind::Recruit:
    case OptionKind::RecruitProclaim:
    case OptionKind::ReserveRecruit: c = f.action.card; break;
    case OptionKind::UseAbility: {
      // A card's Recruit effect on its first target.
      const Ability* a = f.action.value < kTriggerBase ? ability(f.action.card, f.action.value) : nullptr;
      if (a && std::any_of(a->effects.begin(), a->effects.end(),
                           [](const Effect& e) { return e.op == Op::Recruit && e.subject == Ref::Target && !e.each; }))
        c = f.targets[0];
      break;
    }
    default: break;
  }
  return c != kNoCard && s_.card(c).zone == Zone::Province ? c : kNoCard;
}

std::uint8_t Engine::designators_of(const ActionFrame& f) const {
  switch (f.action.kind) {
    case OptionKind::UseAbility:
    case OptionKind::CombineAttack: return ability(f.action.card, f.action.value)->designators;
    // CR20F "Player Abilities and Traits": the rulebook's own actions.
    case OptionKind::FavorBattle:
    case OptionKind::ReserveRecruit:
    case OptionKind::ReserveEquip: return kBattle;
    case OptionKind::CavalryMove: return kEngage;
    case OptionKind::Lobby:
    case OptionKind::FavorLimited:
    case OptionKind::Cycle: return kLimited;
    case OptionKind::Equip: return kOpen;
    case OptionKind::Recruit:
    case OptionKind::RecruitProclaim:
    case OptionKind::DynastyDiscard:
    case OptionKind::Legacy: return kDynasty;
    default: return 0;
  }
}

int Engine::amount(const Amount& a, CardId src, const ActionFrame* ctx) const {
  auto card_of = [&](Ref r) -> CardId {
    switch (r) {
      case Ref::Self: return src;
      case Ref::ThisPersonality: {
        const CardId host = this_personality(src);
        return host != kNoCard ? host : former_host_in_action(s_, src, ctx);
      }
      case Ref::Target: return ctx ? ctx->targets[0] : kNoCard;
      case Ref::Target2: return ctx ? ctx->targets[1] : kNoCard;
      default: return kNoCard;
    }
  };
  int v = 0;
  switch (a.kind) {
    case Amount::Kind::Fixed: v = a.value; break;
    case Amount::Kind::Force:
    case Amount::Kind::Chi:
    case Amount::Kind::PersonalHonor:
    case Amount::Kind::GoldCost: {
      const CardId c = card_of(a.of);
      if (c == kNoCard) break;
      v = a.kind == Amount::Kind::Force ? force(c)
          : a.kind == Amount::Kind::Chi ? chi(c)
          : a.kind == Amount::Kind::PersonalHonor ? personal_honor(c)
                                                  : gold_cost(c);
      break;
    }
    case Amount::Kind::PrintedForce: {
      const CardId c = card_of(a.of);
      if (c != kNoCard) v = def(c).force;
      break;
    }
    case Amount::Kind::HomeForce: {
      const ActionFrame* af = a.of == Ref::InterruptedPlayer ? interrupted_action() : nullptr;
      if (a.of == Ref::InterruptedPlayer && !af) break;
      v = home_force(af ? af->player : ctx ? ctx->player : s_.card(src).controller);
      break;
    }
    case Amount::Kind::FocusOfDiscarded:
      v = ctx && ctx->discarded != kNoCard ? def(ctx->discarded).focus : 0;
      break;
    case Amount::Kind::GoldPaid:
      v = ctx ? std::max<int>(0, ctx->paid) : 0;  // -1: an X cost paid as 0 (stage 1)
      break;
    case Amount::Kind::Banished:
      v = ctx ? ctx->banished : 0;
      break;
    case Amount::Kind::LargestOtherHand: {
      const PlayerId me = ctx ? ctx->player : s_.card(src).controller;
      for (PlayerId q = 0; q < s_.players.size(); ++q)
        if (q != me && !s_.players[q].eliminated) v = std::max(v, static_cast<int>(s_.players[q].hand.size()));
      break;
    }
    case Amount::Kind::SmallestOtherHand: {
      // "fewer cards than each other player": the smallest other hand (with
      // no other player left, no hand limits it).
      const PlayerId me = ctx ? ctx->player : s_.card(src).controller;
      v = 1000;
      for (PlayerId q = 0; q < s_.players.size(); ++q)
        if (q != me && !s_.players[q].eliminated) v = std::min(v, static_cast<int>(s_.players[q].hand.size()));
      break;
    }
    case Amount::Kind::TargetsChosen: {
      const int i = a.of == Ref::Target2 ? 1 : 0;
      if (ctx) v = ctx->group[i].empty() ? (ctx->targets[i] != kNoCard ? 1 : 0) : static_cast<int>(ctx->group[i].size());
      break;
    }
    case Amount::Kind::Tokens: {
      const CardId c = card_of(a.of);
      if (c != kNoCard) v = token_count(c, a.token);
      break;
    }
    case Amount::Kind::Count: {
      // Cards in play that match, as the ability's player sees them.
      const PlayerId me = ctx ? ctx->player : s_.card(src).controller;
      if (!a.count) break;
      for (const Player& pl : s_.players)
        for (CardId x : pl.in_play) v += matches(me, src, *a.count, x, ctx, false);
      break;
    }
    case Amount::Kind::Rank: {
      // Siege rule 5; outside Siege, the number of opponents stands in.
      int players = 0;
      for (const Player& p : s_.players) players += !p.eliminated;
      v = s_.is_siege() ? rank() : players - 1;
      break;
    }
  }
  if (a.half_up) v = (v + 1) / 2;
  v = v * a.times + a.plus;
  if (a.bonus && ctx && ctx->targets[a.bonus_if == Ref::Target2 ? 1 : 0] != kNoCard) v += a.bonus;
  for (const auto& [n, cond] : a.bonus_when)
    if (cond && holds(*cond, ctx ? ctx->player : s_.card(src).controller, src, ctx)) v += n;
  if (a.minus) v -= amount(*a.minus, src, ctx);  // "equal to the difference"
  if (a.add) v += amount(*a.add, src, ctx);      // "his Force plus her Personal Honor"
  if (a.minimum) v = std::max(v, *a.minimum);  // CR20F "Minimums and Maximums"
  return v;
}

bool Engine::matches(PlayerId p, CardId src, const Filter& f, CardId c, const ActionFrame* ctx,
                     bool targeting) const {
  const Card& k = s_.card(c);
  const CardDef& d = def(c);
  switch (f.zone) {
    case Filter::Zone::InPlay:
      if (k.zone != Zone::InPlay) return false;
      break;
    case Filter::Zone::Province:
      if (k.zone != Zone::Province || !k.face_up) return false;
      break;
    case Filter::Zone::Discard:
      if (k.zone != Zone::DynastyDiscard && k.zone != Zone::FateDiscard) return false;
      break;
    case Filter::Zone::DynastyDeckOrDiscard:
      // Only the player's own piles are searched.
      if ((k.zone != Zone::DynastyDiscard && k.zone != Zone::FateDiscard && k.zone != Zone::DynastyDeck) ||
          k.owner != p)
        return false;
      break;
    case Filter::Zone::FateDeckOrDiscard:
      if ((k.zone != Zone::FateDeck && k.zone != Zone::FateDiscard) || k.owner != p) return false;
      break;
    case Filter::Zone::FateDeck:
      if (k.zone != Zone::FateDeck || k.owner != p) return false;
      break;
  }
  // "a Battle Strategy": one of its abilities has such a designator.
  if (f.designators && std::none_of(d.abilities.begin(), d.abilities.end(), [&](const Ability& a) {
        return (a.designators & f.designators) != 0;
      }))
    return false;
  if (f.not_self && c == src) return false;
  if (f.this_card && c != src) return false;
  // "unless you control a Shugenja": a condition of the game, not the card.
  if (f.holds && !holds(*f.holds, p, src, ctx)) return false;
  if (f.in_this_unit) {
    // CR20F "Unit": a Personality and the cards attached to him.
    const CardId unit = this_personality(src);
    const CardId of = d.type == CardType::Personality ? c : d.is_attachment() ? k.attached_to : kNoCard;
    if (unit == kNoCard || of != unit) return false;
  }
  if (f.attached_to_target == 1 || f.attached_to_target == 2) {
    // "all his attachments": cards attached to a target of the action
    // (CR20F "Attachments"); none outside an action.
    const CardId host = ctx ? ctx->targets[f.attached_to_target - 1] : kNoCard;
    if (host == kNoCard || k.zone != Zone::InPlay || !d.is_attachment() || k.attached_to != host) return false;
  }
  if (f.in_former_unit) {
    // "Its former unit": the Personality the card with the trigger was
    // attached to when it left play, and his attachments (CR20F "Unit").
    const Card& from = s_.card(src);
    const CardId unit = from.zone == Zone::InPlay ? kNoCard : from.former_host;
    const CardId of = d.type == CardType::Personality ? c : d.is_attachment() ? k.attached_to : kNoCard;
    if (unit == kNoCard || of != unit) return false;
  }
  if (f.targeted_by_this &&
      std::none_of(s_.targeted_by.begin(), s_.targeted_by.end(),
                   [&](const TargetedBy& t) { return t.source == src && t.card == c; }))
    return false;
  // An attack's target with `types`: those types may be targeted too ("a
  // Melee Attack that may target Items and Spells").
  const bool attackable = d.type == CardType::Follower || d.type == CardType::Personality;
  if (f.types && !(f.types & (1u << static_cast<int>(d.type))) && !(f.attack_target && attackable)) return false;
  if (f.attack_target) {
    if (d.type == CardType::Follower) {
    } else if (d.type == CardType::Personality) {
      bool followers = false;
      each_attachment(c, [&](CardId a) { followers = followers || def(a).type == CardType::Follower; });
      // The Hour of the Boar's 6: Fear may target Human Personalities with
      // Followers (a Clock trait widening the rulebook's target).
      if (followers && !((f.attack_kinds & kFearAttack) &&
                         attack_rule(static_cast<std::uint8_t>(Trait::Kind::FearReachesFollowed), kFearAttack, c)))
        return false;
    } else if (!(f.types & (1u << static_cast<int>(d.type)))) {
      return false;
    }
  }
  // CR20F "Targeting": a card an attack "may not target" is no legal
  // target of it (an untargetable trait on a unit's card).
  if (f.attack_kinds && attack_rule(static_cast<std::uint8_t>(Trait::Kind::Untargetable), f.attack_kinds, c))
    return false;
  // "You may not target him with actions this turn" (Op::UntargetableByYou):
  // no action of p's (a triggered trait is none) may target him.
  if (targeting && !s_.untargetable_by.empty() &&
      !(ctx && ctx->action.kind == OptionKind::UseAbility && ctx->action.value >= kTriggerBase) &&
      std::any_of(s_.untargetable_by.begin(), s_.untargetable_by.end(),
                  [&](const UntargetableBy& u) { return u.card == c && u.by == p; }))
    return false;
  // "Actions on cards in his unit may not target this Shugenja"
  // (Op::UntargetableFromUnit): an action whose card is in that unit.
  if (targeting && ctx && !s_.untargetable_from.empty() &&
      !(ctx->action.kind == OptionKind::UseAbility && ctx->action.value >= kTriggerBase) &&
      std::any_of(s_.untargetable_from.begin(), s_.untargetable_from.end(), [&](const UntargetableFrom& u) {
        return u.card == c && ctx->action.card != kNoCard && this_personality(ctx->action.card) == u.unit &&
               s_.card(ctx->action.card).zone == Zone::InPlay;
      }))
    return false;
  // Siege rule 13: "your card" reaches every Rokugani player's cards.
  const PlayerId owner_side = k.zone == Zone::InPlay ? k.controller : k.owner;
  if (f.controller == Filter::Side::You && !s_.same_side(owner_side, p)) return false;
  if (f.controller == Filter::Side::Enemy && !enemies(owner_side, p)) return false;
  if (f.controller == Filter::Side::Other && s_.same_side(owner_side, p)) return false;
  // CR20F "Enemy": cards not in units, such as Terrains, are not enemy cards.
  if (f.controller == Filter::Side::Enemy && k.zone == Zone::InPlay && d.type == CardType::Strategy) return false;
  if (!tri_ok(f.bowed, k.bowed)) return false;
  if (!tri_ok(f.unique, d.unique)) return false;
  // "you control Shiba Kenzo": a card with that title (CR20F "Title").
  if (!f.title.empty() && d.title != f.title) return false;
  // "with your Clan Alignment" (CR20F "Clan Alignment"): the card's clan is
  // the player's, his Stronghold's; an unaligned card has none.
  if (f.your_clan) {
    const CardId sh = p < s_.players.size() ? s_.players[p].stronghold : kNoCard;
    if (d.clan == Clan::Unaligned || sh == kNoCard || def(sh).clan != d.clan) return false;
  }
  // "your Personality" the interrupted action targets (any of its targets).
  if (f.interrupted_target) {
    const ActionFrame* af = interrupted_action();
    if (!af) return false;
    bool found = false;
    for (int i = 0; i < 2; ++i)
      found = found || af->targets[i] == c || std::find(af->group[i].begin(), af->group[i].end(), c) != af->group[i].end();
    if (!found) return false;
  }
  if (!tri_ok(f.dishonorable, k.dishonorable)) return false;
  if (f.has_followers != Filter::Tri::Any || f.has_attachments != Filter::Tri::Any) {
    int followers = 0, any = 0;
    each_attachment(c, [&](CardId a) {
      ++any;
      followers += def(a).type == CardType::Follower;
    });
    if (!tri_ok(f.has_followers, followers > 0) || !tri_ok(f.has_attachments, any > 0)) return false;
  }
  if (f.opposed != Filter::Tri::Any && !tri_ok(f.opposed, opposed(c))) return false;
  if (!tri_ok(f.dead, k.dead && k.zone == Zone::DynastyDiscard)) return false;
  if (f.won_duel_this_turn != Filter::Tri::Any &&
      !tri_ok(f.won_duel_this_turn, std::find(s_.used_abilities.begin(), s_.used_abilities.end(), duel_won_key(c)) !=
                                        s_.used_abilities.end()))
    return false;
  if (f.lobbied_this_turn && std::find(s_.used_abilities.begin(), s_.used_abilities.end(),
                                        used_tag_key(UsedTag::Lobbied, c)) == s_.used_abilities.end())
    return false;
  if (f.outnumbered || f.outnumbers) {
    // "outnumbered" / "outnumbers" (docs/rules-interpretations.md
    // "Outnumbered (session 12)"): the units (CR20F "Unit") of the card's
    // army, his side and allies at his battlefield (CR20F "Army"), against
    // those of the enemy army there; never at home or outside an attack.
    const CardId pers = k.zone == Zone::InPlay && in_unit(d) ? this_personality(c) : kNoCard;
    if (!s_.attack.active || pers == kNoCard || s_.card(pers).location == kHome) return false;
    const int at = s_.card(pers).location;
    std::size_t mine = 0, theirs = 0;
    for (PlayerId q = 0; q < s_.players.size(); ++q)
      (enemies(q, k.controller) ? theirs : mine) += units_at(q, at).size();
    if (f.outnumbered && mine >= theirs) return false;
    if (f.outnumbers && mine <= theirs) return false;
  }
  if (!f.cast_this_turn.empty()) {
    const auto* kind = std::find(std::begin(kCastKinds), std::end(kCastKinds), f.cast_this_turn);
    if (kind == std::end(kCastKinds) ||
        std::find(s_.used_abilities.begin(), s_.used_abilities.end(),
                  cast_key(c, static_cast<std::size_t>(kind - std::begin(kCastKinds)))) == s_.used_abilities.end())
      return false;
  }
  if (f.cavalry_unit != Filter::Tri::Any &&
      !tri_ok(f.cavalry_unit, k.zone == Zone::InPlay && d.type == CardType::Personality && cavalry_unit(c)))
    return false;
  // "If he would be opposed": an enemy of his controller has units at the
  // current battlefield.
  if (f.would_be_opposed != Filter::Tri::Any && !tri_ok(f.would_be_opposed, would_be_opposed(k.controller)))
    return false;
  if (f.attacking != Filter::Tri::Any || f.defending != Filter::Tri::Any) {
    // CR20F glossary "Attack", "Defend": in an attacking (defending) army,
    // that is a unit at a battlefield of the current attack on that side.
    int army = Attack::kNoArmy;
    const CardId pers = k.zone == Zone::InPlay && in_unit(d) ? this_personality(c) : kNoCard;
    if (s_.attack.active && pers != kNoCard && s_.card(pers).location != kHome) {
      const PlayerId q = k.controller;
      if (s_.same_side(q, s_.attack.attacker)) army = Attack::kAttackingAlly;
      else if (s_.same_side(q, s_.attack.defender)) army = Attack::kDefendingAlly;
      else if (q < s_.attack.joined.size()) army = s_.attack.joined[q];
    }
    if (!tri_ok(f.attacking, army == Attack::kAttackingAlly) || !tri_ok(f.defending, army == Attack::kDefendingAlly))
      return false;
  }
  if (f.has_token && token_count(c, *f.has_token) == 0) return false;
  // "another of your Personalities at a different location": not where the
  // first target is (known once it is chosen; Good Faith checks each first
  // target, as for a comparison with it).
  if (f.other_location && ctx && ctx->targets[0] != kNoCard && ctx->targets[0] != c) {
    const CardId first = in_unit(def(ctx->targets[0])) ? this_personality(ctx->targets[0]) : kNoCard;
    const CardId mine = k.zone == Zone::InPlay && in_unit(d) ? this_personality(c) : kNoCard;
    if (first == kNoCard || mine == kNoCard || s_.card(first).location == s_.card(mine).location) return false;
  }
  // "the challenger" (CR20F "Challenge"): the Personality who challenged in
  // the action's duel, as its duel effect named him (Op::Duel below).
  if (f.duel_challenger) {
    const Ability* a = ctx ? ability_at(def(ctx->action.card), ctx->action.value) : nullptr;
    const Effect* duel = nullptr;
    if (a)
      for (const Effect& e : a->effects)
        if (e.op == Op::Duel) duel = &e;
    if (!duel) return false;
    const bool by_target = duel->subject == Ref::Target;
    const CardId challenger = duel->duel.reverse ? ctx->targets[by_target ? 1 : 0]
                              : by_target        ? ctx->targets[0]
                              : duel->subject == Ref::Self ? ctx->action.card
                                                           : this_personality(ctx->action.card);
    if (challenger != c) return false;
  }
  // "with a Weapon", "without a Weapon": its attachments' keywords.
  if (!f.attached_keywords.empty() || !f.no_attached_keywords.empty()) {
    bool with = false, without = true;
    each_attachment(c, [&](CardId a) {
      with = with || std::all_of(f.attached_keywords.begin(), f.attached_keywords.end(),
                                 [&](const std::string& kw) { return has_keyword(a, kw); });
      for (const std::string& kw : f.no_attached_keywords) without = without && !has_keyword(a, kw);
    });
    if ((!f.attached_keywords.empty() && !with) || !without) return false;
  }
  if (f.host) {
    // "attached to a Commander": the Personality the card is attached to
    // (CR20F "Attachments") matches.
    const CardId host = k.zone == Zone::InPlay && d.is_attachment() ? k.attached_to : kNoCard;
    if (host == kNoCard || s_.card(host).zone != Zone::InPlay || !matches(p, src, *f.host, host, ctx, false))
      return false;
  }
  if (f.attached) {
    // "with a Nonhuman, non-Shadowlands Follower": one attachment matches.
    bool found = false;
    each_attachment(c, [&](CardId a) { found = found || matches(p, src, *f.attached, a, ctx, false); });
    if (!found) return false;
  }
  if (f.has_attached) {
    bool found = false;
    each_attachment(c, [&](CardId a) { found = found || (f.has_attached & (1u << static_cast<int>(def(a).type))); });
    if (!found) return false;
  }
  if (f.none_attached) {
    // "with no unbowed Followers": no attachment matches.
    bool found = false;
    each_attachment(c, [&](CardId a) { found = found || matches(p, src, *f.none_attached, a, ctx, false); });
    if (found) return false;
  }
  // "if this is a Battle": the action is taken in the Combat segment's
  // action round (keywords.md "Designator": a Battle/Engage ability used as
  // the one that fits the round), the nearest round that is no Interrupt's.
  if (f.battle_action) {
    bool battle = false;
    for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
      if (const auto* r = std::get_if<ActionRoundFrame>(&*it); r && r->kind != RoundKind::Interrupt) {
        battle = r->kind == RoundKind::Combat;
        break;
      }
    if (!battle) return false;
  }
  // "attacking or Ninja", "with either A or B": one of the alternatives holds.
  if (!f.any_of.empty() && std::none_of(f.any_of.begin(), f.any_of.end(), [&](const auto& alt) {
        return matches(p, src, *alt, c, ctx, false);
      }))
    return false;
  if (k.zone == Zone::InPlay && in_unit(d)) {
    const CardId pers = this_personality(c);
    const int loc = pers == kNoCard ? kHome : s_.card(pers).location;
    const int current = s_.attack.active ? s_.attack.current : -1;
    switch (f.location) {
      case Filter::Where::Home:
        if (loc != kHome) return false;
        break;
      case Filter::Where::CurrentBattlefield:
      case Filter::Where::EnemyArmy:
        if (current < 0 || loc != current) return false;
        if (f.location == Filter::Where::EnemyArmy && !enemies(k.controller, p)) return false;
        break;
      case Filter::Where::Any:
        // CR20F "Rules of Location" 0.2: during battle, a unit's cards must be
        // at the current battlefield to be targeted.
        if (targeting && current >= 0 && loc != current) return false;
        break;
      case Filter::Where::Anywhere: break;  // "at any location"
      case Filter::Where::SameAsSelf:
        if (place_of(src) != loc) return false;
        break;
      case Filter::Where::AnyBattlefield:
        if (!s_.attack.active || loc == kHome) return false;
        break;
      case Filter::Where::ThisArmy:
        // CR20F "Army": units of one side at a battlefield; home is no army.
        if (loc == kHome || place_of(src) != loc || src == kNoCard || !s_.same_side(s_.card(src).controller, k.controller))
          return false;
        break;
      case Filter::Where::OpposingArmy:
        // The army his enemies have at his battlefield (CR20F "Army").
        if (loc == kHome || src == kNoCard || place_of(src) != loc || !enemies(k.controller, s_.card(src).controller))
          return false;
        break;
    }
  } else if (k.zone == Zone::InPlay && d.type == CardType::Holding && d.has(Kw::Fortification) &&
             f.location == Filter::Where::CurrentBattlefield) {
    // CR20F "Fortification": one attached to the current battlefield's
    // Province is at that battlefield ("your Fortification at this
    // battlefield").
    const int current = s_.attack.active ? s_.attack.current : -1;
    if (current < 0 || s_.attack.at_territories || s_.attack.defender != k.controller || k.province < 0 ||
        s_.attack.battlefield_province[current] != k.province)
      return false;
  } else if (k.zone == Zone::InPlay && k.location != kHome) {
    // A Terrain is at its battlefield, in no army (CR20F "Battlefields").
    switch (f.location) {
      case Filter::Where::Any:
      case Filter::Where::Anywhere:
      case Filter::Where::AnyBattlefield: break;
      case Filter::Where::CurrentBattlefield:
        if (!s_.attack.active || k.location != s_.attack.current) return false;
        break;
      case Filter::Where::SameAsSelf:
        if (place_of(src) != k.location) return false;
        break;
      case Filter::Where::Home:
      case Filter::Where::EnemyArmy:
      case Filter::Where::ThisArmy:
      case Filter::Where::OpposingArmy: return false;
    }
  } else if (f.location != Filter::Where::Any && f.location != Filter::Where::Anywhere) {
    return false;
  }
  for (const auto& kw : f.keywords)
    if (!has_keyword(c, kw)) return false;
  if (!f.any_keywords.empty() &&
      std::none_of(f.any_keywords.begin(), f.any_keywords.end(), [&](const std::string& kw) { return has_keyword(c, kw); }))
    return false;
  for (const auto& kw : f.not_keywords)
    if (has_keyword(c, kw)) return false;
  for (const StatCompare& sc : f.stats) {
    // Before the cost is paid the discarded card is unknown: Good Faith
    // assumes the player can discard one that makes the target legal.
    // The same for a count of targets not chosen yet.
    if (!ctx && (sc.amount.kind == Amount::Kind::FocusOfDiscarded || sc.amount.kind == Amount::Kind::TargetsChosen))
      continue;
    int v = 0;
    switch (sc.stat) {
      case StatCompare::Which::Force: v = force(c); break;
      case StatCompare::Which::Chi: v = chi(c); break;
      case StatCompare::Which::PersonalHonor: v = personal_honor(c); break;
      case StatCompare::Which::GoldCost: v = gold_cost(c); break;
      case StatCompare::Which::GoldProduction: v = gold_production(c); break;
      case StatCompare::Which::PrintedForce: v = d.force; break;  // CR20F "Printed"
      case StatCompare::Which::ControllerHoldings:
        // "controlled by a player with four or more Holdings in play".
        if (s_.card(c).controller == kNoPlayer) return false;
        for (CardId x : s_.players[s_.card(c).controller].in_play)
          v += def(x).type == CardType::Holding && s_.card(x).zone == Zone::InPlay;
        break;
      case StatCompare::Which::UnitCards:
        v = 1;
        if (d.type == CardType::Personality) each_attachment(c, [&](CardId) { ++v; });
        break;
      case StatCompare::Which::UnitForce: {
        // CR20F "Unit and Army Force": outside battle resolution, every
        // card of the unit counts, bowed or not (Items through their
        // Personality's Force).
        const CardId pers = this_personality(c);
        if (pers == kNoCard) {
          v = force(c);
          break;
        }
        v = force(pers);
        each_attachment(pers, [&](CardId a) {
          if (def(a).type == CardType::Follower) v += force(a);
        });
        break;
      }
    }
    if (!compares(sc.op, v, amount(sc.amount, src, ctx))) return false;
  }
  if (f.lowest) {
    // "with the lowest Personal Honor": no other card in play that matches
    // the rest has a lower one (on a tie, each tied card matches).
    auto of = [&](CardId x) {
      return *f.lowest == StatCompare::Which::Force ? force(x)
             : *f.lowest == StatCompare::Which::Chi ? chi(x)
                                                     : personal_honor(x);
    };
    Filter rest = f;
    rest.lowest.reset();
    const int mine = of(c);
    for (const Player& pl : s_.players)
      for (CardId x : pl.in_play)
        if (x != c && of(x) < mine && matches(p, src, rest, x, ctx, targeting)) return false;
  }
  return true;
}

bool Engine::would_be_opposed(PlayerId controller) const {
  if (!s_.attack.active || s_.attack.current < 0) return false;
  for (PlayerId q = 0; q < s_.players.size(); ++q)
    if (enemies(q, controller) && !units_at(q, s_.attack.current).empty()) return true;
  return false;
}

bool Engine::holds(const Condition& c, PlayerId p, CardId src, const ActionFrame* ctx) const {
  const auto action_ability = [this](const ActionFrame& af) -> const Ability* {
    return af.action.kind == OptionKind::UseAbility ? ability(af.action.card, af.action.value) : nullptr;
  };
  // "if A or B", "if A and B".
  if (!c.any.empty())
    return std::any_of(c.any.begin(), c.any.end(), [&](const auto& one) { return holds(*one, p, src, ctx); });
  if (!c.all.empty())
    return std::all_of(c.all.begin(), c.all.end(), [&](const auto& one) { return holds(*one, p, src, ctx); });
  if (!c.none.empty())  // "not": "if you do not have Compassion"
    return std::none_of(c.none.begin(), c.none.end(), [&](const auto& one) { return holds(*one, p, src, ctx); });
  if (c.own_kiho_or_spell_resolving) {
    // An action on the player's Spell or Kiho resolving its effects: now,
    // or paused in them by a question (a stage-4 frame that has begun).
    auto own = [&](CardId a) {
      if (a == kNoCard || s_.card(a).controller != p) return false;
      const CardDef& d = def(a);
      return d.type == CardType::Spell || std::find(d.keywords.begin(), d.keywords.end(), "Kiho") != d.keywords.end();
    };
    bool resolving = std::any_of(resolving_now_.begin(), resolving_now_.end(), own);
    for (const Frame& fr : s_.stack)
      if (const auto* af = std::get_if<ActionFrame>(&fr))
        resolving = resolving || (af->action.kind == OptionKind::UseAbility && af->action.value < kTriggerBase &&
                                  af->stage == 4 && (af->next_effect > 0 || af->asked) && own(af->action.card));
    if (!resolving) return false;
  }
  if (c.your_turn) return is_active(p) == *c.your_turn;
  // "if the duel is not during a battle": a battle is being fought now.
  if (c.during_battle) return (s_.attack.active && s_.attack.current >= 0) == *c.during_battle;
  // "If you are the Defender" (CR20F "Defender": the player whose Province
  // is attacked; Siege rule 13: the Rokugani team is one player).
  if (c.you_defend)
    return s_.attack.active && s_.attack.defender != kNoPlayer && s_.same_side(s_.attack.defender, p);
  if (c.provinces_destroyed) {
    // "If any of your Provinces have been destroyed this game".
    int n = 0;
    for (const Province& pr : s_.players[p].provinces) n += pr.destroyed;
    return compares(c.provinces_destroyed->op, n, amount(c.provinces_destroyed->amount, src, ctx));
  }
  if (c.fewer_provinces) {
    // Compassion (keywords.md): fewer Provinces than anyone else, each
    // other player still in the game.
    auto intact = [&](PlayerId q) {
      int n = 0;
      for (const Province& pr : s_.players[q].provinces) n += !pr.destroyed;
      return n;
    };
    bool others = false;
    for (PlayerId q = 0; q < s_.players.size(); ++q) {
      if (q == p || s_.players[q].eliminated) continue;
      others = true;
      if (intact(p) >= intact(q)) return false;
    }
    return others;
  }
  if (c.chosen && (!ctx || ctx->targets[*c.chosen == Ref::Target2 ? 1 : 0] == kNoCard)) return false;
  if (c.chosen && c.subject == Ref::You && !c.your_hand && !c.you_control) return true;
  auto compare = [&](const StatCompare& sc, int v) { return compares(sc.op, v, amount(sc.amount, src, ctx)); };
  // A player's total Force at home: yours or the interrupted action's player's.
  if (c.home_force) {
    const ActionFrame* af = c.subject == Ref::InterruptedPlayer ? interrupted_action() : nullptr;
    if (c.subject == Ref::InterruptedPlayer && !af) return false;
    return compare(*c.home_force, home_force(af ? af->player : p));
  }
  // A player's Family Honor (CR20F "Family Honor"): yours or the active player's.
  if (c.family_honor)
    return compare(*c.family_honor, s_.players[c.subject == Ref::ActivePlayer ? s_.active : p].honor);
  if (c.your_hand) {
    if (!compare(*c.your_hand, static_cast<int>(s_.players[p].hand.size()))) return false;
    if (c.subject == Ref::You && !c.you_control) return true;
  }
  if (c.you_control) {
    // A count of p's own cards in play that match (at most 2 Rings, at least 1 Personality).
    int v = 0;
    // "in_play" (any_player): every player's cards ("if he opposes a
    // dishonorable Personality": an enemy one in the army opposing him).
    // With "zone": "discard", the cards in the discard piles instead ("if
    // any of your dead Personalities have 3 or more Personal Honor").
    const bool discard = c.filter.zone == Filter::Zone::Discard;
    for (PlayerId q = 0; q < s_.players.size(); ++q)
      if (q == p || c.any_player) {
        const Player& pl = s_.players[q];
        for (const auto* pile : {&pl.in_play, &pl.dynasty_discard, &pl.fate_discard})
          if ((pile == &pl.in_play) != discard)
            for (CardId x : *pile) v += matches(p, src, c.filter, x, ctx, false);
      }
    return compare(*c.you_control, v);
  }
  CardId card = kNoCard;
  switch (c.subject) {
    case Ref::Self: card = src; break;
    case Ref::ThisPersonality:
      card = this_personality(src);
      if (card == kNoCard) card = former_host_in_action(s_, src, ctx);
      break;
    case Ref::Target: card = ctx ? ctx->targets[0] : kNoCard; break;
    case Ref::Target2: card = ctx ? ctx->targets[1] : kNoCard; break;
    case Ref::DuelWinner: card = ctx ? ctx->duel_winner : kNoCard; break;
    case Ref::DuelLoser: card = ctx ? ctx->duel_losers[0] : kNoCard; break;
    case Ref::InterruptedCard:
    case Ref::InterruptedTarget:
      if (const ActionFrame* af = interrupted_action())
        card = c.subject == Ref::InterruptedCard              ? af->action.card
               : chosen_target(action_ability(*af), 0) ? kNoCard
                                                              : af->targets[0];
      break;
    case Ref::InterruptedTargets:
      // Any card the interrupted action targets (both targets, and every
      // card chosen for a target of several); a card chosen without
      // targeting is none (CR20F "Targeting").
      if (const ActionFrame* af = interrupted_action())
        for (int i = 0; i < 2; ++i) {
          if (chosen_target(action_ability(*af), i)) continue;
          if (af->targets[i] != kNoCard && matches(p, src, c.filter, af->targets[i], ctx, false)) return true;
          for (CardId g : af->group[i])
            if (matches(p, src, c.filter, g, ctx, false)) return true;
        }
      return false;
    case Ref::YourStronghold:
      if (p < s_.players.size()) card = s_.players[p].stronghold;
      break;
    default: break;
  }
  // "If he won the duel by three or more": this action's duel, its winner.
  if (c.won_duel_by &&
      (!ctx || card == kNoCard || card != ctx->duel_winner || !compare(*c.won_duel_by, ctx->duel_margin)))
    return false;
  return card != kNoCard && matches(p, src, c.filter, card, ctx, false);
}

// CR20F "Unit and Army Force": the total Force of a player's units at home,
// bowed cards too (each Personality's Force, with his Items in it, and his
// Followers').
int Engine::home_force(PlayerId q) const {
  if (q >= s_.players.size()) return 0;
  int v = 0;
  for (CardId c : s_.players[q].in_play) {
    const Card& k = s_.card(c);
    if (def(c).type != CardType::Personality || k.location != kHome) continue;
    v += force(c);
    each_attachment(c, [&](CardId a) {
      if (def(a).type == CardType::Follower) v += force(a);
    });
  }
  return v;
}

// CR20F "Targeting": when multiple targets are chosen, the same card cannot
// be chosen twice: a card chosen for the first target is no second one.
static bool chosen_for_first_target(const ActionFrame& f, CardId c) {
  if (f.next_target != 1) return false;
  return c == f.targets[0] || std::find(f.group[0].begin(), f.group[0].end(), c) != f.group[0].end();
}

std::vector<CardId> Engine::legal_targets(PlayerId p, CardId src, const TargetSpec& t,
                                          const ActionFrame* ctx, bool first_only) const {
  std::vector<CardId> out;
  // Most targets are in play: look only there (a sim spends much of its time here).
  if (t.filter.zone == Filter::Zone::InPlay) {
    for (const Player& pl : s_.players)
      for (CardId c : pl.in_play)
        if (matches(p, src, t.filter, c, ctx, !t.chosen)) {
          out.push_back(c);
          if (first_only) return out;
        }
    std::sort(out.begin(), out.end());  // in card order, as the full scan gives
    return out;
  }
  for (CardId c = 0; c < s_.cards.size(); ++c)
    if (matches(p, src, t.filter, c, ctx, !t.chosen)) {
      out.push_back(c);
      if (first_only) return out;
    }
  return out;
}

void Engine::ability_options(PlayerId p, RoundKind round, std::vector<Option>& out) const {
  const Player& pl = s_.players[p];
  const bool active = is_active(p);
  const bool battle = round == RoundKind::Engage || round == RoundKind::Combat ||
                      (round == RoundKind::Interrupt && s_.attack.active && s_.attack.current >= 0);
  const int current = battle ? s_.attack.current : -1;
  // Siege rule 13: a Rokugani player has Presence where any of them has a unit.
  const bool present = battle && !side_units_at(p, current).empty();
  const int gold = gold_available(p);

  auto consider = [&](CardId src) {
    const CardDef& d = def(src);
    const Card& k = s_.card(src);
    std::vector<int> indices;
    for (std::size_t i = 0; i < d.abilities.size(); ++i) indices.push_back(static_cast<int>(i));
    // CR20F "Tactician": a printed or granted keyword gives the ability.
    if (k.zone == Zone::InPlay && d.type == CardType::Personality && has_kw(src, Kw::Tactician))
      indices.push_back(kTacticalAdvantage);
    // CR20F "Copy": an ability it copied this turn.
    if (k.zone == Zone::InPlay && has_copied_ability(src)) indices.push_back(kCopiedAbility);
    // A Terrain's own abilities are not used while it is in play (CEL
    // "Terrain"; docs/rules-interpretations.md). A Kata's are, and only
    // there: its play ability (play_kata) only from the hand.
    const bool kata = kata_in_play(src);
    if (k.zone == Zone::InPlay && d.type == CardType::Strategy && !kata) return;
    for (int i : indices) {
      if (ability_removed(src, i)) continue;  // the Hour of the Rat
      const Ability& a = *ability(src, i);
      // CR20F "Ring": from the hand, a Ring's play ability and the abilities
      // used by discarding it; its play ability only from the hand.
      const bool from_hand = k.zone == Zone::Hand && d.type == CardType::Ring;
      if (from_hand ? !(a.play_from_hand || a.discard_to_use) : a.play_from_hand) continue;
      if (d.is_kata()) {
        const bool plays = std::any_of(a.effects.begin(), a.effects.end(),
                                       [](const Effect& x) { return x.op == Op::PlayKata; });
        if (plays == kata) continue;  // in play, not its play ability; from the hand, only that one
      }
      const bool free = from_hand && a.discard_to_use;  // "without cost"
      if (a.play_from_hand) {
        bool twin = false;  // CR20F "Unique"
        for (CardId x : pl.in_play) twin = twin || (d.unique && def(x).unique && def(x).title == d.title);
        if (twin) continue;
      }
      bool timing = false;
      switch (round) {
        case RoundKind::ActionPhase:
          timing = (a.designators & kOpen) || ((a.designators & kLimited) && active);
          break;
        case RoundKind::Engage: timing = a.designators & kEngage; break;
        case RoundKind::Combat: timing = a.designators & kBattle; break;
        case RoundKind::Dynasty: timing = (a.designators & kDynasty) && active; break;
        case RoundKind::Interrupt: timing = a.designators & kInterrupt; break;
      }
      if (!timing) continue;
      if (!applies(src, a.threat)) continue;  // Siege rule 4: the Clock's numbers
      if (a.requires_your_turn && !active) continue;
      if (a.requires_not_your_turn && active) continue;
      // CR20F Good Faith: an "If" that starts the effects must be met.
      if (a.requires_no_terrain_here && (!battle || terrain_here())) continue;
      if (a.condition && a.condition->subject != Ref::Target && !holds(*a.condition, p, src, nullptr)) continue;
      // "If the action is yours": an Interrupt only to its player's own action.
      if (a.requires_your_action) {
        const ActionFrame* af = round == RoundKind::Interrupt ? interrupted_action() : nullptr;
        if (!af || af->player != p) continue;
      }
      // "another player's action": only to an action of a player not on his side.
      if (a.requires_others_action) {
        const ActionFrame* af = round == RoundKind::Interrupt ? interrupted_action() : nullptr;
        if (!af || s_.same_side(af->player, p)) continue;
      }
      // CR20F "Using Abilities": not from bowed cards (Tireless aside), once per turn.
      if (k.zone == Zone::InPlay && k.bowed && !(a.keywords & kTireless)) continue;
      if (!(a.keywords & kRepeatable)) {
        // Once per turn, or ":Rank: times per turn".
        const int limit = (a.per_turn ? amount(*a.per_turn, src, nullptr) : 1) + additional_uses(s_.used_abilities, src);
        const auto used = std::count(s_.used_abilities.begin(), s_.used_abilities.end(),
                                     use_key(src, i, a.each_player ? p : kNoPlayer));
        if (used >= limit) continue;
      }
      if (a.interrupting && !holds(*a.interrupting, p, src, nullptr)) continue;
      // "After this card enters play": only to the action bringing it in,
      // and from its Province only that.
      if (k.zone == Zone::Province && d.type != CardType::Event && !a.interrupts_own_entry) continue;
      if (a.interrupts_own_entry) {
        const ActionFrame* af = round == RoundKind::Interrupt ? interrupted_action() : nullptr;
        if (!af || entering_card(*af) != src) continue;
      }
      // "If the action is Political".
      if (!a.interrupts_keyword.empty()) {
        const ActionFrame* af = round == RoundKind::Interrupt ? interrupted_action() : nullptr;
        const bool card_action = af && (af->action.kind == OptionKind::UseAbility || af->action.kind == OptionKind::CombineAttack);
        const Ability* ia = card_action ? ability(af->action.card, af->action.value) : nullptr;
        if (!ia || std::find(ia->descriptive.begin(), ia->descriptive.end(), a.interrupts_keyword) == ia->descriptive.end())
          continue;
      }
      if (a.interrupts) {
        const ActionFrame* af = round == RoundKind::Interrupt ? interrupted_action() : nullptr;
        if (!af || !(designators_of(*af) & a.interrupts)) continue;
      }
      // "The Fear action ...": only to a card action with such attacks.
      if (a.interrupts_attacks) {
        const ActionFrame* af = round == RoundKind::Interrupt ? interrupted_action() : nullptr;
        const bool card_action = af && (af->action.kind == OptionKind::UseAbility || af->action.kind == OptionKind::CombineAttack);
        const Ability* ia = card_action ? ability(af->action.card, af->action.value) : nullptr;
        if (!ia || !(attack_kinds(*ia) & a.interrupts_attacks)) continue;
      }
      // Spells are cast only while attached to a Shugenja.
      if (d.type == CardType::Spell && (k.attached_to == kNoCard || !has_kw(k.attached_to, Kw::Shugenja))) continue;
      // A Territory's own battle ability is used at its own District; an
      // ability "each Rokugani player has" at any (the Merchant District's
      // reminder; docs/rules-interpretations.md).
      // A Territory's battle abilities speak of the current District: only
      // in battles at the Territories.
      if (battle && d.type == CardType::Territory && !s_.attack.at_territories) continue;
      if (battle && d.type == CardType::Territory && !a.each_player &&
          !(s_.attack.at_territories && current >= 0 &&
            s_.siege.territories[s_.attack.battlefield_province[current]].card == src))
        continue;
      // CR20F "Fortification": during a battle, its abilities are used only
      // while it is attached to the current battlefield's Province.
      if (battle && k.zone == Zone::InPlay && d.type == CardType::Holding && d.has(Kw::Fortification) &&
          (s_.attack.at_territories || s_.attack.defender != k.controller || k.province < 0 ||
           s_.attack.battlefield_province[current] != k.province))
        continue;
      // Rules of Presence and Location.
      if (battle) {
        if (!present && !(a.keywords & kAbsent)) continue;
        if (k.zone == Zone::InPlay && in_unit(d) && !(a.keywords & kHomeKw)) {
          const CardId pers = this_personality(src);
          if (pers == kNoCard || s_.card(pers).location != current) continue;
        }
      }
      // Good Faith: costs. Played by Discipline, the card's Gold costs and
      // its Discipline are paid together (CR20F "Discipline").
      bool ok = true;
      if (k.zone == Zone::FateDiscard) {
        int total = discipline(p, src).value_or(0);
        for (const Cost& c : a.costs)
          if (c.kind == CostKind::Gold) total += c.amount;
        ok = gold >= total;
      }
      const int in_hand = static_cast<int>(pl.hand.size()) - (k.zone == Zone::Hand ? 1 : 0);
      for (const Cost& c : free ? std::vector<Cost>{} : a.costs) ok = ok && cost_payable(p, src, c, gold, in_hand);
      ok = ok && targets_available(p, src, a);
      if (ok) out.push_back({OptionKind::UseAbility, src, kNoCard, static_cast<std::int16_t>(i)});
    }
  };
  for (CardId c : pl.in_play) consider(c);
  // Siege: the Clock card in play is the Challenge player's; intact
  // Territories' abilities belong to the Rokugani players (rules 3 and 4).
  if (s_.is_challenger(p))
    for (CardId clock : clock_cards_in_effect()) consider(clock);
  if (s_.is_rokugani(p))
    for (const Territory& t : s_.siege.territories)
      if (!t.destroyed && !territory_blank(t)) consider(t.card);
  for (CardId c : pl.hand)
    if (def(c).type == CardType::Strategy || def(c).type == CardType::Ring) consider(c);
  // CR20F "Discipline": a Strategy in your own Fate discard pile, for one of
  // its actions, at its Discipline's extra Gold.
  for (CardId c : pl.fate_discard)
    if (def(c).type == CardType::Strategy && discipline(p, c)) consider(c);
  for (const Province& pr : pl.provinces)
    if (!pr.destroyed)
      for (CardId c : pr.cards)
        if (s_.card(c).face_up && def(c).type == CardType::Event) consider(c);
  // keywords.md "Interrupt": an Interrupt on a card out of play may be used on
  // the action that brings that card into play.
  if (round == RoundKind::Interrupt)
    if (const ActionFrame* af = interrupted_action()) {
      const CardId entering = entering_card(*af);
      if (entering != kNoCard && s_.card(entering).owner == p && def(entering).type != CardType::Event) consider(entering);
    }
}

std::uint8_t Engine::attack_kinds(const Ability& a) {
  std::uint8_t kinds = 0;
  auto add = [&](const Effect& e) {
    if (e.op == Op::Fear) kinds = static_cast<std::uint8_t>(kinds | kFearAttack);
    if (e.op == Op::MeleeAttack) kinds = static_cast<std::uint8_t>(kinds | kMeleeAttack);
    if (e.op == Op::RangedAttack) kinds = static_cast<std::uint8_t>(kinds | kRangedAttack);
  };
  for (const Effect& e : a.effects) {
    add(e);
    for (const auto& choice : e.choices)
      for (const Effect& sub : choice) add(sub);
  }
  return kinds;
}

namespace {
// A discard cost's card of one of its kinds ("a Kiho or a Spell"): its type
// and keywords, as it is in the hand. Any card when the cost names none.
bool discard_kind_fits(const Engine& e, const Cost& c, CardId x) {
  if (c.kinds.empty()) return true;
  const CardDef& d = e.def(x);
  return std::any_of(c.kinds.begin(), c.kinds.end(), [&](const Filter& f) {
    if (f.types && !(f.types & (1u << static_cast<int>(d.type)))) return false;
    for (const std::string& k : f.keywords)
      if (!e.has_keyword(x, k)) return false;
    for (const std::string& k : f.not_keywords)
      if (e.has_keyword(x, k)) return false;
    return f.any_keywords.empty() || std::any_of(f.any_keywords.begin(), f.any_keywords.end(),
                                                 [&](const std::string& k) { return e.has_keyword(x, k); });
  });
}
}  // namespace

// Good Faith for one cost (CR20F "Costs"), with `gold` Gold available and
// `hand` cards in the hand besides the card being played.
bool Engine::cost_payable(PlayerId p, CardId src, const Cost& c, int gold, int hand) const {
  const Player& pl = s_.players[p];
  switch (c.kind) {
    // With an amount: ":bow: or :gN:", bow it or pay N Gold (CR20F "Costs").
    case CostKind::BowSelf: return !s_.card(src).bowed || (c.amount > 0 && c.amount <= gold);
    case CostKind::BowThisPersonality: {
      const CardId pers = this_personality(src);
      return pers != kNoCard && !s_.card(pers).bowed;
    }
    case CostKind::BowStronghold: return pl.stronghold != kNoCard && !s_.card(pl.stronghold).bowed;
    case CostKind::Gold: return c.amount <= gold;
    case CostKind::GoldUpTo: return c.amount == 0 || gold >= 1;  // 0: ":X:", any amount from 0
    case CostKind::DiscardCard:
      if (!c.kinds.empty())  // one card of its kinds, not the card being played
        return std::any_of(pl.hand.begin(), pl.hand.end(),
                           [&](CardId x) { return x != src && discard_kind_fits(*this, c, x); });
      return hand >= c.amount;
    case CostKind::DiscardFavor: return s_.favor == p;
    case CostKind::PoliticalPerRank: return s_.is_rokugani(p) && s_.siege.political_tokens >= c.amount * rank();
    case CostKind::RemoveToken: return token_count(src, c.token) > 0;
    case CostKind::BowCard:
    case CostKind::DestroyCard: return !cost_cards(p, src, c).empty();
    case CostKind::LoseHonor:
    case CostKind::DestroySelf:
    case CostKind::DiscardHand:  // "even if empty"
    case CostKind::GoldOfRecruit: return true;  // the Recruit's target must be affordable (checked with targets)
  }
  return true;
}

// The cards p may choose to pay a BowCard or DestroyCard cost.
std::vector<CardId> Engine::cost_cards(PlayerId p, CardId src, const Cost& c) const {
  std::vector<CardId> out;
  for (CardId x : s_.players[p].in_play)
    if (s_.card(x).zone == Zone::InPlay && matches(p, src, *c.card, x, nullptr, false)) out.push_back(x);
  return out;
}

// Good Faith: an ability's required targeting (CR20F "Targeting"; a card to
// Recruit must be affordable).
bool Engine::targets_available(PlayerId p, CardId src, const Ability& a) const {
  // CR20F Good Faith 0.5: an ":X:" cost's targets may depend on the amount
  // paid (Amount::GoldPaid): some amount he can pay must give each required
  // target a legal card (-1 stands for an X paid as 0).
  for (const Cost& c : a.costs)
    if (c.kind == CostKind::GoldUpTo && c.amount == 0 && !without_cost(src, a)) {
      ActionFrame probe{p, Option{OptionKind::UseAbility, src}, 1};
      int most = gold_available(p);
      for (const Cost& k : a.costs)
        if (k.kind == CostKind::Gold) most -= k.amount;  // paid before the X is chosen
      for (int g = 0; g <= most; ++g) {
        probe.paid = static_cast<std::int16_t>(g == 0 ? -1 : g);
        bool all = true;
        for (std::size_t ti = 0; ti < a.targets.size() && all; ++ti) {
          const TargetSpec& t = a.targets[ti];
          if (t.optional || t.player) continue;
          bool one = false;
          for (CardId x : legal_targets(p, src, t, &probe))
            if (affordable_target(p, src, a, static_cast<int>(ti), x)) {
              one = true;
              break;
            }
          all = one;
        }
        if (all) return true;
      }
      return false;
    }
  for (std::size_t ti = 0; ti < a.targets.size(); ++ti) {
    const TargetSpec& t = a.targets[ti];
    if (t.optional || t.player) continue;
    if (ti == 1 && second_compares_first(a)) continue;  // checked with each first target (affordable_target)
    int found = 0;
    const int need = t.count && t.min_count > 1 ? t.min_count : 1;
    std::vector<Clan> clans;  // "each with a different Clan Alignment": one card of each counts
    for (CardId c : legal_targets(p, src, t, nullptr, need == 1 && !recruits(a) && !t.different_clans)) {
      if (t.different_clans) {
        const Clan cl = def(c).clan;
        if (cl == Clan::Unaligned || std::find(clans.begin(), clans.end(), cl) != clans.end()) continue;
        if (affordable_target(p, src, a, static_cast<int>(ti), c)) clans.push_back(cl);
        if (static_cast<int>(clans.size()) >= need) {
          found = need;
          break;
        }
        continue;
      }
      if (affordable_target(p, src, a, static_cast<int>(ti), c) && ++found >= need) break;
    }
    if (found < need) return false;
  }
  // CR20F "Targeting": the same card cannot be chosen for both targets;
  // two required single targets whose one legal card is the same card
  // cannot both be met.
  if (a.targets.size() == 2 && !a.targets[0].optional && !a.targets[1].optional &&
      !a.targets[0].player && !a.targets[1].player && !a.targets[0].count && !a.targets[1].count) {
    const auto first = legal_targets(p, src, a.targets[0], nullptr);
    const auto second = legal_targets(p, src, a.targets[1], nullptr);
    if (first.size() == 1 && second.size() == 1 && first[0] == second[0]) return false;
  }
  return true;
}

// Good Faith for an ability's costs (as ability_options checks them).
bool Engine::costs_payable(PlayerId p, CardId src, const Ability& a) const {
  const int gold = gold_available(p), hand = static_cast<int>(s_.players[p].hand.size());
  return std::all_of(a.costs.begin(), a.costs.end(),
                     [&](const Cost& c) { return cost_payable(p, src, c, gold, hand); });
}

// CR20F "Combining": as an Interrupt to an action whose attack comes from a
// card in a unit, its player may use an ability of another card in the same
// unit, appropriate to the phase, with an attack of the same kind that could
// target the original attack's target; that attack adds its strength to the
// original instead of being made on its own.
void Engine::combine_options(PlayerId p, const ActionFrame& af, const Ability& orig, std::vector<Option>& out) const {
  if (af.player != p) return;
  const CardId src = af.action.card;
  const CardId pers = this_personality(src);
  const CardId target = af.targets[0];
  const std::uint8_t kinds = attack_kinds(orig);
  if (!kinds || pers == kNoCard || s_.card(pers).zone != Zone::InPlay || target == kNoCard ||
      s_.card(target).zone != Zone::InPlay)
    return;
  const bool battle = s_.attack.active && s_.attack.current >= 0;
  std::vector<CardId> unit = attachments(pers);
  unit.insert(unit.begin(), pers);
  for (CardId u : unit) {
    if (u == src) continue;
    const CardDef& d = def(u);
    if (d.type == CardType::Spell && !has_kw(pers, Kw::Shugenja)) continue;
    for (std::size_t i = 0; i < d.abilities.size(); ++i) {
      if (ability_removed(u, static_cast<int>(i))) continue;
      const Ability& a = d.abilities[i];
      bool same_kind = false;
      for (const Effect& e : a.effects) {
        Ability one;
        one.effects.push_back(e);
        same_kind = same_kind || (e.subject == Ref::Target && (attack_kinds(one) & kinds));
      }
      if (!same_kind || a.targets.empty()) continue;
      const bool timing = battle ? (a.designators & kBattle) != 0
                                 : (a.designators & kOpen) || ((a.designators & kLimited) && is_active(p));
      if (!timing || !applies(u, a.threat)) continue;
      if (s_.card(u).bowed && !(a.keywords & kTireless)) continue;
      if (!(a.keywords & kRepeatable)) {
        const int limit = (a.per_turn ? amount(*a.per_turn, u, nullptr) : 1) + additional_uses(s_.used_abilities, u);
        if (std::count(s_.used_abilities.begin(), s_.used_abilities.end(),
                       use_key(u, static_cast<int>(i), a.each_player ? p : kNoPlayer)) >= limit)
          continue;
      }
      if (!costs_payable(p, u, a) || !matches(p, u, a.targets[0].filter, target, nullptr)) continue;
      out.push_back({OptionKind::CombineAttack, u, kNoCard, static_cast<std::int16_t>(i)});
    }
  }
}

bool Engine::without_cost(CardId src, const Ability& a) const {
  // CR20F "Ring": a Ring discarded from the hand to use its ability is in
  // a resolution area while the ability resolves.
  return a.discard_to_use && def(src).type == CardType::Ring && s_.card(src).zone == Zone::Resolving;
}

// ActionFrame::choice from this on: the chosen list (less this) starts
// with a bow of a card the player is being asked for (Op::Bow with among).
constexpr std::int8_t kChoiceBowing = 64;

void Engine::run_ability(ActionFrame f) {
  const PlayerId p = f.player;
  const CardId src = f.action.card;
  const Ability& a = *ability(src, f.action.value);
  Player& pl = s_.players[p];
  // keywords.md "Response": a triggered trait that is an action (from
  // kTriggerBase, ability_at gives the card's Trigger).
  const bool response = f.action.value >= kTriggerBase && static_cast<const Trigger&>(a).response;
  // A choice of effects (Op::Choose): its chooser is asked which list to
  // carry out; the frame, marked asked, comes back with the answer.
  // A list of a choose that starts with a bow of a card the player picks
  // (Op::Bow with among): the unbowed cards in play it may bow.
  auto to_bow = [&](const Effect& head) {
    std::vector<Option> opts;
    for (const Player& each : s_.players)
      for (CardId c : each.in_play)
        if (!s_.card(c).bowed && matches(p, src, *head.among, c, &f, false))
          opts.push_back({OptionKind::PickCard, c});
    return opts;
  };
  // A choose with "only_possible" offers only the lists that
  // can do something now: empty, or with an effect whose condition holds;
  // one that starts with a bow of a card picked (the rest needs it) only
  // while there is a card to bow.
  auto offered = [&](const Effect& e) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < e.choices.size(); ++i) {
      const auto& list = e.choices[i];
      const bool bow_first = !list.empty() && list[0].op == Op::Bow && list[0].among;
      if (!e.only_possible || list.empty() || (bow_first && !to_bow(list[0]).empty()) ||
          (!bow_first && std::any_of(list.begin(), list.end(), [&](const Effect& x) {
             return !x.condition || holds(*x.condition, p, src, &f);
           })))
        out.push_back(i);
    }
    return out;
  };
  auto ask_choice = [&](const Effect& e) {
    f.asked = true;
    std::vector<Option> opts;
    for (std::size_t i : offered(e))
      opts.push_back({OptionKind::ChooseEffect, src, kNoCard, static_cast<std::int16_t>(i)});
    s_.stack.push_back(f);
    ask(chooser_of(e, f), QuestionKind::ChooseOne, "Choose one", std::move(opts));
  };
  // A move to a place the player picks (Op::MoveToLocation; game/rules/
  // spell_rules.cpp): made at once when there is one place, else asked,
  // the frame coming back to this effect (`choice`: the list of a choose it
  // ends). True when it asked.
  auto move_or_ask = [&](const Effect& e, std::int8_t choice) {
    if (e.condition && !holds(*e.condition, p, src, &f)) return false;
    std::vector<Option> opts = move_destinations(e, f);
    if (opts.size() == 1) move_to_location(e, f, opts[0].value);
    if (opts.size() <= 1) return false;
    --f.next_effect;
    f.asked = true;
    f.choice = choice;
    s_.stack.push_back(f);
    ask(p, QuestionKind::ChooseOne,
        "Choose where to move " + name(e.subject == Ref::Self ? src : f.targets[e.subject == Ref::Target2 ? 1 : 0]),
        std::move(opts));
    return true;
  };
  switch (f.stage) {
    case 0: {  // A. Announce; B. pay the costs that need no choice.
      s_.used_abilities.push_back(use_key(src, f.action.value, a.each_player ? p : kNoPlayer));
      // CR20F "Cast": "he has cast an Air Spell this turn".
      if (def(src).type == CardType::Spell && f.action.kind == OptionKind::UseAbility &&
          f.action.value < kTriggerBase && s_.card(src).zone == Zone::InPlay) {
        const CardId caster = this_personality(src);
        for (std::size_t k = 0; caster != kNoCard && k < std::size(kCastKinds); ++k) {
          const std::uint32_t key = cast_key(caster, k);
          if ((k == 0 || has_keyword(src, std::string(kCastKinds[k]))) &&
              std::find(s_.used_abilities.begin(), s_.used_abilities.end(), key) == s_.used_abilities.end())
            s_.used_abilities.push_back(key);
        }
      }
      // CR20F "Negate": a prevention effect, which these effects ignore.
      f.unpreventable = a.unpreventable || ((a.keywords & kUnstoppable) && unstoppable_unpreventable(p));
      int gold = 0;
      if (s_.card(src).zone == Zone::FateDiscard) {
        // Played by Discipline: its Gold is an extra cost, and the card
        // leaves the game when it would next go to a discard pile.
        gold += discipline(p, src).value_or(0);
        s_.card(src).disciplined = true;
        log(pl.name + " plays " + name(src) + " from the discard pile by Discipline");
      }
      if (s_.card(src).zone == Zone::Hand || s_.card(src).zone == Zone::FateDiscard) {
        take_from_zone(src);
        s_.card(src).zone = Zone::Resolving;
        s_.card(src).face_up = true;
        pl.resolving.push_back(src);
        if (without_cost(src, a)) log(pl.name + " discards " + name(src) + " from the hand to use its ability without cost");
      }
      for (const Cost& c : without_cost(src, a) ? std::vector<Cost>{} : a.costs) {
        switch (c.kind) {
          case CostKind::BowSelf:
            if (c.amount == 0) bow(src, p);  // ":bow: or :gN:": chosen in step 1
            break;
          case CostKind::BowThisPersonality: bow(this_personality(src), p); break;
          case CostKind::BowStronghold: bow(pl.stronghold, p); break;
          case CostKind::Gold: gold += c.amount; break;
          case CostKind::LoseHonor: lose_honor(p, c.amount, p); break;
          case CostKind::PoliticalPerRank: {
            const int n = c.amount * rank();
            s_.siege.political_tokens = static_cast<std::int16_t>(s_.siege.political_tokens - n);
            log(player_name(p) + " discards " + std::to_string(n) + " Political tokens");
            break;
          }
          case CostKind::DestroySelf: destroy(src); break;
          case CostKind::RemoveToken: remove_tokens(src, c.token, 1); break;
          case CostKind::DiscardHand:
            // "Discard your hand (even if empty)": every card in it (CR20F "Costs").
            log(pl.name + " discards his hand (" + std::to_string(pl.hand.size()) + " cards)");
            for (CardId x : std::vector<CardId>(pl.hand)) move_to_discard(x);
            break;
          case CostKind::DiscardFavor:
            s_.favor = kNoPlayer;
            log(pl.name + " discards the Imperial Favor");
            break;
          case CostKind::DiscardCard:
          case CostKind::BowCard:
          case CostKind::DestroyCard:
          case CostKind::GoldUpTo: break;  // chosen in step 1
          case CostKind::GoldOfRecruit: break;  // paid with the Recruit, for the card
        }
      }
      f.stage = 1;
      s_.stack.push_back(f);
      if (gold > 0) s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(gold), false});
      return;
    }
    case 1: {  // B. The Gold of a "[*]" cost and discarded cards are the player's choices.
      // CR20F "Invest": on a Strategy, an optional extra cost of the action.
      if (f.invest == ActionFrame::kInvestAsking) {
        const bool yes = s_.answer.at(0).kind == OptionKind::Invest;
        f.invest = yes ? ActionFrame::kInvested : ActionFrame::kInvestDeclined;
        if (yes) {
          const int n = invest_cost(src);
          log(pl.name + " Invests " + std::to_string(n) + " Gold in " + name(src));
          s_.stack.push_back(f);
          s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(n), false});
          return;
        }
      } else if (def(src).type == CardType::Strategy && ask_invest(f, 0)) {
        return;
      }
      if (f.asked && !s_.answer.empty() && s_.answer[0].kind == OptionKind::PayAmount) {
        f.paid = s_.answer[0].value;
        f.asked = false;
        log(pl.name + " pays " + std::to_string(f.paid) + " Gold");
        if (f.paid == 0) f.paid = -1;  // an X cost paid as 0: asked no more (Amount::GoldPaid reads 0)
        s_.stack.push_back(f);
        if (f.paid > 0) s_.stack.push_back(PayGoldFrame{p, f.paid, false});
        return;
      }
      const std::vector<Cost> costs = without_cost(src, a) ? std::vector<Cost>{} : a.costs;
      if (f.paid == 0)
        for (const Cost& c : costs)
          if (c.kind == CostKind::GoldUpTo) {
            // ":X:" (amount 0): any amount from 0 up to what he can produce;
            // CR20F Good Faith 0.5: only amounts that give its required
            // targets a legal card.
            const bool any = c.amount == 0;
            const int most = any ? gold_available(p) : std::min(c.amount, gold_available(p));
            std::vector<Option> opts;
            for (int g = any ? 0 : 1; g <= most; ++g) {
              if (any) {
                ActionFrame probe = f;
                probe.paid = static_cast<std::int16_t>(g == 0 ? -1 : g);
                bool legal = true;  // each required target has a legal card for this amount
                for (const TargetSpec& t : a.targets)
                  if (!t.optional && !t.player && legal_targets(p, src, t, &probe, true).empty()) legal = false;
                if (!legal) continue;
              }
              opts.push_back({OptionKind::PayAmount, kNoCard, kNoCard, static_cast<std::int16_t>(g)});
            }
            if (opts.empty()) break;  // Good Faith was checked when it was offered
            f.asked = true;
            s_.stack.push_back(f);
            ask(p, QuestionKind::ChooseOne,
                any ? std::string("How much Gold do you pay?")
                    : "How much Gold do you pay (up to " + std::to_string(c.amount) + ")?",
                std::move(opts));
            return;
          }
      int n = 0;
      for (const Cost& c : costs)
        if (c.kind == CostKind::DiscardCard) n += c.amount;
      if (f.asked) {
        for (const Option& o : s_.answer) {
          if (f.discarded == kNoCard) f.discarded = o.card;
          log(pl.name + " discards " + name(o.card));
          move_to_discard(o.card);
        }
        f.asked = false;
      } else if (n > 0 && f.discarded == kNoCard && !f.asked_card && f.next_cost == 0) {
        std::vector<Option> opts;
        for (CardId c : pl.hand)
          if (std::all_of(costs.begin(), costs.end(), [&](const Cost& k) {
                return k.kind != CostKind::DiscardCard || discard_kind_fits(*this, k, c);
              }))
            opts.push_back({OptionKind::PickCard, c});
        f.asked = true;
        s_.stack.push_back(f);
        ask(p, QuestionKind::ChooseSome, "Discard " + std::to_string(n) + " card(s) to pay the cost", std::move(opts), n, n);
        return;
      }
      // "Bow one of your Followers to ...": each such cost's card, chosen in turn.
      if (f.asked_card && costs[f.next_cost].kind == CostKind::BowSelf) {
        // ":bow: or :gN:": the player bowed the card or pays the Gold.
        const Cost& c = costs[f.next_cost];
        f.asked_card = false;
        ++f.next_cost;
        if (s_.answer.at(0).kind == OptionKind::PickCard) {
          log(pl.name + " bows " + name(src) + " to pay the cost");
          bow(src, p);
        } else {
          log(pl.name + " pays " + std::to_string(c.amount) + " Gold instead of bowing " + name(src));
          s_.stack.push_back(f);
          s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(c.amount), false});
          return;
        }
      }
      if (f.asked_card) {
        const CardId chosen = s_.answer.at(0).card;
        const Cost& c = costs[f.next_cost];
        log(pl.name + (c.kind == CostKind::BowCard ? " bows " : " destroys ") + name(chosen) + " to pay the cost");
        if (c.kind == CostKind::BowCard) bow(chosen, p); else destroy(chosen);
        f.asked_card = false;
        ++f.next_cost;
      }
      for (; f.next_cost < costs.size(); ++f.next_cost) {
        const Cost& c = costs[f.next_cost];
        if (c.kind == CostKind::BowSelf && c.amount > 0) {
          // ":bow: or :gN:" (CR20F "Costs"): bow the card or pay N Gold; the
          // player chooses when he can do both.
          const bool can_bow = !s_.card(src).bowed;
          const bool can_pay = gold_available(p) >= c.amount;
          if (can_bow && !can_pay) {
            bow(src, p);
            continue;
          }
          if (!can_bow) {
            if (!can_pay) continue;  // Good Faith was checked when it was offered
            log(pl.name + " pays " + std::to_string(c.amount) + " Gold instead of bowing " + name(src));
            ++f.next_cost;
            s_.stack.push_back(f);
            s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(c.amount), false});
            return;
          }
          f.asked_card = true;
          s_.stack.push_back(f);
          ask(p, QuestionKind::ChooseOne, "Bow " + name(src) + " or pay " + std::to_string(c.amount) + " Gold",
              {{OptionKind::PickCard, src}, {OptionKind::PayAmount, kNoCard, kNoCard, static_cast<std::int16_t>(c.amount)}});
          return;
        }
        if (c.kind != CostKind::BowCard && c.kind != CostKind::DestroyCard) continue;
        std::vector<Option> opts;
        for (CardId x : cost_cards(p, src, c)) opts.push_back({OptionKind::PickCard, x});
        if (opts.empty()) continue;  // Good Faith was checked when it was offered
        f.asked_card = true;
        s_.stack.push_back(f);
        ask(p, QuestionKind::ChooseOne,
            std::string(c.kind == CostKind::BowCard ? "Bow" : "Destroy") + " one of your cards to pay the cost",
            std::move(opts));
        return;
      }
      f.stage = 2;
      s_.stack.push_back(f);
      return;
    }
    case 2: {  // C. Choose targets.
      if (f.action.kind == OptionKind::CombineAttack && f.next_target == 0 && !f.asked) {
        // CR20F "Combining": only the original attack targets; this one's
        // first target is that card.
        if (const ActionFrame* orig = interrupted_action()) f.targets[0] = orig->targets[0];
        f.next_target = 1;
      }
      if (f.asked) {
        const TargetSpec& at = a.targets[f.next_target];
        const bool many = at.count.has_value();
        bool one_more = false;  // targets with a total Force are chosen one at a time
        for (const Option& o : s_.answer) {
          if (o.kind == OptionKind::PickCard) {
            if (f.targets[f.next_target] == kNoCard) f.targets[f.next_target] = o.card;
            if (many && f.next_target < 2) f.group[f.next_target].push_back(o.card);
            one_more = at.total_force || at.total_gold_cost || at.different_clans;
          }
          if (o.kind == OptionKind::PickPlayer) f.target_player = static_cast<PlayerId>(o.value);
          if (o.card != kNoCard) log(pl.name + (at.chosen ? " chooses " : " targets ") + name(o.card));
        }
        if (!one_more) ++f.next_target;
        f.asked = false;
        // "After another player's action targets this card" (not a trigger's
        // targets; a card chosen, not targeted, is not: CR20F "Targeting").
        if (f.action.value < kTriggerBase && !at.chosen)
          for (const Option& o : s_.answer)
            if (o.kind == OptionKind::PickCard) fire_targeted(f, o.card);
      }
      while (f.next_target < a.targets.size()) {
        const TargetSpec& t = a.targets[f.next_target];
        std::vector<Option> opts;
        if (t.player) {
          for (PlayerId q = 0; q < s_.players.size(); ++q)
            if (!s_.players[q].eliminated)
              opts.push_back({OptionKind::PickPlayer, kNoCard, kNoCard, static_cast<std::int16_t>(q)});
        } else {
          for (CardId c : legal_targets(p, src, t, &f))
            // An additional action that must target the same card.
            if (affordable_target(p, src, a, f.next_target, c) &&
                (f.must_target == kNoCard || f.next_target != 0 || c == f.must_target) &&
                !chosen_for_first_target(f, c))
              opts.push_back({OptionKind::PickCard, c});
        }
        if (t.count && (t.total_force || t.total_gold_cost || t.different_clans) && !t.player &&
            f.next_target < 2) {
          // "Rank target cards whose total Force is at most his", "with a
          // total combined Gold Cost of 8 or less", "each with a different
          // Clan Alignment": one at a time, each fitting what is left.
          const std::vector<CardId>& chosen = f.group[f.next_target];
          const std::optional<Amount>& total = t.total_force ? t.total_force : t.total_gold_cost;
          const auto worth = [&](CardId c) { return t.total_force ? force(c) : gold_cost(c); };
          int budget = total ? amount(*total, src, &f) : 0;
          for (CardId c : chosen) budget -= worth(c);
          // CR20F "Clan Alignment": a card without one has none to differ.
          const auto clan_fits = [&](CardId c) {
            if (!t.different_clans) return true;
            const Clan cl = def(c).clan;
            return cl != Clan::Unaligned &&
                   std::none_of(chosen.begin(), chosen.end(), [&](CardId x) { return def(x).clan == cl; });
          };
          std::vector<Option> fit;
          if (static_cast<int>(chosen.size()) < amount(*t.count, src, &f))
            for (const Option& o : opts)
              if (std::find(chosen.begin(), chosen.end(), o.card) == chosen.end() &&
                  (!total || worth(o.card) <= budget) && clan_fits(o.card))
                fit.push_back(o);
          if (fit.empty()) {
            ++f.next_target;
            continue;
          }
          if (t.optional || static_cast<int>(chosen.size()) >= t.min_count) fit.push_back({OptionKind::NoTarget});
          f.asked = true;
          s_.stack.push_back(f);
          ask(p, QuestionKind::ChooseOne, "Choose " + target_text(t), std::move(fit));
          return;
        }
        if (t.count && !t.player && !opts.empty()) {
          // "One or two targets": choose them together.
          const int n = static_cast<int>(opts.size());
          const int most = std::clamp(amount(*t.count, src, &f), 0, n);
          const int least = t.optional ? 0 : std::min(std::max(t.min_count, 0), most);
          if (most > 0) {
            f.asked = true;
            s_.stack.push_back(f);
            ask(p, QuestionKind::ChooseSome, "Choose " + target_text(t), std::move(opts), least, most);
            return;
          }
          opts.clear();
        }
        if (t.optional) opts.push_back({OptionKind::NoTarget});
        if (opts.empty()) {
          // The target is gone (an effect of the costs); the action goes on
          // and its effects on that target fail.
          ++f.next_target;
          continue;
        }
        f.asked = true;
        s_.stack.push_back(f);
        // A card chosen without targeting ("Choose your performing X") is
        // asked as the card it is.
        ask(p, QuestionKind::ChooseOne, "Choose " + (t.chosen ? filter_text(t.filter, true) : target_text(t)),
            std::move(opts));
        return;
      }
      // A triggered trait is no action: no Interrupts to it (a Response is one).
      f.stage = f.action.value >= kTriggerBase && !response ? 4 : 3;
      s_.stack.push_back(f);
      return;
    }
    case 3: {  // D. Interrupts, starting with the active player.
      // Interrupts are taken only to non-Interrupt actions: an action taken
      // in an Interrupt round gets no Interrupt step of its own.
      const auto* below = s_.stack.empty() ? nullptr : std::get_if<ActionRoundFrame>(&s_.stack.back());
      const bool is_interrupt = below && below->kind == RoundKind::Interrupt;
      f.stage = 4;
      s_.stack.push_back(f);
      if (!is_interrupt) {
        ActionRoundFrame r{RoundKind::Interrupt, s_.active, 0, false};
        if (a.keywords & kUnstoppable) r.only = p;  // CR20F "Unstoppable"
        s_.stack.push_back(r);
      }
      return;
    }
    case 4: {  // E. Resolve the effects in order; F. discard a played Strategy.
      bool negation_told = false;
      // The action is resolving (a Condition's own_kiho_or_spell_resolving)
      // until this step returns; a triggered trait is no action.
      struct Resolving {
        std::vector<CardId>& now;
        bool on;
        ~Resolving() {
          if (on) now.pop_back();
        }
      } resolving{resolving_now_, f.action.value < kTriggerBase && f.action.kind == OptionKind::UseAbility};
      if (resolving.on) resolving_now_.push_back(src);
      // The older Terrains' condition (no Terrain at the current battlefield)
      // is checked again when the action resolves: if one is there now,
      // nothing happens.
      if (f.next_effect == 0 && a.requires_no_terrain_here && terrain_here()) {
        log("A Terrain is at the current battlefield: the action has no effect");
        f.next_effect = static_cast<decltype(f.next_effect)>(a.effects.size());
      }
      // An "If" that starts the effects is checked again as it resolves.
      if (f.next_effect == 0 && !f.asked && a.condition && !f.negated && !holds(*a.condition, p, src, &f)) {
        log("The condition of the action no longer holds: it has no effect");
        f.next_effect = static_cast<decltype(f.next_effect)>(a.effects.size());
      }
      if (f.next_effect == 0 && !f.asked && !f.negated) f.stop_at = first_effect_on_illegal_target(a, f);
      while (f.next_effect < a.effects.size()) {
        if (f.next_effect == f.stop_at) {
          log("The action's target is no longer legal: its effects stop");
          f.next_effect = static_cast<decltype(f.next_effect)>(a.effects.size());
          break;
        }
        const Effect& e = a.effects[f.next_effect++];
        // CR20F "Seppuku": its effects cannot be negated.
        if (f.negated && e.op != Op::Seppuku && !e.unpreventable) {
          if (!negation_told) log("The rest of the action is negated");
          negation_told = true;
          continue;
        }
        // "... after it resolves": a delayed effect, carried out by a copy of
        // this frame (stage 5) put just below the interrupted action, so
        // that it runs as soon as that action has resolved. One copy, made
        // at the first such effect, does them all.
        // A delayed effect waits for its point (game/rules/delayed.cpp).
        if (e.delay != Delay::None) {
          delay_effect(f, f.next_effect - 1u, e.delay);
          continue;
        }
        if (e.after_it_resolves) {
          const auto first = std::find_if(a.effects.begin(), a.effects.end(),
                                          [](const Effect& x) { return x.after_it_resolves; });
          if (&*first == &e) {
            for (std::size_t i = s_.stack.size(); i-- > 0;)
              if (std::holds_alternative<ActionFrame>(s_.stack[i])) {
                ActionFrame later = f;
                later.stage = 5;
                s_.stack.insert(s_.stack.begin() + static_cast<std::ptrdiff_t>(i), later);
                break;
              }
          }
          continue;
        }
        if (e.op == Op::Choose && (!e.condition || holds(*e.condition, p, src, &f))) {
          // The list's effects from `from` on (a move ends it, and may ask).
          auto rest_of = [&](std::size_t chosen, std::size_t from) {
            const auto& list = e.choices[chosen];
            for (std::size_t k = from; k < list.size(); ++k) {
              if (list[k].op != Op::MoveToLocation) apply_effect(list[k], f);
              else if (move_or_ask(list[k], static_cast<std::int8_t>(chosen))) return true;
            }
            return false;
          };
          // "You may bow your Pearl Strategy to ...": the list's first effect
          // bows a card the player picks now (no target); CR20F "To": the
          // rest happens only if it bowed.
          // The bow goes through apply_effect (on that one card), as any
          // bowing effect of the action does.
          auto bowed_one = [&](const Effect& head, CardId c) {
            const bool was = s_.card(c).bowed;
            apply_effect(head, f, c);
            return !was && s_.card(c).bowed;
          };
          if (f.choice >= kChoiceBowing) {  // the card a bow that starts the chosen list bows
            const auto chosen = static_cast<std::size_t>(f.choice - kChoiceBowing);
            f.choice = -1;
            f.asked = false;
            if (bowed_one(e.choices[chosen][0], s_.answer.at(0).card) && rest_of(chosen, 1)) return;
            continue;
          }
          if (f.choice >= 0) {  // the place of the move that ends the chosen list
            const Effect& move = e.choices[static_cast<std::size_t>(f.choice)].back();
            f.choice = -1;
            f.asked = false;
            move_to_location(move, f, s_.answer.at(0).value);
            continue;
          }
          std::size_t chosen = 0;
          if (!f.asked) {
            const std::vector<std::size_t> can = offered(e);
            if (can.empty()) {
              log("None of the choices can be done");
              continue;
            }
            if (can.size() > 1) {
              --f.next_effect;  // come back to this effect with the answer
              ask_choice(e);
              return;
            }
            chosen = can[0];  // the only list that can do something
          } else {
            f.asked = false;
            chosen = static_cast<std::size_t>(s_.answer.at(0).value);
          }
          const auto& list = e.choices[chosen];
          if (!list.empty() && list[0].op == Op::Bow && list[0].among) {
            std::vector<Option> opts = to_bow(list[0]);
            if (opts.empty()) {
              log("No card is there to bow");
              continue;
            }
            if (opts.size() > 1) {
              --f.next_effect;
              f.asked = true;
              f.choice = static_cast<std::int8_t>(kChoiceBowing + static_cast<int>(chosen));
              s_.stack.push_back(f);
              ask(p, QuestionKind::ChooseOne, "Choose the card to bow", std::move(opts));
              return;
            }
            if (bowed_one(list[0], opts[0].card) && rest_of(chosen, 1)) return;
            continue;
          }
          if (rest_of(chosen, 0)) return;  // a move last in its list asks (parse.cpp)
          continue;
        }
        // A move to a location the player picks (game/rules/spell_rules.cpp).
        if (e.op == Op::MoveToLocation) {
          if (f.asked) {
            f.asked = false;
            move_to_location(e, f, s_.answer.at(0).value);
            continue;
          }
          if (move_or_ask(e, -1)) return;
          continue;
        }
        if (e.op == Op::Duel) {
          // A duel asks questions: the remaining effects wait for it. "Your
          // target Personality challenges another player's target
          // Personality": the first target challenges the second.
          const bool by_target = e.subject == Ref::Target;
          const CardId challenger = by_target                ? f.targets[0]
                                    : e.subject == Ref::Self ? src
                                                             : this_personality(src);
          const CardId challenged = f.targets[by_target ? 1 : 0];
          s_.stack.push_back(f);
          if (challenger == kNoCard || challenged == kNoCard) continue;
          DuelFrame d;
          d.challenger = challenger;
          d.challenged = challenged;
          // "A target enemy Personality challenges this Personality".
          if (e.duel.reverse) std::swap(d.challenger, d.challenged);
          d.force = e.duel.force;
          d.personal_honor = e.duel.personal_honor;
          // "If he is unbowed, he may refuse": as the challenge is issued.
          d.refusable = e.duel.refusable && !(e.duel.refusable_if_unbowed && s_.card(d.challenged).bowed);
          // CR20F "Challenge": a Personality who never refuses accepts.
          for (const Trait& t : def(d.challenged).traits)
            if (t.kind == Trait::Kind::NeverRefusesChallenges) d.refusable = false;
          d.must_focus = e.duel.must_focus;
          d.loser = static_cast<std::uint8_t>(e.duel.loser);
          d.winner_honor = static_cast<std::int8_t>(e.duel.winner_honor);
          d.refuse_honor = static_cast<std::int8_t>(e.duel.refuse_honor);
          d.effect = static_cast<std::int8_t>(f.next_effect - 1);
          s_.stack.push_back(d);
          return;
        }
        // "You may bow one of your Followers": a card the player
        // picks as the effect resolves (no target: CR20F "Targeting" is
        // done as the action is announced).
        if (e.among && e.op != Op::RemoveAllAbilities && e.op != Op::RemoveAbilities) {
          if (f.asked) {
            f.asked = false;
            const Option& ans = s_.answer.at(0);
            if (ans.kind == OptionKind::PickCard && s_.card(ans.card).zone == Zone::InPlay)
              apply_effect(e, f, ans.card);
            continue;
          }
          if (e.condition && !holds(*e.condition, p, src, &f)) continue;
          std::vector<Option> opts;
          for (const Player& q : s_.players)
            for (CardId c : q.in_play)
              if (matches(p, src, *e.among, c, &f, false)) opts.push_back({OptionKind::PickCard, c});
          if (opts.empty()) {
            log("No card is there to choose for " + name(src) + "'s effect");
            continue;
          }
          if (e.may) opts.push_back({OptionKind::Pass});
          --f.next_effect;
          f.asked = true;
          s_.stack.push_back(f);
          ask(p, QuestionKind::ChooseOne, "Choose a card for " + name(src) + "'s effect", std::move(opts));
          return;
        }
        // "Each other player in turn order may draw a card": each of the
        // effect's players in turn is asked (the frame's `choice` counts them).
        if (e.op == Op::Draw && e.may) {
          std::vector<PlayerId> qs;
          const std::size_t np = s_.players.size();
          for (std::size_t i = 0; i < np; ++i) {
            const PlayerId q = static_cast<PlayerId>((p + i) % np);
            if (s_.players[q].eliminated) continue;
            const bool in = e.subject == Ref::You                ? q == p
                            : e.subject == Ref::EachOtherPlayer ? q != p
                            : e.subject == Ref::EachPlayer      ? true
                            : e.subject == Ref::EachEnemy       ? !s_.same_side(q, p)
                            : e.subject == Ref::TargetPlayer    ? q == f.target_player
                                                                : false;
            if (in) qs.push_back(q);
          }
          std::size_t at = 0;
          if (f.asked) {
            f.asked = false;
            at = static_cast<std::size_t>(std::max<int>(f.choice, 0));
            f.choice = -1;
            if (at < qs.size() && s_.answer.at(0).kind == OptionKind::UseAbility)
              draw(qs[at], amount(e.amount, src, &f));
            else if (at < qs.size())
              log(player_name(qs[at]) + " does not draw");
            ++at;
          } else if (e.condition && !holds(*e.condition, p, src, &f)) {
            continue;
          }
          if (at < qs.size()) {
            --f.next_effect;
            f.asked = true;
            f.choice = static_cast<std::int8_t>(at);
            s_.stack.push_back(f);
            const int n = amount(e.amount, src, &f);
            ask(qs[at], QuestionKind::ChooseOne,
                "Draw " + (n == 1 ? std::string("a card") : std::to_string(n) + " cards") + " (" + name(src) + ")?",
                {{OptionKind::UseAbility, src, kNoCard, f.action.value}, {OptionKind::Pass}});
            return;
          }
          continue;
        }
        // CR20F "Resolving Effects": in order. An effect that asks (a
        // search, a discard of the player's choice, paying for a Recruit)
        // pushed its own step: the rest of the effects wait below it.
        const std::size_t before = s_.stack.size();
        apply_effect(e, f);
        // Invest effects, added last, wait for the last effect's step too
        // (a look at the top cards before the Invest's draw).
        if (s_.stack.size() > before && (f.next_effect < a.effects.size() || f.invest == ActionFrame::kInvested)) {
          s_.stack.insert(s_.stack.begin() + static_cast<std::ptrdiff_t>(before), f);
          return;
        }
      }
      // CR20F "Invest": a Strategy's Invest effects are added to the
      // action's, resolving last.
      if (f.invest == ActionFrame::kInvested && !f.negated && f.stop_at == ActionFrame::kNoStop)
        for (const Trigger& t : def(src).triggers)
          if (t.when == Trigger::When::Invested)
            for (const Effect& e : t.effects) apply_effect(e, f);
      if (s_.card(src).zone == Zone::Resolving) move_to_discard(src);
      // CR20F "Event": an Event in a Province is discarded once an ability on
      // it is used; the Province then refills.
      if (f.action.value < kTriggerBase && s_.card(src).zone == Zone::Province && def(src).type == CardType::Event) {
        const PlayerId owner = s_.card(src).owner;
        move_to_discard(src);
        refill_provinces(owner);
      }
      // "After ... an action on his card resolves" (Delay::AfterTargetAttacksYouOrActs).
      if (f.action.value < kTriggerBase && f.action.kind == OptionKind::UseAbility && !s_.delayed.empty())
        run_delayed_actions(src, f);
      check_state();
      return;
    }
    case 5: {  // An Interrupt's effects "after it resolves": the action it interrupted has resolved.
      // "After this card enters play": only if the action brought it in.
      if (a.interrupts_own_entry && s_.card(src).zone != Zone::InPlay) {
        log(name(src) + " did not enter play: its Interrupt has no effect");
        return;
      }
      for (const Effect& e : a.effects)
        if (e.after_it_resolves) apply_effect(e, f);
      check_state();
      return;
    }
    case 6: {  // A delayed choice ("you may draw a card when this turn ends"; game/rules/delayed.cpp).
      if (f.next_effect >= a.effects.size()) return;
      const Effect& e = a.effects[f.next_effect];
      if (e.condition && !holds(*e.condition, p, src, &f)) return;
      if (!f.asked) {
        ask_choice(e);
        return;
      }
      for (const Effect& sub : e.choices[s_.answer.at(0).value]) apply_effect(sub, f);
      check_state();
      return;
    }
    case ActionFrame::kResponseStage: {  // keywords.md "Response": its player decides whether to take it.
      if (!f.asked) {
        f.asked = true;
        s_.stack.push_back(f);
        ask(p, QuestionKind::ChooseOne, "Take " + name(src) + "'s Response?",
            {{OptionKind::UseAbility, src, kNoCard, f.action.value}, {OptionKind::Pass}});
        return;
      }
      if (s_.answer.at(0).kind != OptionKind::UseAbility) {
        log(pl.name + " does not take " + name(src) + "'s Response");
        return;
      }
      log(pl.name + " takes " + name(src) + "'s Response");
      f.asked = false;
      f.stage = 0;  // an action: announced, paid for, targeted, open to Interrupts
      s_.stack.push_back(f);
      return;
    }
  }
}

namespace {

// Whether the effect calls for the action's target `r` (Target or Target2):
// acts on it, looks at it in its condition, or duels or trades places with it.
bool calls_for(const Effect& e, Ref r) {
  // An effect on "each" card acts on no target of its own (its subject is
  // unused), unless it names the cards attached to this one ("his Followers").
  const bool on_it = e.each ? e.each->attached_to_target == (r == Ref::Target ? 1 : 2) : e.subject == r;
  if (on_it || (e.condition && e.condition->subject == r)) return true;
  if (e.op == Op::Duel && e.subject == Ref::Target && r == Ref::Target2) return true;
  if (e.op == Op::SwitchLocations && e.with == r) return true;
  for (const std::vector<Effect>& list : e.choices)
    for (const Effect& x : list)
      if (calls_for(x, r)) return true;
  return false;
}

}  // namespace

std::uint8_t Engine::first_effect_on_illegal_target(const Ability& a, const ActionFrame& f) const {
  // CR20F "Action Sequence" E: the targeting chosen in step C is carried out
  // now, as the text calls for it; if a required target is no longer legal
  // (an Interrupt bowed the "unbowed" target, moved it away, destroyed it),
  // the effects stop there. Optional targets and targets of several cards
  // keep the older rule: a card that left play is simply not affected.
  std::size_t stop = a.effects.size();
  for (std::size_t i = 0; i < a.targets.size() && i < 2; ++i) {
    const TargetSpec& t = a.targets[i];
    const CardId c = f.targets[i];
    if (t.player || t.optional || t.count || c == kNoCard) continue;
    if (matches(f.player, f.action.card, t.filter, c, &f, !t.chosen)) continue;
    const Ref r = i == 0 ? Ref::Target : Ref::Target2;
    for (std::size_t k = 0; k < stop; ++k)
      if (!a.effects[k].after_it_resolves && calls_for(a.effects[k], r)) stop = k;
  }
  return stop < a.effects.size() ? static_cast<std::uint8_t>(stop) : ActionFrame::kNoStop;
}

void Engine::apply_effect(const Effect& e, ActionFrame& f, CardId only) {
  const PlayerId p = f.player;
  const CardId src = f.action.card;
  if (only == kNoCard && e.subject == Ref::DuelLoser) {
    // After the action's duel: each loser (both on a tie, CR20F "Duel"
    // 0.0.12); a condition on him ("if he is defending") is checked for each.
    for (CardId loser : f.duel_losers) {
      if (loser == kNoCard) continue;
      ActionFrame probe = f;
      probe.duel_losers[0] = loser;
      probe.duel_losers[1] = kNoCard;
      if (e.condition && !holds(*e.condition, p, src, &probe)) continue;
      apply_effect(e, f, loser);
    }
    return;
  }
  // A card picked as the effect resolves is asked for in run_ability only.
  if (only == kNoCard && e.among && e.op != Op::RemoveAllAbilities && e.op != Op::RemoveAbilities) return;
  // "If they are attached to a Commander, you may use the Followers'
  // abilities an additional time" (additional_use): the condition on its own target is checked for each card chosen
  // for it.
  if (only == kNoCard && e.op == Op::AdditionalUse && e.condition &&
      (e.subject == Ref::Target || e.subject == Ref::Target2) && e.condition->subject == e.subject) {
    const std::size_t t = e.subject == Ref::Target2 ? 1 : 0;
    const std::vector<CardId> cards = f.group[t].empty() ? std::vector<CardId>{f.targets[t]} : f.group[t];
    for (CardId c : cards) {
      if (c == kNoCard) continue;
      ActionFrame probe = f;
      probe.targets[t] = c;
      if (holds(*e.condition, p, src, &probe)) apply_effect(e, f, c);
    }
    return;
  }
  if (only == kNoCard) {
    if (e.condition && !holds(*e.condition, p, src, &f)) return;
    if (e.each) {
      // "Each of your Shugenja in this army": every matching card, chosen now.
      std::vector<CardId> all;
      for (CardId c = 0; c < s_.cards.size(); ++c)
        if (matches(p, src, *e.each, c, &f, false)) all.push_back(c);
      if (e.op == Op::Force && !f.unpreventable && amount(e.amount, src, &f) < 0 && force_penalty_negated(all)) return;
      for (CardId c : all) apply_effect(e, f, c);
      return;
    }
    // "One or two target Personalities": the effect happens to each.
    const bool grouped = e.subject == Ref::Target || e.subject == Ref::Target2;
    const std::vector<CardId>& group = f.group[e.subject == Ref::Target2 ? 1 : 0];
    std::vector<CardId> subjects(grouped ? group.begin() : group.end(), group.end());
    if (e.unit) {
      // "His unit": the Personality and every card attached to him.
      if (subjects.empty()) {
        switch (e.subject) {
          case Ref::Self: subjects.push_back(src); break;
          case Ref::ThisPersonality: subjects.push_back(this_personality(src)); break;
          case Ref::Target: subjects.push_back(f.targets[0]); break;
          case Ref::Target2: subjects.push_back(f.targets[1]); break;
          default: break;
        }
      }
      for (CardId pers : subjects) {
        if (pers == kNoCard) continue;
        std::vector<CardId> cards = attachments(pers);
        cards.insert(cards.begin(), pers);
        for (CardId c : cards) apply_effect(e, f, c);
      }
      return;
    }
    if (!subjects.empty()) {
      if (e.op == Op::Force && !f.unpreventable && amount(e.amount, src, &f) < 0 && force_penalty_negated(subjects))
        return;
      for (CardId c : subjects) apply_effect(e, f, c);
      return;
    }
  }
  auto card_of = [&](Ref r) -> CardId {
    if (only != kNoCard) return only;
    switch (r) {
      case Ref::Self: return src;
      case Ref::ThisPersonality: return this_personality(src);
      case Ref::Target: return f.targets[0];
      case Ref::Target2: return f.targets[1];
      case Ref::DuelWinner: return f.duel_winner;
      default: return kNoCard;
    }
  };
  std::vector<PlayerId> players;
  switch (e.subject) {
    case Ref::You: players.push_back(p); break;
    case Ref::TargetPlayer:
      if (f.target_player != kNoPlayer) players.push_back(f.target_player);
      break;
    case Ref::EachEnemy:
      for (PlayerId q = 0; q < s_.players.size(); ++q)
        if (!s_.same_side(q, p) && !s_.players[q].eliminated) players.push_back(q);
      break;
    case Ref::Attacker:
      if (s_.attack.active) players.push_back(s_.attack.attacker);
      break;
    case Ref::ActivePlayer:  // whose turn it is (CR20F "Turn")
      players.push_back(s_.active);
      break;
    case Ref::DuelWinnerController:  // "the winner may take an additional action"
      if (f.duel_winner != kNoCard && s_.card(f.duel_winner).zone == Zone::InPlay)
        players.push_back(s_.card(f.duel_winner).controller);
      break;
    case Ref::CausePlayer:
      if (f.cause_player != kNoPlayer) players.push_back(f.cause_player);
      break;
    case Ref::EachOtherPlayer:
      // "Each other player in turn order": after p, allies too.
      for (std::size_t i = 1; i < s_.players.size(); ++i) {
        const PlayerId q = static_cast<PlayerId>((p + i) % s_.players.size());
        if (!s_.players[q].eliminated) players.push_back(q);
      }
      break;
    case Ref::EachPlayer:
      // "Starting with you, each player ...": in turn order from p.
      for (std::size_t i = 0; i < s_.players.size(); ++i) {
        const PlayerId q = static_cast<PlayerId>((p + i) % s_.players.size());
        if (!s_.players[q].eliminated) players.push_back(q);
      }
      break;
    case Ref::MostFamilyHonor: {
      // "The player (or players, if there is a tie) with the most Family
      // Honor": among those still in the game, as the effect resolves.
      int most = INT_MIN;
      for (const Player& pl : s_.players)
        if (!pl.eliminated) most = std::max<int>(most, pl.honor);
      for (std::size_t i = 0; i < s_.players.size(); ++i) {
        const PlayerId q = static_cast<PlayerId>((p + i) % s_.players.size());
        if (!s_.players[q].eliminated && s_.players[q].honor == most) players.push_back(q);
      }
      break;
    }
    case Ref::TargetController:
    case Ref::Target2Controller: {
      // "His controller": of a target that has left play, its owner.
      const CardId t = f.targets[e.subject == Ref::TargetController ? 0 : 1];
      if (t != kNoCard)
        players.push_back(s_.card(t).zone == Zone::InPlay ? s_.card(t).controller
                                                          : s_.card(t).owner);
      break;
    }
    default: break;
  }
  const int n = amount(e.amount, src, &f);
  // Tokens on players and Provinces (CR20F "Token").
  if ((e.op == Op::GiveTokens || e.op == Op::RemoveTokens) && (!players.empty() || e.subject == Ref::ProvinceHere)) {
    std::vector<std::pair<std::vector<Token>*, std::string>> holders;
    for (PlayerId q : players) holders.push_back({&s_.players[q].tokens, player_name(q)});
    if (e.subject == Ref::ProvinceHere)
      if (const ProvinceRef here = this_province(src); here.index >= 0 && !here.territory)
        holders.push_back({&s_.players[here.player].provinces[static_cast<std::size_t>(here.index)].tokens,
                           player_name(here.player) + "'s Province " + std::to_string(here.index + 1)});
    for (auto& [tokens, who] : holders) {
      if (e.op == Op::GiveTokens) {
        const Token t{e.token.name, static_cast<std::int8_t>(e.token.force), static_cast<std::int8_t>(e.token.chi),
                      static_cast<std::int8_t>(e.token.personal_honor), static_cast<std::int8_t>(e.token.gold_production),
                      static_cast<std::int8_t>(e.token.province_strength)};
        for (int i = 0; i < n; ++i) tokens->push_back(t);
        if (n > 0) log(who + " gets " + std::to_string(n) + " " + token_text(e.token) + (n == 1 ? "" : "s"));
      } else {
        int removed = 0;
        const std::string name = e.any_token ? std::string() : e.token.name;
        std::erase_if(*tokens, [&](const Token& t) {
          if (removed >= n || (!name.empty() && t.name != name)) return false;
          ++removed;
          return true;
        });
        if (removed > 0) log(std::to_string(removed) + " token(s) are removed from " + who);
      }
    }
    return;
  }
  switch (e.op) {
    case Op::GainHonor:
      for (PlayerId q : players) gain_honor(q, n);
      return;
    case Op::LoseHonor:
      for (PlayerId q : players) lose_honor(q, n, p);
      return;
    case Op::IncreaseHonorLosses:
      // The player's next Honor losses from his cards, each increased.
      for (PlayerId q : players)
        for (int i = 0; i < e.losses; ++i)
          s_.players[q].honor_loss_boosts.push_back(static_cast<std::int8_t>(std::clamp(n, -9, 9)));
      return;
    case Op::Create: {
      if (!is_created_card_id(e.creates)) {  // a Siege card's: at home
        for (PlayerId q : players) create(q, e.creates, n);
        return;
      }
      // CR20F "Created Cards": a card the effect describes, owned by the
      // action's player. A created Follower attaches to its Personality as
      // it is created; other created cards enter play at home, or during a
      // battle join the player's army there (when he has one).
      const auto made = db_.find(e.creates);
      if (!made) return;
      const bool follower = db_.def(*made).type == CardType::Follower;
      const CardId host = follower ? card_of(e.subject) : kNoCard;
      if (follower && (host == kNoCard || s_.card(host).zone != Zone::InPlay)) return;
      const std::vector<PlayerId> makers = follower ? std::vector<PlayerId>{p} : players;
      for (PlayerId q : makers)
        for (int i = 0; i < (follower ? 1 : n); ++i) {
          const CardId c = new_created_card(q, *made);
          const bool in_battle = s_.attack.active && s_.attack.current >= 0 && !units_at(q, s_.attack.current).empty();
          if (follower)
            attach(c, host);
          else
            put_into_play(c, q, in_battle ? s_.attack.current : kHome, false);
          log(player_name(q) + " creates a " + name(c) +
              (follower ? " attached to " + name(host) : in_battle ? " in his army" : " at home"));
        }
      return;
    }
    case Op::CopyClock:
      if (s_.is_siege()) s_.stack.push_back(CopyClockFrame{s_.siege.challenger, false});
      return;
    case Op::DiscardClock:
      if (s_.is_siege())
        for (int i = 0; i < n; ++i) discard_clock();
      return;
    case Op::GainPolitical:
      if (s_.is_siege()) gain_political(n);
      return;
    case Op::DiscardFromHand:
      for (PlayerId q : players)
        if (!hand_protected(q, p))
          s_.stack.push_back(DiscardFromHandFrame{q, static_cast<std::uint8_t>(std::clamp(n, 0, 99)), 0, false});
      return;
    case Op::DiscardRandom:
      for (PlayerId q : players)
        for (int i = 0; !hand_protected(q, p) && i < n && !s_.players[q].hand.empty(); ++i) {
          const auto& hand = s_.players[q].hand;
          const CardId c = hand[s_.rng.below(static_cast<std::uint32_t>(hand.size()))];
          log(player_name(q) + " discards " + name(c) + " at random");
          move_to_discard(c);
        }
      return;
    case Op::Recruit: {
      const CardId c = card_of(e.subject);
      if (c == kNoCard) return;
      // A card found by searching the Dynasty deck and discard pile: the
      // searched deck is shuffled (the card is taken from it by the Recruit).
      // A target in the discard pile alone ("your target dead Personality")
      // searches no deck.
      const Ability* by = ability(src, f.action.value);
      const std::size_t ti = e.subject == Ref::Target2 ? 1 : 0;
      const bool discard_only = by && ti < by->targets.size() && (e.subject == Ref::Target || e.subject == Ref::Target2) &&
                                by->targets[ti].filter.zone == Filter::Zone::Discard;
      const bool searched = s_.card(c).zone == Zone::DynastyDeck ||
                            (s_.card(c).zone == Zone::DynastyDiscard && !discard_only);
      recruit_by_effect(p, c, n, e.refill_face_up, e.proclaim);
      if (searched) s_.rng.shuffle(s_.players[p].dynasty_deck);
      return;
    }
    case Op::RecruitFromOutside:
      for (PlayerId q : players)
        for (CardId c : std::vector<CardId>(s_.players[q].removed))
          if (def(c).id == e.creates && !s_.card(c).created) {
            log(player_name(q) + " Recruits " + name(c) + " from outside the game");
            put_into_play(c, q, kHome, false);
            fire_triggers(c, q, static_cast<std::uint8_t>(Trigger::When::AfterRecruited));
            fire_you_recruit(q, c);
            break;
          }
      return;
    case Op::Draw:
      for (PlayerId q : players) draw(q, n);
      return;
    case Op::DiscardHand:
      for (PlayerId q : players) {
        if (hand_protected(q, p) || s_.players[q].hand.empty()) continue;
        log(player_name(q) + " discards his hand (" + std::to_string(s_.players[q].hand.size()) + " cards)");
        for (CardId c : std::vector<CardId>(s_.players[q].hand)) move_to_discard(c);
      }
      return;
    case Op::ShowHand:
      // CR20F "Show": every player sees the cards (the log names them all).
      for (PlayerId q : players) {
        std::string cards;
        for (CardId c : s_.players[q].hand) cards += (cards.empty() ? "" : ", ") + name(c);
        log(player_name(q) + " shows his hand: " + (cards.empty() ? std::string("no cards") : cards));
      }
      return;
    case Op::LookAtTop:
      // CR20F "Look": the top cards, seen by their player alone, are then
      // placed as he picks (game/rules/deck_top.cpp). Pushed in reverse:
      // the players look in the order given.
      for (auto it = players.rbegin(); it != players.rend(); ++it) {
        const std::vector<CardId>& deck = s_.players[*it].fate_deck;
        const int looked = std::min<int>(std::max(n, 0), static_cast<int>(deck.size()));
        LookTopFrame lf;
        lf.player = *it;
        lf.cards.assign(deck.rbegin(), deck.rbegin() + looked);
        lf.to_hand = e.to_hand;
        lf.min_bottom = e.min_cards;
        lf.max_bottom = e.max_cards;
        lf.any_order = e.any_order;
        log(player_name(*it) + " looks at the top " + std::to_string(looked) + " card(s) of his Fate deck");
        if (looked > 0) s_.stack.push_back(lf);
      }
      return;
    case Op::ShowTopDraw:
      // CR20F "Show": the top card is shown to all, then drawn if its Focus
      // Value is lower than the amount, else put on the bottom of the deck.
      for (PlayerId q : players) {
        std::vector<CardId>& deck = s_.players[q].fate_deck;
        if (deck.empty()) {
          log(player_name(q) + " has no Fate deck card to show");
          continue;
        }
        const CardId top = deck.back();
        const int below = n;
        log(player_name(q) + " shows " + name(top) + " from the top of his Fate deck (Focus Value " +
            std::to_string(def(top).focus) + ")");
        if (def(top).focus < below) {
          log(player_name(q) + " draws it");
          move_to_hand(top);
        } else {
          log(player_name(q) + " puts it on the bottom of his Fate deck");
          deck.pop_back();
          deck.insert(deck.begin(), top);
        }
      }
      return;
    case Op::BanishFromDiscard:
      f.banished = 0;
      for (auto it = players.rbegin(); it != players.rend(); ++it)
        s_.stack.push_back(BanishFrame{*it, e.min_cards, e.max_cards, false, src});
      return;
    case Op::PlayKata:
      if (s_.card(src).zone == Zone::Resolving) play_kata(src, p);
      return;
    case Op::PlaySelf:
      // CR20F "Ring": the Ring being played (from the hand, or its
      // resolution area) enters play at its player's home.
      if (s_.card(src).zone == Zone::Hand || s_.card(src).zone == Zone::Resolving) {
        put_into_play(src, p, kHome, false);
        log(name(src) + " enters play");
        after_enters_play(src, p);
        // "After you put a Ring into play" (its controller's cards in play).
        if (def(src).type == CardType::Ring) fire_each_in_play(p, Trigger::When::AfterYouPlayRing);
      }
      return;
    case Op::FromDiscardToHand:
      // No search (CR20F "Search" is of a deck): the player takes a card of
      // his public Fate discard pile; no deck is shuffled. An "Iaijutsu
      // Battle:" ability makes an Iaijutsu Strategy (has_keyword).
      for (auto it = players.rbegin(); it != players.rend(); ++it) {
        SearchFrame sf{*it, {}, false, false, true};
        for (CardId c : s_.players[*it].fate_discard)
          if (matches(*it, src, *e.finds_any, c, &f, false)) sf.among.push_back(c);
        s_.stack.push_back(sf);
      }
      return;
    case Op::Search:
      if (e.finds_any) {
        // A search for any card of a kind (a Ring) in the Fate deck and discard pile: the player
        // chooses among what is found (a SearchFrame).
        // Frames run last-pushed first: pushed in reverse, the players
        // search in the order given (turn order, starting with you).
        for (auto it = players.rbegin(); it != players.rend(); ++it) {
          const PlayerId q = *it;
          SearchFrame sf{q, {}, false, e.may};
          sf.to_discard = e.to_discard;
          const bool deck_only = e.finds_any->zone == Filter::Zone::FateDeck;
          for (const auto* pile : {&s_.players[q].fate_discard, &s_.players[q].fate_deck})
            for (CardId c : *pile)
              if (!(deck_only && pile == &s_.players[q].fate_discard))
                if ((e.creates.empty() || def(c).id == e.creates) && matches(q, src, *e.finds_any, c, &f, false))
                  sf.among.push_back(c);
          s_.stack.push_back(sf);
        }
        return;
      }
      // Search the Fate deck, show the card, put it in the hand; the searched
      // deck is then shuffled.
      for (PlayerId q : players) {
        for (CardId c : std::vector<CardId>(s_.players[q].fate_deck))
          if (def(c).id == e.creates) {
            log(player_name(q) + " searches his Fate deck and shows " + name(c));
            move_to_hand(c);
            break;
          }
        s_.rng.shuffle(s_.players[q].fate_deck);
      }
      return;
    case Op::AttackStrength:
      // The interrupted action is the nearest action frame below this one.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          auto add = [&](std::int8_t& b) { b = static_cast<std::int8_t>(std::clamp(b + n, -99, 99)); };
          if (e.attacks & kFearAttack) add(af->fear_bonus);
          if (e.attacks & kMeleeAttack) add(af->melee_bonus);
          if (e.attacks & kRangedAttack) add(af->ranged_bonus);
          log(std::string("The action's attacks get ") + (n >= 0 ? "+" : "") + std::to_string(n) + " strength");
          break;
        }
      return;
    case Op::PlayTerrain: {
      // CR20F "Terrain": it enters play at the current battlefield, in no
      // army. One Terrain per battlefield (docs/rules-interpretations.md):
      // one already there is discarded.
      if (!s_.attack.active || s_.attack.current < 0 || s_.card(src).zone != Zone::Resolving) return;
      const int bf = s_.attack.current;
      std::vector<CardId> old;
      for (const Player& pl : s_.players)
        for (CardId c : pl.in_play)
          if (def(c).type == CardType::Strategy && s_.card(c).location == bf) old.push_back(c);
      for (CardId c : old) {
        log(name(src) + " replaces " + name(c));
        move_to_discard(c);
      }
      put_into_play(src, p, bf, false);
      log(name(src) + " is put into play at " + battlefield_label(bf));
      // What its action targeted, for its traits that reach those cards
      // (a card that left play and came back is a new card: forget the old).
      std::erase_if(s_.targeted_by, [&](const TargetedBy& t) { return t.source == src; });
      for (int i = 0; i < 2; ++i) {
        if (chosen_target(ability(src, f.action.value), i)) continue;  // chosen, not targeted
        if (f.group[i].empty() && f.targets[i] != kNoCard) s_.targeted_by.push_back({src, f.targets[i]});
        for (CardId c : f.group[i]) s_.targeted_by.push_back({src, c});
      }
      return;
    }
    case Op::RemoveAllAbilities:
    case Op::RemoveAbilities:
      remove_abilities(e, f);
      return;
    case Op::AdditionalActions:
      // CR20F "Additional Action": taken after this action resolves, in the
      // action round it was taken in (the nearest round below it).
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* r = std::get_if<ActionRoundFrame>(&*it)) {
          // Its player: you, or another ("the winner may take an additional
          // action": the duel winner's controller; nobody when none won).
          for (PlayerId q : players) {
            r->extra = static_cast<std::uint8_t>(std::clamp(n, 0, 20));
            r->extra_for = q;
            r->extra_target = e.same_target ? f.targets[0] : kNoCard;
            if (n > 0) log(player_name(q) + " will take " + std::to_string(n) + " additional action(s)");
          }
          break;
        }
      return;
    case Op::FirstBattleAction:
      // Kept for the Combat segment of the battle being fought (cleared when
      // the next battle begins).
      if (s_.attack.active && s_.attack.current >= 0)
        for (PlayerId q : players) {
          s_.attack.combat_first = q;
          s_.attack.combat_first_from_unit = e.from_unit;
          log(player_name(q) + " will act first in the Combat segment" +
              (e.from_unit ? ", with an action from a card in a unit" : ""));
        }
      return;
    case Op::HandBeforeTurnEnds: {
      // A delayed effect: remembered now (the card may be on its way to the
      // discard pile), carried out at the end of the turn.
      const CardId c = card_of(e.subject);
      if (c != kNoCard) s_.to_hand_before_turn_ends.push_back(c);
      return;
    }
    case Op::TakeFavor:
      for (PlayerId q : players) {
        s_.favor = q;
        log(player_name(q) + " takes the Imperial Favor");
      }
      return;
    case Op::FearDestroysBowed:
      // Not a prevention: the interrupted action's Fear does more, so it
      // works on any action (the nearest action frame below this one).
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          af->fear_destroys = true;
          log("The action's Fear effects destroy the cards they bow");
          break;
        }
      return;
    case Op::NegateForce:
      // A negation of every Force bonus and penalty of the action (CR20F
      // "Negate": a prevention effect): its other effects happen.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          if (af->unpreventable) {
            log("The action's effects cannot be prevented");
            break;
          }
          af->force_negated = true;
          log("The action's Force bonuses and penalties are negated");
          break;
        }
      return;
    case Op::NegateAttacks:
      // Negating the action's attacks of some kinds (CR20F "Negate": a
      // prevention effect), like the Fear negation; the rest of the action
      // happens.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          if (af->unpreventable) {
            log("The action's effects cannot be prevented");
            break;
          }
          af->negated_attacks = static_cast<std::uint8_t>(af->negated_attacks | e.attacks);
          log(std::string("The action's") + (e.attacks & kFearAttack ? " Fear effects" : "") +
              (e.attacks & kMeleeAttack ? " Melee Attacks" : "") + (e.attacks & kRangedAttack ? " Ranged Attacks" : "") +
              " are negated");
          break;
        }
      return;
    case Op::NegateAction:
    case Op::NegateFear:
    case Op::NoMovePersonalities:
      // The interrupted action is the nearest action frame below this one;
      // these prevent (part of) it, which an unpreventable action ignores.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          if (af->unpreventable) {
            log("The action's effects cannot be prevented");
            break;
          }
          bool& flag = e.op == Op::NegateAction ? af->negated : e.op == Op::NegateFear ? af->fear_negated : af->no_move;
          flag = true;
          log(e.op == Op::NegateAction ? "The action is negated"
              : e.op == Op::NegateFear ? "The action's Fear effects are negated"
                                       : "The action cannot move Personalities");
          break;
        }
      return;
    case Op::RedirectTarget:
      // The interrupted action is the nearest action frame below this one.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          const CardId to = f.targets[0];
          const Ability* ia = af->action.kind == OptionKind::UseAbility ? ability(af->action.card, af->action.value)
                                                                          : nullptr;
          if (to == kNoCard || !ia || ia->targets.empty() || ia->targets[0].player || ia->targets[0].count ||
              ia->targets[0].chosen || af->targets[0] == to || af->targets[0] == kNoCard) {
            log("The action's target is not changed");
            break;
          }
          // CR20F "Targeting": a card already chosen for another of the
          // action's targets cannot become its new target.
          if (af->targets[1] == to || std::find(af->group[1].begin(), af->group[1].end(), to) != af->group[1].end()) {
            log(name(to) + " is already a target of the action: its target is not changed");
            break;
          }
          const std::vector<CardId> legal = legal_targets(af->player, af->action.card, ia->targets[0], af);
          if (std::find(legal.begin(), legal.end(), to) == legal.end()) {
            log(name(to) + " is no legal target for the action: its target is not changed");
            break;
          }
          log("The action targets " + name(to) + " instead of " + name(af->targets[0]));
          af->targets[0] = to;
          break;
        }
      return;
    case Op::ProvinceStrength: {
      if (e.any_province) {
        // "a Province": chosen (not targeted) as the effect resolves.
        s_.stack.push_back(ProvinceChoiceFrame{p, static_cast<std::int16_t>(n), e.until == Until::Permanent, false});
        return;
      }
      // CR20F "From": which Province "this Province" is (an Event's own, a
      // Fortification's, else the current battlefield's).
      const ProvinceRef here = this_province(src);
      int prov = here.index;
      const PlayerId owner = here.territory ? s_.attack.defender : here.player;
      if (prov >= 0 && here.territory) {
        // Siege rule 3: an intact Territory is affected by what affects
        // Provinces; at the Territory row the battlefield index is the
        // Territory's place in the row, not a member's Province.
        Territory& t = s_.siege.territories.at(static_cast<std::size_t>(prov));
        std::int16_t& bonus = e.until == Until::Permanent ? t.strength_bonus : t.turn_bonus;
        bonus = static_cast<std::int16_t>(bonus + n);
        log(def(t.card).title + " gets " + (n >= 0 ? "+" : "") + std::to_string(n) + " Province Strength");
        return;
      }
      if (prov >= 0 && n < 0 && province_strength_not_reduced(owner)) {
        log("Province Strength cannot be reduced");
        return;
      }
      if (prov >= 0) {
        // Battle-long changes are kept until the end of the turn, which the
        // battle ends before.
        Province& pr = s_.players[owner].provinces[prov];
        std::int16_t& bonus = e.until == Until::Permanent ? pr.strength_bonus : pr.turn_bonus;
        bonus = static_cast<std::int16_t>(bonus + n);
        log(player_name(owner) + "'s Province " + std::to_string(prov + 1) + " gets " +
            (n >= 0 ? "+" : "") + std::to_string(n) + " Province Strength");
      }
      return;
    }
    case Op::ToHand: {
      // "Put the Item into your hand": a card of its owner's discard pile
      // goes into his hand (a Dynasty card would go on top of his Dynasty
      // deck, CR20F "Hand"); nothing once it has left that pile.
      const CardId c = card_of(e.subject);
      if (c != kNoCard && (s_.card(c).zone == Zone::FateDiscard || s_.card(c).zone == Zone::DynastyDiscard)) {
        log(player_name(s_.card(c).owner) + " puts " + name(c) + " from his discard pile into his hand");
        move_to_hand(c);
      }
      return;
    }
    case Op::Discard: {
      // A face-up card in a Province (a target with "zone": "province"; not
      // in play) goes to its owner's discard pile, and the Province refills
      // (CR20F "Province"); face-up with refill_face_up ("refilling it
      // face-up"). A card in play is discarded below.
      const CardId c = card_of(e.subject);
      if (c == kNoCard || s_.card(c).zone != Zone::Province) break;
      const PlayerId owner = s_.card(c).owner;
      const int prov = s_.card(c).province;
      log(name(c) + " is discarded from " + player_name(owner) + "'s Province " + std::to_string(prov + 1));
      move_to_discard(c);
      refill_provinces(owner);
      if (e.refill_face_up && prov >= 0 && !s_.players[owner].provinces[prov].destroyed)
        for (CardId x : s_.players[owner].provinces[prov].cards)
          if (!s_.card(x).face_up) {
            s_.card(x).face_up = true;
            log(player_name(owner) + "'s Province " + std::to_string(prov + 1) + " refills face-up: " + name(x));
          }
      return;
    }
    case Op::ToProvince: {
      // A card of the discard pile put into a Province the player picks
      // (game/rules/province_traits.cpp); it is not in play.
      const CardId c = card_of(e.subject);
      if (c != kNoCard) s_.stack.push_back(ProvinceChoiceFrame{p, 0, false, false, c, e.from_face_up});
      return;
    }
    case Op::RevealOtherProvinces: {
      // Every player's Provinces but the one this card is in (an Event used
      // from its Province is still there while its effects resolve).
      const ProvinceRef here = this_province(src);
      for (PlayerId q = 0; q < s_.players.size(); ++q)
        for (std::size_t i = 0; i < s_.players[q].provinces.size(); ++i) {
          if (!here.territory && here.player == q && here.index == static_cast<int>(i)) continue;
          for (CardId x : s_.players[q].provinces[i].cards)
            if (!s_.card(x).face_up) {
              s_.card(x).face_up = true;
              log(player_name(q) + "'s Province " + std::to_string(i + 1) + ": " + name(x) + " turns face-up");
            }
        }
      return;
    }
    default: break;
  }
  const CardId c = card_of(e.subject);
  // Targeting is carried out now: a target that has left play is not affected.
  if (c == kNoCard || s_.card(c).zone != Zone::InPlay) return;
  if (e.op == Op::RefillFaceUp) {
    // "Refill the Province it came from face-up": the Recruit refilled it
    // already; its card turns face-up (or it is filled now, face-up).
    const Card& k = s_.card(c);
    if (k.left_province < 0) return;
    Player& owner = s_.players[k.owner];
    Province& pr = owner.provinces[k.left_province];
    if (pr.destroyed) return;
    if (pr.cards.empty()) refill_provinces(k.owner);
    for (CardId x : pr.cards)
      if (!s_.card(x).face_up) {
        s_.card(x).face_up = true;
        log(player_name(k.owner) + "'s Province " + std::to_string(k.left_province + 1) + " refills face-up: " + name(x));
      }
    return;
  }
  // Interrupts negated some of this action's effects on this card.
  if (e.op == Op::Force && f.force_negated && !f.unpreventable) {
    log("The Force " + std::string(n >= 0 ? "bonus" : "penalty") + " to " + name(c) + " is negated");
    return;
  }
  if (e.op == Op::Bow && negated_for(f.unbowed, f, c)) {
    log("The bowing of " + name(c) + " is negated");
    return;
  }
  if (e.op == Op::Destroy && negated_for(f.undestroyed, f, c)) {
    log("The destruction of " + name(c) + " is negated");
    return;
  }
  switch (e.op) {
    case Op::Bow: bow(c, p); log(name(c) + " bows"); break;
    case Op::Straighten: straighten(c); log(name(c) + " straightens"); break;
    case Op::MoveHome:
      if (def(c).type == CardType::Personality && (f.no_move || unmoved(f, c)) && !e.unpreventable) {
        log(name(c) + " cannot be moved by this action");
        break;
      }
      if (def(c).type == CardType::Personality && s_.card(c).location != kHome &&
          (f.unpreventable || e.unpreventable || !move_out_negated(c))) {
        s_.card(c).location = kHome;
        log(name(c) + " moves home");
        as_moves(e, f, c);
      }
      break;
    case Op::MoveToBattlefield: {
      // "Move him to the Imperial District": the battlefield at that
      // Territory; otherwise the current one.
      const int to = e.to_territory.empty() ? s_.attack.current : territory_battlefield(e.to_territory);
      if (def(c).type == CardType::Personality && (f.no_move || unmoved(f, c, to)) && !e.unpreventable) {
        log(name(c) + " cannot be moved by this action");
        break;
      }
      if (def(c).type == CardType::Personality && s_.attack.active && to >= 0 && s_.card(c).location != to &&
          std::find(s_.attack.resolved_attackers.begin(), s_.attack.resolved_attackers.end(), c) ==
              s_.attack.resolved_attackers.end() &&
          !barred_from_defending(c, defending_side(s_.card(c).controller)) &&
          !(s_.card(c).location != kHome && !f.unpreventable && !e.unpreventable && move_out_negated(c))) {
        s_.card(c).location = static_cast<std::int8_t>(to);
        note_arrival(c);
        log(name(c) + " moves to " + (e.to_territory.empty() ? std::string("the battlefield") : battlefield_label(to)));
        as_moves(e, f, c);
      }
      break;
    }
    case Op::SwitchLocations: switch_locations(e, f, c); break;
    case Op::NegateMove:
      // The interrupted action is the nearest action frame below this one.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          if (af->unpreventable) {
            log("The action's effects cannot be prevented");
            break;
          }
          if (e.into_attacking_army) {
            af->unmoved_into_attack.push_back(c);
            log("The action cannot move " + name(c) + " into an attacking army");
            break;
          }
          af->unmoved.push_back(c);
          log("The action cannot move " + name(c));
          break;
        }
      break;
    case Op::NegateBow:
    case Op::NegateDestroy:
      // The interrupted action is the nearest action frame below this one.
      for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
        if (auto* af = std::get_if<ActionFrame>(&*it)) {
          if (af->unpreventable) {
            log("The action's effects cannot be prevented");
            break;
          }
          (e.op == Op::NegateBow ? af->unbowed : af->undestroyed).push_back(c);
          log(std::string("The action's effects will not ") + (e.op == Op::NegateBow ? "bow " : "destroy ") + name(c));
          break;
        }
      break;
    case Op::CannotStraighten: cannot_straighten(e, f, c); break;
    case Op::AdditionalUse:
      // CR20F "Additional Use": each of its abilities may be used once more
      // this turn; the marks end with the turn, or with the card's other
      // marks when it leaves play.
      if (s_.card(c).zone != Zone::InPlay) break;
      s_.used_abilities.push_back(used_tag_key(UsedTag::AdditionalUse, c));
      log(name(c) + "'s abilities may be used an additional time this turn");
      break;
    case Op::AbilitiesUnusable:
      // "Its abilities may not be used": an ongoing effect, until the end of
      // the turn (CR20F "Duration of Effects").
      // "Permanently remove all abilities": while the card stays in play.
      s_.removed_abilities.push_back({c, -1, kNoPlayer, e.until == Until::Permanent});
      log(name(c) + (e.until == Until::Permanent ? " loses all its abilities"
                                                 : "'s abilities may not be used this turn"));
      break;
    case Op::UntargetableByYou:
      // An ongoing effect until the end of the turn (CR20F "Duration of Effects").
      s_.untargetable_by.push_back({c, p});
      log(player_name(p) + " may not target " + name(c) + " with actions this turn");
      break;
    case Op::ContributesOnlyBowed:
      // An ongoing effect until the end of the turn (CR20F "Duration of
      // Effects"); army_force reads the mark (CR20F "Army Force").
      if (s_.card(c).zone != Zone::InPlay) break;
      s_.used_abilities.push_back(used_tag_key(UsedTag::BowedContributes, c));
      log(name(c) + " contributes Force only while bowed this turn");
      break;
    case Op::UntargetableFromUnit: {
      // "Actions on cards in his unit may not target this Shugenja": until
      // the end of the turn (CR20F "Duration of Effects").
      const CardId unit = this_personality(c);
      const CardId guarded = e.with == Ref::ThisPersonality ? this_personality(src) : src;
      if (unit == kNoCard || guarded == kNoCard || s_.card(guarded).zone != Zone::InPlay) break;
      s_.untargetable_from.push_back({guarded, unit});
      log("Actions on cards in " + name(unit) + "'s unit may not target " + name(guarded) + " this turn");
      break;
    }
    case Op::Destroy: fire_you_destroy(p, c); break;
    case Op::RemoveFromGame:
      if (s_.card(c).zone == Zone::InPlay || s_.card(c).zone == Zone::Resolving) {
        log(name(c) + " is removed from the game");
        remove_from_game(c);
      }
      break;
    case Op::Discard: move_to_discard(c); break;
    case Op::GiveTokens: {
      // CR20F "Token": its stat change is a bonus or penalty on the card.
      Token t{e.token.name, static_cast<std::int8_t>(e.token.force), static_cast<std::int8_t>(e.token.chi),
              static_cast<std::int8_t>(e.token.personal_honor), static_cast<std::int8_t>(e.token.gold_production)};
      // A negation of the action's Force bonuses and penalties (Op::NegateForce)
      // takes the Force a token would convey.
      if (t.force != 0 && f.force_negated && !f.unpreventable) {
        t.force = 0;
        log("The Force of the token to " + name(c) + " is negated");
      }
      for (int i = 0; i < n; ++i) s_.card(c).tokens.push_back(t);
      if (n > 0) log(name(c) + " gets " + (n == 1 ? std::string("a") : std::to_string(n)) + " " + token_text(e.token) + (n == 1 ? "" : "s"));
      break;
    }
    case Op::RemoveTokens: remove_tokens(c, e.any_token ? std::string() : e.token.name, n); break;
    case Op::CopyAbility:
      if (f.targets[0] != kNoCard) s_.stack.push_back(CopyAbilityFrame{p, c, f.targets[0], false});
      break;
    case Op::Dishonor: dishonor(c, !f.unpreventable); break;
    case Op::Rehonor:
      if (s_.card(c).dishonorable) {
        s_.card(c).dishonorable = false;
        log(name(c) + " is rehonored");
      }
      break;
    case Op::AttachSelf:
      // "Attach this Item to him, ignoring costs" (the attachment rules still apply).
      if (def(src).is_attachment() && s_.card(src).zone != Zone::InPlay && may_attach(p, src, c)) {
        const bool from_hand = s_.card(src).zone == Zone::Hand;
        attach(src, c);
        log(name(src) + " is attached to " + name(c));
        fire_triggers(src, p, static_cast<std::uint8_t>(Trigger::When::AfterEntersPlay));
        if (from_hand) fire_from_hand(src, p);
      }
      break;
    case Op::Seppuku:
      // CR20F "Seppuku": rehonor him, then destroy him (an honorable death).
      if (def(c).type != CardType::Personality) break;
      log(name(c) + " commits seppuku");
      if (s_.card(c).dishonorable) {
        s_.card(c).dishonorable = false;
        log(name(c) + " is rehonored");
      }
      fire_you_destroy(p, c);
      break;
    case Op::GiveKeyword:
      // CR20F "Duration of Effects": giving a keyword is an ongoing effect,
      // until the end of the turn unless it says otherwise.
      // An element (game/abilities/elements.h) is kept past the other keywords.
      s_.modifiers.push_back({c, Stat::Force, ModKind::Keyword, duration_of(e.until),
                              static_cast<std::int16_t>(given_keyword_index(e.keyword) >= 0
                                                            ? given_keyword_index(e.keyword)
                                                            : kGivenElementBase + given_element_index(e.keyword))});
      log(name(c) + " has " + e.keyword);
      break;
    case Op::ChiMinimum:
      // CR20F "Minimums and Maximums": a minimum overrides penalties; an
      // ongoing effect, until the end of the turn unless it says otherwise.
      s_.modifiers.push_back({c, Stat::Chi, ModKind::Minimum, duration_of(e.until), static_cast<std::int16_t>(n)});
      log(name(c) + " has a minimum Chi of " + std::to_string(n));
      break;
    case Op::Force:
    case Op::Chi:
    case Op::PersonalHonor: {
      const Stat st = e.op == Op::Force ? Stat::Force : e.op == Op::Chi ? Stat::Chi : Stat::PersonalHonor;
      s_.modifiers.push_back({c, st, ModKind::Bonus, duration_of(e.until), static_cast<std::int16_t>(n)});
      log(name(c) + (n >= 0 ? " gets +" : " gets ") + std::to_string(n) +
          (st == Stat::Force ? "F" : st == Stat::Chi ? "C" : "PH"));
      break;
    }
    case Op::RangedAttack:
    case Op::MeleeAttack:
    case Op::Fear:
      if (f.action.kind == OptionKind::CombineAttack && e.subject == Ref::Target) {
        // CR20F "Combining": the strength adds to the original attack's.
        for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
          if (auto* af = std::get_if<ActionFrame>(&*it)) {
            std::int8_t& b = e.op == Op::Fear ? af->fear_bonus : e.op == Op::MeleeAttack ? af->melee_bonus : af->ranged_bonus;
            b = static_cast<std::int8_t>(std::clamp(b + n, -99, 99));
            log(name(src) + " combines its attack: " + (n >= 0 ? "+" : "") + std::to_string(n) + " strength");
            break;
          }
        return;
      }
      break;
    default: break;
  }
  switch (e.op) {
    case Op::RangedAttack:
    case Op::MeleeAttack: {
      // CR20F "Ranged Attack": destroy the target if its Force is at most the strength.
      const bool ranged = e.op == Op::RangedAttack;
      if (f.negated_attacks & (ranged ? kRangedAttack : kMeleeAttack)) {
        log(std::string(ranged ? "The Ranged" : "The Melee") + " Attack on " + name(c) + " is negated");
        break;
      }
      const int strength = n + (ranged ? f.ranged_bonus : f.melee_bonus) +
                           attack_strength_traits(ranged ? kRangedAttack : kMeleeAttack, p, c, src);
      log(std::string(ranged ? "Ranged " : "Melee ") + std::to_string(strength) + " Attack on " + name(c));
      if (force(c) > strength) break;
      // The Hour of the Ox: the attack bows the card instead.
      if (attack_rule(static_cast<std::uint8_t>(Trait::Kind::AttacksBow), ranged ? kRangedAttack : kMeleeAttack, c)) {
        if (negated_for(f.unbowed, f, c)) {
          log("The bowing of " + name(c) + " is negated");
          break;
        }
        bow(c);
        log(name(c) + " is bowed instead of destroyed");
      } else if (negated_for(f.undestroyed, f, c)) {
        log("The destruction of " + name(c) + " is negated");
      } else {
        fire_you_destroy(p, c);
        // "After this destroys a card, ...": only if the target left play.
        if (s_.card(c).zone != Zone::InPlay)
          for (const Effect& sub : e.after_bows) apply_effect(sub, f);
      }
      break;
    }
    case Op::Fear: {
      if (f.fear_negated || (f.negated_attacks & kFearAttack)) break;
      // "Negate Fear effects targeting this card" (a trait of the target).
      // With "each", any card's trait reaching the target ("targeting cards
      // in this unit").
      if (!f.unpreventable && (std::any_of(def(c).traits.begin(), def(c).traits.end(),
                                           [](const Trait& t) { return t.kind == Trait::Kind::NegatesFear && !t.each; }) ||
                               attack_rule(static_cast<std::uint8_t>(Trait::Kind::NegatesFear), kFearAttack, c))) {
        log("The Fear effect on " + name(c) + " is negated");
        break;
      }
      const int strength = n + f.fear_bonus + attack_strength_traits(kFearAttack, p, c, src);
      log("Fear " + std::to_string(strength) + " on " + name(c));
      if (force(c) > strength) break;
      // The Hour of the Boar: a card the Fear bows may then be destroyed.
      // An Interrupt to the action may say the same of its Fear.
      const bool destroys =
          f.fear_destroys || attack_rule(static_cast<std::uint8_t>(Trait::Kind::FearDestroys), kFearAttack, c);
      if (negated_for(f.unbowed, f, c)) {
        log("The bowing of " + name(c) + " is negated");
        break;
      }
      const bool bows = !s_.card(c).bowed;
      bow(c);
      if (destroys && bows && !negated_for(f.undestroyed, f, c)) fire_you_destroy(p, c);
      // "After this bows the target, ...": only a card this Fear bowed.
      if (bows && s_.card(c).bowed)
        for (const Effect& sub : e.after_bows) apply_effect(sub, f);
      break;
    }
    default: break;
  }
}

// Removes up to `n` tokens named `token` ("": any) from the card, the most
// recently given first.
void Engine::remove_tokens(CardId c, const std::string& token, int n) {
  std::vector<Token>& v = s_.card(c).tokens;
  int removed = 0;
  for (std::size_t i = v.size(); i-- > 0 && removed < n;)
    if (token.empty() || v[i].name == token) {
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
      ++removed;
    }
  if (removed > 0)
    log(name(c) + " loses " + std::to_string(removed) + " " + (token.empty() ? std::string() : token + " ") +
        (removed == 1 ? "token" : "tokens"));
}

bool Engine::recruits(const Ability& a) {
  for (const Effect& e : a.effects) {
    if (e.op == Op::Recruit) return true;
    for (const auto& choice : e.choices)
      for (const Effect& sub : choice)
        if (sub.op == Op::Recruit) return true;
  }
  return false;
}

// Whether the ability's second target is compared with a stat of its first
// ("with lower Personal Honor" than your target Personality).
bool Engine::second_compares_first(const Ability& a) {
  if (a.targets.size() < 2) return false;
  if (a.targets[1].filter.other_location) return true;
  // "which must be a Personality unless your Follower is attached to a
  // Commander": an alternative whose condition is about the first target.
  for (const auto& alt : a.targets[1].filter.any_of)
    if (alt->holds && alt->holds->subject == Ref::Target) return true;
  for (const StatCompare& sc : a.targets[1].filter.stats)
    if (sc.amount.of == Ref::Target &&
        (sc.amount.kind == Amount::Kind::Force || sc.amount.kind == Amount::Kind::Chi ||
         sc.amount.kind == Amount::Kind::PersonalHonor || sc.amount.kind == Amount::Kind::GoldCost))
      return true;
  return false;
}

// A target an effect Recruits must be payable: its cost, less the discount,
// within the Gold the player can produce for it (CR20F Good Faith).
bool Engine::affordable_target(PlayerId p, CardId src, const Ability& a, int t, CardId c) const {
  const Ref want = t == 0 ? Ref::Target : Ref::Target2;
  // A second target compared with the first ("a target enemy Personality
  // with lower Personal Honor"): a first target is offered only if a second
  // one exists for it (CR20F Good Faith: every required target).
  if (t == 0 && second_compares_first(a) && !a.targets[1].optional) {
    ActionFrame probe{p, Option{OptionKind::UseAbility, src}, 2};
    probe.targets[0] = c;
    if (legal_targets(p, src, a.targets[1], &probe).empty()) return false;
  }
  // An "If" about the target that starts the effects: only targets it holds
  // for are offered (CR20F Good Faith).
  if (a.condition && a.condition->subject == want) {
    ActionFrame probe{p, Option{OptionKind::UseAbility, src}, 2};
    probe.targets[t] = c;
    if (!holds(*a.condition, p, src, &probe)) return false;
  }
  std::vector<const Effect*> all;
  for (const Effect& e : a.effects) {
    all.push_back(&e);
    for (const auto& choice : e.choices)
      for (const Effect& sub : choice) all.push_back(&sub);  // "Recruit him; you may Proclaim him"
  }
  for (const Effect* ep : all) {
    const Effect& e = *ep;
    if (e.op != Op::Recruit || e.subject != want) continue;
    if (std::max(0, recruit_cost(p, c) - amount(e.amount, src, nullptr)) > gold_available(p, c)) return false;
    // CR20F "Recruit": an effect that Recruits follows the same procedure,
    // Honor Requirement included.
    if (!e.ignore_honor_requirement && !meets_honor_requirement(p, c)) return false;
    // CR20F "Unique": not while he controls a Unique card of that title.
    if (def(c).unique)
      for (CardId x : s_.players[p].in_play)
        if (def(x).unique && def(x).title == def(c).title) return false;
  }
  return true;
}

// "After you Recruit a Naga Personality, ...": triggered traits of the
// recruiting player's cards in play (his Stronghold) that watch for it.
void Engine::fire_you_recruit(PlayerId p, CardId recruited) {
  std::vector<CardId> watchers = s_.players[p].in_play;
  // Siege: the Clock card in play is the Challenge player's.
  if (s_.is_siege() && s_.is_challenger(p))
    for (CardId clock : clock_cards_in_effect()) watchers.push_back(clock);
  for (CardId c : watchers)
    for (const Trigger& t : def(c).triggers) {
      if (t.when != Trigger::When::AfterYouRecruit || !applies(c, t.threat)) continue;
      if (t.card && !matches(p, c, *t.card, recruited, nullptr, false)) continue;
      ActionFrame ctx{p, Option{OptionKind::UseAbility, c}, 4};
      for (const Effect& e : t.effects) apply_effect(e, ctx);
    }
}

// A card of p's destroys c: "After your card destroys your Warrior, draw a
// card" (p's triggers, which look at c before it leaves play).
CardId Engine::guard_of(CardId personality, Trait::Kind k) const {
  CardId found = kNoCard;
  if (s_.card(personality).zone != Zone::InPlay || def(personality).type != CardType::Personality) return found;
  each_attachment(personality, [&](CardId a) {
    for (const Trait& t : def(a).traits)
      if (found == kNoCard && t.kind == k) found = a;
  });
  return found;
}

void Engine::dishonor(CardId c, bool preventable) {
  if (s_.card(c).dishonorable) return;
  // CR20F "Negate": an attachment may prevent it, destroying itself.
  const CardId guard = preventable ? guard_of(c, Trait::Kind::PreventsDishonor) : kNoCard;
  if (guard != kNoCard) {
    log(name(guard) + " is destroyed and the dishonoring of " + name(c) + " is negated");
    destroy(guard);
    return;
  }
  s_.card(c).dishonorable = true;
  log(name(c) + " is dishonored");
}

void Engine::fire_you_destroy(PlayerId p, CardId c) {
  // CR20F "Substitution": an attachment destroyed in his place, when another
  // player's card would destroy him.
  const CardId instead =
      p != kNoPlayer && s_.card(c).controller != p ? guard_of(c, Trait::Kind::DestroyedInstead) : kNoCard;
  if (instead != kNoCard) {
    log(name(instead) + " is destroyed in place of " + name(c));
    destroy(instead);
    return;
  }
  std::vector<std::pair<CardId, const Trigger*>> after;
  if (p != kNoPlayer && s_.same_side(s_.card(c).controller, p))
    for (CardId w : s_.players[p].in_play)
      for (const Trigger& t : def(w).triggers)
        if (t.when == Trigger::When::AfterYouDestroy && (!t.card || matches(p, w, *t.card, c, nullptr, false)))
          after.push_back({w, &t});
  destroy(c);
  for (auto& [w, t] : after) {
    ActionFrame ctx{p, Option{OptionKind::UseAbility, w}, 4};
    for (const Effect& e : t->effects) apply_effect(e, ctx);
  }
}

// The Hour of the Horse's 5: the first effect each turn that would move a
// matching card out of the battle it is in is negated. Its use is kept with
// the turn's used abilities, under a key no ability has.
bool Engine::move_out_negated(CardId c) {
  if (!s_.attack.active || s_.card(c).location == kHome) return false;
  CardId by = kNoCard;
  each_wide_trait([&](CardId from, const Trait& t) {
    if (by == kNoCard && t.kind == Trait::Kind::NegatesFirstMoveOut &&
        matches(s_.card(from).controller, from, *t.each, c, nullptr, false))
      by = from;
  });
  if (by == kNoCard) return false;
  const std::uint32_t key = used_tag_key(UsedTag::FirstMoveOutNegated, by);
  if (std::find(s_.used_abilities.begin(), s_.used_abilities.end(), key) != s_.used_abilities.end()) return false;
  s_.used_abilities.push_back(key);
  log(name(by) + " negates the effect that would move " + name(c) + " out of the battle");
  return true;
}

// The Knot of Serpents: p's (or his side's) Stronghold or card in play says
// his Unstoppable effects cannot be prevented.
bool Engine::unstoppable_unpreventable(PlayerId p) const {
  auto says = [&](CardId c) {
    return c != kNoCard && std::any_of(def(c).traits.begin(), def(c).traits.end(), [](const Trait& t) {
             return t.kind == Trait::Kind::UnstoppableUnpreventable;
           });
  };
  if (says(s_.players[p].stronghold)) return true;
  return std::any_of(s_.players[p].in_play.begin(), s_.players[p].in_play.end(), says);
}

bool Engine::hand_protected(PlayerId q, PlayerId by) const {
  if (s_.same_side(q, by)) return false;
  auto protects = [&](CardId c) {
    return std::any_of(def(c).traits.begin(), def(c).traits.end(),
                       [](const Trait& t) { return t.kind == Trait::Kind::HandProtected; });
  };
  return std::any_of(s_.players[q].in_play.begin(), s_.players[q].in_play.end(), protects);
}

bool Engine::force_penalty_negated(const std::vector<CardId>& cards) {
  bool negated = false;
  each_wide_trait([&](CardId from, const Trait& t) {
    if (negated || t.kind != Trait::Kind::NegatesMassForcePenalties) return;
    const auto n = std::count_if(cards.begin(), cards.end(), [&](CardId c) {
      return matches(s_.card(from).controller, from, *t.each, c, nullptr, false);
    });
    negated = n >= t.amount;
  });
  if (negated) log("The Force penalty reaches too many protected cards and is negated");
  return negated;
}

// The battlefield at the intact Territory with this id in the current
// attack on the Territories (Siege rule 10), or -1.
int Engine::territory_battlefield(const std::string& id) const {
  if (!s_.attack.active || !s_.attack.at_territories) return -1;
  for (std::size_t b = 0; b < s_.attack.battlefield_province.size(); ++b) {
    const auto t = static_cast<std::size_t>(s_.attack.battlefield_province[b]);
    if (t < s_.siege.territories.size() && def(s_.siege.territories[t].card).id == id) return static_cast<int>(b);
  }
  return -1;
}

}  // namespace l5r
