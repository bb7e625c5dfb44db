#include "game/ai/heuristic_bot.h"

#include <algorithm>
#include <limits>

#include "game/ai/battle_plan.h"
#include "game/ai/card_value.h"
#include "game/ai/determinize.h"
#include "game/ai/eval.h"
#include "game/ai/target_value.h"

namespace l5r {

namespace {

// The frame that asked the pending question: it re-pushes itself before
// asking, so it is the top of the stack. Frames are public knowledge (the
// announced action, the duel being fought); only their card ids are read.
template <class F>
const F* asking(const GameState& s) {
  return s.stack.empty() ? nullptr : std::get_if<F>(&s.stack.back());
}

bool has_kind(const Question& q, OptionKind k) {
  return std::any_of(q.options.begin(), q.options.end(),
                     [&](const Option& o) { return o.kind == k; });
}

bool action_under_way(const GameState& s) {
  return std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) {
    return std::holds_alternative<ActionFrame>(f) || std::holds_alternative<DuelFrame>(f);
  });
}

// Gold the player should keep for the Dynasty Phase: the cost of the best
// card in his Provinces worth Recruiting.
int recruit_reserve(const Engine& e, const GameState& s, PlayerId p) {
  double best = 2.5;
  int reserve = 0;
  for (const Province& pr : s.players[p].provinces) {
    if (pr.destroyed) continue;
    for (CardId c : pr.cards) {
      if (!s.card(c).face_up) continue;
      const CardType t = e.def(c).type;
      if (t != CardType::Personality && t != CardType::Holding) continue;
      const int cost = e.recruit_cost(p, c);
      const double v = recruit_value(e, s, p, c);
      if (cost <= gold_per_turn(e, s, p) && v > best) {
        best = v;
        reserve = cost;
      }
    }
  }
  return reserve;
}

bool poor_dynasty_card(const Engine& e, const GameState& s, PlayerId p, CardId c) {
  const CardDef& d = e.def(c);
  if (d.type == CardType::Personality) {
    const auto hr = e.honor_requirement(c);
    if (hr && *hr > s.players[p].honor + 6) return true;
    return e.recruit_cost(p, c) > gold_per_turn(e, s, p) + 1 || recruit_value(e, s, p, c) < 2.5;
  }
  if (d.type == CardType::Holding) return recruit_value(e, s, p, c) < 1.0;
  // Events whose abilities are used from the Province are offered as
  // abilities; those left here are not usable now.
  return d.abilities.empty();
}

// Answers duel questions: the Personality of ours in the duel against the other.
struct DuelRead {
  CardId mine = kNoCard, theirs = kNoCard;
  int my_total = 0, their_estimate = 0;
};

DuelRead read_duel(const Engine& e, const GameState& s, PlayerId me, const DuelFrame& f) {
  DuelRead r;
  const bool i_challenge = s.card(f.challenger).controller == me;
  r.mine = i_challenge ? f.challenger : f.challenged;
  r.theirs = i_challenge ? f.challenged : f.challenger;
  r.my_total = f.force ? e.force(r.mine) : e.chi(r.mine);
  r.their_estimate = f.force ? e.force(r.theirs) : e.chi(r.theirs);
  for (CardId c : s.players[me].focused)
    r.my_total += s.card(c).blind ? 2 : e.def(c).focus;  // a blind focus is unknown: guess 2
  const PlayerId them = s.card(r.theirs).controller;
  r.their_estimate += 2 * static_cast<int>(s.players[them].focused.size());
  return r;
}

}  // namespace

HeuristicBot::HeuristicBot(std::uint64_t seed, bool lookahead) : lookahead_(lookahead) {
  rng_.state = seed;
}

std::optional<Answer> HeuristicBot::choose(const CardDb& db, const GameState& s, PlayerId seat) {
  if (!s.pending || s.pending->who != seat || s.result.over) return std::nullopt;
  GameState copy = s;
  return decide(db, copy, seat);
}

Answer HeuristicBot::decide(const CardDb& db, GameState& s, PlayerId me) {
  const Question& q = *s.pending;
  Answer a;
  a.question = q.id;
  base_ready_ = false;
  if (q.options.size() == 1 && q.min == 1) {
    a.picked = {0};
    return a;
  }
  Engine e(db, s);
  if (q.kind == QuestionKind::ChooseSome) {
    Answer some = choose_some(e, s, me);
    some.question = q.id;
    return some;
  }
  // Maneuvers follow a plan made from the whole board.
  if (has_kind(q, OptionKind::AssignUnit)) {
    const Deployment plan =
        s.attack.attacker == me ? plan_attack(e, s, me, s.attack.defender) : plan_defense(e, s, me);
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      const Option& o = q.options[i];
      if (o.kind != OptionKind::AssignUnit) continue;
      auto it = plan.find(o.card);
      if (it != plan.end() && it->second == o.value) {
        a.picked = {static_cast<int>(i)};
        return a;
      }
    }
    for (std::size_t i = 0; i < q.options.size(); ++i)
      if (q.options[i].kind == OptionKind::Done) a.picked = {static_cast<int>(i)};
    if (a.picked.empty()) a.picked = {0};
    return a;
  }
  double best = -std::numeric_limits<double>::infinity();
  int ties = 0;
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    const Option& o = q.options[i];
    double v = 0;
    const bool needs_look = o.kind == OptionKind::UseAbility || o.kind == OptionKind::FavorBattle ||
                            o.kind == OptionKind::CavalryMove || o.kind == OptionKind::ChooseEffect ||
                            (o.kind >= OptionKind::Courage && o.kind <= OptionKind::CombineAttack);
    if (needs_look)
      v = lookahead_ ? lookahead_score(db, s, me, static_cast<int>(i)) : -1.0;
    else
      v = score(db, e, s, me, o);
    // Ties are broken at random, each tied option equally likely.
    if (v > best + 1e-9) {
      best = v;
      ties = 1;
      a.picked = {static_cast<int>(i)};
    } else if (v > best - 1e-9 && rng_.below(static_cast<std::uint32_t>(++ties)) == 0) {
      a.picked = {static_cast<int>(i)};
    }
  }
  return a;
}

