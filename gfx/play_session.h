#pragma once
// What the screens need of a local game, whatever its kind (a duel, solo
// Siege): the game, the seat whose view is drawn, whether the pending
// question is the person's to answer, and the bots that answer the rest at a
// person's pace. Everyone answers through the one question/answer interface.
#include <string>

#include "game/game.h"
#include "game/view.h"

namespace l5r::gfx {

class PlaySession {
 public:
  virtual ~PlaySession() = default;
  PlaySession() = default;
  PlaySession(const PlaySession&) = delete;
  PlaySession& operator=(const PlaySession&) = delete;

  virtual const std::string& error() const = 0;  // non-empty: no game
  virtual const Game& game() const = 0;
  virtual const CardDb& db() const = 0;
  // The seat whose view is drawn: the person's seat, or in Siege the team
  // member the person answers for now.
  virtual PlayerId human() const = 0;
  // The pending question is the person's to answer.
  virtual bool humans_question() const = 0;
  // The pending question is a bot's to answer.
  bool bots_question() const { return !over() && game().pending() && !humans_question(); }
  bool over() const { return game().over(); }
  // What the person may know (DESIGN: "Views").
  View human_view() const { return view(game().state(), human()); }
  std::string describe(const Option& o) const { return game().describe(o); }

  virtual Outcome answer(const Answer& a) = 0;  // the person's answer
  // Advances the bots when their question has waited `delay` seconds.
  void update(double dt, double delay);
  // Lets the bots answer every question until the person must answer.
  void skip_bot();

  // Scripted runs: the person's next `n` questions are answered by a
  // stand-in bot (the other bots play as usual); returns how many were answered.
  int auto_answer(int n);
  // Scripted runs: plays on until a battle with units on both sides is being
  // fought and the person is asked; false when none came.
  bool auto_until_battle(int max_answers);

 protected:
  virtual bool step_bot() = 0;       // a bot answers the pending question
  virtual bool step_stand_in() = 0;  // the stand-in answers the person's question

 private:
  bool battle_in_progress() const;
  double bot_wait_ = 0;
};

}  // namespace l5r::gfx
