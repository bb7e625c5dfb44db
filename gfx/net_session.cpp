#include "gfx/net_session.h"

#include <imgui.h>

#include <algorithm>

namespace l5r::gfx {

NetSession::NetSession(const Library& lib, NetLink& link, int auto_answers, std::uint64_t seed)
    : lib_(lib), link_(link), auto_left_(auto_answers), stand_in_(seed + 0x5EA7) {}

const GameState& NetSession::state() const {
  const auto& v = link_.client().view();
  return v ? v->state : empty_;
}

PlayerId NetSession::human() const {
  const auto& v = link_.client().view();
  if (!v || v->seat == net::kNoSeat) return kSpectator;
  return v->seat;
}

bool NetSession::on_team() const { return state().is_rokugani(human()); }

bool NetSession::humans_question() const {
  const auto& q = pending();
  if (over() || !q || q->options.empty() || link_.lost()) return false;
  const PlayerId me = human();
  if (q->who != me && !(q->team && on_team())) return false;
  // Answered and not refused: the host's next view brings the next question.
  return !(q->id == answered_ && link_.client().errors_received() == errors_at_answer_);
}

Outcome NetSession::answer(const Answer& a) {
  if (!humans_question()) return {false, "it is not your question"};
  answered_ = a.question;
  errors_at_answer_ = link_.client().errors_received();
  views_at_answer_ = link_.client().views_received();
  ++answers_sent_;
  link_.send(net::SendAnswer{a});
  return {true, {}};
}

bool NetSession::settled() const {
  return auto_left_ == 0 &&
         (answers_sent_ == 0 || link_.client().views_received() > views_at_answer_);
}

std::string NetSession::describe(const Option& o) const {
  // A hidden card has no definition on the client; never read one.
  for (CardId c : {o.card, o.target})
    if (c != kNoCard && (c >= state().cards.size() || state().card(c).def == kNoDef))
      return "(a card you cannot see)";
  return PlaySession::describe(o);
}

std::set<CardId> NetSession::pinged() const {
  std::set<CardId> out;
  for (const auto& [card, from] : pings_) out.insert(card);
  return out;
}

bool NetSession::can_undo() const {
  return !link_.lost() && human() < state().players.size() && !undo_asked_by_;
}

std::string NetSession::undo() {
  link_.send(net::RequestUndo{});
  return "Asked to take back your last answer.";
}

std::vector<PlayerId> NetSession::manual_seats() const {
  if (link_.lost() || human() >= state().players.size()) return {};
  return {human()};
}

Outcome NetSession::manual(PlayerId from, const ManualAction& m) {
  if (from != human() || manual_seats().empty()) return {false, "you can act only for your seat"};
  manual_waiting_ = true;
  manual_errors_at_ = link_.client().errors_received();
  manual_log_at_ = link_.client().log().size();
  manual_refusal_.reset();
  link_.send(net::SendManual{m});
  return {true, {}};
}

std::optional<std::string> NetSession::manual_refused() {
  std::optional<std::string> r;
  r.swap(manual_refusal_);
  return r;
}

bool NetSession::can_ping() const { return on_team() && !link_.lost(); }

bool NetSession::ping(CardId c) {
  if (!can_ping()) return false;
  link_.send(net::SendPing{c});
  return true;
}

void NetSession::sync() {
  const net::Client& c = link_.client();
  if (link_.generation() != generation_) {
    // A new connection (Rejoin): its counts start again.
    generation_ = link_.generation();
    others_seen_ = 0;
    answered_ = 0;
    errors_at_answer_ = views_at_answer_ = 0;
    manual_waiting_ = false;
  }
  if (c.log().size() != log_.lines.size() ||
      (!log_.lines.empty() && c.log().back() != log_.lines.back()))
    log_.lines = c.log();
  const std::uint32_t q = pending() ? pending()->id : 0;
  if (q != question_) {
    question_ = q;
    proposals_.clear();
    pings_.clear();
  }
  // Proposals and pings that came since the last frame (the newest are last).
  const int fresh =
      std::clamp<int>(c.others_received() - others_seen_, 0, static_cast<int>(c.others().size()));
  others_seen_ = c.others_received();
  for (std::size_t i = c.others().size() - static_cast<std::size_t>(fresh); i < c.others().size();
       ++i) {
    if (const auto* p = std::get_if<net::Proposal>(&c.others()[i])) {
      if (p->answer.question == question_) proposals_.push_back({p->from, p->answer, p->committed});
    } else if (const auto* g = std::get_if<net::Pinged>(&c.others()[i])) {
      pings_[g->card] = g->from;
    } else if (const auto* u = std::get_if<net::UndoAsked>(&c.others()[i])) {
      undo_asked_by_ = u->by;
      undo_result_.clear();
    } else if (const auto* r = std::get_if<net::UndoResult>(&c.others()[i])) {
      undo_asked_by_.reset();
      undo_result_ = r->done ? "An answer was taken back." : "No undo: " + r->reason;
    }
  }
  if (manual_waiting_) {
    // The host answers a manual action with an error (refused) or with the
    // log's line for it (done). An error that came meanwhile is taken for the
    // manual action's, so it does not count as a refusal of the last answer.
    const std::string mine =
        "Manual action by " +
        (human() < state().players.size() ? state().players[human()].name : "");
    if (c.errors_received() > manual_errors_at_ && !c.errors().empty()) {
      manual_waiting_ = false;
      manual_refusal_ = c.errors().back().reason;
      if (errors_at_answer_ <= manual_errors_at_) ++errors_at_answer_;
    } else {
      for (std::size_t i = std::min(manual_log_at_, c.log().size()); i < c.log().size(); ++i)
        if (c.log()[i].rfind(mine, 0) == 0) manual_waiting_ = false;
    }
  }
  if (auto_left_ > 0 && humans_question()) {
    --auto_left_;
    answer(stand_in_.choose(*pending()));
  }
}

void NetSession::draw_side_panel(const Fonts& fonts, Elements& out) {
  const float sc = fonts.scale();
  const GameState& st = state();
  auto name = [&](std::uint8_t seat) {
    return seat < st.players.size() ? st.players[seat].name : std::string("a spectator");
  };
  // The connection: where, and Rejoin after a drop.
  const std::string status = link_.status();
  if (link_.lost()) {
    ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", status.c_str());
    out.add_last_item(ElementKind::Text, "net: " + status);
    if (ImGui::Button("Rejoin with the seat's token")) {
      rejoin_error_.clear();
      if (!link_.rejoin(&rejoin_error_)) rejoin_error_ = "Rejoin failed: " + rejoin_error_;
    }
    out.add_last_item(ElementKind::Button, "Rejoin");
    if (!rejoin_error_.empty())
      ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", rejoin_error_.c_str());
  } else {
    if (human() == kSpectator)
      ImGui::TextDisabled("%s \xC2\xB7 watching", status.c_str());
    else
      ImGui::TextDisabled("%s \xC2\xB7 seat %d", status.c_str(), static_cast<int>(human()) + 1);
    out.add_last_item(ElementKind::Text, "net: " + status);
  }
  ImGui::SameLine();
  // The host runs in this process: leaving ends the game for everyone.
  const char* leave = link_.hosting() ? "Stop hosting" : "Leave the game";
  if (ImGui::SmallButton(leave)) leave_ = true;
  out.add_last_item(ElementKind::Button, leave);
  const auto& room = link_.client().room();
  if (room && room->paused) {
    ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "Paused: a player is away.");
    out.add_last_item(ElementKind::Text, "net: paused");
  }
  if (!link_.client().errors().empty()) {
    const std::string e = link_.client().errors().back().reason;
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "Host: %s", e.c_str());
    ImGui::PopTextWrapPos();
    out.add_last_item(ElementKind::Text, "net error: " + e);
  }
  // Undo (issue 7): another player asks to take back an answer; everyone
  // else must agree.
  if (undo_asked_by_) {
    const std::string who = name(*undo_asked_by_);
    if (*undo_asked_by_ == human()) {
      ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "Waiting for the others to agree to your undo.");
      out.add_last_item(ElementKind::Text, "undo: waiting for the others");
    } else {
      ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s asks to take back their last answer.",
                         who.c_str());
      out.add_last_item(ElementKind::Text, "undo asked by " + who);
      if (ImGui::SmallButton("Agree")) link_.send(net::VoteUndo{true});
      out.add_last_item(ElementKind::Button, "Agree to the undo");
      ImGui::SameLine();
      if (ImGui::SmallButton("Refuse")) link_.send(net::VoteUndo{false});
      out.add_last_item(ElementKind::Button, "Refuse the undo");
    }
  } else if (!undo_result_.empty()) {
    ImGui::TextDisabled("%s", undo_result_.c_str());
    out.add_last_item(ElementKind::Text, "undo: " + undo_result_);
  }
  // The team's proposals for the question now pending (Siege).
  if (on_team()) {
    const char* policy = "";
    if (room) switch (room->options.commit) {
        case CommitPolicy::Captain:
          policy = "the captain decides";
          break;
        case CommitPolicy::AllAgree:
          policy = "all must agree";
          break;
        case CommitPolicy::FirstProposal:
          policy = "the first proposal wins";
          break;
      }
    ImGui::TextDisabled("Team: %s; right click a card to ping it.", policy);
    out.add_last_item(ElementKind::Text, std::string("team policy: ") + policy);
    for (const Proposed& p : proposals_) {
      std::string text = name(p.from) + (p.committed ? " decided: " : " proposes: ");
      if (pending())
        for (std::size_t i = 0; i < p.answer.picked.size(); ++i) {
          const int k = p.answer.picked[i];
          if (k >= 0 && k < static_cast<int>(pending()->options.size()))
            text += (i ? "; " : "") + describe(pending()->options[k]);
        }
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(ImVec4(0.6f, 0.85f, 1, 1), "%s", text.c_str());
      ImGui::PopTextWrapPos();
      out.add_last_item(ElementKind::Text, "proposal: " + text);
    }
    for (const auto& [card, from] : pings_) {
      const std::string text = name(from) + " points at " +
                               (card < st.cards.size() && st.card(card).def != kNoDef
                                    ? lib_.db.def(st.card(card).def).title
                                    : std::string("a card"));
      ImGui::TextColored(ImVec4(0.5f, 0.95f, 0.95f, 1), "%s", text.c_str());
      out.add_last_item(ElementKind::Text, "ping: " + text);
    }
  }
  ImGui::Separator();
  chat_.draw(link_.client(), on_team(), fonts, out, 0);
  (void)sc;
}

}  // namespace l5r::gfx
