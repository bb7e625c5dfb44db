#include "net/client.h"

#include <algorithm>

#include "net/codec.h"

namespace l5r::net {

namespace {
// Old chat and errors are dropped so a long session does not grow without end.
constexpr std::size_t kKeep = 200;
template <class T>
void keep(std::deque<T>& q, T x) {
  q.push_back(std::move(x));
  if (q.size() > kKeep) q.pop_front();
}
}  // namespace

std::unique_ptr<Client> Client::connect(const std::string& host, std::uint16_t port,
                                        std::string name, const TransportOptions& o,
                                        std::string* error, Hello hello) {
  TransportOptions t = o;
  t.max_message = kMaxHostMessage;
  auto tr = Transport::connect(host, port, t, error);
  if (!tr) return nullptr;
  if (hello.protocol == 0) hello.protocol = kProtocolVersion;
  if (hello.software.empty()) hello.software = kSoftwareVersion;
  hello.name = std::move(name);
  return std::unique_ptr<Client>(new Client(std::move(tr), std::move(hello)));
}

Client::Client(std::unique_ptr<Transport> t, Hello hello)
    : transport_(std::move(t)), hello_(std::move(hello)) {}

int Client::poll(std::uint32_t timeout_ms) {
  if (!transport_) return 0;
  int handled = 0;
  for (auto e = transport_->poll(timeout_ms); e; e = transport_->poll(0)) {
    ++handled;
    switch (e->kind) {
      case NetEvent::Kind::Connected:
        host_ = e->peer;
        connected_ = true;
        send(hello_);
        break;
      case NetEvent::Kind::Disconnected:
        connected_ = false;
        closed_ = true;
        break;
      case NetEvent::Kind::Received:
        if (e->oversized)
          keep(errors_, Error{ErrorCode::TooLarge, "the host sent an oversized message"});
        else
          on_message(e->data);
        break;
    }
  }
  transport_->flush();
  return handled;
}

void Client::on_message(const std::string& bytes) {
  DecodeError why;
  std::optional<HostMsg> m = decode_host(bytes, &why);
  if (!m) {
    // The host is untrusted as well: a bad message is reported, not applied.
    keep(errors_, Error{why.code, "from the host: " + why.reason});
    return;
  }
  std::visit(
      [&](auto& x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Welcome>)
          welcomed_ = true;
        else if constexpr (std::is_same_v<T, Refused>)
          refused_ = x;
        else if constexpr (std::is_same_v<T, Error>) {
          keep(errors_, x);
          ++errors_total_;
        } else if constexpr (std::is_same_v<T, RoomUpdate>)
          room_ = x;
        else if constexpr (std::is_same_v<T, SeatGranted>)
          seat_ = x;
        else if constexpr (std::is_same_v<T, ViewUpdate>) {
          view_ = std::move(x);
          ++views_;
        } else if constexpr (std::is_same_v<T, Chat>) {
          keep(chat_, x);
          ++chat_total_;
        } else if constexpr (std::is_same_v<T, GameLog>) {
          // Lines from `first` on replace what the client had (an undo
          // rewrites the tail); a gap would mean lost lines, so it restarts.
          if (x.first > log_.size()) log_.clear();
          log_.resize(std::min<std::size_t>(x.first, log_.size()));
          log_.insert(log_.end(), x.lines.begin(), x.lines.end());
        } else {
          keep(others_, HostMsg{x});
          ++others_total_;
        }
      },
      *m);
}

void Client::send(const ClientMsg& m) {
  send_raw(encode(m), std::holds_alternative<SendChat>(m) ? Channel::Chat : Channel::Game);
}

void Client::send_raw(std::string_view bytes, Channel ch) {
  if (transport_ && connected_) transport_->send(host_, ch, bytes);
}

void Client::disconnect() {
  if (transport_ && connected_) transport_->disconnect(host_);
}

void Client::crash() {
  if (transport_) transport_->drop_all_abruptly();
  transport_.reset();
  connected_ = false;
  closed_ = true;
}

}  // namespace l5r::net
