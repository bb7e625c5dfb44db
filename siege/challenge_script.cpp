#include "siege/challenge_script.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"
#include "siege/challenge_lookahead.h"
#include "siege/challenge_plan.h"

namespace l5r {

namespace {

// What the script knows while it answers one question. The Engine needs a
// mutable state even for queries, so it works on its own copy.
struct Ctx {
  const CardDb& db;
  GameState s;
  Engine e;
  PlayerId me;
  Ctx(const CardDb& d, const GameState& state, PlayerId seat)
      : db(d), s(state), e(d, s), me(seat) {}
  const CardDef& def(CardId c) const { return db.def(s.card(c).def); }
  bool mine(CardId c) const {
    const Card& k = s.card(c);
    return (k.zone == Zone::InPlay ? k.controller : k.owner) == me;
  }
};

struct Pick {
  int index = -1;
  double value = 0;
  std::string why;
};

Answer pick(const Question& q, int index) { return Answer{q.id, {index}}; }

// The Force of every unbowed unit a side could send: Personalities at home
// and their unbowed Followers.
int ready_force(const Ctx& x, PlayerId side) {
  int total = 0;
  for (CardId c : x.e.side_units_at(side, kHome)) {
    if (x.s.card(c).bowed) continue;
    total += x.e.force(c);
    x.e.each_attachment(c, [&](CardId a) {
      if (x.def(a).type == CardType::Follower && !x.s.card(a).bowed) total += x.e.force(a);
    });
  }
  return total;
}

// A unit's worth to the script: its Force, a little more when it is ready.
double unit_value(const Ctx& x, CardId c) {
  double v = x.e.force(c) + 0.5 * x.e.chi(c);
  if (!x.s.card(c).bowed) v += 1;
  if (x.def(c).unique) v += 2;
  return v;
}

// The Gold the script's cards make when all are straightened: what it can
// spend on its next turn.
int gold_income(const Ctx& x) {
  int total = 0;
  for (CardId c : x.s.players[x.me].in_play) total += x.e.gold_production(c);
  return total;
}

int holdings_in_play(const Ctx& x) {
  int n = 0;
  for (CardId c : x.s.players[x.me].in_play) n += x.def(c).type == CardType::Holding;
  return n;
}

// A face-up Personality in its Provinces that its economy cannot reach on its
// next turn, while that economy is still small. The Challenge deck's Knot
// makes no Gold: a Province blocked by a Naga it cannot afford is a Province
// that turns over no Forest, which in sims locked the script at 4 Gold for
// the whole game. Once it has enough Forests it keeps every Naga.
bool blocks_economy(const Ctx& x, CardId c) {
  constexpr int kEnoughForests = 6;
  return x.def(c).type == CardType::Personality && holdings_in_play(x) < kEnoughForests &&
         x.e.recruit_cost(x.me, c) > gold_income(x) + 1;
}

// How many Territories must fall, Territory `i` included, before the one
// whose fall makes the Rokugani lose (the Imperial District) may be
// destroyed: 0 for that one, 1 for a Territory that unlocks it, and so on.
// A Territory off the path gets a large number.
std::vector<int> steps_to_victory(const Ctx& x) {
  const auto& row = x.s.siege.territories;
  constexpr int kOffPath = 100;
  std::vector<int> d(row.size(), kOffPath);
  for (std::size_t i = 0; i < row.size(); ++i) {
    const auto& rules = x.def(row[i].card).territory;
    if (rules && rules->team_loses) d[i] = 0;
  }
  for (std::size_t round = 0; round < row.size(); ++round)
    for (std::size_t i = 0; i < row.size(); ++i) {
      const auto& rules = x.def(row[i].card).territory;
      if (!rules) continue;
      for (const std::string& id : rules->unlocks)
        for (std::size_t j = 0; j < row.size(); ++j)
          if (x.def(row[j].card).id == id && d[j] + 1 < d[i]) d[i] = d[j] + 1;
    }
  return d;
}

// The Territory to break now, or -1: of those that may be destroyed, the one
// on the shortest way to the Imperial District (the Merchant and Temple
// Districts unlock nothing on it), then the weakest, then the first.
int breakable_territory(const Ctx& x) {
  const auto& row = x.s.siege.territories;
  const std::vector<int> steps = steps_to_victory(x);
  int best = -1;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i].destroyed || !row[i].destroyable) continue;
    const int t = static_cast<int>(i);
    if (best < 0 || steps[i] < steps[best] ||
        (steps[i] == steps[best] && x.e.territory_strength(t) < x.e.territory_strength(best)))
      best = t;
  }
  return best;
}

