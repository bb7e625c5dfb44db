// Two Personality rules of the ability format (docs/abilities.md):
// Op::SwitchLocations, a target Personality and this one (or the second
// target) trading locations,
// and Trait::Kind::CannotDefend, a Personality who is never in a defending
// army (CR20F glossary "Defend": a card in a unit of a defending army).
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

bool Engine::defending_side(PlayerId p) const {
  const Attack& at = s_.attack;
  if (!at.active) return false;
  return s_.same_side(p, at.defender) ||
         (p < at.joined.size() && at.joined[p] == Attack::kDefendingAlly);
}

bool Engine::barred_from_defending(CardId c, bool defending) const {
  if (!defending || def(c).type != CardType::Personality) return false;
  return std::any_of(def(c).traits.begin(), def(c).traits.end(),
                     [](const Trait& t) { return t.kind == Trait::Kind::CannotDefend; });
}

// "Switch his and this Personality's locations" (docs/rules-interpretations.md
// "Switching locations"): each of the two moves to where the other was. A
// switch is one exchange: when either of them may not make his move (the
// action may not move Personalities, the No Second Battle rule, a negation of
// his move out of the battle, a Personality who cannot defend), neither
// moves. The "as they move" effects happen to each that moved.
void Engine::switch_locations(const Effect& e, ActionFrame& f, CardId c) {
  // "Switch their locations": the first target and the second (`with`).
  const CardId me = e.with == Ref::Target2 ? f.targets[1] : f.action.card;
  if (c == kNoCard || me == kNoCard || c == me || def(c).type != CardType::Personality ||
      def(me).type != CardType::Personality || s_.card(me).zone != Zone::InPlay)
    return;
  const int here = s_.card(me).location, there = s_.card(c).location;
  if (here == there) return;  // together already: nobody moves
  // "This is not considered movement" (CR20F "Locations"): what stops or negates movement does not apply, nor
  // the No Second Battle rule ("will not move to a battlefield").
  const bool not_movement = e.not_movement;
  if (!not_movement && (f.no_move || unmoved(f, c, here) || unmoved(f, me, there))) {
    log(name(c) + " and " + name(me) + " cannot be moved by this action");
    return;
  }
  // A move into a battlefield of the attack: the No Second Battle rule and
  // "cannot defend" (a move home is always allowed).
  auto may_enter = [&](CardId x, int to) {
    if (to < 0) return true;
    const auto& done = s_.attack.resolved_attackers;
    if (!not_movement && s_.attack.active && std::find(done.begin(), done.end(), x) != done.end()) return false;
    return !barred_from_defending(x, defending_side(s_.card(x).controller));
  };
  if (!may_enter(c, here) || !may_enter(me, there)) {
    log(name(c) + " and " + name(me) + " cannot switch locations");
    return;
  }
  // A negation of a move out of the battle stops the exchange (checked last:
  // it is used up when it negates).
  for (CardId x : {c, me})
    if (!not_movement && s_.card(x).location != kHome && !f.unpreventable && move_out_negated(x)) return;
  s_.card(c).location = static_cast<std::int8_t>(here);
  s_.card(me).location = static_cast<std::int8_t>(there);
  log(name(c) + " and " + name(me) + " switch locations");
  for (CardId x : {c, me}) {
    if (s_.card(x).location != kHome) note_arrival(x);
    as_moves(e, f, x);
  }
}

// "The card cannot straighten": an ongoing effect (CR20F "Duration of
// Effects"), until the end of the turn unless it says otherwise. Every
// straightening of the card (an effect, a trait, the rulebook) does nothing
// while it lasts.
void Engine::cannot_straighten(const Effect& e, const ActionFrame& f, CardId c) {
  const Duration d = e.until == Until::EndOfBattle ? Duration::EndOfBattle
                     : e.until == Until::Permanent ? Duration::Permanent
                                                   : Duration::EndOfTurn;
  // "While your Samurai remains unbowed and in play": none when he is not
  // now; it ends for good when he bows or leaves play (bow, forget).
  CardId anchor = kNoCard;
  if (e.while_unbowed) {
    const Ref r = *e.while_unbowed;
    anchor = r == Ref::Target    ? f.targets[0]
             : r == Ref::Target2 ? f.targets[1]
             : r == Ref::Self    ? f.action.card
                                 : this_personality(f.action.card);
    if (anchor == kNoCard || s_.card(anchor).zone != Zone::InPlay || s_.card(anchor).bowed) {
      log(name(c) + "'s straightening is not negated: the card it depends on is not unbowed in play");
      return;
    }
  }
  s_.modifiers.push_back({c, Stat::Force, ModKind::NoStraighten, e.while_unbowed ? Duration::Permanent : d, 0, anchor});
  log(name(c) + " cannot straighten" + (anchor != kNoCard ? " while " + name(anchor) + " stays unbowed in play" : ""));
}

void Engine::end_anchored(CardId anchor) {
  std::erase_if(s_.modifiers, [anchor](const StatModifier& m) { return m.anchor == anchor; });
}

PlayerId Engine::chooser_of(const Effect& e, const ActionFrame& f) const {
  if (e.subject != Ref::TargetController && e.subject != Ref::Target2Controller) return f.player;
  const CardId t = f.targets[e.subject == Ref::TargetController ? 0 : 1];
  if (t == kNoCard) return f.player;
  return s_.card(t).zone == Zone::InPlay ? s_.card(t).controller : s_.card(t).owner;
}

bool Engine::straighten_barred(CardId c) const {
  return std::any_of(s_.modifiers.begin(), s_.modifiers.end(), [c](const StatModifier& m) {
    return m.card == c && m.kind == ModKind::NoStraighten;
  });
}

}  // namespace l5r
