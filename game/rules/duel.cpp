// Challenges and duels (CR20F "Challenge", "Duel", "Duelist").
#include "game/abilities/keyword_abilities.h"
#include "game/rules/engine.h"

namespace l5r {

namespace {
constexpr int kMaxFocuses = 4;  // CR20F Duel 0.0.6
// Set by a Focus Effect's Op::EndDuel while the Focus Effects resolve (read
// right after them, in the same step).
thread_local bool focus_ended_duel = false;
}  // namespace

void Engine::run_frame(DuelFrame f) {
  // A challenge needs two Personalities in play under different players; if
  // either leaves play, the duel ends without resolution. (Looked up each
  // time: an effect that creates cards may move the card list.)
  auto gone = [&] {
    const Card& a = s_.card(f.challenger);
    const Card& b = s_.card(f.challenged);
    return a.zone != Zone::InPlay || b.zone != Zone::InPlay || a.controller == b.controller;
  };
  auto discard_focused = [&] {
    for (PlayerId p = 0; p < s_.players.size(); ++p) {
      std::vector<CardId> cards = s_.players[p].focused;
      for (CardId c : cards) move_to_discard(c);
    }
  };
  if (gone()) {
    if (f.stage > 0) log("The duel ends: a Personality is no longer in it");
    discard_focused();
    return;
  }
  const PlayerId pa = s_.card(f.challenger).controller, pb = s_.card(f.challenged).controller;
  switch (f.stage) {
    case 0: {  // The challenge: refused, where allowed, or accepted.
      if (f.asked) {
        f.asked = false;
        if (s_.answer.at(0).kind == OptionKind::RefuseChallenge) {
          log(player_name(pb) + " refuses the challenge");
          lose_honor(pb, f.refuse_honor, pa);
          challenge_refused(f);
          return;
        }
      } else {
        log(name(f.challenger) + " challenges " + name(f.challenged));
        if (f.refusable) {
          f.asked = true;
          s_.stack.push_back(f);
          ask(pb, QuestionKind::ChooseOne,
              name(f.challenger) + " challenges " + name(f.challenged) + ": accept or refuse?",
              {{OptionKind::AcceptChallenge}, {OptionKind::RefuseChallenge}});
          return;
        }
      }
      log(name(f.challenged) + " accepts; the duel begins");
      f.stage = 1;
      f.to_act = pb;  // the challenged player has the first option to focus or strike
      s_.stack.push_back(f);
      return;
    }
    case 1: {  // Focus or strike, in turn.
      const int side = f.to_act == pa ? 0 : 1;
      Player& pl = s_.players[f.to_act];
      if (f.asked) {
        f.asked = false;
        const Option o = s_.answer.at(0);
        if (o.kind == OptionKind::Strike) {
          log(pl.name + " strikes");
          f.stage = 2;
          s_.stack.push_back(f);
          return;
        }
        const CardId c = o.kind == OptionKind::Focus ? o.card : pl.fate_deck.back();
        take_from_zone(c);
        Card& k = s_.card(c);
        k.zone = Zone::Focused;
        k.face_up = false;
        k.blind = o.kind == OptionKind::FocusBlind;
        // "The first card another player focuses in each duel against him
        // is focused face-up" (a trait of the other duelist, while its
        // condition holds).
        if (f.focuses[side] == 0) {
          const CardId against = side == 0 ? f.challenged : f.challenger;
          for (const Trait& t : def(against).traits)
            if (t.kind == Trait::Kind::OpponentFirstFocusFaceUp &&
                (!t.condition || holds(*t.condition, s_.card(against).controller, against, nullptr)))
              k.face_up = true;
        }
        pl.focused.push_back(c);
        ++f.focuses[side];
        log(pl.name + (k.blind ? " focuses blind from the deck" : " focuses a card") +
            (k.face_up ? " face-up: " + name(c) : std::string()));
        f.to_act = f.to_act == pa ? pb : pa;
        s_.stack.push_back(f);
        return;
      }
      std::vector<Option> opts{{OptionKind::Strike}};
      if (f.focuses[side] < kMaxFocuses) {
        for (CardId c : pl.hand) opts.push_back({OptionKind::Focus, c});
        if (!pl.fate_deck.empty()) opts.push_back({OptionKind::FocusBlind});
      }
      // "Each player must focus at least once in the duel": no strike
      // before his first focus, unless he cannot focus (CR20F Duel 0.0.5).
      if (f.must_focus && f.focuses[side] == 0 && opts.size() > 1) opts.erase(opts.begin());
      f.asked = true;
      s_.stack.push_back(f);
      if (opts.size() == 1) {  // a player who can't focus must strike
        s_.answer = opts;
        return;
      }
      ask(f.to_act, QuestionKind::ChooseOne, "Duel: focus a card or strike", std::move(opts));
      return;
    }
    case 2:
      // CR20F Duel 0.0.7 and 0.0.8: the focused cards turn face-up, then
      // their Focus Effects resolve; a duel whose Personality they take out
      // of play ends without resolution.
      for (PlayerId p = 0; p < s_.players.size(); ++p)
        for (CardId c : s_.players[p].focused) {
          s_.card(c).face_up = true;
          s_.card(c).blind = false;
        }
      focus_ended_duel = false;
      focus_effects(f, false, kNoCard);
      if (focus_ended_duel && !gone()) {
        // A Focus Effect ended the duel without resolution: no winner or
        // loser. The other Focus Effects still resolve, those waiting for
        // the duel's end too (without a winner, those about it do nothing).
        focus_ended_duel = false;
        log("The duel ends without resolution");
        focus_effects(f, true, kNoCard);
        discard_focused();
        check_state();
        return;
      }
      if (gone()) {
        log("The duel ends: a Personality is no longer in it");
        discard_focused();
        check_state();
        return;
      }
      // Focus Effects that wait for the duel's end (and its winner).
      focus_effects(f, true, resolve_duel(f));
      discard_focused();
      check_state();
      return;
  }
}

// CR20F "Challenge": a refused challenge has no duel, and so no loser; what
// the card says happens on a refusal ("If he refuses, dishonor him") happens
// in the action that issued it, with its targets and player. That action's
// frame waits just below the duel's, its next effect after the duel.
void Engine::challenge_refused(const DuelFrame& d) {
  if (d.effect < 0) return;
  for (std::size_t i = s_.stack.size(); i-- > 0;) {
    auto* af = std::get_if<ActionFrame>(&s_.stack[i]);
    if (!af) continue;
    const Ability* a = ability_at(def(af->action.card), af->action.value);
    if (!a || static_cast<std::size_t>(d.effect) >= a->effects.size()) return;
    const Effect& duel = a->effects[static_cast<std::size_t>(d.effect)];
    if (duel.op != Op::Duel) return;
    ActionFrame copy = *af;  // effects may push frames (and move the stack)
    for (const Effect& e : duel.refused) apply_effect(e, copy);
    s_.stack[i] = copy;
    return;
  }
}

// CR20F Duel 0.0.8: "As a Focus Effect" traits of the focused cards. The
// player whose turn it is orders them: the engine takes his cards first, in
// the order they were focused (docs/rules-interpretations.md).
void Engine::focus_effects(const DuelFrame& f, bool after_duel, CardId winner) {
  const PlayerId pa = s_.card(f.challenger).controller, pb = s_.card(f.challenged).controller;
  const PlayerId first = s_.same_side(pb, s_.active) && !s_.same_side(pa, s_.active) ? pb : pa;
  for (PlayerId p : {first, first == pa ? pb : pa}) {
    const CardId yours = p == pa ? f.challenger : f.challenged;
    const CardId other = p == pa ? f.challenged : f.challenger;
    for (CardId c : std::vector<CardId>(s_.players[p].focused))
      for (const Trigger& t : def(c).triggers) {
        if (t.when != Trigger::When::FocusEffect || t.after_duel != after_duel || s_.card(c).zone != Zone::Focused)
          continue;
        if (t.if_won && (winner == kNoCard || winner != yours)) continue;
        log(name(c) + "'s Focus Effect resolves");
        ActionFrame ctx{p, Option{OptionKind::UseAbility, c}, 4};
        ctx.targets[0] = other;
        ctx.targets[1] = yours;
        ctx.duel_winner = winner;  // "the duel's winner gains 1 Honor": his controller
        auto duelist = [&](Ref r) {
          if (r == Ref::DuelWinner) return winner == other ? Ref::Target : winner == yours ? Ref::Target2 : Ref::Target;
          return r == Ref::OtherDuelist ? Ref::Target : r == Ref::YourDuelist ? Ref::Target2 : r;
        };
        for (Effect e : t.effects) {
          // "End the duel without resolution" (if its condition holds).
          if (e.op == Op::EndDuel) {
            if (!e.condition || holds(*e.condition, p, c, &ctx)) focus_ended_duel = true;
            continue;
          }
          // "The duel's winner" when nobody won: the effect has no subject.
          if ((e.subject == Ref::DuelWinner || (e.condition && e.condition->subject == Ref::DuelWinner)) &&
              winner == kNoCard)
            continue;
          e.subject = duelist(e.subject);
          if (e.condition) e.condition->subject = duelist(e.condition->subject);
          apply_effect(e, ctx);
        }
      }
  }
}

CardId Engine::resolve_duel(const DuelFrame& f) {
  const PlayerId pa = s_.card(f.challenger).controller, pb = s_.card(f.challenged).controller;
  // The focused cards are face-up already (run_frame, stage 2).
  auto total = [&](CardId pers, PlayerId p) {
    // CR20F "Duel Stat": the creating effect's stat, then other sources' (a
    // trait that makes him duel with Force overrides it).
    int t = f.force || duels_with_force(pers) ? force(pers) : f.personal_honor ? personal_honor(pers) : chi(pers);
    for (CardId c : s_.players[p].focused) {
      s_.card(c).face_up = true;
      s_.card(c).blind = false;
      t += def(c).focus;
    }
    return t;
  };
  const int ta = total(f.challenger, pa), tb = total(f.challenged, pb);
  log("Duel: " + name(f.challenger) + " " + std::to_string(ta) + ", " + name(f.challenged) + " " +
      std::to_string(tb));
  bool a_loses = ta < tb, b_loses = tb < ta;
  if (ta == tb) {
    // Ties: both lose, unless exactly one of them is a Duelist.
    const bool da = has_kw(f.challenger, Kw::Duelist), db = has_kw(f.challenged, Kw::Duelist);
    a_loses = !(da && !db);
    b_loses = !(db && !da);
  }
  // Interrupts to the issuing action may have negated its bowing or
  // destruction of a duelist (Op::NegateBow, Op::NegateDestroy).
  const ActionFrame* issuing = nullptr;
  if (f.effect >= 0)
    for (std::size_t i = s_.stack.size(); i-- > 0 && !issuing;)
      issuing = std::get_if<ActionFrame>(&s_.stack[i]);
  auto negated = [&](const std::vector<CardId>& v, CardId c) {
    if (!issuing || issuing->unpreventable || std::find(v.begin(), v.end(), c) == v.end()) return false;
    log("The " + std::string(&v == &issuing->unbowed ? "bowing" : "destruction") + " of " + name(c) + " is negated");
    return true;
  };
  auto consequences = [&](CardId loser) {
    log(name(loser) + " loses the duel");
    switch (static_cast<DuelSpec::Loser>(f.loser)) {
      case DuelSpec::Loser::Destroy:
        if (!issuing || !negated(issuing->undestroyed, loser)) destroy(loser);
        break;
      case DuelSpec::Loser::Bow:
        if (!issuing || !negated(issuing->unbowed, loser)) bow(loser);
        break;
      case DuelSpec::Loser::Dishonor: dishonor(loser, true); break;
      case DuelSpec::Loser::None: break;
    }
  };
  if (!a_loses) log(name(f.challenger) + " wins the duel");
  if (!b_loses) log(name(f.challenged) + " wins the duel");
  if (!a_loses && f.winner_honor) gain_honor(pa, f.winner_honor);
  if (!b_loses && f.winner_honor) gain_honor(pb, f.winner_honor);
  // The issuing action's later effects may name the winner and the losers.
  if (f.effect >= 0)
    for (std::size_t i = s_.stack.size(); i-- > 0;)
      if (auto* af = std::get_if<ActionFrame>(&s_.stack[i])) {
        af->duel_winner = !a_loses ? f.challenger : !b_loses ? f.challenged : kNoCard;
        af->duel_losers[0] = a_loses ? f.challenger : kNoCard;
        af->duel_losers[1] = b_loses ? f.challenged : kNoCard;
        af->duel_margin = static_cast<std::int16_t>(ta > tb ? ta - tb : tb - ta);
        break;
      }
  if (a_loses) consequences(f.challenger);
  if (b_loses) consequences(f.challenged);
  // "After he wins a duel" triggers of the winner; "if he won a duel this
  // turn" remembers it until the turn ends.
  for (CardId w : {!a_loses ? f.challenger : kNoCard, !b_loses ? f.challenged : kNoCard})
    if (w != kNoCard && std::find(s_.used_abilities.begin(), s_.used_abilities.end(), duel_won_key(w)) ==
                            s_.used_abilities.end())
      s_.used_abilities.push_back(duel_won_key(w));
  for (CardId w : {!a_loses ? f.challenger : kNoCard, !b_loses ? f.challenged : kNoCard})
    if (w != kNoCard && s_.card(w).zone == Zone::InPlay)
      fire_triggers(w, s_.card(w).controller, static_cast<std::uint8_t>(Trigger::When::AfterWinsDuel));
  return !a_loses ? f.challenger : !b_loses ? f.challenged : kNoCard;
}

}  // namespace l5r