// The Hour of the Monkey's choice: the Clock card with the most lines in
// effect at the current Threat Level; among equals, the one whose strongest
// line has the highest number (later lines hit harder).
std::pair<int, int> clock_copy_value(const Ctx& x, CardId c) {
  const int tl = x.e.threat_level();
  int lines = 0, top = 0;
  auto count = [&](int threat) {
    if (threat > tl) return;
    ++lines;
    top = std::max(top, threat);
  };
  const CardDef& d = x.def(c);
  for (const Trait& t : d.traits) count(t.threat);
  for (const Ability& a : d.abilities) count(a.threat);
  for (const Trigger& t : d.triggers) count(t.threat);
  return {lines, top};
}

// Strength of an attack or Fear effect the ability aims at its target number
// `t`, or -1 when it has none.
int strength_on(const Ctx& x, CardId src, const Ability& a, int t, const ActionFrame* f) {
  const Ref want = t == 0 ? Ref::Target : Ref::Target2;
  for (const Effect& e : a.effects)
    if ((e.op == Op::MeleeAttack || e.op == Op::RangedAttack || e.op == Op::Fear) &&
        e.subject == want)
      return x.e.amount(e.amount, src, f);
  return -1;
}

// The value of what an ability does to an enemy card as its target `t`.
double harm(const Ctx& x, CardId src, const Ability& a, int t, CardId victim,
            const ActionFrame* f) {
  const Ref want = t == 0 ? Ref::Target : Ref::Target2;
  const double worth = unit_value(x, victim);
  double best = 0;
  for (const Effect& e : a.effects) {
    if (e.subject != want) continue;
    const int force = x.e.force(victim);
    switch (e.op) {
      case Op::MeleeAttack:
      case Op::RangedAttack:
        best = std::max(best, force <= x.e.amount(e.amount, src, f) ? 3 * worth : 0.0);
        break;
      case Op::Fear:
        best = std::max(best, force <= x.e.amount(e.amount, src, f) && !x.s.card(victim).bowed
                                  ? 2 * worth
                                  : 0.0);
        break;
      case Op::Destroy:
        best = std::max(best, 3 * worth);
        break;
      case Op::Bow:
        best = std::max(best, x.s.card(victim).bowed ? 0.0 : 2 * worth);
        break;
      case Op::MoveHome:
        best = std::max(best, 1.5 * worth);
        break;
      case Op::Force: {
        const int n = x.e.amount(e.amount, src, f);
        if (n < 0) best = std::max(best, std::min<double>(-n, force) * 1.0);
        break;
      }
      default:
        break;
    }
  }
  return best;
}

