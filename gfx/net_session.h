#pragma once
// A network game at the table (docs/network.md "The graphical client"): the
// seat's view received from the host is the state the table draws, the log
// is the host's GameLog, and answers go to the host (SendAnswer). A Siege
// team's answers are proposals that the room commits by its policy; the
// proposals and pings of the team are shown, and a right click pings a card.
// After a drop, "Rejoin" takes the seat back with its token.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/ai/random_bot.h"
#include "gfx/chat_panel.h"
#include "gfx/net_link.h"
#include "gfx/play_session.h"

namespace l5r::gfx {

class NetSession : public PlaySession {
 public:
  // `auto_answers`: scripted runs; a stand-in bot answers the seat's next
  // questions over the network.
  NetSession(const Library& lib, NetLink& link, int auto_answers = 0, std::uint64_t seed = 1);

  const std::string& error() const override { return error_; }
  const GameState& state() const override;
  const Log& log() const override { return log_; }
  const CardDb& db() const override { return lib_.db; }
  PlayerId human() const override;
  bool humans_question() const override;
  Outcome answer(const Answer& a) override;
  View human_view() const override { return View{human(), state()}; }
  std::string describe(const Option& o) const override;

  // Manual actions go to the host (net::SendManual); its refusal comes back
  // as an error, its acceptance as the log's "Manual action by" line.
  std::vector<PlayerId> manual_seats() const override;
  Outcome manual(PlayerId from, const ManualAction& m) override;
  std::optional<std::string> manual_refused() override;
  bool can_ping() const override;

  bool remote() const override { return true; }
  std::set<CardId> pinged() const override;
  bool ping(CardId c) override;
  // Asks the host to take back the seat's last answer: at once against bots,
  // after the other players agree otherwise (their vote is in the side panel).
  bool can_undo() const override;
  std::string undo() override;
  bool has_side_panel() const override { return true; }
  void draw_side_panel(const Fonts& fonts, Elements& out) override;

  // Takes in what the host sent since the last frame; call every frame.
  void sync();
  int answers_sent() const { return answers_sent_; }
  // Scripted runs: the stand-in has given its answers and the host's view
  // after the last one has come.
  bool settled() const;
  int auto_answers_left() const { return auto_left_; }
  // A manual action was sent and the host has not yet accepted or refused it.
  bool manual_waiting() const { return manual_waiting_; }
  // The person pressed "Leave the game" (the app closes the connection).
  bool leave_requested() const { return leave_; }

 protected:
  bool step_bot() override { return false; }  // the others answer elsewhere
  bool step_stand_in() override { return false; }

 private:
  struct Proposed {
    std::uint8_t from = net::kNoSeat;
    Answer answer;
    bool committed = false;
  };
  bool on_team() const;

  const Library& lib_;
  NetLink& link_;
  std::string error_;
  Log log_;
  GameState empty_;
  std::uint32_t answered_ = 0;  // the question last answered ...
  int errors_at_answer_ = 0;    // ... and the errors then: a refusal lets the seat answer again
  int views_at_answer_ = 0;
  int answers_sent_ = 0;
  int auto_left_ = 0;
  RandomBot stand_in_;
  int others_seen_ = 0;
  int generation_ = 0;                    // the link's connection these counts are about
  std::uint32_t question_ = 0;            // the question the proposals and pings are about
  std::vector<Proposed> proposals_;       // for question_
  std::map<CardId, std::uint8_t> pings_;  // card -> who pinged it, for question_
  ChatPanel chat_;
  std::optional<std::uint8_t> undo_asked_by_;  // an open undo vote, by whom
  std::string undo_result_;                    // how the last undo ended
  std::string rejoin_error_;
  // The manual action sent last, until the host accepts or refuses it.
  bool manual_waiting_ = false;
  int manual_errors_at_ = 0;       // the host's errors when it was sent
  std::size_t manual_log_at_ = 0;  // the log's length then
  std::optional<std::string> manual_refusal_;
  bool leave_ = false;
};

}  // namespace l5r::gfx
