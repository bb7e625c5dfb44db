#include "net/host.h"

#include <algorithm>

#include "net/codec.h"

namespace l5r::net {

std::unique_ptr<Host> Host::start(const Library& lib, HostOptions o, std::string* error) {
  TransportOptions t = o.transport;
  t.max_message = kMaxClientMessage;
  auto tr = Transport::listen(o.port, t, error);
  if (!tr) return nullptr;
  return std::unique_ptr<Host>(new Host(lib, std::move(o), std::move(tr)));
}

Host::Host(const Library& lib, HostOptions o, std::unique_ptr<Transport> t)
    : lib_(lib), opt_(std::move(o)), transport_(std::move(t)) {
  random_.seed(opt_.random_seed
                   ? opt_.random_seed
                   : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}());
}

RoomContext Host::context(std::uint32_t id) {
  std::string path;
  if (!opt_.autosave_dir.empty()) path = opt_.autosave_dir + "/room-" + std::to_string(id) + ".sav";
  return RoomContext{lib_, opt_.bots, random_, path, true};
}

int Host::poll(std::uint32_t timeout_ms) {
  int handled = 0;
  // Wait for the first event only (not while bots have answers left);
  // drain whatever else is already queued.
  const bool busy = std::any_of(rooms_.begin(), rooms_.end(), [](const auto& r) { return r.second->bot_work_left(); });
  for (auto e = transport_->poll(busy ? 0 : timeout_ms); e; e = transport_->poll(0)) {
    ++handled;
    switch (e->kind) {
      case NetEvent::Kind::Connected:
        clients_[e->peer] = Client{};
        break;
      case NetEvent::Kind::Disconnected:
        on_gone(e->peer);
        break;
      case NetEvent::Kind::Received:
        on_message(e->peer, *e);
        break;
    }
  }
  // Bot answers a room put off to keep the network serviced (Room::advance).
  for (auto& [id, r] : rooms_)
    if (r->bot_work_left()) {
      r->continue_bots();
      flush_room(*r);
      ++handled;
    }
  transport_->flush();
  return handled;
}

void Host::send(ClientId c, const HostMsg& m, Channel ch) {
  const std::string bytes = encode(m);
  if (transport_->send(c, ch, bytes) && opt_.on_send) opt_.on_send(c, m, bytes.size());
}

void Host::bad_message(ClientId c, ErrorCode code, std::string reason) {
  send(c, Error{code, std::move(reason)});
  if (++clients_[c].bad > opt_.max_bad_messages) {
    transport_->disconnect(c);
  }
}

void Host::on_message(ClientId c, const NetEvent& e) {
  auto it = clients_.find(c);
  if (it == clients_.end()) return;
  if (e.oversized)
    return bad_message(c, ErrorCode::TooLarge,
                       "message over the limit of " + std::to_string(kMaxClientMessage) + " bytes");
  DecodeError why;
  std::optional<ClientMsg> m = decode_client(e.data, &why);
  if (!m) return bad_message(c, why.code, why.reason);
  Client& cl = it->second;
  if (const auto* h = std::get_if<Hello>(&*m)) return on_hello(c, *h);
  if (!cl.welcomed) {
    send(c, Refused{"say Hello first", kProtocolVersion, kSoftwareVersion});
    transport_->disconnect(c);
    return;
  }
  if (cl.room == 0 || std::holds_alternative<Rejoin>(*m) || std::holds_alternative<ListRooms>(*m))
    return on_lobby(c, cl, *m);
  auto r = rooms_.find(cl.room);
  if (r == rooms_.end()) {
    cl.room = 0;
    return on_lobby(c, cl, *m);
  }
  if (std::holds_alternative<LeaveRoom>(*m)) cl.room = 0;
  r->second->handle(c, *m);
  flush_room(*r->second);
}

void Host::on_hello(ClientId c, const Hello& h) {
  Client& cl = clients_[c];
  if (cl.welcomed) return bad_message(c, ErrorCode::NotAllowed, "already welcomed");
  std::string why;
  if (h.protocol != kProtocolVersion)
    why = "protocol version " + std::to_string(h.protocol) + " is not the host's " +
          std::to_string(kProtocolVersion);
  else if (h.software != kSoftwareVersion)
    why = "software '" + h.software + "' is not the host's '" + kSoftwareVersion + "'";
  else if (h.name.empty())
    why = "a name is needed";
  if (!why.empty()) {
    send(c, Refused{why, kProtocolVersion, kSoftwareVersion});
    transport_->disconnect(c);
    return;
  }
  cl.welcomed = true;
  cl.name = h.name;
  send(c, Welcome{kProtocolVersion, kSoftwareVersion, c});
}

