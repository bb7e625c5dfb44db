#pragma once
// A thin wrapper over one ENet host (DESIGN "Networking"; 0 A.D. style): it
// listens or connects, turns ENet events into NetEvents keyed by a PeerId of
// our own, and sends byte strings on one of two reliable channels. It knows
// nothing about messages. Keep-alives and timeouts are ENet's pings and peer
// timeouts, set from TransportOptions. Not thread-safe: one owner polls it.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

struct _ENetHost;
struct _ENetPeer;

namespace l5r::net {

using PeerId = std::uint32_t;

// Both channels are reliable and ordered; they are separate so that a long
// chat or bulk transfer never delays a view or an answer.
enum class Channel : std::uint8_t { Game = 0, Chat = 1 };
inline constexpr std::size_t kChannels = 2;

struct TransportOptions {
  std::uint32_t ping_interval_ms = 500;  // keep-alive while nothing else is sent
  std::uint32_t timeout_min_ms = 5000;   // a silent peer is dropped after this at the earliest
  std::uint32_t timeout_max_ms = 15000;  // ... and always after this
  std::size_t max_peers = 64;
  std::size_t max_message = 0;  // larger received messages are reported as oversized; 0: none
};

// What a transport has sent (`rokugan-cli bench net`): messages and their
// bytes as handed to ENet, and ENet's own count of UDP datagrams and their
// bytes (protocol headers, acknowledgements and pings included).
struct TransportStats {
  std::uint64_t messages_sent = 0;
  std::uint64_t bytes_sent = 0;
  std::uint64_t datagrams_sent = 0;
  std::uint64_t wire_bytes_sent = 0;
};

struct NetEvent {
  enum class Kind : std::uint8_t { Connected, Disconnected, Received } kind = Kind::Received;
  PeerId peer = 0;
  Channel channel = Channel::Game;
  std::string data;
  bool oversized = false;  // Received: over max_message, data left empty
};

class Transport {
 public:
  // A host on `port` (0: an ephemeral port, see port()). Null with `error` set on failure.
  static std::unique_ptr<Transport> listen(std::uint16_t port, const TransportOptions& o,
                                           std::string* error);
  // A client connecting to host:port; Connected arrives from poll() when it succeeds.
  static std::unique_ptr<Transport> connect(const std::string& host, std::uint16_t port,
                                            const TransportOptions& o, std::string* error);
  ~Transport();
  Transport(const Transport&) = delete;
  Transport& operator=(const Transport&) = delete;

  // Waits up to timeout_ms for one event; sends queued packets as a side effect.
  std::optional<NetEvent> poll(std::uint32_t timeout_ms);
  bool send(PeerId peer, Channel ch, std::string_view bytes);
  void flush();
  // Graceful: queued packets go out first, then Disconnected arrives.
  void disconnect(PeerId peer);
  // Forgets every peer without telling it, as a crash would (tests).
  void drop_all_abruptly();
  std::uint16_t port() const;
  std::size_t peer_count() const { return peers_.size(); }
  TransportStats stats() const;

 private:
  Transport(_ENetHost* host, const TransportOptions& o);
  PeerId adopt(_ENetPeer* peer);

  _ENetHost* host_ = nullptr;
  TransportOptions opt_;
  PeerId next_id_ = 1;
  std::unordered_map<PeerId, _ENetPeer*> peers_;
  std::uint64_t messages_sent_ = 0, bytes_sent_ = 0;
};

}  // namespace l5r::net
