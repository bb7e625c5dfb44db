#include "siege/challenge_lookahead.h"

#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {

// The Force a side keeps in play: its Personalities and their Followers.
int side_force(const Engine& e, const CardDb& db, const GameState& s, PlayerId me, bool mine) {
  int total = 0;
  for (PlayerId p = 0; p < s.players.size(); ++p) {
    if (s.same_side(p, me) != mine) continue;
    for (CardId c : s.players[p].in_play) {
      if (db.def(s.card(c).def).type != CardType::Personality) continue;
      total += e.force(c);
      e.each_attachment(c, [&](CardId a) {
        if (db.def(s.card(a).def).type == CardType::Follower) total += e.force(a);
      });
    }
  }
  return total;
}

double score(const CardDb& db, GameState& s, PlayerId me) {
  const Attack& at = s.attack;
  if (!at.active || at.current < 0 || static_cast<std::size_t>(at.current) >= at.battlefield_province.size())
    return 0;
  Engine e(db, s);
  const int b = at.current;
  const int prov = at.battlefield_province[static_cast<std::size_t>(b)];
  const bool attacking = s.same_side(at.attacker, me);
  const PlayerId other = attacking ? at.defender : at.attacker;
  const int mine = e.army_force(me, b);
  const int theirs = e.army_force(other, b);
  double v = 0;
  if (attacking) {
    const int strength = at.at_territories ? e.territory_strength(prov) : e.province_strength(other, prov);
    const int margin = mine - theirs - strength;
    v += std::clamp(margin, -20, 20) + (margin > 0 ? 15 : 0);
  } else {
    const int margin = mine + e.province_strength(me, prov) - theirs;
    v += std::clamp(margin, -20, 20) + (margin >= 0 ? 15 : 0);
  }
  if (mine > theirs) v += 6;  // the army that loses the battle is destroyed
  v += 0.4 * (side_force(e, db, s, me, true) - side_force(e, db, s, me, false));
  v += 1.0 * static_cast<double>(s.players[me].hand.size());
  return v;
}

}  // namespace

double battle_score(const CardDb& db, const GameState& s, PlayerId me) {
  GameState copy = s;
  return score(db, copy, me);
}

std::optional<double> battle_gain(const CardDb& db, const GameState& s, PlayerId me, int index,
                                  const OwnAnswer& own) {
  if (!s.pending) return std::nullopt;
  GameState copy = s;
  const double before = score(db, copy, me);
  Engine e(db, copy);
  if (!e.answer(me, Answer{s.pending->id, {index}}).accepted) return std::nullopt;
  constexpr int kMaxSteps = 60;
  for (int step = 0;; ++step) {
    if (step == kMaxSteps) return std::nullopt;
    if (!copy.pending || copy.result.over) break;
    const Question& q = *copy.pending;
    if (q.kind == QuestionKind::ChooseAction) {
      const auto* round = copy.stack.empty() ? nullptr : std::get_if<ActionRoundFrame>(&copy.stack.back());
      if (!round || round->kind != RoundKind::Interrupt) break;  // the action is over
      // Interrupts: everyone passes (the script does not guess the Rokugani's hands).
      if (q.options.empty() || q.options.front().kind != OptionKind::Pass) return std::nullopt;
      if (!e.answer(q.who, Answer{q.id, {0}}).accepted) return std::nullopt;
      continue;
    }
    Answer a{q.id, {}};
    if (q.who == me) {
      std::optional<Answer> mine = own(copy);
      if (!mine) return std::nullopt;
      a = *mine;
    } else {
      for (int i = 0; i < std::max<int>(q.min, 1) && i < static_cast<int>(q.options.size()); ++i)
        a.picked.push_back(i);
    }
    if (!e.answer(q.who, a).accepted) return std::nullopt;
  }
  return score(db, copy, me) - before;
}

}  // namespace l5r