void Host::on_lobby(ClientId c, Client& cl, const ClientMsg& m) {
  if (std::holds_alternative<ListRooms>(m)) {
    RoomList l;
    for (auto& [id, r] : rooms_) l.rooms.push_back(r->summary());
    return send(c, l);
  }
  if (const auto* cr = std::get_if<CreateRoom>(&m)) {
    if (cl.room) return send(c, Error{ErrorCode::NotAllowed, "leave your room first"});
    if (rooms_.size() >= kMaxRooms)
      return send(c, Error{ErrorCode::NotAllowed, "the host is full"});
    RoomOptions o = cr->options;
    if (o.kind == RoomKind::Siege && o.challenge_deck >= lib_.challenges.size())
      return send(c, Error{ErrorCode::NotFound, "no such Challenge deck"});
    if (o.kind == RoomKind::Multiplayer && o.seats < 3)
      return send(c, Error{ErrorCode::NotAllowed, "a multiplayer room has 3 to 6 seats"});
    const std::uint32_t id = next_room_++;
    auto room = std::make_unique<Room>(id, o, context(id));
    JoinRoom j;
    j.password = o.password;
    room->join(c, cl.name, j);  // an empty new room always seats its creator
    cl.room = id;
    Room& r = *room;
    rooms_[id] = std::move(room);
    flush_room(r);
    return;
  }
  if (const auto* j = std::get_if<JoinRoom>(&m)) {
    if (cl.room) return send(c, Error{ErrorCode::NotAllowed, "leave your room first"});
    auto it = rooms_.find(j->room);
    if (it == rooms_.end()) return send(c, Error{ErrorCode::NotFound, "no such room"});
    std::string why = it->second->join(c, cl.name, *j);
    if (!why.empty())
      return send(
          c, Error{why == "wrong password" ? ErrorCode::BadPassword : ErrorCode::NotAllowed, why});
    cl.room = j->room;
    return flush_room(*it->second);
  }
  if (const auto* rj = std::get_if<Rejoin>(&m)) {
    for (auto& [id, r] : rooms_) {
      if (!r->has_token(rj->token)) continue;
      if (cl.room && cl.room != id)
        return send(c, Error{ErrorCode::NotAllowed, "leave your room first"});
      r->rejoin(c, rj->token);
      cl.room = id;
      return flush_room(*r);
    }
    return send(c, Error{ErrorCode::NotFound, "no seat has that token"});
  }
  send(c, Error{ErrorCode::NotAllowed, std::string(message_name(m)) + ": join a room first"});
}

void Host::on_gone(ClientId c) {
  auto it = clients_.find(c);
  if (it == clients_.end()) return;
  const std::uint32_t room = it->second.room;
  clients_.erase(it);
  auto r = rooms_.find(room);
  if (r == rooms_.end()) return;
  r->second->leave(c);
  flush_room(*r->second);
  // A room nobody can come back to is closed; a started game waits for its
  // players' tokens (and lives on in its autosave).
  if (!r->second->started() && r->second->deserted() && !own_rooms_.count(room)) rooms_.erase(r);
}

void Host::flush_room(Room& r) {
  for (Outgoing& o : r.take_outbox())
    if (clients_.count(o.to)) send(o.to, o.msg, o.channel);
}

std::uint32_t Host::resume(const SaveFile& f, std::string* error) {
  const std::uint32_t id = next_room_++;
  auto r = Room::resume(id, f, context(id), error);
  if (!r) return 0;
  rooms_[id] = std::move(r);
  return id;
}

std::uint32_t Host::create_room(const RoomOptions& o, const std::vector<std::uint8_t>& bot_seats,
                                const std::vector<std::uint8_t>& open_seats) {
  const std::uint32_t id = next_room_++;
  auto r = std::make_unique<Room>(id, o, context(id));
  for (std::uint8_t s : bot_seats)
    if (s < r->seat_count()) r->fill_with_bot(s);
  for (std::uint8_t s : open_seats)
    if (s < r->seat_count()) r->free_seat(s);
  r->take_outbox();  // nobody is there to hear it yet
  rooms_[id] = std::move(r);
  own_rooms_.insert(id);
  return id;
}

bool Host::all_games_over() const {
  if (rooms_.empty()) return false;
  for (auto& [id, r] : rooms_)
    if (!r->game() || !r->game()->over()) return false;
  return true;
}

const Room* Host::room(std::uint32_t id) const {
  auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : it->second.get();
}

}  // namespace l5r::net
