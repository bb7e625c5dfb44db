// The turn sequence (CR20F "The Turn Sequence"): Action Phase, optional Attack
// Phase, Dynasty Phase, then the end of the turn; and the action rounds that
// make up the phases (CR20F "Action Rounds").
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {
constexpr std::uint32_t kSafetyTurnLimit = 5000;
}  // namespace

void Engine::begin_turns() {
  s_.stack.clear();
  s_.stack.push_back(TurnFrame{});
}

void Engine::run_frame(TurnFrame f) {
  const PlayerId a = s_.active;
  Player& pl = s_.players[a];
  switch (f.stage) {
    case 0: {  // Start of turn.
      // A game in which nobody can ever act again would turn forever without
      // a question; the safety limit ends it as a draw.
      if (s_.turn >= (s_.turn_limit ? s_.turn_limit : kSafetyTurnLimit)) {
        log("The turn limit is reached; the game stops without a winner");
        s_.result = {true, kNoPlayer, Victory::TurnLimit};
        return;
      }
      ++s_.turn;
      ++pl.turns_started;
      pl.used_this_turn = 0;
      log("Turn " + std::to_string(s_.turn) + ": " + pl.name);
      // CR20F "Honor Victory": a player wins by starting his turn on 40 or more.
      if (pl.honor >= 40) {
        log(pl.name + " begins the turn with " + std::to_string(pl.honor) + " Honor");
        s_.result = {true, a, Victory::Honor};
        return;
      }
      // CR20F "Action Phase": straighten, then turn Province cards face-up.
      s_.phase = Phase::Action;
      for (CardId c : pl.in_play) straighten(c);
      for (Province& pr : pl.provinces)
        for (CardId c : pr.cards) s_.card(c).face_up = true;
      f.stage = 1;
      s_.stack.push_back(f);
      s_.stack.push_back(ActionRoundFrame{RoundKind::ActionPhase, a, 0, false});
      return;
    }
    case 1:  // Attack Phase (optional).
      end_phase();
      s_.phase = Phase::Attack;
      f.stage = 2;
      s_.stack.push_back(f);
      s_.stack.push_back(AttackFrame{});
      return;
    case 2:  // Dynasty Phase.
      end_phase();
      s_.phase = Phase::Dynasty;
      f.stage = 3;
      s_.stack.push_back(f);
      s_.stack.push_back(ActionRoundFrame{RoundKind::Dynasty, a, 0, false});
      return;
    case 3:  // CR20F "Drawing and Discarding Fate Cards".
      end_phase();
      s_.phase = Phase::EndOfTurn;
      draw(a, 1);
      f.stage = 4;
      s_.stack.push_back(f);
      s_.stack.push_back(DiscardFromHandFrame{a, 0, 0, false});
      return;
    case 4:  // End of turn.
      // CR20F "Dishonor Loss": -20 or below at the end of his own turn.
      if (pl.honor <= -20) {
        log(pl.name + " ends the turn at " + std::to_string(pl.honor) + " Honor");
        lose_game(a, Victory::Dishonor);
        if (s_.result.over || s_.active != a) return;
      }
      std::erase_if(s_.modifiers,
                    [](const StatModifier& m) { return m.until == Duration::EndOfTurn; });
      for (Player& p : s_.players)
        for (Province& pr : p.provinces) pr.turn_bonus = 0;
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
