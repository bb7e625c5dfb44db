// The turn sequence (CR20F "The Turn Sequence"): Action Phase, optional Attack
// Phase, Dynasty Phase, then the end of the turn; and the action rounds that
// make up the phases (CR20F "Action Rounds").
#include <algorithm>
#include <utility>

#include "game/rules/engine.h"

namespace l5r {

namespace {
constexpr std::uint32_t kSafetyTurnLimit = 5000;
}  // namespace

// CR20F "Honor Victory", "Dishonor Loss": a card in play may move both
// thresholds ("2 higher ... 2 lower"); several add up.
int Engine::honor_threshold_shift() const {
  int shift = 0;
  for (const Player& pl : s_.players)
    for (CardId c : pl.in_play)
      for (const Trait& t : def(c).traits)
        if (t.kind == Trait::Kind::HonorThresholds) shift += t.amount;
  return shift;
}

void Engine::begin_turns() {
  s_.stack.clear();
  s_.stack.push_back(TurnFrame{});
}

void Engine::run_frame(TurnFrame f) {
  const PlayerId a = s_.active;
  Player& pl = s_.players[a];
  // Siege rule 13: on the Rokugani turn each Rokugani player is the active
  // player, so what the turn does to "the active player" it does to each.
  const std::vector<PlayerId> actives = s_.side_of(a);
  switch (f.stage) {
    case kTurnStart: {
      // A game in which nobody can ever act again would turn forever without
      // a question; the safety limit ends it as a draw.
      if (s_.turn >= (s_.turn_limit ? s_.turn_limit : kSafetyTurnLimit)) {
        log("The turn limit is reached; the game stops without a winner");
        s_.result = {true, kNoPlayer, Victory::TurnLimit};
        return;
      }
      ++s_.turn;
      // Abilities removed until this player's next turn (the Hour of the Rat)
      // come back as it begins, before the Clock turns.
      std::erase_if(s_.removed_abilities, [&](const RemovedAbility& r) {
        return std::find(actives.begin(), actives.end(), r.until_turn_of) != actives.end();
      });
      for (PlayerId p : actives) {
        ++s_.players[p].turns_started;
        s_.players[p].used_this_turn = 0;
      }
      // Increases of the last turn's Honor losses end with it.
      for (Player& each : s_.players) each.honor_loss_boosts.clear();
      log("Turn " + std::to_string(s_.turn) + ": " +
          (s_.is_rokugani(a) ? std::string("the Rokugani") : pl.name));
      // CR20F "Honor Victory": a player wins by starting his turn on 40 or
      // more (a rulebook victory, which Siege rule 12 sets aside).
      if (!s_.is_siege() && pl.honor >= 40 + honor_threshold_shift()) {
        log(pl.name + " begins the turn with " + std::to_string(pl.honor) + " Honor");
        s_.result = {true, a, Victory::Honor};
        return;
      }
      f.stage = kTurnActionPhase;
      s_.stack.push_back(f);
      // "After your turn begins": before the Clock card and the straightening.
      for (PlayerId p : actives) fire_each_in_play(p, Trigger::When::AfterTurnBegins);
      // Siege rule 4: before straightening, the Challenge player reveals the
      // top Clock card (whose effects may ask questions first).
      if (s_.is_challenger(a)) reveal_clock();
      return;
    }
    case kTurnActionPhase:  // CR20F "Action Phase": straighten, then turn Province cards face-up.
      s_.phase = Phase::Action;
      for (PlayerId p : actives) {
        for (CardId c : s_.players[p].in_play) straighten(c);
        for (Province& pr : s_.players[p].provinces)
          for (CardId c : pr.cards) s_.card(c).face_up = true;
      }
      f.stage = kTurnAttackPhase;
      s_.stack.push_back(f);
      s_.stack.push_back(ActionRoundFrame{RoundKind::ActionPhase, a, 0, false});
      return;
    case kTurnAttackPhase:  // optional
      end_phase();
      s_.phase = Phase::Attack;
      f.stage = kTurnDynastyPhase;
      s_.stack.push_back(f);
      s_.stack.push_back(AttackFrame{});
      return;
    case kTurnDynastyPhase:
      end_phase();
      s_.phase = Phase::Dynasty;
      f.stage = kTurnDraw;
      s_.stack.push_back(f);
      s_.stack.push_back(ActionRoundFrame{RoundKind::Dynasty, a, 0, false});
      return;
    case kTurnDraw: {  // CR20F "Drawing and Discarding Fate Cards"
      end_phase();
      // Delayed effects "before the turn ends" (the Asp Spear): a card still
      // in its discard pile goes to its owner's hand, before the draw and the
      // hand size check. A card that went elsewhere is a new card and stays.
      run_delayed(Delay::BeforeTurnEnds);
      // "When this turn ends": with the draw just below (kept from the drop).
      std::vector<DelayedEffect> at_end;
      std::erase_if(s_.delayed, [&](const DelayedEffect& d) {
        if (d.when != static_cast<std::uint8_t>(Delay::AtTurnEnd)) return false;
        at_end.push_back(d);
        return true;
      });
      drop_delayed(true);
      // "Before your turn ends, if this card is in your discard pile, ...":
      // the triggered traits of the cards in the active players' Fate
      // discard piles (their effects, such as the return to the hand, join
      // the delayed ones just below).
      for (PlayerId q : actives)
        for (CardId c : std::vector<CardId>(s_.players[q].fate_discard))
          if (s_.card(c).zone == Zone::FateDiscard && s_.card(c).owner == q)
            fire_triggers(c, q, static_cast<std::uint8_t>(Trigger::When::BeforeTurnEndsInDiscard));
      for (CardId c : std::exchange(s_.to_hand_before_turn_ends, {}))
        if (s_.card(c).zone == Zone::FateDiscard || s_.card(c).zone == Zone::DynastyDiscard) {
          log(name(c) + " returns to " + player_name(s_.card(c).owner) + "'s hand");
          move_to_hand(c);
        }
      s_.phase = Phase::EndOfTurn;
      f.stage = kTurnEnd;
      s_.stack.push_back(f);
      for (auto it = actives.rbegin(); it != actives.rend(); ++it) {
        // Triggered traits that come before the end-of-turn draw (Isawa
        // Shunryu's), then the rulebook draw.
        for (CardId c : std::vector<CardId>(s_.players[*it].in_play))
          if (s_.card(c).zone == Zone::InPlay && s_.card(c).controller == *it)
            fire_triggers(c, *it, static_cast<std::uint8_t>(Trigger::When::BeforeEndDraw));
        draw(*it, 1);
        s_.stack.push_back(DiscardFromHandFrame{*it, 0, 0, false});
      }
      // CR20F "Drawing and Discarding Fate Cards": "at the end of the turn"
      // is this draw; what waited for it happens now, ahead of the discards
      // down to the maximum hand size (a choice's frame goes on top of
      // theirs, so it asks first).
      happen_delayed(at_end);
      return;
    }
    case kTurnEnd:
      // CR20F "Dishonor Loss": -20 or below at the end of his own turn (the
      // Challenge player is spared by Siege rule 12).
      for (PlayerId p : actives) {
        if (s_.is_challenger(p) || s_.players[p].honor > -20 - honor_threshold_shift()) continue;
        log(s_.players[p].name + " ends the turn at " + std::to_string(s_.players[p].honor) + " Honor");
        lose_game(p, Victory::Dishonor);
        if (s_.result.over || !s_.same_side(s_.active, a)) return;
      }
      // Siege rule 12 and the Hour of the Serpent: the Challenge player loses
      // before the turn that revealed it ends.
      if (s_.is_challenger(a) && s_.siege.serpent_revealed) {
        log("The Hour of the Serpent has come and gone: " + pl.name + " loses the game");
        s_.result = {true, s_.next_player(a), Victory::HourOfTheSerpent};
        return;
      }
      std::erase_if(s_.modifiers,
                    [](const StatModifier& m) { return m.until == Duration::EndOfTurn; });
      // "Its abilities may not be used" (this turn) ends with the turn.
      std::erase_if(s_.removed_abilities,
                    [](const RemovedAbility& r) { return r.until_turn_of == kNoPlayer && !r.permanent; });
      s_.untargetable_by.clear();  // "may not target him with actions this turn"
      s_.untargetable_from.clear();  // "actions on cards in his unit may not target ..."
      for (Player& p : s_.players)
        for (Province& pr : p.provinces) pr.turn_bonus = 0;
      for (Territory& t : s_.siege.territories) t.turn_bonus = 0;
      // CR20F "Using Abilities": the once-per-turn limits start again.
      s_.used_abilities.clear();
      s_.copied.clear();  // CR20F "Copy": copies made this turn end with it
      // What Terrains' actions targeted: every Terrain left play after its battle.
      s_.targeted_by.clear();
      // A Personality kept alive by a Chi bonus dies when it ends.
      check_state();
      if (s_.result.over) return;
      s_.active = s_.next_player(a);
      s_.stack.push_back(TurnFrame{});
      return;
  }
}

void Engine::run_frame(DiscardFromHandFrame f) {
  Player& pl = s_.players[f.player];
  if (f.asked) {
    for (const Option& o : s_.answer) {
      log(pl.name + " discards " + name(o.card));
      move_to_discard(o.card);
    }
    draw(f.player, f.draw_after);
    return;
  }
  const int hand = static_cast<int>(pl.hand.size());
  const int n = f.count ? std::min<int>(f.count, hand) : hand - max_hand_size(f.player);
  if (n <= 0) {
    draw(f.player, f.draw_after);
    return;
  }
  std::vector<Option> opts;
  for (CardId c : pl.hand) opts.push_back({OptionKind::PickCard, c, kNoCard, 0});
  f.asked = true;
  s_.stack.push_back(f);
  ask(f.player, QuestionKind::ChooseSome,
      f.count ? "Discard " + std::to_string(n) + " card(s) from your hand"
              : "Discard " + std::to_string(n) + " card(s) down to your maximum hand size",
      opts, n, n);
}

}  // namespace l5r