// What using an ability is worth now, before its targets are chosen: the best
// harm it can do to one enemy, what it creates, less the Warriors it spends.
double ability_value(const Ctx& x, CardId src, const Ability& a) {
  double v = 0;
  for (std::size_t t = 0; t < a.targets.size(); ++t) {
    const TargetSpec& spec = a.targets[t];
    if (spec.player) continue;
    double best = 0;
    bool own = false;
    for (CardId c : x.e.legal_targets(x.me, src, spec, nullptr)) {
      if (x.s.same_side(x.s.card(c).controller, x.me)) {
        own = true;
        continue;
      }
      best = std::max(best, harm(x, src, a, static_cast<int>(t), c, nullptr));
    }
    v += best;
    if (own) {
      // A Warrior spent for the effect (bowed or destroyed) is the cost.
      for (const Effect& e : a.effects)
        if (e.subject == (t == 0 ? Ref::Target : Ref::Target2) &&
            (e.op == Op::Destroy || e.op == Op::Bow))
          v -= e.op == Op::Destroy ? 2.5 : 1.0;
    }
  }
  const int holdings = holdings_in_play(x);
  // An Interrupt that negates an enemy action is worth what that action
  // would do to the script's cards: its targets among them.
  const ActionFrame* against = x.e.interrupted_action();
  for (const Effect& e : a.effects) {
    if (e.op != Op::NegateAction || !against || x.s.same_side(against->player, x.me)) continue;
    double saved = 0;
    for (int t = 0; t < 2; ++t) {
      std::vector<CardId> hit = against->group[t];
      if (hit.empty() && against->targets[t] != kNoCard) hit.push_back(against->targets[t]);
      for (CardId c : hit)
        if (c < x.s.cards.size() && x.s.card(c).zone == Zone::InPlay && x.mine(c) &&
            x.def(c).type == CardType::Personality)
          saved += 2 * unit_value(x, c);
    }
    v += saved;
  }
  for (const Effect& e : a.effects) {
    if (e.op == Op::Recruit) v += holdings < 6 ? 9.0 - holdings : 1.0;  // Forests at a discount
    if (e.op == Op::Create) v += 2.5 * x.e.amount(e.amount, src, nullptr);
    if (e.op == Op::Draw && e.subject == Ref::You) v += 1;
  }
  // Spending a Strategy from the hand is worth keeping for a better moment
  // when it does little.
  if (x.s.card(src).zone == Zone::Hand) v -= 1;
  return v;
}

// What taking option i of a battle's action round does to the battle, played
// through (siege/challenge_lookahead.h); empty outside battles.
using BattleLook = std::function<std::optional<double>(int)>;

std::string signed_str(double v) {
  const long tenths = std::lround(v * 10);
  std::string out = (tenths >= 0 ? "+" : "-") + std::to_string(std::labs(tenths) / 10);
  return out + "." + std::to_string(std::labs(tenths) % 10);
}

Pick best_action(const Ctx& x, const Question& q, RoundKind round, const BattleLook& look) {
  Pick best;
  best.index = 0;  // Pass
  best.why = round == RoundKind::Dynasty ? "nothing worth Recruiting" : "nothing worth doing now";
  double threshold = 0.5;
  const int holdings = holdings_in_play(x);
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    const Option& o = q.options[i];
    double v = 0;
    std::string why;
    switch (o.kind) {
      case OptionKind::Recruit:
      case OptionKind::RecruitProclaim: {
        const CardDef& d = x.def(o.card);
        if (d.type == CardType::Holding) {
          v = holdings < 4 ? 8.0 - holdings : 1.0;
          why = "builds its economy with " + d.title;
        } else {
          v = 3.0 + x.e.gold_cost(o.card) * 0.6 + (d.unique ? 2 : 0);
          why = "Recruits " + d.title + " (Naga Personalities bring Warriors)";
        }
        break;
      }
      case OptionKind::Overlay:
        v = 10;
        why = "makes " + x.def(o.target).title + " Experienced";
        break;
      case OptionKind::Equip: {
        // Gold for Recruiting comes first: no Equip that leaves too little
        // for the cheapest Personality waiting face-up in its Provinces.
        int cheapest = 1000;
        for (const Province& pr : x.s.players[x.me].provinces)
          for (CardId c : pr.cards)
            if (x.s.card(c).face_up && x.def(c).type == CardType::Personality)
              cheapest = std::min(cheapest, x.e.recruit_cost(x.me, c));
        if (cheapest < 1000 && x.e.gold_available(x.me) - x.e.gold_cost(o.card) < cheapest) break;
        v = 2.0 + x.def(o.card).force * 0.5 + x.e.force(o.target) * 0.1;
        why = "Equips " + x.def(o.card).title + " to " + x.def(o.target).title;
        break;
      }
      case OptionKind::UseAbility: {
        const Ability* a = x.e.ability(o.card, o.value);
        if (!a) break;
        if (look) {
          // In a battle: what the action does to it, played through.
          const std::optional<double> gain = look(static_cast<int>(i));
          if (!gain) break;
          v = *gain;
          why = "uses " + x.def(o.card).title + ": the battle looks " + signed_str(v) + " for it";
          break;
        }
        v = ability_value(x, o.card, *a);
        why = round == RoundKind::Dynasty ? "uses " + x.def(o.card).title + " to grow its Forests"
                                          : "uses " + x.def(o.card).title + " where it hurts most";
        break;
      }
      case OptionKind::DynastyDiscard:
        // Below Recruiting (3 and more) and Forests: discards come last in
        // the round, once nothing better is left.
        if (blocks_economy(x, o.card)) {
          v = 1.5;
          why = "discards " + x.def(o.card).title + " to turn over a Forest (" +
                std::to_string(x.e.recruit_cost(x.me, o.card)) + " Gold, it makes " +
                std::to_string(gold_income(x)) + ")";
        }
        break;
      case OptionKind::Cycle: {
        int blocked = 0;
        for (const Province& pr : x.s.players[x.me].provinces)
          for (CardId c : pr.cards) blocked += x.s.card(c).face_up && blocks_economy(x, c);
        if (blocked > 0) {
          v = 12;  // before anything else: Cycle is only offered on its first turn
          why = "Cycles " + std::to_string(blocked) +
                " Naga it cannot afford yet, looking for Forests";
        }
        break;
      }
      default:
        break;  // Lobby, Kharmic: not part of its plan
    }
    // Fixed tie-break: the first option in the question's order wins.
    if (v > threshold && v > best.value) best = {static_cast<int>(i), v, why};
  }
  return best;
}

