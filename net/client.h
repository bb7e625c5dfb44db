#pragma once
// A network client without a user interface: it connects, says Hello, keeps
// what the host last told it (room, seat, token, view, chat, errors) and sends
// commands. The headless bot (bot_client.h), the tests and (later) the
// graphical client build on it.
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "net/messages.h"
#include "net/transport.h"

namespace l5r::net {

class Client {
 public:
  // Null with `error` when no socket can be made; connection happens in poll().
  static std::unique_ptr<Client> connect(const std::string& host, std::uint16_t port,
                                         std::string name, const TransportOptions& o,
                                         std::string* error, Hello hello = {});

  // Handles events for up to timeout_ms; returns how many it handled.
  int poll(std::uint32_t timeout_ms);
  void send(const ClientMsg& m);
  // Bytes as they are, for tests of malformed input.
  void send_raw(std::string_view bytes, Channel ch = Channel::Game);
  void disconnect();
  // Vanishes without a word, as a crashed process would.
  void crash();

  bool connected() const { return connected_; }
  bool welcomed() const { return welcomed_; }
  bool closed() const { return closed_; }  // the connection ended (refused, dropped, or failed)
  const std::optional<Refused>& refused() const { return refused_; }
  const std::deque<Error>& errors() const { return errors_; }
  const std::optional<RoomUpdate>& room() const { return room_; }
  const std::optional<SeatGranted>& seat() const { return seat_; }
  const std::optional<ViewUpdate>& view() const { return view_; }
  const std::deque<Chat>& chat() const { return chat_; }
  const std::deque<HostMsg>& others() const {
    return others_;
  }  // RoomList, Proposal, Undo*, Pinged
  // The game log as the host sent it (GameLog messages applied in order).
  const std::vector<std::string>& log() const { return log_; }
  int views_received() const { return views_; }
  int others_received() const { return others_total_; }  // how many others() ever came
  int chat_received() const { return chat_total_; }
  int errors_received() const { return errors_total_; }
  void clear_errors() { errors_.clear(); }

 private:
  Client(std::unique_ptr<Transport> t, Hello hello);
  void on_message(const std::string& bytes);

  std::unique_ptr<Transport> transport_;
  Hello hello_;
  PeerId host_ = 0;
  bool connected_ = false, welcomed_ = false, closed_ = false;
  std::optional<Refused> refused_;
  std::deque<Error> errors_;
  std::optional<RoomUpdate> room_;
  std::optional<SeatGranted> seat_;
  std::optional<ViewUpdate> view_;
  std::deque<Chat> chat_;
  std::deque<HostMsg> others_;
  std::vector<std::string> log_;
  int views_ = 0;
  int errors_total_ = 0;
  int others_total_ = 0, chat_total_ = 0;
};

}  // namespace l5r::net
