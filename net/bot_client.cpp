#include "net/bot_client.h"

namespace l5r::net {

bool BotClient::step(std::uint32_t timeout_ms) {
  client_->poll(timeout_ms);
  const auto& v = client_->view();
  const auto& seat = client_->seat();
  const auto& room = client_->room();
  if (!v || !seat || seat->seat == kNoSeat || !room || seat->seat >= room->seats.size())
    return false;
  const auto& q = v->state.pending;
  if (!q || v->state.result.over || q->options.empty()) return false;
  // Its own question, or the Siege team's when it sits on the team: any
  // member may propose (the view carries the options only then).
  const std::uint8_t me = seat->seat;
  if (q->who != me && !(q->team && v->state.is_rokugani(me))) return false;
  if (q->id == answered_ && (client_->errors_received() == errors_at_answer_ ||
                             client_->views_received() == views_at_answer_))
    return false;
  answered_ = q->id;
  errors_at_answer_ = client_->errors_received();
  views_at_answer_ = client_->views_received();
  client_->send(SendAnswer{bot_->choose(v->state, *q)});
  return true;
}

}  // namespace l5r::net