double HeuristicBot::score(const CardDb& db, const Engine& e, const GameState& s, PlayerId me,
                           const Option& o) {
  (void)db;
  const bool hm = honor_minded(e, s, me);
  switch (o.kind) {
    case OptionKind::Pass:
    case OptionKind::NoTarget:
    case OptionKind::Done:
      return 0;
    case OptionKind::Recruit:
    case OptionKind::RecruitProclaim: {
      double v = recruit_value(e, s, me, o.card) - 0.25 * e.recruit_cost(me, o.card);
      if (v < 0.3) v = 0.3;  // a card that costs Gold it would otherwise waste is still worth it
      if (o.kind == OptionKind::RecruitProclaim)
        v += (hm ? 0.8 : 0.3) * e.personal_honor(o.card) + 0.05;
      return v;
    }
    case OptionKind::Overlay:
      return 5.0;
    case OptionKind::DynastyDiscard: {
      if (poor_dynasty_card(e, s, me, o.card)) return 0.2;
      // Nothing in his Provinces can be Recruited now (too expensive for his
      // Gold, or above his Honor): keeping them all would stall his Dynasty
      // for good, so the least valuable goes.
      for (const Province& pr : s.players[me].provinces)
        for (CardId c : pr.cards)
          if (s.card(c).face_up && e.recruit_cost(me, c) <= e.gold_available(me, c) &&
              e.meets_honor_requirement(me, c))
            return -1.0;
      return 0.1 - 0.01 * recruit_value(e, s, me, o.card);
    }
    case OptionKind::Legacy:
      return recruit_value(e, s, me, o.card) - 2.0;
    case OptionKind::Cycle: {
      int poor = 0;
      for (const Province& pr : s.players[me].provinces)
        for (CardId c : pr.cards)
          if (s.card(c).face_up) poor += poor_dynasty_card(e, s, me, c);
      return poor > 0 ? 1.5 : -1.0;
    }
    case OptionKind::Equip: {
      const int cost = e.gold_cost(o.card);
      // In his own Action Phase a player keeps Gold for Recruiting; on other
      // players' turns his producers straighten before he needs them again.
      if (s.active == me && e.gold_available(me, o.card) - cost < recruit_reserve(e, s, me) &&
          s.turn > 2)
        return -1.0;
      return equip_value(e, s, o.card, o.target) - 0.15 * cost;
    }
    case OptionKind::Lobby: {
      const double favor = hm ? 2.5 : 1.2;
      return favor - 0.4 * unit_potential_force(e, s, o.target);
    }
    case OptionKind::FavorLimited: {
      double worst = 1e9;
      for (CardId c : s.players[me].hand) worst = std::min(worst, keep_value(e, s, me, c));
      return worst < 1.0 ? 0.2 : -1.0;
    }
    case OptionKind::KharmicDraw:
    case OptionKind::KharmicRefill:
      return -1.0;
    case OptionKind::DeclareAttack: {
      const PlayerId d = static_cast<PlayerId>(o.value);
      const Deployment plan = plan_attack(e, s, me, d);
      if (plan.empty()) return -1.0;
      return 1.0 + expected_provinces(e, s, d, plan);
    }
    case OptionKind::NoAttack:
      return 0;
    case OptionKind::ChooseBattlefield: {
      const Attack& at = s.attack;
      // A move of one's own Personality (Op::MoveToLocation): where his
      // side has the smaller army; home last.
      if (o.target != kNoCard) {
        if (o.value < 0 || !at.active) return 0;
        const PlayerId q = s.card(o.target).controller;
        const PlayerId other = q == at.attacker ? at.defender : at.attacker;
        const double gap = e.army_force(other, o.value) - e.army_force(q, o.value);
        return q == me ? 1 + gap : 1 - gap;
      }
      const int strength = e.battlefield_strength(o.value);  // a Province's or a Territory's
      return e.army_force(at.attacker, o.value) - e.army_force(at.defender, o.value) -
             0.1 * strength;
    }
    case OptionKind::PickCard: {
      if (const ActionFrame* f = asking<ActionFrame>(s))
        return card_target_value(e, s, me, *f, o.card);
      return -keep_value(e, s, me, o.card);  // Legacy: the card to remove from the game
    }
    case OptionKind::PickPlayer: {
      if (const ActionFrame* f = asking<ActionFrame>(s))
        return player_target_value(e, s, me, *f, static_cast<PlayerId>(o.value));
      return 0;
    }
    case OptionKind::AcceptChallenge:
    case OptionKind::RefuseChallenge: {
      const DuelFrame* f = asking<DuelFrame>(s);
      if (!f) return 0;
      const DuelRead r = read_duel(e, s, me, *f);
      const bool stakes = f->loser != static_cast<std::uint8_t>(DuelSpec::Loser::None);
      const double accept = r.my_total + 2 >= r.their_estimate || !stakes
                                ? 1.0
                                : -personality_value(e, r.mine, hm) * 0.5;
      const double refuse = -0.5 * f->refuse_honor * (hm ? 2 : 1);
      return o.kind == OptionKind::AcceptChallenge ? accept : refuse;
    }
    case OptionKind::Strike:
    case OptionKind::Focus:
    case OptionKind::FocusBlind: {
      const DuelFrame* f = asking<DuelFrame>(s);
      if (!f) return 0;
      const DuelRead r = read_duel(e, s, me, *f);
      const double behind = r.their_estimate - r.my_total;
      if (o.kind == OptionKind::Strike) return behind < 0 ? 1.0 : 0.0;
      if (o.kind == OptionKind::FocusBlind) return behind >= 0 ? 0.3 : -1.0;
      // Focus the card giving the most Focus for the least loss from the hand.
      return behind >= 0 ? 0.2 + 0.3 * e.def(o.card).focus - 0.1 * keep_value(e, s, me, o.card)
                         : -1.0;
    }
    case OptionKind::PayAmount:
      // A "[*]" cost buys its effect by the Gold: the bot chose the action
      // for that effect, so it pays all it may.
      return o.value;
    case OptionKind::Invest:
      // CR20F "Invest": offered only when it can be paid; the bot takes the
      // extra effect.
      return 0.5;
    case OptionKind::ProduceGold:
    case OptionKind::ProduceRestrictedGold: {
      const PayGoldFrame* f = asking<PayGoldFrame>(s);
      if (o.kind == OptionKind::ProduceRestrictedGold) return 10.0;  // good for nothing else
      // A Stronghold's once-per-game Gold (value 1) is kept for last.
      if (o.value == 1) return 0.1;
      const int made = e.gold_production(o.card);
      if (!f) return made;
      const int need = f->cost - f->restricted - s.players[me].gold_pool;
      // The smallest producer that covers what is still owed wastes least.
      return made >= need ? 5.0 - (made - need) : made;
    }
    default:
      return 0;
  }
}

