#pragma once
// What the screens need of a game, whatever its kind (a local duel, solo
// Siege, a network game): the state the table draws and the log, the seat
// whose view is drawn, whether the pending question is the person's to
// answer, and the bots that answer the rest at a person's pace. Everyone
// answers through the one question/answer interface. The screens read only
// state() and log(), never a Game: a network game has none on the client.
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "game/game.h"
#include "game/view.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"

namespace l5r::gfx {

// Take back in a local game against bots (no vote): the game rewound to
// before the last answer a seat for which `mine` holds gave.
template <class Pred>
bool can_take_back(const Game& g, Pred mine) {
  return g.last_input_of(mine) < g.history().size();
}
template <class Pred>
std::string take_back(std::unique_ptr<Game>& g, Pred mine) {
  const std::size_t last = g->last_input_of(mine);
  if (last == g->history().size()) return "you have no answer to take back";
  g = g->rewound(last);
  return "Your last answer was taken back.";
}

class PlaySession {
 public:
  virtual ~PlaySession() = default;
  PlaySession() = default;
  PlaySession(const PlaySession&) = delete;
  PlaySession& operator=(const PlaySession&) = delete;

  virtual const std::string& error() const = 0;  // non-empty: no game
  // The state as this client knows it: a local game's whole state, or the
  // seat's view received from the host.
  virtual const GameState& state() const = 0;
  virtual const Log& log() const = 0;
  virtual const CardDb& db() const = 0;
  // The seat whose view is drawn: the person's seat, or in Siege the team
  // member the person answers for now.
  virtual PlayerId human() const = 0;
  // The pending question is the person's to answer.
  virtual bool humans_question() const = 0;
  // The pending question is a bot's to answer.
  bool bots_question() const { return !over() && pending() && !humans_question(); }
  const std::optional<Question>& pending() const { return state().pending; }
  bool over() const { return state().result.over; }
  // What the person may know (DESIGN: "Views").
  virtual View human_view() const { return view(state(), human()); }
  virtual std::string describe(const Option& o) const;
  // The decks' names by seat, shown under the players' names (may be empty).
  virtual std::vector<std::string> deck_names() const { return {}; }

  // Network games (gfx/net_session.h): the others answer from elsewhere, so
  // nobody's moves can be skipped and there is no local rematch.
  virtual bool remote() const { return false; }
  // A game played here (a duel, solo Siege), which the app autosaves; a
  // network game has none (the host saves it).
  virtual const Game* local_game() const { return nullptr; }
  // Cards a team member pointed at (Siege pings), lit on the table.
  virtual std::set<CardId> pinged() const { return {}; }
  // Points the team at a card (a right click); false when it cannot.
  virtual bool ping(CardId) { return false; }
  // A panel under the log (chat, proposals, the connection), when there is one.
  virtual bool has_side_panel() const { return false; }
  virtual void draw_side_panel(const Fonts&, Elements&) {}

  virtual Outcome answer(const Answer& a) = 0;  // the person's answer
  // Manual actions (issue 4, game/rules/manual.h), for what the engine does
  // not automate: the seats the person may take one for (none: a spectator,
  // a scenario board), and taking one for seat `from`. A local game applies
  // it at once, or refuses it with the engine's reason; a network game sends
  // it to the host (accepted here means sent) and the host's refusal comes
  // later, through manual_refused().
  virtual std::vector<PlayerId> manual_seats() const { return {}; }
  virtual Outcome manual(PlayerId, const ManualAction&) {
    return {false, "manual actions are not available here"};
  }
  // The host's refusal of the last manual action sent, once (network games).
  virtual std::optional<std::string> manual_refused() { return std::nullopt; }
  // A right click can point the team at a card (Siege over the network).
  virtual bool can_ping() const { return false; }
  // Takes back the person's last answer (issue 7: against bots a game undoes
  // freely; over the network the others must agree). undo() returns what
  // happened, for the person to read.
  virtual bool can_undo() const { return false; }
  virtual std::string undo() { return "nothing to take back"; }
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
