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
  if (q->who != room->seats[seat->seat].side || q->id == answered_) return false;
  answered_ = q->id;
  client_->send(SendAnswer{bot_->choose(v->state, *q)});
  return true;
}

}  // namespace l5r::net