double HeuristicBot::lookahead_score(const CardDb& db, const GameState& s, PlayerId me,
                                     int option) {
  // Judged on a determinized copy: the action is played through with the
  // rules-only policy answering every question, then the position compared
  // with the one before it.
  GameState d = determinize(s, me, rng_);
  Engine e(db, d);
  if (!base_ready_) {
    base_eval_ = evaluate(e, d, me);
    base_ready_ = true;
  }
  const Question q = *d.pending;
  if (!e.answer(me, {q.id, {option}}).accepted) return -100;
  HeuristicBot inner(rng_.next(), false);
  for (int steps = 0; steps < 60 && d.pending && !d.result.over; ++steps) {
    // Stop at the next action-round question once no action is under way:
    // the action (or the one this choice is part of) has resolved.
    if (d.pending->kind == QuestionKind::ChooseAction && !action_under_way(d)) break;
    const PlayerId who = d.pending->who;
    if (!e.answer(who, inner.decide(db, d, who)).accepted) break;
  }
  // Using an ability should gain something real; a small margin keeps the
  // bot from spending cards on nothing.
  return evaluate(e, d, me) - base_eval_ - 0.4;
}

Answer HeuristicBot::choose_some(const Engine& e, const GameState& s, PlayerId me) {
  const Question& q = *s.pending;
  Answer a;
  std::vector<std::pair<double, int>> ranked;  // (worth keeping, option)
  bool cycling = false;
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    const CardId c = q.options[i].card;
    double keep = 0;
    if (c != kNoCard && s.card(c).zone == Zone::Province) {
      cycling = true;
      keep = poor_dynasty_card(e, s, me, c) ? -1.0 : recruit_value(e, s, me, c);
    } else if (c != kNoCard) {
      keep = keep_value(e, s, me, c);
    }
    keep += 1e-6 * rng_.below(1000);  // random tie-breaks
    ranked.push_back({keep, static_cast<int>(i)});
  }
  std::sort(ranked.begin(), ranked.end());
  int n = q.min;
  if (cycling)
    while (n < q.max && ranked[n].first < 0) ++n;
  for (int i = 0; i < n; ++i) a.picked.push_back(ranked[i].second);
  return a;
}

}  // namespace l5r