// Which battlefield index is at Territory t, or -1.
int battlefield_at(const GameState& s, int territory) {
  const auto& v = s.attack.battlefield_province;
  for (std::size_t b = 0; b < v.size(); ++b)
    if (v[b] == territory) return static_cast<int>(b);
  return -1;
}

}  // namespace

ChallengeScript::ChallengeScript(std::uint64_t seed)
    : fallback_(make_bot(BotLevel::Heuristic, seed)) {}
ChallengeScript::~ChallengeScript() = default;

std::optional<Answer> ChallengeScript::choose(const CardDb& db, const GameState& state,
                                              PlayerId seat) {
  reason_.clear();
  if (!state.pending || state.pending->who != seat || state.result.over) return std::nullopt;
  const Question& q = *state.pending;
  Ctx x(db, state, seat);
  auto has = [&](OptionKind k) {
    return std::any_of(q.options.begin(), q.options.end(),
                       [&](const Option& o) { return o.kind == k; });
  };
  auto index_of = [&](OptionKind k) {
    for (std::size_t i = 0; i < q.options.size(); ++i)
      if (q.options[i].kind == k) return static_cast<int>(i);
    return -1;
  };
  const Frame* top = state.stack.empty() ? nullptr : &state.stack.back();
  // Its own answers inside a look-ahead: the same rules, one level deeper.
  const OwnAnswer own = [&](const GameState& g) {
    const std::string keep = reason_;
    ++depth_;
    std::optional<Answer> a = choose(db, g, seat);
    --depth_;
    reason_ = keep;
    return a;
  };
  // Looking ahead: always for the question asked, inside a look-ahead only
  // while the answer's budget of playouts lasts (a count, so the same game
  // still gets the same answers).
  if (depth_ == 0) playouts_ = 0;
  const bool may_look = depth_ < kMaxLookDepth && (depth_ == 0 || playouts_ < kPlayoutBudget);
  auto gain = [&](int i) {
    ++playouts_;
    return battle_gain(db, state, seat, i, own);
  };

  // Action rounds.
  if (q.kind == QuestionKind::ChooseAction) {
    const auto* round = top ? std::get_if<ActionRoundFrame>(top) : nullptr;
    const RoundKind kind = round ? round->kind : RoundKind::ActionPhase;
    BattleLook look;
    const bool in_battle = state.attack.active && state.attack.current >= 0 && may_look;
    std::optional<double> passing;  // an Interrupt is worth what it changes against passing
    if (in_battle && kind == RoundKind::Interrupt && !q.options.empty() &&
        q.options.front().kind == OptionKind::Pass)
      passing = gain(0);
    if (in_battle && (kind == RoundKind::Combat || kind == RoundKind::Engage))
      look = [&](int i) { return gain(i); };
    else if (passing)
      look = [&](int i) -> std::optional<double> {
        const std::optional<double> g = gain(i);
        if (!g) return std::nullopt;
        return *g - *passing;
      };
    Pick p = best_action(x, q, kind, look);
    reason_ = p.why;
    return pick(q, p.index);
  }

  // The Attack Phase declaration: break the first Territory that may fall.
  if (has(OptionKind::DeclareAttack)) {
    const int t = breakable_territory(x);
    const int mine = ready_force(x, seat);
    const int defence = ready_force(x, state.next_player(seat));
    const bool last_turn = state.siege.serpent_revealed;
    if (t >= 0 && mine > 0) {
      const int strength = x.e.territory_strength(t);
      const std::string target = x.def(state.siege.territories[t].card).title;
      // challenge_plan.h says why it does not wait for the Rokugani to be weak.
      if (challenge_plan::attack_territory(mine, strength, last_turn)) {
        reason_ = "attacks: " + std::to_string(mine) + " Force against the " + target +
                  " (Province Strength " + std::to_string(strength) + ", " +
                  std::to_string(defence) + " Force could defend it)" +
                  (last_turn ? ", its last chance" : "");
        return pick(q, index_of(OptionKind::DeclareAttack));
      }
      reason_ = "holds back: " + std::to_string(mine) + " Force cannot break the " + target +
                " (Province Strength " + std::to_string(strength) + ")";
    } else {
      reason_ = "holds back: no army ready";
    }
    return pick(q, index_of(OptionKind::NoAttack));
  }

  // Maneuvers.
  if (has(OptionKind::AssignUnit)) {
    const Attack& at = state.attack;
    if (at.attacker == seat) {
      // The whole army goes to the Territory it can break.
      const int b = battlefield_at(state, breakable_territory(x));
      const int target_b = b >= 0 ? b : 0;
      for (std::size_t i = 0; i < q.options.size(); ++i)
        if (q.options[i].kind == OptionKind::AssignUnit && q.options[i].value == target_b) {
          reason_ = "sends " + x.def(q.options[i].card).title + " to break the Territory";
          return pick(q, static_cast<int>(i));
        }
      reason_ = "has no more units to send";
      return pick(q, index_of(OptionKind::Done));
    }
    // Defending its Provinces: only where its units can win the battle
    // (challenge_plan::defend_here), strongest units first.
    int best = -1;
    double best_v = 0;
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      const Option& o = q.options[i];
      if (o.kind != OptionKind::AssignUnit) continue;
      const int af = x.e.army_force(at.attacker, o.value);
      const int df = x.e.army_force(seat, o.value);
      const int ps = x.e.province_strength(seat, at.battlefield_province[o.value]);
      if (!challenge_plan::defend_here(af, df, ps, ready_force(x, seat))) continue;
      const double v = unit_value(x, o.card) + (af - df - ps);
      if (v > best_v) {
        best_v = v;
        best = static_cast<int>(i);
      }
    }
    if (best >= 0) {
      reason_ = "defends Province " +
                std::to_string(at.battlefield_province[q.options[best].value] + 1) + " with " +
                x.def(q.options[best].card).title;
      return pick(q, best);
    }
    reason_ = "keeps its army home: its Provinces hold, or its units could not win there";
    return pick(q, index_of(OptionKind::Done));
  }

  if (has(OptionKind::ChooseBattlefield)) {
    const int b = battlefield_at(state, breakable_territory(x));
    for (std::size_t i = 0; i < q.options.size(); ++i)
      if (q.options[i].value == b) {
        reason_ = "fights first where a Territory can fall";
        return pick(q, static_cast<int>(i));
      }
    reason_ = "fights the battles in order";
    return pick(q, 0);
  }

  // The Military District's losses: the least valuable cards of its army go.
  if (top && std::holds_alternative<DestroyChosenFrame>(*top) && q.kind == QuestionKind::ChooseSome) {
    std::vector<int> idx;
    for (std::size_t i = 0; i < q.options.size(); ++i) idx.push_back(static_cast<int>(i));
    auto worth = [&](int i) {
      const CardId c = q.options[static_cast<std::size_t>(i)].card;
      const CardType t = x.def(c).type;
      return t == CardType::Personality || t == CardType::Follower ? unit_value(x, c)
                                                                   : static_cast<double>(x.def(c).gold_cost.value_or(0));
    };
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return worth(a) < worth(b); });
    Answer a{q.id, {}};
    a.picked.assign(idx.begin(), idx.begin() + q.min);
    reason_ = "gives up its least valuable cards to the Military District";
    return a;
  }

  // The Hour of the Rat's 6 and 9 lines: remove the Rokugani's abilities
  // (the most valuable cards first), never its own unless nothing else is left.
  if (top && std::holds_alternative<RemoveAbilitiesFrame>(*top) && q.kind == QuestionKind::ChooseSome) {
    std::vector<int> idx;
    for (std::size_t i = 0; i < q.options.size(); ++i) idx.push_back(static_cast<int>(i));
    auto worth = [&](int i) {
      const CardId c = q.options[static_cast<std::size_t>(i)].card;
      const bool ours = state.card(c).zone == Zone::InPlay && state.card(c).controller == seat;
      return (ours ? -1000.0 : 0.0) + static_cast<double>(x.def(c).gold_cost.value_or(0));
    };
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return worth(a) > worth(b); });
    Answer a{q.id, {}};
    a.picked.assign(idx.begin(), idx.begin() + q.min);
    reason_ = "removes the Rokugani's abilities";
    return a;
  }

  // The Hour of the Monkey: copy the Clock card worth most now.
  if (top && std::holds_alternative<CopyClockFrame>(*top) && has(OptionKind::PickCard)) {
    int best = 0;
    for (std::size_t i = 1; i < q.options.size(); ++i)
      if (clock_copy_value(x, q.options[i].card) > clock_copy_value(x, q.options[best].card))
        best = static_cast<int>(i);
    reason_ = "copies " + x.def(q.options[best].card).title + ": " +
              std::to_string(clock_copy_value(x, q.options[best].card).first) + " of its lines are in effect";
    return pick(q, best);
  }

  // Paying Gold: Gold only Nonhumans may use first, then the least waste.
  if (has(OptionKind::ProduceGold) || has(OptionKind::ProduceRestrictedGold)) {
    if (int r = index_of(OptionKind::ProduceRestrictedGold); r >= 0) {
      reason_ = "pays with Gold that only its Nonhumans may use";
      return pick(q, r);
    }
    int need = 0;
    CardId paying_for = kNoCard;
    if (top)
      if (auto* pay = std::get_if<PayGoldFrame>(top)) {
        need = pay->cost - pay->restricted - state.players[seat].gold_pool;
        paying_for = pay->paying_for;
      }
    int best = 0, best_waste = 1 << 20;
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      const CardId producer = q.options[i].card;
      const int made = x.e.gold_production(producer);
      int waste = made >= need ? made - need : 100 + need - made;  // short is worse than waste
      // A Holding whose Gold refills the Province face-up (Breeding Grounds)
      // pays first when it can: a new card to Recruit at once.
      const auto& refill = x.def(producer).refills_face_up_paying_for;
      if (refill && paying_for != kNoCard &&
          x.e.matches(seat, producer, *refill, paying_for, nullptr, false))
        waste -= 1000;
      if (waste < best_waste) {
        best_waste = waste;
        best = static_cast<int>(i);
      }
    }
    reason_ = "pays with the least Gold wasted";
    return pick(q, best);
  }

  // An ability's target in a battle: each choice played through to the end
  // of the action (siege/challenge_lookahead.h), the best for the battle.
  if (top && q.kind == QuestionKind::ChooseOne && has(OptionKind::PickCard) && state.attack.active &&
      state.attack.current >= 0 && may_look)
    if (auto* f = std::get_if<ActionFrame>(top); f && f->player == seat && f->action.kind == OptionKind::UseAbility) {
      int best = -1;
      double best_v = 0;
      for (std::size_t i = 0; i < q.options.size(); ++i) {
        const std::optional<double> g = gain(static_cast<int>(i));
        if (g && (best < 0 || *g > best_v)) {
          best = static_cast<int>(i);
          best_v = *g;
        }
      }
      if (best >= 0) {
        const CardId c = q.options[best].card;
        const std::string what = c < state.cards.size() ? "targets " + x.def(c).title : "chooses no target";
        reason_ = what + ": the battle looks " + signed_str(best_v) + " for it";
        return pick(q, best);
      }
    }

  // An ability's target: the enemy it hurts most, or its own least valuable card.
  if (top && has(OptionKind::PickCard))
    if (auto* f = std::get_if<ActionFrame>(top); f && f->action.kind == OptionKind::UseAbility) {
      const Ability* a = x.e.ability(f->action.card, f->action.value);
      if (a && f->next_target < a->targets.size()) {
        int best = -1;
        double best_v = -1e9;
        for (std::size_t i = 0; i < q.options.size(); ++i) {
          const Option& o = q.options[i];
          if (o.kind != OptionKind::PickCard) continue;
          double v;
          if (x.s.same_side(x.s.card(o.card).controller, seat)) {
            // Its own card (a Warrior to spend, a Naga to bow): the least
            // valuable, unless the effect helps it (then the best).
            v = -unit_value(x, o.card) + (x.s.card(o.card).created ? 3 : 0);
            if (strength_on(x, f->action.card, *a, 1, f) >= 0 && f->next_target == 0)
              v = x.e.force(o.card);  // its Force sets the attack's strength
          } else {
            v = harm(x, f->action.card, *a, f->next_target, o.card, f);
          }
          if (v > best_v) {
            best_v = v;
            best = static_cast<int>(i);
          }
        }
        if (best >= 0) {
          reason_ = "targets " + x.def(q.options[best].card).title;
          return pick(q, best);
        }
      }
    }

  // Duels: accept, and strike at once.
  if (int i = index_of(OptionKind::AcceptChallenge); i >= 0) {
    reason_ = "accepts the challenge";
    return pick(q, i);
  }
  if (int i = index_of(OptionKind::Strike); i >= 0) {
    reason_ = "strikes";
    return pick(q, i);
  }

  // Cycling: the Naga its economy cannot reach yet go to the bottom.
  if (top && std::holds_alternative<CycleFrame>(*top) && q.kind == QuestionKind::ChooseSome) {
    Answer a{q.id, {}};
    for (std::size_t i = 0; i < q.options.size(); ++i)
      if (q.options[i].kind == OptionKind::PickCard && blocks_economy(x, q.options[i].card))
        a.picked.push_back(static_cast<int>(i));
    if (static_cast<int>(a.picked.size()) >= q.min) {
      reason_ = "puts the Naga it cannot afford yet on the bottom";
      return a;
    }
  }

  // Discarding from the hand: the cards it values least.
  if (q.kind == QuestionKind::ChooseSome && has(OptionKind::PickCard) &&
      q.prompt.rfind("Discard", 0) == 0) {
    std::vector<int> idx;
    for (std::size_t i = 0; i < q.options.size(); ++i) idx.push_back(static_cast<int>(i));
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) {
      const CardDef& da = x.def(q.options[a].card);
      const CardDef& dbb = x.def(q.options[b].card);
      return da.focus + da.gold_cost.value_or(0) < dbb.focus + dbb.gold_cost.value_or(0);
    });
    Answer a{q.id, {}};
    a.picked.assign(idx.begin(), idx.begin() + q.min);
    reason_ = "discards its least useful cards";
    return a;
  }

  auto a = fallback_->choose(db, state, seat);
  reason_ = "plays by general sense";
  return a;
}

}  // namespace l5r
