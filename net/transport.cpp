#include "net/transport.h"

#include <enet/enet.h>

#include "net/limits.h"

namespace l5r::net {

namespace {
// ENet keeps our PeerId in the peer's user data pointer.
PeerId id_of(ENetPeer* p) { return static_cast<PeerId>(reinterpret_cast<std::uintptr_t>(p->data)); }
}  // namespace

// enet_initialize has no global state on Unix (it returns 0); calling it per
// transport keeps the wrapper free of process-wide setup.
Transport::Transport(ENetHost* host, const TransportOptions& o) : host_(host), opt_(o) {
  // ENet drops bigger packets before reassembling them: a hard memory bound.
  host_->maximumPacketSize = kMaxPacket;
}

Transport::~Transport() {
  if (host_) {
    for (auto& [id, p] : peers_) enet_peer_disconnect_now(p, 0);
    enet_host_flush(host_);
    enet_host_destroy(host_);
  }
  enet_deinitialize();
}

std::unique_ptr<Transport> Transport::listen(std::uint16_t port, const TransportOptions& o,
                                             std::string* error) {
  if (enet_initialize() != 0) {
    if (error) *error = "cannot initialise ENet";
    return nullptr;
  }
  ENetAddress addr{};
  addr.host = ENET_HOST_ANY;
  addr.port = port;
  ENetHost* h = enet_host_create(&addr, o.max_peers, kChannels, 0, 0);
  if (!h) {
    enet_deinitialize();
    if (error) *error = "cannot listen on port " + std::to_string(port);
    return nullptr;
  }
  return std::unique_ptr<Transport>(new Transport(h, o));
}

std::unique_ptr<Transport> Transport::connect(const std::string& host, std::uint16_t port,
                                              const TransportOptions& o, std::string* error) {
  if (enet_initialize() != 0) {
    if (error) *error = "cannot initialise ENet";
    return nullptr;
  }
  ENetHost* h = enet_host_create(nullptr, 1, kChannels, 0, 0);
  if (!h) {
    enet_deinitialize();
    if (error) *error = "cannot create a client socket";
    return nullptr;
  }
  std::unique_ptr<Transport> t(new Transport(h, o));
  ENetAddress addr{};
  addr.port = port;
  if (enet_address_set_host(&addr, host.c_str()) != 0) {
    if (error) *error = "unknown host " + host;
    return nullptr;
  }
  ENetPeer* p = enet_host_connect(h, &addr, kChannels, 0);
  if (!p) {
    if (error) *error = "cannot connect to " + host;
    return nullptr;
  }
  t->adopt(p);
  return t;
}

PeerId Transport::adopt(ENetPeer* p) {
  const PeerId id = next_id_++;
  p->data = reinterpret_cast<void*>(static_cast<std::uintptr_t>(id));
  enet_peer_ping_interval(p, opt_.ping_interval_ms);
  enet_peer_timeout(p, 0, opt_.timeout_min_ms, opt_.timeout_max_ms);
  peers_[id] = p;
  return id;
}

std::optional<NetEvent> Transport::poll(std::uint32_t timeout_ms) {
  ENetEvent e;
  const int r = enet_host_service(host_, &e, timeout_ms);
  if (r <= 0) return std::nullopt;
  NetEvent out;
  switch (e.type) {
    case ENET_EVENT_TYPE_CONNECT:
      out.kind = NetEvent::Kind::Connected;
      // A client already adopted its peer in connect(); a host adopts here.
      out.peer = e.peer->data ? id_of(e.peer) : adopt(e.peer);
      return out;
    case ENET_EVENT_TYPE_DISCONNECT:
      out.kind = NetEvent::Kind::Disconnected;
      out.peer = id_of(e.peer);
      peers_.erase(out.peer);
      e.peer->data = nullptr;
      return out;
    case ENET_EVENT_TYPE_RECEIVE:
      out.kind = NetEvent::Kind::Received;
      out.peer = id_of(e.peer);
      out.channel = e.channelID == 1 ? Channel::Chat : Channel::Game;
      if (opt_.max_message && e.packet->dataLength > opt_.max_message)
        out.oversized = true;
      else
        out.data.assign(reinterpret_cast<const char*>(e.packet->data), e.packet->dataLength);
      enet_packet_destroy(e.packet);
      return out;
    case ENET_EVENT_TYPE_NONE:
      break;
  }
  return std::nullopt;
}

bool Transport::send(PeerId peer, Channel ch, std::string_view bytes) {
  auto it = peers_.find(peer);
  if (it == peers_.end()) return false;
  ENetPacket* pk = enet_packet_create(bytes.data(), bytes.size(), ENET_PACKET_FLAG_RELIABLE);
  if (!pk) return false;
  if (enet_peer_send(it->second, static_cast<enet_uint8>(ch), pk) != 0) {
    enet_packet_destroy(pk);
    return false;
  }
  ++messages_sent_;
  bytes_sent_ += bytes.size();
  return true;
}

TransportStats Transport::stats() const {
  TransportStats s;
  s.messages_sent = messages_sent_;
  s.bytes_sent = bytes_sent_;
  // ENet's counters are 32-bit: enough for a benchmark run.
  s.datagrams_sent = host_->totalSentPackets;
  s.wire_bytes_sent = host_->totalSentData;
  return s;
}

void Transport::flush() { enet_host_flush(host_); }

void Transport::disconnect(PeerId peer) {
  auto it = peers_.find(peer);
  if (it != peers_.end()) enet_peer_disconnect_later(it->second, 0);
}

void Transport::drop_all_abruptly() {
  for (auto& [id, p] : peers_) {
    p->data = nullptr;
    enet_peer_reset(p);
  }
  peers_.clear();
}

std::uint16_t Transport::port() const {
  ENetAddress a{};
  if (enet_socket_get_address(host_->socket, &a) != 0) return 0;
  return a.port;
}

}  // namespace l5r::net
